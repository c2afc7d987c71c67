import { expect, live, test } from './fixtures.ts';
import { adminGet, adminSet, daysAgo, measurementDoc, watchWrites } from './firestore-admin.ts';
import type { Page } from '@playwright/test';

/** Birth date of someone who turned `age` ten days ago. */
function birthDateFor(age: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - age);
  d.setDate(d.getDate() - 10);
  return d.toISOString().slice(0, 10);
}

const fr = (n: number) => new Intl.NumberFormat('fr-FR').format(n);
const goal = (page: Page, testId: string, key: string) => page.getByTestId(testId).locator(`[data-goal="${key}"] dd`);

test('automatic mode matches the formula for the profile, and saves it', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}`, {
    displayName: 'Alex', sex: 'homme', birthDate: birthDateFor(30), heightCm: 180, activityLevel: 'moderement-actif', goal: 'perte', updatedAt: new Date(),
  });
  await adminSet(`users/${signedIn.uid}/measurements/old`, measurementDoc(daysAgo(30), { weightKg: 84 }));
  await adminSet(`users/${signedIn.uid}/measurements/new`, measurementDoc(daysAgo(2), { weightKg: 80, waistCm: 90 }));

  // Written out independently of the app: Mifflin-St Jeor, × 1.55, − 20 %, 2 g/kg protein,
  // 30 % of energy from fat, carbohydrate the remainder, 30 g fibre.
  const bmr = 10 * 80 + 6.25 * 180 - 5 * 30 + 5;
  const tdee = bmr * 1.55;
  const kcal = tdee * 0.8;
  const proteinG = 2 * 80;
  const fatG = (0.3 * kcal) / 9;
  const carbsG = (kcal - proteinG * 4 - fatG * 9) / 4;
  const expected = { kcal: Math.round(kcal), proteinG, carbsG: Math.round(carbsG), fatG: Math.round(fatG), fiberG: 30 };

  await page.goto('/settings/nutrition-goals');
  await live(page);
  await expect(page.getByText('Aucun objectif enregistré pour l’instant.')).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Automatique/ })).toBeChecked();
  await expect(goal(page, 'auto-goals', 'kcal')).toHaveText(`${fr(expected.kcal)} kcal`);
  await expect(goal(page, 'auto-goals', 'proteinG')).toHaveText(`${expected.proteinG} g`);
  await expect(goal(page, 'auto-goals', 'carbsG')).toHaveText(`${expected.carbsG} g`);
  await expect(goal(page, 'auto-goals', 'fatG')).toHaveText(`${expected.fatG} g`);
  await expect(goal(page, 'auto-goals', 'fiberG')).toHaveText('30 g');
  // The working is shown step by step.
  await expect(page.getByText(`10 × 80 + 6,25 × 180 − 5 × 30 + 5 = ${fr(bmr)} kcal`)).toBeVisible();
  await expect(page.getByText(`${fr(bmr)} kcal × 1,55 (Modérément actif) = ${fr(Math.round(tdee))} kcal`)).toBeVisible();

  await page.getByRole('button', { name: 'Enregistrer ces objectifs' }).click();
  await expect(goal(page, 'stored-goals', 'kcal')).toHaveText(`${fr(expected.kcal)} kcal`);
  await expect.poll(() => adminGet(`users/${signedIn.uid}/settings/nutritionGoals`)).toMatchObject({ mode: 'auto', ...expected });
});

test('manual mode validates in French and saves; kJ shown when the profile asks for it', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}`, { displayName: 'Alex', energyUnit: 'kj', updatedAt: new Date() });
  await page.goto('/settings/nutrition-goals');
  await live(page);
  const writes = await watchWrites(`users/${signedIn.uid}`);
  // Automatic mode needs the profile: it says what is missing.
  await expect(page.getByText('Il manque des informations pour le calcul')).toBeVisible();

  await page.getByRole('radio', { name: /^Manuel/ }).check();
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Énergie').fill('deux mille');
  await field('Protéines').fill('120,5');
  await page.getByRole('button', { name: 'Enregistrer ces objectifs' }).click();
  await expect(page.getByText('Saisissez un nombre (la virgule est acceptée, par exemple 72,5).')).toBeVisible();
  await expect(page.getByText('Saisissez un nombre entier entre 0 et 500 g.')).toBeVisible();
  await expect(page.getByText('Ce champ est obligatoire.').first()).toBeVisible();

  await field('Énergie').fill('2000');
  await field('Protéines').fill('120');
  await field('Glucides').fill('230');
  await field('Lipides').fill('70');
  await field('Fibres').fill('30');
  await expect(page.getByText(`Les macronutriments font ${fr(2030)} kcal (+30 kcal par rapport à l’objectif d’énergie).`)).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer ces objectifs' }).click();
  await expect(goal(page, 'stored-goals', 'kcal')).toHaveText(`${fr(Math.round(2000 * 4.184))} kJ`);
  await expect.poll(() => adminGet(`users/${signedIn.uid}/settings/nutritionGoals`)).toMatchObject({ mode: 'manuel', kcal: 2000, proteinG: 120, carbsG: 230, fatG: 70, fiberG: 30 });
  // The refused attempt wrote nothing: this save is the only write.
  expect((await writes.list()).map((write) => write.documents)).toEqual([[`users/${signedIn.uid}/settings/nutritionGoals`]]);
});

test('a calculator’s "use for my goals" prefills the manual goals, saved only by the person', async ({ page, signedIn }) => {
  await page.goto('/calculators/macros');
  await live(page);
  await page.getByLabel(/^Poids/).fill('80');
  await page.getByLabel('Dépense énergétique totale').fill('2500');
  await page.getByLabel('Perte de poids').check();
  const writes = await watchWrites(`users/${signedIn.uid}`);
  // Client-side navigation, as a person follows the link.
  await page.getByRole('link', { name: 'Utiliser pour mes objectifs nutritionnels' }).click();
  await expect(page).toHaveURL(/\/settings\/nutrition-goals\?source=macros&kcal=2000&proteinG=160&carbsG=190&fatG=67&fiberG=30&weightKg=80$/);
  await expect(page.getByRole('radio', { name: /^Manuel/ })).toBeChecked();
  await expect(page.getByTestId('goals-from-calculator')).toHaveText(
    'Valeurs reprises du calculateur « Répartition des macronutriments » : vérifiez-les, complétez les autres, puis enregistrez.',
  );
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('Énergie')).toHaveValue('2000');
  await expect(field('Protéines')).toHaveValue('160');
  await expect(field('Glucides')).toHaveValue('190');
  await expect(field('Lipides')).toHaveValue('67');
  await expect(field('Fibres')).toHaveValue('30');
  // Opening the page saved nothing.
  await expect(page.getByText('Aucun objectif enregistré pour l’instant.')).toBeVisible();
  expect(await writes.list()).toEqual([]);

  await page.getByRole('button', { name: 'Enregistrer ces objectifs' }).click();
  await expect(goal(page, 'stored-goals', 'kcal')).toHaveText(`${fr(2000)} kcal`);
  await expect.poll(() => adminGet(`users/${signedIn.uid}/settings/nutritionGoals`)).toMatchObject({ mode: 'manuel', kcal: 2000, proteinG: 160, carbsG: 190, fatG: 67, fiberG: 30 });
});

test('a hand-edited calculator link: what is not a whole number is left out, out-of-range values get the form’s French messages', async ({ page, signedIn: _ }) => {
  await page.goto('/settings/nutrition-goals?source=bmr-tdee&kcal=500&bmr=1780&tdee=abc&proteinG=x');
  await live(page);
  await expect(page.getByRole('radio', { name: /^Manuel/ })).toBeChecked();
  await expect(page.getByTestId('goals-from-calculator')).toContainText('« Métabolisme de base et dépense énergétique totale »');
  await expect(page.getByTestId('goals-from-calculator')).toContainText('Une valeur du lien n’était pas un nombre entier : elle a été ignorée.');
  await expect(page.getByRole('textbox', { name: 'Énergie', exact: true })).toHaveValue('500');
  await expect(page.getByRole('textbox', { name: 'Protéines', exact: true })).toHaveValue('');
  await page.getByRole('button', { name: 'Enregistrer ces objectifs' }).click();
  await expect(page.getByText(/^Saisissez un nombre entier entre 800 et 8\s000 kcal\.$/).first()).toBeVisible();
});
