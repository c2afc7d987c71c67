/*
 * The Ciqual base searched without signal: after sign-in the browser keeps a copy of the base;
 * offline, the food search ranks that copy as the server would, a food found there is logged, and
 * the entry reaches Firestore once the connection is back.
 */
import { expect, live, parisDay, test } from './fixtures.ts';
import { holdsBaseCopy } from './base-copy.ts';
import { adminGet } from './firestore-admin.ts';

// About the service worker and the browser's own storage, which the other specs keep out.
test.use({ serviceWorkers: 'allow' });
test('offline, the food search finds what the server finds in the copy of the base, and the food logged reaches Firestore once', async ({ page, context, signedIn, pageErrors }) => {
  test.slow();
  // Provoked: with the connection cut, the SDKs' requests and the page's data request fail.
  pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) \(http:\/\/[\d.]+:\d+\//);
  pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(http:\/\/[^/]+\/nutrition\/foods\/search\.data\?/);
  pageErrors.allow(/@firebase\/firestore: Firestore \([\d.]+\): Could not reach Cloud Firestore backend/);
  const today = parisDay();
  // What the server answers for the query, to compare with the offline answer.
  const fromServer = (await (await page.request.get('/api/nutrition/base?q=baguette&limit=20')).json()) as { foods: { name: string }[] };
  const serverNames = fromServer.foods.map((food) => food.name);
  expect(serverNames[0]).toMatch(/baguette/);

  const downloads: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/nutrition/base-index') downloads.push(response.status());
  });
  await page.goto(`/nutrition/foods/search?jour=${today}&repas=dejeuner`);
  await live(page);
  await expect.poll(() => holdsBaseCopy(page), { timeout: 30_000 }).toBe(true);
  // A second page finds its copy current: a 304, not a second download.
  await page.reload();
  await live(page);
  await expect.poll(() => downloads, { timeout: 30_000 }).toEqual([200, 304]);

  await context.setOffline(true);
  await page.getByRole('searchbox', { name: 'Aliment' }).fill('baguette');
  const base = page.getByRole('region', { name: 'Base Ciqual (aliments génériques)' });
  await expect(base.getByRole('status')).toHaveText('Hors ligne : recherche dans la copie de la base Ciqual gardée sur cet appareil.');
  await expect(base.locator('.food-result-head')).toHaveCount(serverNames.length);
  const offlineNames = await base.locator('.food-result').evaluateAll((rows) => rows.map((row) => row.querySelector('.food-result-head')?.textContent ?? ''));
  serverNames.forEach((name, i) => expect(offlineNames[i]).toContain(name));
  await expect(page.getByText('La recherche Open Food Facts a besoin d’une connexion', { exact: false })).toBeVisible();

  const first = serverNames[0]!;
  const row = base.locator('.food-result').first();
  await row.getByRole('button', { name: `Ajouter à un repas : ${first}` }).click();
  await row.getByLabel('Repas', { exact: true }).selectOption('dejeuner');
  await row.getByLabel('Unité', { exact: true }).selectOption('g');
  await row.getByRole('textbox', { name: 'Quantité' }).fill('60');
  await row.getByRole('button', { name: /^Ajouter au / }).click();
  await expect(page.getByRole('status').filter({ hasText: /^En attente de connexion \(1\)$/ })).toBeVisible();
  expect(await adminGet(`users/${signedIn.uid}/foodLogs/${today}`)).toBeNull();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: /En attente de connexion/ })).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(async () => (await adminGet(`users/${signedIn.uid}/foodLogs/${today}`))?.entries, { timeout: 15_000 }).toEqual([
    expect.objectContaining({ meal: 'dejeuner', grams: 60, name: first, ref: { kind: 'base', id: expect.any(String) } }),
  ]);
});
