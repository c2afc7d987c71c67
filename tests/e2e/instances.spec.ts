import { startAppServer, type AppServer } from './app-server.ts';
import { createAccount, expect, test } from './fixtures.ts';

// Production runs several instances of the server behind a load balancer. Here, the suite's
// server and a second one on another port, with the same build and the same emulators: what
// protects an account must hold whichever instance a request reaches.
test.describe('two server instances', () => {
  test.describe.configure({ mode: 'serial' });
  let second: AppServer;
  test.beforeAll(async () => {
    // The same revocation answer lifetime as the suite's server (playwright.config.ts).
    second = await startAppServer(8, { ELAN_REVOCATION_CHECK_TTL_MS: '1000' });
  });
  test.afterAll(async () => {
    await second.stop();
  });

  const postLogin = (baseURL: string, idToken: string) =>
    fetch(`${baseURL}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ idToken, redirectTo: '/dashboard' }),
    });

  test('share the per-account sign-in limit: the 11th session within a minute is refused, whichever instance', async () => {
    const first = test.info().project.use.baseURL!;
    const account = await createAccount();
    const answers: number[] = [];
    // Alternating, as a load balancer would: each instance alone sees only 5.
    for (let i = 0; i < 10; i += 1) answers.push((await postLogin(i % 2 ? second.baseURL : first, account.idToken)).status);
    expect(answers).toEqual(Array(10).fill(302));
    for (const baseURL of [first, second.baseURL]) {
      const limited = await postLogin(baseURL, account.idToken);
      expect(limited.status, baseURL).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('set-cookie')).toBeNull();
      expect(await limited.text()).toMatch(/role="alert">Trop de demandes en peu de temps\. Réessayez dans \d+ s\.<\/p>/);
    }
    // Another account is not affected.
    expect((await postLogin(second.baseURL, (await createAccount()).idToken)).status).toBe(302);
  });

  test('a session signed out on one instance is refused by the other within the revocation answer lifetime', async () => {
    const first = test.info().project.use.baseURL!;
    const account = await createAccount();
    const login = await postLogin(first, account.idToken);
    expect(login.status).toBe(302);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const dashboard = (baseURL: string) => fetch(`${baseURL}/dashboard`, { headers: { cookie }, redirect: 'manual' });
    // The second instance knows the session (and keeps its answer for a second).
    expect((await dashboard(second.baseURL)).status).toBe(200);
    // Firebase compares the sign-in time with the revocation time in whole seconds: a sign-out in
    // the same second as the sign-in could not be told from an earlier one.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const logout = await fetch(`${first}/logout`, { method: 'POST', headers: { cookie, Origin: first }, redirect: 'manual' });
    expect(logout.status).toBe(302);
    const signedOutAt = Date.now();
    await expect.poll(async () => (await dashboard(second.baseURL)).status, { timeout: 5_000 }).toBe(302);
    // Within the lifetime plus the time the requests themselves take.
    expect(Date.now() - signedOutAt).toBeLessThan(4_000);
    expect((await dashboard(second.baseURL)).headers.get('location')).toMatch(/^\/login/);
  });
});
