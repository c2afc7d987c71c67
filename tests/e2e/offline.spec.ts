import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium as chromiumLauncher, type Page } from '@playwright/test';
import { chromium } from '../../playwright.config.ts';
import { createAccount, expect, hydrated, live, signIn, test, type ErrorRecorder } from './fixtures.ts';
import { fr } from './locales.ts';

// These journeys are about the service worker, which the other specs keep out (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

// The app's one service worker (app/sw.ts) in the production build: installable, pages kept per
// account and shown offline with the date of the copy, caches wiped at sign-out, updates offered
// outside a session.

/** Waits until the app's worker controls the page and knows whose pages these are. */
async function workerReady(page: Page, uid: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
  await expect
    .poll(async () => page.evaluate(async () => (await (await caches.open('elan-account')).match('/__elan/account'))?.text() ?? null), { timeout: 10_000 })
    .toBe(uid);
}

/**
 * What a page logs offline by nature: the Firebase SDKs' own requests to Auth and Firestore (here
 * the emulators on 127.0.0.1) fail, and Firestore says it works offline. Nothing else may appear:
 * no policy violation, no failed page, script or copy of the app.
 */
function allowOfflineSdkErrors(pageErrors: ErrorRecorder): void {
  pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(http:\/\/127\.0\.0\.1:\d+\//);
  pageErrors.allow(/^console\.error: \[[^\]]+\]\s+@firebase\/firestore: Firestore \([\d.]+\): Could not reach Cloud Firestore backend/);
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const savedPaths = (page: Page, uid: string) =>
  page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : []), `elan-pages-${uid}`);

/** Visited online while the worker controls the page: its copy is saved for this account. */
async function visitOnline(page: Page, path: string, uid: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await expect.poll(() => savedPaths(page, uid), { timeout: 10_000 }).toContain(path);
}

test('Chromium finds the app installable: manifest in French, icons, service worker', async ({ page, account }, testInfo) => {
  test.slow();
  // Chromium never installs from an incognito profile, which every test context is: a real one.
  const profile = mkdtempSync(join(tmpdir(), 'elan-install-'));
  const context = await chromiumLauncher.launchPersistentContext(profile, { ...chromium, baseURL: testInfo.project.use.baseURL });
  try {
    const installed = context.pages()[0] ?? (await context.newPage());
    await signIn(installed, account);
    await installed.goto('/dashboard');
    await hydrated(installed);
    await workerReady(installed, account.uid);
    const cdp = await context.newCDPSession(installed);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }

  await signIn(page, account);
  await page.goto('/dashboard');

  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest).toMatchObject({ id: '/', start_url: '/dashboard', scope: '/', display: 'standalone', lang: 'fr', short_name: fr('common:app.name') });
  expect(manifest.description).toBe(fr('common:app.description'));
  expect(manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
    [fr('common:app.shortcuts.newSession'), '/sessions/new'],
    [fr('common:app.shortcuts.foodLog'), '/nutrition/logs'],
  ]);
  for (const shortcut of manifest.shortcuts) expect((await page.request.get(shortcut.url)).status(), shortcut.url).toBe(200);
  // Each PNG is the size it claims (width and height from the IHDR chunk).
  for (const icon of [...manifest.icons.filter((i) => i.src.endsWith('.png')), { src: '/icons/apple-touch-icon.png', sizes: '180x180', purpose: 'any' }]) {
    const png = await (await page.request.get(icon.src)).body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.filter((i) => i.purpose === 'maskable').map((i) => i.sizes)).toEqual(['192x192', '512x512']);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
});

test('offline, a page seen online opens from its saved copy with the banner; an unseen one says why', async ({ context, page, signedIn, pageErrors }) => {
  test.slow();
  allowOfflineSdkErrors(pageErrors);
  await page.goto('/dashboard');
  await hydrated(page);
  await workerReady(page, signedIn.uid);
  await visitOnline(page, '/dashboard', signedIn.uid);
  await visitOnline(page, '/challenges', signedIn.uid);
  const savedAt = Date.now();
  await expect(page.getByRole('status').filter({ hasText: 'Hors ligne' })).toHaveCount(0);

  await context.setOffline(true);
  await page.close();
  const offline = await context.newPage();
  await offline.goto('/dashboard');
  await hydrated(offline);
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  const day = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'Europe/Paris' }).format(savedAt);
  await expect(offline.getByRole('status').filter({ hasText: 'Hors ligne' })).toHaveText(new RegExp(`^Hors ligne — données du ${day} à \\d\\d:\\d\\d$`));

  // A page the server alone can bring up to date says so.
  await offline.goto('/challenges');
  await hydrated(offline);
  await expect(offline.getByRole('status').filter({ hasText: fr('common:offline.needs.challenges') })).toBeVisible();

  // Never opened on this device: the offline page, which says what needs a connection.
  await offline.goto('/leaderboard');
  await expect(offline.getByRole('heading', { level: 1 })).toHaveText(fr('common:offline.title'));
  await expect(offline.getByText(fr('common:offline.needsNetwork'))).toBeVisible();

  // Back online: the banner goes and the page is read again.
  await offline.goto('/dashboard');
  await hydrated(offline);
  await expect(offline.getByRole('status').filter({ hasText: 'Hors ligne' })).toBeVisible();
  await context.setOffline(false);
  await expect(offline.getByRole('status').filter({ hasText: 'Hors ligne' })).toHaveCount(0);
});

test('sign-out wipes this account’s saved pages, and the next account never sees them', async ({ context, page, pageErrors }) => {
  test.slow();
  allowOfflineSdkErrors(pageErrors);
  const first = await createAccount('Aline Premier');
  const second = await createAccount('Bruno Second');
  await signIn(page, first);
  await page.goto('/dashboard');
  await hydrated(page);
  await workerReady(page, first.uid);
  await visitOnline(page, '/dashboard', first.uid);
  // A page the worker keeps only once seen (the signed-in pages used offline are kept for every account).
  await visitOnline(page, '/progress', first.uid);
  expect(await cacheNames(page)).toContain(`elan-pages-${first.uid}`);

  await page.getByRole('button', { name: fr('common:auth.signOut') }).first().click();
  await expect(page).toHaveURL(/\/login/);
  expect((await cacheNames(page)).filter((name) => name.startsWith('elan-pages-'))).toEqual([]);

  await signIn(page, second);
  await page.goto('/dashboard');
  await hydrated(page);
  await workerReady(page, second.uid);
  // Signed in in the browser too (its silent re-sign-in asks the server), then the signal goes.
  await live(page);
  await context.setOffline(true);
  // The first account's progress page is gone: the second gets the offline page, not it.
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr('common:offline.title'));
  await expect(page.getByText('Aline Premier')).toHaveCount(0);
  await context.setOffline(false);
});

test('a new version is offered with "Recharger", never while a session is in progress', async ({ page, signedIn }) => {
  await page.goto('/dashboard');
  await hydrated(page);
  await workerReady(page, signedIn.uid);

  // A session in progress on this device (what the logging screen keeps).
  await page.evaluate(() => localStorage.setItem('elan-session:en-cours', JSON.stringify({ path: '/sessions/new', id: 's1', data: { status: 'en-cours', title: 'Séance libre' } })));
  // A new deployment: the served worker's bytes change.
  const workerFile = join(process.env.ELAN_BUILD_DIR ?? 'build', 'client', 'sw.js');
  const deployed = readFileSync(workerFile, 'utf8');
  // The new version stays served until it has taken over: putting the old bytes back earlier is a
  // deployment of its own, which the reload's update check would install and leave waiting.
  try {
    appendFileSync(workerFile, `\n// next deployment ${Date.now()}\n`);
    await page.reload();
    await hydrated(page);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))!.update());
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.waiting)), { timeout: 20_000 }).toBe(true);
    const prompt = page.getByRole('alert').filter({ hasText: fr('common:offline.update') });
    await expect(prompt).toHaveCount(0);

    // The session ends: the offer appears, and taking it reloads under the new worker.
    await page.evaluate(() => {
      localStorage.removeItem('elan-session:en-cours');
      window.dispatchEvent(new Event('elan-session-change'));
    });
    await expect(prompt).toBeVisible();
    await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: fr('common:offline.reload') }).click()]);
    await hydrated(page);
    // The waiting version took over (a waiting worker leaves that state only by activating).
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.waiting))).toBe(false);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    await expect(prompt).toHaveCount(0);
  } finally {
    writeFileSync(workerFile, deployed);
  }
});
