/*
 * Offline, an address typed (or opened from a bookmark or a shortcut) with no copy of its own
 * opens as a link inside the app would, from the pages kept on this device; only what truly
 * cannot open gets the offline page. A kept copy of the nutrition pages, opened the next day,
 * shows and logs into that day, and says which day the copy is of.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, live, parisDay, test, type ErrorRecorder } from './fixtures.ts';
import { adminSet } from './firestore-admin.ts';
import { fr } from './locales.ts';
import { chili } from './seeds.ts';

// These journeys are about the service worker, which the other specs keep out (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const nutrients = { kcal: 100, proteinG: 2, carbsG: 10, sugarsG: 8, fatG: 5, satFatG: 1, fiberG: 1, saltG: 0.1 };
const yoghurt = { id: 'y1', meal: 'petit-dejeuner', ref: { kind: 'off', id: '3033490004743' }, name: 'Yaourt nature', grams: 125, serving: null, nutrients };
const spread = { id: 't1', meal: 'dejeuner', ref: { kind: 'off', id: '3017620422003' }, name: 'Pâte à tartiner', grams: 20, serving: null, nutrients };

/** What a page logs offline by nature: the Firebase SDKs' requests to the emulators fail, and Firestore says it works offline. */
function allowOfflineSdkErrors(pageErrors: ErrorRecorder): void {
  pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) \(http:\/\/127\.0\.0\.1:\d+\//);
  pageErrors.allow(/@firebase\/firestore: Firestore \([\d.]+\): Could not reach Cloud Firestore backend/);
}

const keptPaths = (page: Page, uid: string) =>
  page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : []), `elan-pages-${uid}`);

/** One visit of the dashboard online, until the worker kept the pages listed for the account (the food search is listed last). */
async function keepPagesOnline(page: Page, uid: string): Promise<void> {
  await page.goto('/dashboard');
  await live(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 }).toMatch(/\/sw\.js$/);
  await expect.poll(() => keptPaths(page, uid), { timeout: 60_000 }).toEqual(expect.arrayContaining(['/nutrition/foods/search', '/nutrition/foods/search.data']));
}

/** The food log days the outbox holds writes for. */
const outboxDays = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('elan-outbox');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const all = opening.result.transaction('writes').objectStore('writes').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const records = all.result as { type: string; write: { params?: { id?: string }; writes?: { params: { id?: string } }[] } }[];
            resolve(records.filter((r) => r.type.includes('foodLogs')).flatMap((r) => (r.write.writes ? r.write.writes.map((w) => w.params.id ?? '') : [r.write.params?.id ?? ''])));
          };
        };
      }),
  );

const longDay = (day: string) => new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

test('offline, typed addresses of kept pages open as a link inside the app would, with or without query; what cannot open gets the offline page', async ({ context, page, signedIn, pageErrors }) => {
  test.setTimeout(180_000);
  allowOfflineSdkErrors(pageErrors);
  const today = parisDay();
  await adminSet(`users/${signedIn.uid}/recipes/chili`, chili);
  await adminSet(`users/${signedIn.uid}/foodLogs/${today}`, { entries: [spread], updatedAt: new Date() });
  await keepPagesOnline(page, signedIn.uid);

  await context.setOffline(true);
  await page.close();
  const app = await context.newPage();

  // The day log, its day in the address (a link shared or bookmarked): the day's kept copy.
  await app.goto(`/nutrition/logs?jour=${today}`);
  await live(app);
  await expect(app).toHaveURL(new RegExp(`/nutrition/logs\\?jour=${today}$`));
  await expect(app.getByRole('heading', { level: 1 })).toHaveText(fr('nutrition:logs.title'));
  await expect(app.locator('section[data-meal="dejeuner"]').getByText('Pâte à tartiner')).toBeVisible();
  await expect(app.getByRole('status').filter({ hasText: /^Hors ligne — données du / })).toBeVisible();

  // The recipes, for tonight's dinner.
  await app.goto(`/nutrition/recipes?jour=${today}&repas=diner`);
  await live(app);
  await expect(app).toHaveURL(/\/nutrition\/recipes\?jour=[\d-]+&repas=diner$/);
  await expect(app.locator('.food-result').filter({ hasText: 'Chili sin carne' })).toBeVisible();

  // The rest timer, from a shortcut that adds its own query.
  await app.goto('/timers/rest?depuis=raccourci');
  await live(app);
  await expect(app).toHaveURL(/\/timers\/rest\?depuis=raccourci$/);
  await expect(app.getByRole('heading', { level: 1 })).toHaveText(fr('timers:rest.title'));

  // The food search for a meal: the Ciqual part works on this device.
  await app.goto(`/nutrition/foods/search?jour=${today}&repas=diner`);
  await live(app);
  await expect(app).toHaveURL(/\/nutrition\/foods\/search\?jour=[\d-]+&repas=diner$/);
  await expect(app.getByRole('searchbox', { name: 'Aliment' })).toBeVisible();
  await expect(app.getByText(fr('nutrition:search.target', { day: longDay(today) }))).toBeVisible();

  // A day the kept copy is not of: inside the app, the page says it needs a connection.
  await app.goto(`/nutrition/logs?jour=${parisDay(-3)}`);
  await hydrated(app);
  await expect(app.getByRole('region', { name: fr('common:offline.title') })).toBeVisible();
  await expect(app).toHaveURL(new RegExp(`jour=${parisDay(-3)}$`));

  // Never kept (the server alone ranks people): the offline page.
  await app.goto('/leaderboard');
  await expect(app).toHaveTitle(fr('common:offline.pageTitle'));
  await expect(app.getByRole('heading', { level: 1 })).toHaveText(fr('common:offline.title'));
});

test('kept copies of the day log, recipes and food search opened the next day show that day, say which day the copy is of, and log into it', async ({
  context,
  page,
  signedIn,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  allowOfflineSdkErrors(pageErrors);
  const today = parisDay();
  const tomorrow = parisDay(1);
  await adminSet(`users/${signedIn.uid}/foodLogs/${parisDay(-1)}`, { entries: [yoghurt], updatedAt: new Date() });
  await adminSet(`users/${signedIn.uid}/foodLogs/${today}`, { entries: [spread], updatedAt: new Date() });
  await keepPagesOnline(page, signedIn.uid);

  await context.setOffline(true);
  await page.close();
  const app = await context.newPage();
  // The next morning, still without signal.
  await app.clock.install({ time: new Date(`${tomorrow}T07:00:00Z`) });

  await app.goto('/nutrition/logs');
  await live(app);
  await expect(app.getByText(longDay(tomorrow), { exact: true })).toBeVisible();
  await expect(app.getByRole('status').filter({ hasText: fr('nutrition:keptDay', { day: longDay(today) }) })).toBeVisible();
  const breakfast = app.locator('section[data-meal="petit-dejeuner"]');
  const lunch = app.locator('section[data-meal="dejeuner"]');
  // Today is empty; the copy's day is yesterday: nothing at breakfast, the spread at lunch.
  await expect(lunch.getByText('Pâte à tartiner')).toHaveCount(0);
  await expect(breakfast.getByText(fr('nutrition:repeat.nothingYesterday'))).toBeVisible();
  await expect(lunch.getByText(fr('nutrition:repeat.nothingYesterday'))).toHaveCount(0);
  // A recent food logged now goes into today's log, not the copy's day.
  await breakfast.getByRole('button', { name: 'Aliments récents et fréquents : Petit-déjeuner' }).click();
  await breakfast.getByRole('button', { name: 'Ajouter Yaourt nature, 125 g' }).click();
  await expect(app.getByRole('status').filter({ hasText: /^En attente de connexion \(1\)$/ })).toBeVisible();
  await expect(breakfast.getByRole('button', { name: /^Yaourt nature 125 g/ })).toBeVisible();
  expect(await outboxDays(app)).toEqual([tomorrow]);

  // The copy's own day, asked by its address, is shown as it was kept.
  await app.goto(`/nutrition/logs?jour=${today}`);
  await live(app);
  await expect(app.locator('section[data-meal="dejeuner"]').getByText('Pâte à tartiner')).toBeVisible();
  await expect(app.getByRole('status').filter({ hasText: fr('nutrition:keptDay', { day: longDay(today) }) })).toHaveCount(0);

  // Recipes and the food search add to today too.
  await app.goto('/nutrition/recipes');
  await live(app);
  await expect(app.getByText(fr('recipes:logTarget', { day: longDay(tomorrow) }))).toBeVisible();
  await app.goto('/nutrition/foods/search');
  await live(app);
  await expect(app.getByText(fr('nutrition:search.target', { day: longDay(tomorrow) }))).toBeVisible();
  await expect(app.getByRole('status').filter({ hasText: fr('nutrition:keptDay', { day: longDay(today) }) })).toBeVisible();
});
