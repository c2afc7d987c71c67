import { RouterContextProvider } from 'react-router';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { i18nextMiddleware } from '#app/lib/i18n/i18next.server.ts';
import { clientAddressContext, RateLimiter, REQUEST_LIMITS } from './rate-limit.server.ts';

describe('RateLimiter', () => {
  it('allows a burst of `limit`, then refuses with the wait until the next request fits', () => {
    let clock = 0;
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, { now: () => clock });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSec: 20 });
    clock = 19_999;
    expect(limiter.take('a').allowed).toBe(false);
    clock = 20_000;
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('refills evenly and never above the burst', () => {
    let clock = 0;
    const limiter = new RateLimiter({ limit: 2, windowMs: 1_000 }, { now: () => clock });
    limiter.take('a');
    limiter.take('a');
    clock = 10_000;
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, false]);
  });

  it('counts each key apart', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
    expect(limiter.take('b').allowed).toBe(true);
  });

  it('with several windows, passes while every one has room and waits for the emptiest', () => {
    let clock = 0;
    const hour = 3_600_000;
    const limiter = new RateLimiter([{ limit: 5, windowMs: hour }, { limit: 20, windowMs: 24 * hour }], { now: () => clock });
    expect(Array.from({ length: 6 }, () => limiter.take('a').allowed)).toEqual([true, true, true, true, true, false]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSec: 12 * 60 });
    let allowed = 5;
    for (let hours = 1; hours <= 3; hours += 1) {
      clock += hour;
      allowed += Array.from({ length: 6 }, () => limiter.take('a')).filter((v) => v.allowed).length;
    }
    expect(allowed).toBe(20);
    // The day's bucket has 2.5 left, and one more an hour later: 3 of the hour's 5 pass, then
    // the day's bucket decides the wait (48 minutes), not the hour's.
    clock += hour;
    expect(Array.from({ length: 4 }, () => limiter.take('a').allowed)).toEqual([true, true, true, false]);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSec: 48 * 60 });
  });

  it('keeps at most maxKeys keys, forgetting the least recently seen', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, { maxKeys: 100 });
    limiter.take('busy');
    for (let i = 0; i < 10_000; i += 1) {
      limiter.take(`flood-${i}`);
      if (i % 50 === 0) limiter.take('busy');
    }
    expect(limiter.size).toBe(100);
    // Seen recently, so still remembered (and still limited).
    expect(limiter.take('busy').allowed).toBe(false);
    // Evicted long ago: starts afresh.
    expect(limiter.take('flood-0').allowed).toBe(true);
  });
});

// Per-address limits through the route handlers themselves, each test from its own address so
// they never meet the end-to-end suite's (which signs everyone in from 127.0.0.1).
describe('per-address limits of the endpoints', () => {
  const origin = 'http://elan.test';
  let nextAddress = 1;

  async function contextFrom(address: string, request: Request): Promise<RouterContextProvider> {
    const context = new RouterContextProvider();
    context.set(clientAddressContext, address);
    await i18nextMiddleware({ request, context, params: {}, unstable_pattern: '' } as never, async () => new Response(null));
    return context;
  }

  /** Status of an answer, whether returned or thrown, as a Response or as data(). */
  async function statusOf(answer: Promise<unknown>): Promise<{ status: number; response?: Response }> {
    const settled = await answer.then(
      (value) => value,
      (thrown: unknown) => thrown,
    );
    if (settled instanceof Response) return { status: settled.status, response: settled };
    const init = (settled as { init?: ResponseInit | null } | null)?.init;
    return { status: init?.status ?? 200 };
  }

  async function exhaust(name: string, limit: number, call: (request: Request, context: RouterContextProvider) => Promise<unknown>, method = 'POST', form: Record<string, string> = {}) {
    const address = `203.0.113.${nextAddress++}`;
    const request = () => new Request(`${origin}${name}`, { method, headers: { Origin: origin }, body: method === 'POST' ? new URLSearchParams(form) : undefined });
    const context = await contextFrom(address, request());
    // The clock stands still, so the bucket cannot refill however slowly the machine runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    onTestFinished(() => void vi.useRealTimers());
    for (let i = 0; i < limit; i += 1) expect((await statusOf(call(request(), context))).status, `${name} #${i + 1}`).not.toBe(429);
    const limited = await statusOf(call(request(), context));
    expect(limited.status, `${name} after ${limit}`).toBe(429);
    // Another address is not affected.
    const other = await contextFrom(`198.51.100.${nextAddress++}`, request());
    expect((await statusOf(call(request(), other))).status).not.toBe(429);
    return limited;
  }

  it('/login', async () => {
    const { action } = await import('#app/routes/login.tsx');
    await exhaust('/login', REQUEST_LIMITS.login.perAddress.limit, (request, context) => action({ request, context, params: {} } as never));
  });

  it('/api/custom-token', async () => {
    const { action } = await import('#app/routes/api.custom-token.ts');
    await exhaust('/api/custom-token', REQUEST_LIMITS.customToken.perAddress.limit, (request, context) => action({ request, context, params: {} } as never));
  });

  it('/logout, with the reason in French', async () => {
    const { action } = await import('#app/routes/logout.tsx');
    const limited = await exhaust('/logout', REQUEST_LIMITS.logout.perAddress.limit, (request, context) => action({ request, context, params: {} } as never));
    expect(limited.response?.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(await limited.response?.text()).toMatch(/^Trop de demandes en peu de temps\. Réessayez dans \d+ s\.$/);
  });

  it('/api/notifications/send-test', async () => {
    const { action } = await import('#app/routes/api.notifications.send-test.ts');
    await exhaust('/api/notifications/send-test', REQUEST_LIMITS.sendTest.perAddress.limit, (request, context) => action({ request, context, params: {} } as never));
  });

  it('/profile/export', async () => {
    const { loader } = await import('#app/routes/_app.profile.export.ts');
    await exhaust('/profile/export', REQUEST_LIMITS.export.perAddress.limit, (request, context) => loader({ request, context, params: {} } as never), 'GET');
  });

  it('challenge creation (/challenges/new)', async () => {
    const { action } = await import('#app/routes/_app.challenges.new.tsx');
    await exhaust('/challenges/new', REQUEST_LIMITS.challengeCreate.perAddress.limit, (request, context) => action({ request, context, params: {} } as never));
  });

  it('account deletion (/profile)', async () => {
    const { action } = await import('#app/routes/_app.profile.tsx');
    const call = (request: Request, context: RouterContextProvider) => action({ request, context, params: {} } as never);
    // A form that asks for no deletion is refused first and spends none of the budget…
    const junk = await contextFrom('192.0.2.1', new Request(`${origin}/profile`, { method: 'POST', headers: { Origin: origin }, body: new URLSearchParams() }));
    for (let i = 0; i <= REQUEST_LIMITS.deleteAccount.perAddress.limit; i += 1) {
      expect((await statusOf(call(new Request(`${origin}/profile`, { method: 'POST', headers: { Origin: origin }, body: new URLSearchParams() }), junk))).status).toBe(400);
    }
    // …a deletion request does.
    await exhaust('/profile', REQUEST_LIMITS.deleteAccount.perAddress.limit, call, 'POST', { intent: 'delete-account' });
  });
});
