/*
 * A day with no signal after one visit of the app online: the pages a person uses at the gym and
 * in the kitchen were kept by the service worker in the background, so they open offline though
 * this device never showed them — by a link inside the app and by their address. A program day
 * and a free session are logged with the rest timer and finished, a recipe and a food found in
 * this device's copy of the Ciqual base are logged, a measurement is added and survives a reload,
 * the dashboard shows what was last synced; back online, Firestore holds each write once.
 */
import type { Page } from '@playwright/test';
import { holdsBaseCopy } from './base-copy.ts';
import { expect, live, parisDay, test, type ErrorRecorder } from './fixtures.ts';
import { adminGet, adminList, adminSet, daysAgo } from './firestore-admin.ts';
import { fr } from './locales.ts';
import { chili } from './seeds.ts';
import { pastBench } from './session-docs.ts';
import { pickExercise } from './session-screen.ts';

// These journeys are about the service worker, which the other specs keep out (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const at = new Date('2026-01-05T08:00:00Z');
const program = {
  name: 'Bloc pecs',
  goal: 'force',
  level: 'intermediaire',
  weeks: [{ days: [{ name: 'Pecs lourds', exercises: [{ exerciseId: 'developpe-couche', sets: 2, reps: 5, loadKg: 102.5, restSec: 60 }] }] }],
  source: 'custom',
  archived: false,
  createdAt: at,
  updatedAt: at,
};

const yoghurt = { id: 'y1', meal: 'petit-dejeuner', ref: { kind: 'off', id: '3033490004743' }, name: 'Yaourt nature', grams: 125, serving: null, nutrients: { kcal: 66, proteinG: 4.5, carbsG: 5.6, sugarsG: 5.6, fatG: 2.8, satFatG: 1.8, fiberG: 0, saltG: 0.1 } };

/** What a page logs offline by nature: the Firebase SDKs' requests to the emulators fail, and Firestore says it works offline. */
function allowOfflineSdkErrors(pageErrors: ErrorRecorder): void {
  pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) \(http:\/\/127\.0\.0\.1:\d+\//);
  pageErrors.allow(/@firebase\/firestore: Firestore \([\d.]+\): Could not reach Cloud Firestore backend/);
}

/** The paths (page, or `.data` for its loader data) the worker holds for this account. */
const keptPaths = (page: Page, uid: string) =>
  page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : []), `elan-pages-${uid}`);

async function finish(page: Page) {
  await page.getByRole('button', { name: 'Terminer la séance' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Séance terminée' })).toBeVisible();
}

test('after one visit online, pages never opened here work offline: a program day, a free session, a recipe, a recent food, a food of the base, a weigh-in kept through a reload; each write reaches Firestore once', async ({
  page,
  context,
  signedIn,
  pageErrors,
}) => {
  test.setTimeout(240_000);
  allowOfflineSdkErrors(pageErrors);
  // Provoked below: the progress page was never kept, and the worker answers its data with 503.
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 503 \(\) \(http:\/\/[^/]+\/progress\.data/);
  const uid = signedIn.uid;
  await adminSet(`users/${uid}/programs/bloc`, program);
  await adminSet(`users/${uid}/sessions/past`, pastBench(daysAgo(3)));
  await adminSet(`users/${uid}/recipes/chili`, chili);
  await adminSet(`users/${uid}/foodLogs/${parisDay(-1)}`, { entries: [yoghurt], updatedAt: new Date() });

  // One visit of the dashboard online; nothing else is opened.
  await page.goto('/dashboard');
  await live(page);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
  // The program's day is listed last: once it is kept, so is everything before it.
  await expect.poll(() => keptPaths(page, uid), { timeout: 60_000 }).toEqual(expect.arrayContaining(['/sessions/new/bloc/1/0', '/sessions/new/bloc/1/0.data']));
  expect(await keptPaths(page, uid)).toEqual(expect.arrayContaining(['/sessions/new', '/sessions/new.data', '/nutrition/recipes', '/nutrition/recipes.data', '/timers/rest']));
  expect(await keptPaths(page, uid)).not.toContain('/progress');
  await expect.poll(() => holdsBaseCopy(page), { timeout: 30_000 }).toBe(true);

  // No signal; the app is opened again from the home screen.
  await context.setOffline(true);
  await page.close();
  const app = await context.newPage();
  await app.goto('/dashboard');
  await live(app);
  await expect(app.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  await expect(app.getByRole('status').filter({ hasText: /^Hors ligne — données du / })).toBeVisible();

  // The program's next day, by the dashboard's link: its data comes from the kept copy.
  await app.getByRole('link', { name: 'Commencer', exact: true }).click();
  await expect(app).toHaveURL(/\/sessions\/new\/bloc\/1\/0$/);
  await expect(app.getByRole('heading', { level: 1, name: 'Séance du programme' })).toBeVisible();
  const card = app.getByRole('region', { name: 'Développé couché' });
  await card.getByRole('button', { name: 'Valider : Développé couché, série 1' }).click();
  const restBar = app.getByRole('region', { name: 'Repos en cours' });
  await expect(restBar.getByRole('timer')).toHaveText(/^(1:00|0:5\d)$/);
  await restBar.getByRole('button', { name: 'Passer' }).click();
  await card.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 2' }).fill('105');
  await card.getByRole('button', { name: 'Valider : Développé couché, série 2' }).click();
  await expect(restBar).toBeVisible();
  await restBar.getByRole('button', { name: 'Passer' }).click();
  await finish(app);

  // A free session, opened by its address (the home screen's shortcut).
  await app.goto('/sessions/new');
  await live(app);
  await expect(app.getByRole('heading', { level: 1, name: 'Nouvelle séance' })).toBeVisible();
  await pickExercise(app, 'tractions', 'Tractions');
  const pullUps = app.getByRole('region', { name: 'Tractions' });
  await pullUps.getByRole('textbox', { name: 'Répétitions, Tractions, série 1' }).fill('10');
  await pullUps.getByRole('button', { name: 'Valider : Tractions, série 1' }).click();
  await expect(restBar.getByRole('timer')).toBeVisible();
  await restBar.getByRole('button', { name: 'Passer' }).click();
  await finish(app);

  // A recipe logged to lunch.
  await app.goto('/nutrition/recipes');
  await live(app);
  const recipe = app.locator('.food-result').filter({ hasText: 'Chili sin carne' });
  await recipe.getByRole('button', { name: 'Ajouter à un repas : Chili sin carne' }).click();
  await recipe.getByLabel('Repas', { exact: true }).selectOption('dejeuner');
  await recipe.getByRole('textbox', { name: 'Quantité' }).fill('1');
  await recipe.getByRole('button', { name: /^Ajouter au / }).click();
  // Confirmed once Firestore has it; until then it waits in the outbox, and says so.
  await expect(app.getByRole('status').filter({ hasText: /^En attente de connexion \(1\)$/ })).toBeVisible();

  // Bread for dinner, from the day log's meal: the search page's kept copy stands in for its
  // address, and the base is searched in this device's copy.
  await app.goto('/nutrition/logs');
  await live(app);
  // Yesterday's yoghurt again at breakfast, from the meal's recent foods: two taps.
  const breakfast = app.locator('section[data-meal="petit-dejeuner"]');
  await breakfast.getByRole('button', { name: 'Aliments récents et fréquents : Petit-déjeuner' }).click();
  await breakfast.getByRole('button', { name: 'Ajouter Yaourt nature, 125 g' }).click();
  await expect(app.getByRole('status').filter({ hasText: /^En attente de connexion \(2\)$/ })).toBeVisible();
  await app.getByRole('link', { name: fr('nutrition:logs.addTo', { meal: fr('nutrition:meals.diner') }) }).click();
  await expect(app).toHaveURL(/\/nutrition\/foods\/search\?jour=[\d-]+&repas=diner$/);
  await app.getByRole('searchbox', { name: 'Aliment' }).fill('baguette');
  const base = app.getByRole('region', { name: 'Base Ciqual (aliments génériques)' });
  await expect(base.getByRole('status')).toHaveText('Hors ligne : recherche dans la copie de la base Ciqual gardée sur cet appareil.');
  const bread = base.locator('.food-result').first();
  const breadName = (await bread.locator('.food-name').textContent()) ?? '';
  expect(breadName).toMatch(/^Pain .*baguette/);
  await bread.getByRole('button', { name: /^Ajouter à un repas : / }).click();
  await expect(bread.getByLabel('Repas', { exact: true })).toHaveValue('diner');
  await bread.getByLabel('Unité', { exact: true }).selectOption('g');
  await bread.getByRole('textbox', { name: 'Quantité' }).fill('60');
  await bread.getByRole('button', { name: /^Ajouter au / }).click();
  await expect(app.getByRole('status').filter({ hasText: /^En attente de connexion \(3\)$/ })).toBeVisible();

  // A weigh-in, still there after a reload with no signal.
  await app.goto('/measurements');
  await live(app);
  await app.getByRole('textbox', { name: 'Poids', exact: true }).fill('72,5');
  await app.getByRole('button', { name: 'Ajouter la mesure' }).click();
  await expect(app.getByRole('cell', { name: '72,5 kg' })).toBeVisible();
  await expect(app.getByRole('status').filter({ hasText: /^En attente de connexion \(4\)$/ })).toBeVisible();
  await app.reload();
  await live(app);
  await expect(app.getByRole('cell', { name: '72,5 kg' })).toBeVisible();
  await expect(app.getByRole('status').filter({ hasText: /^En attente de connexion \(4\)$/ })).toBeVisible();

  // A page that was never kept says it needs a connection, inside the app, instead of failing.
  await app.getByRole('link', { name: 'Progression', exact: true }).first().click();
  await expect(app.getByRole('heading', { level: 1 })).toHaveText(fr('common:offline.title'));
  await expect(app.getByText(fr('common:offline.needsNetwork'))).toBeVisible();

  // The dashboard as last synced, then the signal comes back.
  await app.goto('/dashboard');
  await live(app);
  await expect(app.getByRole('status').filter({ hasText: /^Hors ligne — données du / })).toBeVisible();
  await context.setOffline(false);
  await expect(app.getByRole('status').filter({ hasText: /^Hors ligne/ })).toHaveCount(0);

  // Each write once: the two sessions (finished, as logged) and the recipe's one entry.
  await expect
    .poll(async () => (await adminList(`users/${uid}/sessions`)).filter((s) => s.id !== 'past').map((s) => [s.title, s.status]).sort(), { timeout: 30_000 })
    .toEqual([
      ['Pecs lourds', 'terminee'],
      ['Séance libre', 'terminee'],
    ]);
  const sessions = (await adminList(`users/${uid}/sessions`)).filter((s) => s.id !== 'past');
  expect(sessions.every((s) => s.date === parisDay())).toBe(true);
  await expect.poll(async () => ((await adminGet(`users/${uid}/foodLogs/${parisDay()}`))?.entries as unknown[] | undefined)?.length ?? 0, { timeout: 30_000 }).toBe(3);
  expect((await adminGet(`users/${uid}/foodLogs/${parisDay()}`))?.entries).toEqual([
    expect.objectContaining({ meal: 'dejeuner', ref: { kind: 'recipe', id: 'chili' }, name: 'Chili sin carne' }),
    expect.objectContaining({ meal: 'petit-dejeuner', grams: 125, ref: yoghurt.ref, name: 'Yaourt nature' }),
    expect.objectContaining({ meal: 'diner', grams: 60, name: breadName, ref: { kind: 'base', id: expect.any(String) } }),
  ]);
  await expect.poll(async () => (await adminList(`users/${uid}/measurements`)).map((m) => [m.weightKg, m.date]), { timeout: 30_000 }).toEqual([[72.5, parisDay()]]);
});
