// The energy balance: the expenditure learnt from 28 days of logs and weigh-ins, offered as the
// nutrition goals; the honest wording when there is not enough data; WCAG 2.1 AA with data.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, hydrated, live, parisDay, test } from './fixtures.ts';
import { adminGet, adminSet, measurementDoc } from './firestore-admin.ts';

const DAY_MS = 86_400_000;

/** Birth date of someone who turned `age` ten days ago. */
function birthDateFor(age: number): string {
  return parisDay(-10).replace(/^\d{4}/, (year) => String(Number(year) - age));
}

const fr = (n: number) => new Intl.NumberFormat('fr-FR').format(n);
const nutrients = (kcal: number) => ({ kcal, proteinG: 100, carbsG: 300, sugarsG: 50, fatG: 80, satFatG: 20, fiberG: 25, saltG: 5 });

/** 2,400 kcal logged on 26 of the last 28 days; weight down 0.25 kg a week from 81 kg; one run. */
async function seedFourWeeks(uid: string) {
  await adminSet(`users/${uid}`, {
    displayName: 'Alex', sex: 'homme', birthDate: birthDateFor(30), heightCm: 180, activityLevel: 'moderement-actif', goal: 'maintien', energyUnit: 'kcal', updatedAt: new Date(),
  });
  const skipped = new Set([3, 10]);
  for (let k = 0; k < 28; k++) {
    if (skipped.has(k)) continue;
    await adminSet(`users/${uid}/foodLogs/${parisDay(-k)}`, {
      entries: [{ id: 'e1', meal: 'dejeuner', ref: { kind: 'base', id: '13039' }, name: 'Journée type', grams: 1000, serving: null, nutrients: nutrients(2400) }],
      updatedAt: new Date(),
    });
  }
  for (const [k, weightKg] of [[27, 81], [20, 80.75], [13, 80.5], [6, 80.25]] as const) {
    await adminSet(`users/${uid}/measurements/w${k}`, measurementDoc(parisDay(-k), { weightKg }));
  }
  const start = Date.now() - 2 * DAY_MS;
  await adminSet(`users/${uid}/sessions/run`, {
    title: 'Footing', date: parisDay(-2), startedAt: start, endedAt: start + 1_800_000, durationSec: 1800, status: 'terminee',
    exercises: [{ id: 'x1', exerciseId: 'course-a-pied', name: 'Course à pied', sets: [{ id: 's1', kind: 'normale', reps: null, weightKg: null, durationSec: 1800, distanceM: 5000, done: true, updatedAt: start }], updatedAt: start }],
    notes: '', volumeKg: 0, prs: [], changedAt: start, updatedAt: new Date(),
  });
}

const goal = (page: Page, key: string) => page.getByTestId('estimate-goals').locator(`[data-goal="${key}"] dd`);

test('28 days of logs and weigh-ins give the learnt expenditure, which becomes the nutrition goals', async ({ page, signedIn }) => {
  await seedFourWeeks(signedIn.uid);
  // Written out independently of the app: mean intake 2,400 kcal, weight −1/28 kg a day (a
  // straight line through the weigh-ins), 7,700 kcal per kg. Goal "maintien": no adjustment;
  // protein 1.6 g/kg of the latest weight, fat 30 % of energy, carbohydrate the rest, 30 g fibre.
  const tdee = Math.round(2400 + 7700 / 28);
  const proteinG = 1.6 * 80.25;
  const fatG = (0.3 * tdee) / 9;
  const expected = { mode: 'manuel', kcal: tdee, proteinG: Math.round(proteinG), carbsG: Math.round((tdee - proteinG * 4 - fatG * 9) / 4), fatG: Math.round(fatG), fiberG: 30 };

  await page.goto('/nutrition/energy-balance');
  // In the server's HTML already.
  await expect(page.getByTestId('estimate-value')).toHaveText(`${fr(tdee)} kcal par jour`);
  await expect(page.getByTestId('estimate-basis')).toHaveText('D’après 26 jours d’apports renseignés et 4 pesées des 28 derniers jours.');
  await expect(page.getByTestId('balance-summary')).toContainText('26 sur 28');
  await expect(goal(page, 'kcal')).toHaveText(`${fr(expected.kcal)} kcal`);
  await expect(goal(page, 'proteinG')).toHaveText(`${expected.proteinG} g`);
  await expect(goal(page, 'carbsG')).toHaveText(`${expected.carbsG} g`);
  await expect(goal(page, 'fatG')).toHaveText(`${expected.fatG} g`);
  // The week of the run: sedentary factor plus the session; the others: the profile's 1.55.
  const weeks = page.getByTestId('balance-weeks');
  await expect(weeks.getByText('1,2 + séances')).toHaveCount(1);
  await expect(weeks.getByRole('cell', { name: '1,55', exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('double-count-rule')).toContainText('(1,55, Modérément actif)');
  await expect(page.getByTestId('current-goal')).toContainText('Aucun objectif nutritionnel enregistré');

  await live(page);
  await page.getByRole('button', { name: 'Utiliser cette dépense' }).click();
  await expect(page.getByText('Objectifs nutritionnels mis à jour depuis votre dépense réelle')).toBeVisible();
  await expect(page.getByTestId('current-goal')).toContainText(`Objectif d’énergie actuel : ${fr(tdee)} kcal.`);
  await expect.poll(() => adminGet(`users/${signedIn.uid}/settings/nutritionGoals`)).toMatchObject(expected);

  // Client-side navigation to the goals screen shows them.
  await page.getByRole('link', { name: 'Voir mes objectifs nutritionnels' }).click();
  await expect(page).toHaveURL(/\/settings\/nutrition-goals$/);
  await expect(page.getByTestId('stored-goals').locator('[data-goal="kcal"] dd')).toHaveText(`${fr(tdee)} kcal`);
  await expect(page.getByTestId('stored-goals').locator('[data-goal="proteinG"] dd')).toHaveText(`${expected.proteinG} g`);
  await expect(page.getByText('Mode : Manuel')).toBeVisible();
});

test('the period is in the URL; a new log shows without reload', async ({ page, signedIn }) => {
  await seedFourWeeks(signedIn.uid);
  await page.goto('/nutrition/energy-balance');
  await live(page);
  await page.getByRole('link', { name: '3 mois' }).click();
  await expect(page).toHaveURL(/periode=3m$/);
  await expect(page.getByRole('link', { name: '3 mois' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('balance-summary')).toContainText(/26 sur 9\d/);
  // The estimate always rests on the last 28 days, whatever the period.
  await expect(page.getByTestId('estimate-basis')).toContainText('26 jours');

  await live(page);
  await adminSet(`users/${signedIn.uid}/foodLogs/${parisDay(-3)}`, {
    entries: [{ id: 'e1', meal: 'diner', ref: { kind: 'base', id: '13039' }, name: 'Journée type', grams: 1000, serving: null, nutrients: nutrients(2400) }],
    updatedAt: new Date(),
  });
  await expect(page.getByTestId('estimate-basis')).toContainText('27 jours');
});

test('a new account gets the honest not-enough-data wording and a way to complete the profile', async ({ page, signedIn: _ }) => {
  await page.goto('/nutrition/energy-balance');
  await hydrated(page);
  const estimate = page.getByTestId('adaptive-estimate');
  await expect(estimate.getByRole('heading', { name: 'Pas encore assez de données pour estimer votre dépense réelle' })).toBeVisible();
  await expect(estimate).toContainText('Vous avez 0 jour renseigné et 0 pesée.');
  await expect(estimate).toContainText('Il manque 14 jours d’apports renseignés.');
  await expect(estimate).toContainText('Il manque 2 pesées.');
  await expect(estimate.getByRole('link', { name: 'Remplir le journal' })).toHaveAttribute('href', '/nutrition/logs');
  await expect(page.getByRole('button', { name: 'Utiliser cette dépense' })).toHaveCount(0);
  const missing = page.getByTestId('missing-profile');
  await expect(missing).toContainText('renseignez votre sexe, votre date de naissance, votre taille et votre niveau d’activité');
  await missing.getByRole('link', { name: 'Compléter le profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

for (const theme of ['dark', 'light'] as const) {
  for (const width of [360, 1280] as const) {
    test(`no axe violations with data — ${theme}, ${width} px`, async ({ page, signedIn }) => {
      await seedFourWeeks(signedIn.uid);
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript((t) => localStorage.setItem('elan-theme', t), theme);
      await page.goto('/nutrition/energy-balance');
      await hydrated(page);
      await expect(page.getByTestId('estimate-value')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      // Nothing wider than the screen, once the charts have been drawn at their width.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
}
