// The leaderboard with two people: both opt in under a pseudonym, their points come from their
// own finished sessions (scored by the server), ranks show live to the other, bad or taken
// pseudonyms get French messages, and leaving removes the entry at once.
import type { Browser, Page } from '@playwright/test';
import { adminGet, adminSet } from './firestore-admin.ts';
import { createAccount, expect, hydrated, parisDay, signIn, test, type Account } from './fixtures.ts';
import { fr } from './locales.ts';

type Lift = readonly [exerciseId: string, reps: number, weightKg: number];

/**
 * A finished session of `lifts` (one done set each), dated `daysAgo` days before today (Paris),
 * ending `endedMinutesAgo` minutes ago (same-day sessions beat records in the order they started).
 */
function finishedSession(minutes: number, lifts: readonly Lift[], { daysAgo = 0, endedMinutesAgo = 0 } = {}) {
  const now = Date.now() - endedMinutesAgo * 60_000;
  const date = parisDay(-daysAgo);
  const exercises = lifts.map(([exerciseId, reps, weightKg], i) => ({
    id: `e${i}`, exerciseId, name: exerciseId, sets: [{ id: 's1', kind: 'normale', reps, weightKg, done: true, updatedAt: now }], updatedAt: now,
  }));
  // The totals stored beside the sets are the screens' copies: left at 0, the server computes its own.
  return { title: 'Haut du corps', date, status: 'terminee', startedAt: now - minutes * 60_000, endedAt: now, durationSec: 0, volumeKg: 0, prs: [], exercises, notes: '', changedAt: now };
}

const pageErrors: string[] = [];

async function openLeaderboard(browser: Browser, person: Account): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris' })).newPage();
  // The fixture's error check covers its own page only: these two pages' uncaught errors are kept.
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signIn(page, person);
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByRole('navigation', { name: fr('common:nav.label') }).getByRole('link', { name: fr('common:nav.leaderboard'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Classement' })).toBeVisible();
  return page;
}

async function join(page: Page, pseudonym: string) {
  await page.getByLabel('Pseudonyme').fill(pseudonym);
  await page.getByRole('button', { name: 'Rejoindre le classement' }).click();
}

const board = (page: Page) => page.getByRole('table', { name: /Classement — Cette semaine/ });

test('two people opt in, their points and ranks show to each other live; leaving removes me', async ({ browser }) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36).slice(-5);
  const [nina, omar] = [`Nina ${suffix}`, `Omar ${suffix}`];
  const [first, second] = await Promise.all([createAccount('Nina'), createAccount('Omar')]);
  // An old session imported today: no points for the past, but the baseline of Nina's records.
  await adminSet(`users/${first.uid}/sessions/import`, finishedSession(60, [['squat', 1, 150], ['squat', 10, 100]], { daysAgo: 60 }));
  // 45 minutes, 8,450 kg, 2 records (11 reps at 100 kg, and the best set's volume): 10 + 8 + 10 = 28 points.
  await adminSet(`users/${first.uid}/sessions/s1`, finishedSession(45, [['squat', 11, 100], ['souleve-de-terre', 10, 735]]));
  // Claims 99,000 kg, 6 hours and 10 records with no set done: 0 points.
  const claims = { volumeKg: 99_000, durationSec: 21_600, prs: Array.from({ length: 10 }, () => ({ exerciseId: 'squat', kind: 'charge-max', value: 500, previous: 100 })) };
  await adminSet(`users/${first.uid}/sessions/forged`, { ...finishedSession(60, []), ...claims });
  await adminSet(`users/${second.uid}/sessions/s1`, finishedSession(30, [['rowing-barre', 10, 200]], { endedMinutesAgo: 120 })); // 12 points

  const ninaPage = await openLeaderboard(browser, first);
  // Bad input gets French messages and joins nothing.
  await join(ninaPage, 'ab');
  await expect(ninaPage.getByText('Le pseudonyme doit compter au moins 3 caractères.')).toBeVisible();
  await join(ninaPage, '<script>');
  await expect(ninaPage.getByText(/Lettres, chiffres, espaces, points ou tirets seulement/)).toBeVisible();
  expect(await adminGet(`leaderboard/${first.uid}`)).toBeNull();

  await join(ninaPage, nina);
  await expect(ninaPage.getByText(`Bienvenue dans le classement, ${nina} !`)).toBeVisible();
  await expect(ninaPage.getByText(/Votre rang : \d+ sur cette période, avec 28 points\./)).toBeVisible();
  await expect(board(ninaPage).getByRole('row', { name: new RegExp(nina) })).toContainText('28');

  const omarPage = await openLeaderboard(browser, second);
  // Nina is already on the board Omar sees, before he joins; her pseudonym is taken, whatever its case.
  await expect(board(omarPage).getByRole('row', { name: new RegExp(nina) })).toBeVisible();
  await join(omarPage, nina.toUpperCase());
  await expect(omarPage.getByText('Ce pseudonyme est déjà pris : choisissez-en un autre.')).toBeVisible();
  await join(omarPage, omar);
  await expect(omarPage.getByText(/Votre rang : \d+ sur cette période, avec 12 points\./)).toBeVisible();

  // Nina sees Omar appear below her without reloading, and on the month's tab (client-side navigation).
  const omarRow = board(ninaPage).getByRole('row', { name: new RegExp(omar) });
  await expect(omarRow).toContainText('12');
  await ninaPage.getByRole('link', { name: 'Ce mois-ci' }).click();
  await expect(ninaPage.getByRole('table', { name: /Classement — Ce mois-ci/ }).getByRole('row', { name: new RegExp(omar) })).toContainText('12');
  await ninaPage.getByRole('link', { name: 'Cette semaine' }).click();
  await expect(omarRow).toContainText('12');
  const names = await board(ninaPage).getByRole('rowheader').allInnerTexts();
  expect(names.findIndex((n) => n.includes(nina))).toBeLessThan(names.findIndex((n) => n.includes(omar)));

  // A session Omar finishes (and the refresh the session screen sends) moves his points.
  // 25,000 kg (10 capped) and 4 records on the rowing (10 × 250 kg over 10 × 200 kg): +35.
  await adminSet(`users/${second.uid}/sessions/s2`, finishedSession(60, [['rowing-barre', 10, 250], ['presse-a-cuisses', 10, 1000], ['souleve-de-terre', 10, 1000], ['squat', 10, 250]]));
  const refreshed = await omarPage.request.post('/api/leaderboard/refresh', { headers: { Origin: new URL(omarPage.url()).origin } });
  expect(refreshed.status()).toBe(200);
  await expect(omarRow).toContainText('47');

  // The points scheme is documented on the screen.
  await ninaPage.getByText('Comment sont calculés les points').click();
  await expect(ninaPage.getByText('Une séance terminée d’au moins 10 minutes : 10 points.')).toBeVisible();
  await expect(ninaPage.getByText(/^Un défi réussi : 50 points/)).toBeVisible();
  await expect(ninaPage.getByText(/une séance sans série faite ne compte pas\.$/)).toBeVisible();
  await expect(ninaPage.getByText(/^Une séance compte si elle est enregistrée au plus 7 jours après sa date/)).toBeVisible();

  // Nina leaves: the entry goes at once, for her and for Omar.
  await ninaPage.getByRole('button', { name: 'Quitter le classement' }).click();
  await ninaPage.getByRole('dialog').getByRole('button', { name: 'Quitter le classement' }).click();
  await expect(ninaPage.getByText('Vous avez quitté le classement.')).toBeVisible();
  await expect(ninaPage.getByRole('button', { name: 'Rejoindre le classement' })).toBeVisible();
  await expect(board(omarPage).getByRole('row', { name: new RegExp(nina) })).toHaveCount(0);
  expect(await adminGet(`leaderboard/${first.uid}`)).toBeNull();
  expect(pageErrors).toEqual([]);
});
