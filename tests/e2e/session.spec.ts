import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { startAppServer, type AppServer } from './app-server.ts';
import { afterSignInSecond, changePassword, disableAccount, freshIdToken, revokeSessions } from './auth-admin.ts';
import { adminGet, adminSet } from './firestore-admin.ts';
import { createAccount, expect, hydrated, test, TOKEN_REFUSED, type Account } from './fixtures.ts';

async function sessionCookieOf(page: Page): Promise<string> {
  const session = (await page.context().cookies()).find((c) => c.name === '__session');
  expect(session, 'a session cookie').toBeTruthy();
  return `__session=${session!.value}`;
}

/** What an old cookie opens: a page, the export, an API action, a page action, the token endpoint. */
async function answersTo(request: APIRequestContext, cookie: string) {
  const baseURL = test.info().project.use.baseURL!;
  const post = { headers: { Origin: baseURL, Cookie: cookie }, maxRedirects: 0 };
  const page = await request.get('/dashboard', { headers: { Cookie: cookie }, maxRedirects: 0 });
  const exported = await request.get('/profile/export?format=json', { headers: { Cookie: cookie }, maxRedirects: 0 });
  const sendTest = await request.post('/api/notifications/send-test', post);
  const deletion = await request.post('/profile', { ...post, form: { intent: 'delete-account', confirm: 'SUPPRIMER' } });
  const token = await request.post('/api/custom-token', post);
  return { page, exported, sendTest, deletion, token };
}

async function expectRefused(request: APIRequestContext, cookie: string, uid: string) {
  const answers = await answersTo(request, cookie);
  expect(answers.page.status()).toBe(302);
  expect(answers.page.headers().location).toBe('/login?redirectTo=%2Fdashboard');
  expect(answers.page.headers()['set-cookie']).toMatch(/^__session=;.*Max-Age=0/);
  expect(answers.exported.status()).toBe(302);
  expect(answers.exported.headers().location).toMatch(/^\/login\?redirectTo=/);
  expect(answers.sendTest.status()).toBe(401);
  expect(answers.deletion.status()).toBe(302);
  expect(answers.deletion.headers().location).toMatch(/^\/login\?redirectTo=/);
  expect(answers.token.status()).toBe(401);
  // Nothing was erased by the refused deletion.
  expect(await adminGet(`users/${uid}`)).not.toBeNull();
}

/** Revocation made outside the app shows within the test server's cache time (a second). */
async function pollUntilRefused(request: APIRequestContext, cookie: string) {
  await expect
    .poll(async () => (await request.get('/dashboard', { headers: { Cookie: cookie }, maxRedirects: 0 })).status(), { timeout: 10_000 })
    .toBe(302);
}

async function signedInWithData(page: Page, signedIn: Account): Promise<string> {
  await adminSet(`users/${signedIn.uid}`, { displayName: 'Alex', updatedAt: new Date() });
  const cookie = await sessionCookieOf(page);
  const before = await page.request.get('/profile/export?format=json');
  expect(before.status()).toBe(200);
  expect((await page.request.get('/dashboard', { maxRedirects: 0 })).status()).toBe(200);
  await afterSignInSecond();
  return cookie;
}

test.describe('an old session cookie is refused everywhere', () => {
  test('after signing out', async ({ page, request, signedIn }) => {
    const cookie = await signedInWithData(page, signedIn);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
    await expect(page).toHaveURL('/login');
    // This server revoked the session itself: refused at once, whatever the cache.
    await expectRefused(request, cookie, signedIn.uid);
  });

  test('after the sessions were revoked elsewhere', async ({ page, request, signedIn }) => {
    const cookie = await signedInWithData(page, signedIn);
    await revokeSessions(signedIn.uid);
    await pollUntilRefused(request, cookie);
    await expectRefused(request, cookie, signedIn.uid);
  });

  test('after a password change', async ({ page, request, signedIn }) => {
    const cookie = await signedInWithData(page, signedIn);
    await changePassword(signedIn.uid, 'nouveau-mot-de-passe');
    await pollUntilRefused(request, cookie);
    await expectRefused(request, cookie, signedIn.uid);
  });

  test('once the account is disabled', async ({ page, request, signedIn }) => {
    const cookie = await signedInWithData(page, signedIn);
    await disableAccount(signedIn.uid);
    await pollUntilRefused(request, cookie);
    await expectRefused(request, cookie, signedIn.uid);
  });

  test('in the browser, the next navigation lands on /login', async ({ page, signedIn, pageErrors }) => {
    pageErrors.allow(TOKEN_REFUSED);
    await signedInWithData(page, signedIn);
    await page.goto('/measurements');
    await hydrated(page);
    await revokeSessions(signedIn.uid);
    await pollUntilRefused(page.request, await sessionCookieOf(page));
    // The open page may meet the refusal first (its silent sign-in is refused) and go to /login
    // itself, aborting this navigation: either way the person lands on /login.
    await page.goto('/profile').catch((error: Error) => {
      if (!error.message.includes('net::ERR_ABORTED')) throw error;
    });
    await expect(page).toHaveURL(/\/login\?redirectTo=%2F(profile|measurements)$/);
  });
});

// The shared server asks for a sign-in of the last 5 minutes; a second server asks for one of the
// last 4 seconds, so that an old sign-in takes seconds to arrange, not minutes.
test.describe('a recent sign-in', () => {
  test.describe.configure({ mode: 'serial' });
  const RECENT_MS = 4_000;
  let server: AppServer;
  test.beforeAll(async () => {
    server = await startAppServer(7, { ELAN_RECENT_SIGN_IN_MS: String(RECENT_MS) });
  });
  test.afterAll(async () => {
    await server.stop();
  });
  const signInLongAgo = () => new Promise((resolve) => setTimeout(resolve, RECENT_MS + 500));

  async function postLogin(idToken: string) {
    return fetch(`${server.baseURL}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: server.baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ idToken, redirectTo: '/dashboard' }),
    });
  }

  async function openSession(context: BrowserContext, account: Account) {
    const response = await postLogin(await freshIdToken(account));
    expect(response.status).toBe(302);
    const value = /^__session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    await context.addCookies([{ name: '__session', value: value!, url: server.baseURL, httpOnly: true, sameSite: 'Lax' }]);
  }

  test('is required to open a session, with a French message', async () => {
    const account = await createAccount();
    await signInLongAgo();
    const stale = await postLogin(account.idToken);
    expect(stale.status).toBe(401);
    expect(stale.headers.get('set-cookie')).toBeNull();
    expect(await stale.text()).toContain(
      'role="alert">Par sécurité, la connexion doit être récente : saisissez à nouveau votre mot de passe (ou reconnectez-vous avec Google).</p>',
    );
    expect((await postLogin(await freshIdToken(account))).status).toBe(302);
  });

  test('is required to delete the account: the action answers reauth until a fresh sign-in of the same account comes', async ({ page, account }) => {
    await adminSet(`users/${account.uid}`, { displayName: 'Alex', updatedAt: new Date() });
    await openSession(page.context(), account);
    await signInLongAgo();
    const erase = (extra: Record<string, string> = {}) =>
      page.request.post(`${server.baseURL}/profile`, { form: { intent: 'delete-account', confirm: 'SUPPRIMER', ...extra }, headers: { Origin: server.baseURL }, maxRedirects: 0 });
    expect((await erase()).status()).toBe(403);
    // A fresh sign-in of another account proves nothing about this one.
    expect((await erase({ idToken: await freshIdToken(await createAccount()) })).status()).toBe(403);
    expect(await adminGet(`users/${account.uid}`)).not.toBeNull();
    await erase({ idToken: await freshIdToken(account) });
    expect(await adminGet(`users/${account.uid}`)).toBeNull();
  });

  test('the screen asks for the password again, then deletes', async ({ page, account, pageErrors }) => {
    // The action's 'sign in again' answer is a 403, the wrong password a 400 from Auth, and the
    // erased account's token refused.
    pageErrors.allow(TOKEN_REFUSED);
    pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 403 \(Forbidden\) \(.*\/profile\.data\)$/);
    pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(.*\/accounts:signInWithPassword\?/);
    await adminSet(`users/${account.uid}`, { displayName: 'Alex', updatedAt: new Date() });
    await openSession(page.context(), account);
    await page.goto(`${server.baseURL}/profile`);
    await hydrated(page);
    await expect(page.getByText('Chargement…')).toHaveCount(0);
    await signInLongAgo();
    await page.getByRole('button', { name: 'Supprimer mon compte…' }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' });
    await confirmDialog.getByLabel('Pour confirmer, tapez « SUPPRIMER »').fill('SUPPRIMER');
    await confirmDialog.getByRole('button', { name: 'Supprimer mon compte' }).click();

    const reauth = page.getByRole('dialog', { name: 'Confirmez votre identité' });
    await expect(reauth.getByText('Par sécurité, la suppression demande une connexion récente')).toBeVisible();
    await reauth.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expect(reauth.getByRole('alert')).toHaveText('Saisissez votre mot de passe.');
    await reauth.getByLabel('Mot de passe').fill('pas-le-bon');
    await reauth.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expect(reauth.getByRole('alert')).toHaveText('Mot de passe incorrect.');
    expect(await adminGet(`users/${account.uid}`)).not.toBeNull();

    await reauth.getByLabel('Mot de passe').fill(account.password);
    await reauth.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await adminGet(`users/${account.uid}`)).toBeNull();
  });
});
