import type { APIResponse } from '@playwright/test';
import { adminSet } from './firestore-admin.ts';
import { createAccount, expect, parisDay, test } from './fixtures.ts';

// Per-account limits, met through the real server. Each test uses its own account, so it never
// eats into another test's allowance; per-address limits are unit-tested
// (app/lib/security/rate-limit.server.test.ts), since the whole suite shares one address.

const RATE_LIMITED = /^Trop de demandes en peu de temps\. Réessayez dans \d+ s\.$/;

function expectRateLimited(response: APIResponse, what: string) {
  expect(response.status(), what).toBe(429);
  expect(Number(response.headers()['retry-after']), `${what}: Retry-After`).toBeGreaterThan(0);
}

async function statuses(count: number, send: () => Promise<APIResponse>): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) answers.push((await send()).status());
  return answers;
}

test('signing in: the 11th session for one account within a minute is refused, in French', async () => {
  const baseURL = test.info().project.use.baseURL!;
  const account = await createAccount();
  // No cookie jar: with a session already open, /login would redirect whatever the action said.
  const send = () =>
    fetch(`${baseURL}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ idToken: account.idToken, redirectTo: '/dashboard' }),
    });
  const answers: number[] = [];
  for (let i = 0; i < 10; i += 1) answers.push((await send()).status);
  expect(answers).toEqual(Array(10).fill(302));
  const limited = await send();
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(limited.headers.get('set-cookie')).toBeNull();
  expect(await limited.text()).toMatch(/role="alert">Trop de demandes en peu de temps\. Réessayez dans \d+ s\.<\/p>/);
});

test('the test notification: 5 a minute per account, then 429 with the reason', async ({ page, signedIn }) => {
  const baseURL = test.info().project.use.baseURL!;
  const send = () => page.request.post('/api/notifications/send-test', { headers: { Origin: baseURL } });
  expect(await statuses(5, send)).toEqual(Array(5).fill(200));
  const limited = await send();
  expectRateLimited(limited, 'send-test');
  expect(await limited.json()).toMatchObject({ ok: false, error: 'rate-limited', retryAfterSec: expect.any(Number) });
  expect(signedIn.uid).toBeTruthy();
});

test('the test notification button shows the French message when limited', async ({ page, signedIn, pageErrors }) => {
  const baseURL = test.info().project.use.baseURL!;
  // Chromium logs the refused request itself; the page shows the French message instead.
  pageErrors.allow(/status of 429 \(Too Many Requests\) \(.*\/api\/notifications\/send-test/);
  for (let i = 0; i < 5; i += 1) await page.request.post('/api/notifications/send-test', { headers: { Origin: baseURL } });
  await page.goto('/settings/notifications');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'M’envoyer une notification de test' }).click();
  await expect(page.getByText(RATE_LIMITED)).toBeVisible();
  expect(signedIn.uid).toBeTruthy();
});

test('the silent re-sign-in token: 20 a minute per account', async ({ page, signedIn }) => {
  const baseURL = test.info().project.use.baseURL!;
  const send = () => page.request.post('/api/custom-token', { headers: { Origin: baseURL } });
  const started = Date.now();
  expect(await statuses(20, send)).toEqual(Array(20).fill(200));
  // The bucket refills one token every 3 s: on a slow machine the burst itself earns a few more.
  let limited = await send();
  for (let earned = Math.floor((Date.now() - started) / 3_000); limited.status() === 200 && earned > 0; earned -= 1) limited = await send();
  expectRateLimited(limited, 'custom-token');
  expect(await limited.json()).toMatchObject({ error: 'rate-limited' });
  expect(signedIn.uid).toBeTruthy();
});

test('the export: 30 per 10 minutes per account, then a French page', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}`, { displayName: 'Alex', updatedAt: new Date() });
  const send = () => page.request.get('/profile/export?format=json');
  expect(await statuses(30, send)).toEqual(Array(30).fill(200));
  const limited = await send();
  expectRateLimited(limited, 'export');
  expect(limited.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(await limited.text()).toMatch(RATE_LIMITED);
});

test('account deletion: 5 attempts per 10 minutes per account', async ({ page, signedIn }) => {
  const baseURL = test.info().project.use.baseURL!;
  const send = () => page.request.post('/profile', { form: { intent: 'delete-account', confirm: 'OUI' }, headers: { Origin: baseURL }, maxRedirects: 0 });
  expect(await statuses(5, send)).toEqual(Array(5).fill(400));
  const limited = await send();
  expectRateLimited(limited, 'deletion');
  expect(await limited.text()).toContain('Trop de demandes en peu de temps');
  expect(signedIn.uid).toBeTruthy();
});

test('creating challenges: 5 an hour per account, shared by every server instance, then the French message', async ({ page, signedIn, pageErrors }) => {
  // The account already created 5 this hour (the count lives in Firestore, not in one server).
  await adminSet(`rateLimits/challengeCreate:${signedIn.uid}`, { tokens: [0, 15], updatedAt: new Date(), expiresAt: new Date(Date.now() + 86_400_000) });
  pageErrors.allow(/status of 429 \(Too Many Requests\) \(.*\/challenges\/new/);
  await page.goto('/challenges/new');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const today = parisDay();
  await page.getByLabel('Titre').fill('Un défi de trop');
  await page.getByLabel('Ce qui compte').selectOption({ label: 'Séances' });
  await page.getByLabel('Objectif').fill('2');
  await page.getByLabel('Premier jour').fill(today);
  await page.getByLabel('Dernier jour').fill(today);
  await page.getByLabel('Votre pseudonyme').fill(`Limite ${Date.now().toString(36).slice(-5)}`);
  await page.getByRole('button', { name: 'Créer le défi' }).click();
  // One token comes back every 12 minutes.
  await expect(page.getByRole('alert').filter({ hasText: RATE_LIMITED })).toBeVisible();
  const seconds = Number(/(\d+) s\./.exec((await page.getByRole('alert').filter({ hasText: RATE_LIMITED }).textContent()) ?? '')?.[1]);
  expect(seconds).toBeGreaterThan(11 * 60);
  expect(seconds).toBeLessThanOrEqual(12 * 60);
  await expect(page).toHaveURL(/\/challenges\/new$/);
});

test('a body above 64 KB is refused with 413, one without a length with 411, in French', async ({ request }) => {
  const baseURL = test.info().project.use.baseURL!;
  const large = await request.post('/login', { headers: { Origin: baseURL }, form: { idToken: 'x'.repeat(70_000) } });
  expect(large.status()).toBe(413);
  expect(await large.text()).toBe('Cette requête est trop volumineuse.');
  // A streamed body (chunked, no Content-Length) cannot be bounded before it is read.
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('idToken=x'));
      controller.close();
    },
  });
  const chunked = await fetch(`${baseURL}/login`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
    duplex: 'half',
  } as RequestInit);
  expect(chunked.status).toBe(411);
  expect(await chunked.text()).toBe('Cette requête doit indiquer sa taille.');
});
