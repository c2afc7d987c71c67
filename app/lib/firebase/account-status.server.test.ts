import { describe, expect, it } from 'vitest';
import { createAccountStatusCache, sessionAllowed, type AccountStatus } from './account-status.server.ts';

const active: AccountStatus = { disabled: false, validAfterMs: null };

function fakeReader(statuses: Record<string, AccountStatus | null>) {
  const calls: string[] = [];
  return {
    calls,
    read: async (uid: string) => {
      calls.push(uid);
      if (!(uid in statuses)) throw new Error('auth unavailable');
      return statuses[uid] ?? null;
    },
  };
}

describe('sessionAllowed', () => {
  it('allows a session of an active account that was never revoked', () => {
    expect(sessionAllowed(active, 1_000)).toBe(true);
  });

  it('refuses a session signed in before the revocation, allows one signed in at or after it', () => {
    const revoked = { disabled: false, validAfterMs: 2_000_000 };
    expect(sessionAllowed(revoked, 1_999)).toBe(false);
    expect(sessionAllowed(revoked, 2_000)).toBe(true);
    expect(sessionAllowed(revoked, 2_001)).toBe(true);
  });

  it('refuses a disabled or deleted account', () => {
    expect(sessionAllowed({ disabled: true, validAfterMs: null }, 1_000)).toBe(false);
    expect(sessionAllowed(null, 1_000)).toBe(false);
  });
});

describe('createAccountStatusCache', () => {
  it('asks once per account within the time to live, then again', async () => {
    let clock = 0;
    const reader = fakeReader({ a: active });
    const cache = createAccountStatusCache(reader.read, { ttlMs: 60_000, maxEntries: 10, now: () => clock });
    await cache.get('a');
    clock = 59_999;
    await cache.get('a');
    expect(reader.calls).toEqual(['a']);
    clock = 60_000;
    await cache.get('a');
    expect(reader.calls).toEqual(['a', 'a']);
  });

  it('shares one read between concurrent requests', async () => {
    const reader = fakeReader({ a: active });
    const cache = createAccountStatusCache(reader.read, { ttlMs: 60_000, maxEntries: 10 });
    await Promise.all([cache.get('a'), cache.get('a'), cache.get('a')]);
    expect(reader.calls).toEqual(['a']);
  });

  it('forgets an account on demand and reads fresh on refresh', async () => {
    const reader = fakeReader({ a: active });
    const cache = createAccountStatusCache(reader.read, { ttlMs: 60_000, maxEntries: 10 });
    await cache.get('a');
    cache.forget('a');
    await cache.get('a');
    await cache.refresh('a');
    expect(reader.calls).toEqual(['a', 'a', 'a']);
  });

  it('never keeps a failed read', async () => {
    const reader = fakeReader({});
    const cache = createAccountStatusCache(reader.read, { ttlMs: 60_000, maxEntries: 10 });
    await expect(cache.get('x')).rejects.toThrow('auth unavailable');
    await expect(cache.get('x')).rejects.toThrow('auth unavailable');
    expect(reader.calls).toEqual(['x', 'x']);
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries accounts, dropping the least recently read', async () => {
    const reader = fakeReader(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`u${i}`, active])));
    const cache = createAccountStatusCache(reader.read, { ttlMs: 60_000, maxEntries: 3 });
    for (let i = 0; i < 50; i += 1) await cache.get(`u${i}`);
    expect(cache.size).toBe(3);
    await cache.get('u49');
    await cache.get('u0');
    expect(reader.calls.filter((uid) => uid === 'u49')).toHaveLength(1);
    expect(reader.calls.filter((uid) => uid === 'u0')).toHaveLength(2);
  });

  it('with a time to live of 0, reads on every request', async () => {
    const reader = fakeReader({ a: active });
    const cache = createAccountStatusCache(reader.read, { ttlMs: 0, maxEntries: 10 });
    await cache.get('a');
    await cache.get('a');
    expect(reader.calls).toEqual(['a', 'a']);
  });
});
