import { beforeEach, describe, expect, it, vi } from 'vitest';

// Auth answers as the emulator would for a valid session cookie: the calls are what is counted.
const auth = vi.hoisted(() => ({
  verifySessionCookie: vi.fn(async (cookie: string) => ({ uid: `uid-of-${cookie}`, auth_time: Math.floor(Date.now() / 1000), email: 'noe@example.fr' })),
  getUser: vi.fn(async () => ({ disabled: false, tokensValidAfterTime: null })),
}));
vi.mock('./admin.server.ts', () => ({ adminAuth: auth }));

const { getSessionUser, requireUser, sessionCookie } = await import('./auth-session.server.ts');

const pageRequest = async (session: string) => new Request('http://localhost/dashboard', { headers: { Cookie: await sessionCookie.serialize(session) } });

describe('one verified session per request', () => {
  beforeEach(() => {
    auth.verifySessionCookie.mockClear();
  });

  it("verifies a request's cookie once for all its loaders", async () => {
    const request = await pageRequest('a');
    const [layout, page] = await Promise.all([requireUser(request), requireUser(request)]);
    expect(await getSessionUser(request)).toEqual(page);
    expect(layout.uid).toBe('uid-of-a');
    expect(auth.verifySessionCookie).toHaveBeenCalledTimes(1);
  });

  it('verifies each request on its own, and a fresh check every time', async () => {
    const first = await pageRequest('a');
    const second = await pageRequest('b');
    expect((await getSessionUser(first))?.uid).toBe('uid-of-a');
    expect((await getSessionUser(second))?.uid).toBe('uid-of-b');
    expect(auth.verifySessionCookie).toHaveBeenCalledTimes(2);
    await getSessionUser(first, { fresh: true });
    await getSessionUser(first, { fresh: true });
    expect(auth.verifySessionCookie).toHaveBeenCalledTimes(4);
  });
});
