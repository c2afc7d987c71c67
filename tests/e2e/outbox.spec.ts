/*
 * Writes made without signal are kept in the browser's outbox (IndexedDB) and reach Firestore
 * once, after the pages that made them are gone. Closing the pages stands for a reload or a
 * killed tab: the Firestore SDK's own queue (memory only) goes with them. The pages come back
 * with Firestore still out of reach (the app's HTML is served, its data requests fail), then the
 * connection returns.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, live, parisDay, test, type ErrorRecorder } from './fixtures.ts';
import { adminGet, adminList, adminSet, daysAgo, measurementDoc } from './firestore-admin.ts';

// These journeys are about the service worker, which the other specs keep out (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const FIRESTORE = '**/google.firestore.v1.Firestore/**';

const shortDay = (day: string) => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(Date.parse(day));

function allowOfflineErrors(pageErrors: ErrorRecorder) {
  // Provoked: the SDK's requests fail while the connection is cut, and it says so.
  pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) \(http:\/\/[\d.]+:\d+\/google\.firestore\.v1\.Firestore\//);
  pageErrors.allow(/@firebase\/firestore: Firestore \([\d.]+\): Could not reach Cloud Firestore backend/);
}

async function logApple(page: Page) {
  const row = page.locator('.food-result').filter({ hasText: 'Pomme, chair et peau, crue' }).first();
  await row.getByRole('button', { name: 'Ajouter à un repas : Pomme, chair et peau, crue' }).click();
  await row.getByLabel('Repas', { exact: true }).selectOption('dejeuner');
  await row.getByLabel('Unité', { exact: true }).selectOption('g');
  await row.getByRole('textbox', { name: 'Quantité' }).fill('150');
  await row.getByRole('button', { name: /^Ajouter au / }).click();
}

async function openSearch(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto('/nutrition');
  await live(page);
  await page.getByRole('searchbox', { name: 'Aliment' }).fill('crue pomme');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/nutrition\/foods\/search\?/);
  await live(page);
  return page;
}

/** The browser is back online: the SDK reconnects and `online` replays the outbox. */
async function reconnect(context: BrowserContext) {
  await context.unroute(FIRESTORE);
  await context.setOffline(true);
  await context.setOffline(false);
}

test('a food and a measurement logged offline survive the pages closing and reach Firestore once', async ({ page, context, signedIn, pageErrors }) => {
  allowOfflineErrors(pageErrors);
  const today = parisDay();
  // Earlier measurements, so the weight chart (loaded on demand) is there before the signal goes.
  await adminSet(`users/${signedIn.uid}/measurements/earlier`, measurementDoc(daysAgo(10), { weightKg: 74 }));
  await adminSet(`users/${signedIn.uid}/measurements/earliest`, measurementDoc(daysAgo(20), { weightKg: 75 }));
  const search = await openSearch(context);
  await page.goto('/measurements');
  await live(page);
  await expect(page.locator('.chart-canvas canvas').first()).toBeAttached();
  await expect(page.getByTestId('chart-placeholder')).toHaveCount(0);

  await context.setOffline(true);
  await logApple(search);
  await page.getByRole('textbox', { name: 'Poids', exact: true }).fill('72,5');
  await page.getByRole('button', { name: 'Ajouter la mesure' }).click();
  // Shown at once (latency compensation), and counted as waiting.
  await expect(page.getByRole('cell', { name: '72,5 kg' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^En attente de connexion \(2\)$/ })).toBeVisible();
  await search.close();
  await page.close();

  // The app comes back, Firestore does not: the outbox hands the kept writes to the SDK again.
  await context.route(FIRESTORE, (route) => route.abort());
  await context.setOffline(false);
  const again = await context.newPage();
  await again.goto('/measurements');
  await live(again);
  await expect(again.getByRole('status').filter({ hasText: /^En attente de connexion \(2\)$/ })).toBeVisible();
  await expect(again.getByRole('cell', { name: '72,5 kg' })).toBeVisible();
  expect((await adminList(`users/${signedIn.uid}/measurements`)).map((m) => m.id).sort()).toEqual(['earlier', 'earliest']);
  expect(await adminGet(`users/${signedIn.uid}/foodLogs/${today}`)).toBeNull();

  // Signing out now would lose them: the person is asked first, and chooses to wait.
  await again.getByRole('button', { name: 'Se déconnecter' }).first().click();
  const ask = again.getByRole('dialog', { name: '2 modifications pas encore envoyées' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Attendre' }).click();
  await expect(ask).toBeHidden();
  await expect(again).toHaveURL(/\/measurements$/);

  // Online again: each write once, and nothing is left waiting.
  await reconnect(context);
  await expect(again.getByRole('status').filter({ hasText: /En attente de connexion/ })).toHaveCount(0, { timeout: 30_000 });
  const measurements = (await adminList(`users/${signedIn.uid}/measurements`)).filter((m) => m.id !== 'earlier' && m.id !== 'earliest');
  expect(measurements).toHaveLength(1);
  expect(measurements[0]).toMatchObject({ weightKg: 72.5, date: today });
  const log = await adminGet(`users/${signedIn.uid}/foodLogs/${today}`);
  expect(log?.entries).toEqual([expect.objectContaining({ meal: 'dejeuner', grams: 150, name: 'Pomme, chair et peau, crue' })]);
  expect(await again.evaluate(() => new Promise((resolve) => {
    const open = indexedDB.open('elan-outbox');
    open.onsuccess = () => {
      const count = open.result.transaction('writes').objectStore('writes').count();
      count.onsuccess = () => resolve(count.result);
    };
  }))).toBe(0);

  // A second page opening now finds nothing to send again.
  const later = await context.newPage();
  await later.goto('/measurements');
  await live(later);
  await expect(later.getByRole('cell', { name: '72,5 kg' })).toHaveCount(1);
  expect(await adminList(`users/${signedIn.uid}/measurements`)).toHaveLength(3);
});

test('a kept write the rules refuse when it is sent again is shown with what it was, until dismissed', async ({ context, signedIn, pageErrors }) => {
  allowOfflineErrors(pageErrors);
  // Provoked below: the refused write and the check that its document is not there.
  pageErrors.allow(/@firebase\/firestore: Firestore \([\d.]+\): .*(PERMISSION_DENIED|permission-denied|Missing or insufficient permissions)/i);
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 403/);
  const today = parisDay();
  const search = await openSearch(context);
  await context.setOffline(true);
  await logApple(search);
  await expect(search.getByRole('status').filter({ hasText: /^En attente de connexion \(1\)$/ })).toBeVisible();
  await search.close();

  // Meanwhile the write became one the rules refuse: the kept record now names another
  // person's day log (as a write made for an account since signed out would be). Edited from a
  // same-origin page that does not run the app, so nothing replays it before the edit.
  await context.route(FIRESTORE, (route) => route.abort());
  await context.setOffline(false);
  const editor = await context.newPage();
  await editor.goto('/api/locales/fr/common');
  const edited = await editor.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('elan-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('writes', 'readwrite').objectStore('writes');
          const all = store.getAll();
          all.onsuccess = () => {
            const records = all.result as { write: { kind: string; params: Record<string, string> } }[];
            for (const record of records) {
              record.write.params = { ...record.write.params, uid: 'someone-else' };
              store.put(record);
            }
            resolve(records.length);
          };
        };
      }),
  );
  expect(edited).toBe(1);
  await editor.close();
  await context.unroute(FIRESTORE);

  const page = await context.newPage();
  await page.goto('/nutrition/logs');
  await live(page);
  const refusals = page.getByRole('alert', { name: 'Modifications non enregistrées' });
  await expect(refusals).toHaveText(`Repas du ${shortDay(today)} non enregistré : Vous n’avez pas le droit de modifier ces données. Reconnectez-vous puis réessayez.`, { timeout: 30_000 });
  expect(await adminGet(`users/${signedIn.uid}/foodLogs/${today}`)).toBeNull();
  expect(await adminGet(`users/someone-else/foodLogs/${today}`)).toBeNull();

  // Kept across a reload until the person dismisses it.
  await page.reload();
  await live(page);
  await expect(refusals).toBeVisible();
  await refusals.getByRole('button', { name: 'Fermer ce message' }).click();
  await expect(refusals).toHaveCount(0);
  await page.reload();
  await live(page);
  await expect(page.getByRole('status').filter({ hasText: /En attente de connexion/ })).toHaveCount(0);
  await expect(refusals).toHaveCount(0);
});
