// At a phone's width: a day's vitamins and minerals on /nutrition against the person's Anses
// reference, foods for what is missing added from there, and the TDEE calculator filling the goals
// and the profile.
import { axeViolations } from './axe.ts';
import { expect, hydrated, live, parisDay, test } from './fixtures.ts';
import { adminGet, adminList, adminSet } from './firestore-admin.ts';

test.use({ viewport: { width: 390, height: 844 } });
/** A birth date that gives `age` today (1 January of the year). */
const bornAged = (age: number) => `${Number(parisDay().slice(0, 4)) - age}-01-01`;

type StoredEntry = { meal: string; name: string; grams: number; serving: { label: string; count: number } | null; ref: { kind: string; id: string } };

test("/nutrition: a logged food's vitamin C against the person's Anses reference, and foods for what is missing, added at their portion from there", async ({ page, signedIn }) => {
  // Two foods logged, two pages, the panel checked twice for accessibility.
  test.slow();
  await adminSet(`users/${signedIn.uid}`, { sex: 'femme', birthDate: bornAged(30) });
  await page.goto('/nutrition');
  await live(page);
  await page.getByRole('searchbox', { name: 'Aliment' }).fill('poivron rouge cru');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/nutrition\/foods\/search\?/);
  await live(page);
  const row = page.locator('.food-result').filter({ hasText: 'Poivron rouge, cru' }).first();
  await row.getByRole('button', { name: 'Ajouter à un repas : Poivron rouge, cru' }).click();
  await row.getByLabel('Unité', { exact: true }).selectOption('g');
  await row.getByRole('textbox', { name: 'Quantité' }).fill('50');
  await row.getByRole('button', { name: /^Ajouter au / }).click();
  // Shown once Firestore has the entry, which a loaded test machine can take a while to confirm.
  await expect(page.getByText(/^Poivron rouge, cru ajouté au journal du /)).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => ((await adminGet(`users/${signedIn.uid}/foodLogs/${parisDay()}`))?.entries as unknown[] | undefined)?.length).toBe(1);

  await page.goto('/nutrition');
  await live(page);
  const panel = page.getByTestId('micronutrients');
  await panel.getByText('Micronutriments', { exact: true }).click();
  // Ciqual 2025, "Poivron rouge, cru" (20087): 121 mg of vitamin C per 100 g, so 60,5 mg in
  // 50 g; a woman of 30: Anses' RNP of 110 mg, 60,5 / 110 = 55 %.
  await expect(panel.getByTestId('micro-total-vitaminCMg')).toHaveText('60,5 mg');
  await expect(panel.getByTestId('micro-vitaminCMg')).toContainText('110 mg (RNP)');
  await expect(panel.getByTestId('micro-share-vitaminCMg')).toHaveText('55 %');
  // Magnesium's satisfactory intake differs by sex: 300 mg for a woman.
  await expect(panel.getByTestId('micro-magnesiumMg')).toContainText('300 mg (AS)');
  await expect(panel.getByTestId('micro-reference-basis')).toHaveText('Références de l’Anses (2021) pour une femme de 30 ans, d’après votre profil.');
  await expect(panel.getByText(/^Source\u00a0: Anses\. Table de composition nutritionnelle des aliments Ciqual 2025 \(version du 03\/11\/2025/)).toBeVisible();

  const lacking = panel.getByTestId('micro-lacking');
  await expect(lacking.getByRole('heading', { name: 'Pour compléter la journée' })).toBeVisible();
  await expect(lacking.getByRole('heading', { level: 4, name: /: il manque / })).toHaveCount(3);
  expect(await axeViolations(page)).toEqual([]);

  // "Ajouter" opens the add form right there, at the portion the suggestion counted (else 100 g);
  // one more tap logs it, without leaving the page.
  const suggestion = lacking.getByRole('list').first().getByRole('listitem').first();
  const add = suggestion.getByRole('button', { name: /^Ajouter .* au journal$/ });
  const name = ((await add.getAttribute('aria-label')) ?? '').replace(/^Ajouter /, '').replace(/ au journal$/, '');
  const amount = (await suggestion.locator('.rich-food .muted').textContent()) ?? '';
  const portion = /pour (.+) \((\d+) g\)$/.exec(amount);
  const grams = portion ? Number(portion[2]) : 100;
  await add.click();
  await expect(add).toHaveAttribute('aria-expanded', 'true');
  const form = suggestion.getByRole('form', { name: `Ajouter ${name} à un repas` });
  await expect(form.getByTestId('facts-quantity')).toHaveText(`Pour ${grams} g`);
  await expect(form.getByRole('combobox', { name: 'Unité' })).toHaveValue(portion ? '0' : 'g');
  expect(await axeViolations(page)).toEqual([]);
  const meal = await form.getByRole('combobox', { name: 'Repas' }).inputValue();
  await form.getByRole('button', { name: /^Ajouter au / }).click();
  await expect(page.getByText(`${name} ajouté au journal du `)).toBeVisible({ timeout: 15_000 });
  await expect(form).toHaveCount(0);
  expect(page.url()).toMatch(/\/nutrition$/);
  await expect
    .poll(async () => ((await adminGet(`users/${signedIn.uid}/foodLogs/${parisDay()}`))?.entries as StoredEntry[] | undefined)?.slice(1))
    .toEqual([expect.objectContaining({ meal, name, grams, serving: portion ? { label: portion[1], count: 1 } : null, ref: expect.objectContaining({ kind: 'base' }) })]);
});

test('/nutrition without sex or birth date in the profile says why no reference is shown', async ({ page, signedIn: _ }) => {
  await page.goto('/nutrition');
  await live(page);
  const panel = page.getByTestId('micronutrients');
  await panel.getByText('Micronutriments', { exact: true }).click();
  await expect(panel.getByTestId('micro-reference-basis')).toContainText('Votre profil n’indique pas votre sexe et votre date de naissance');
  await expect(panel.getByTestId('micro-vitaminCMg')).not.toContainText('RNP');
  await expect(panel.getByTestId('micro-lacking')).toHaveCount(0);
  await panel.getByRole('link', { name: 'Compléter mon profil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the TDEE calculator fills every goal from the automatic split and saves sex, age, weight and height to the profile by choice', async ({ page, signedIn }) => {
  await page.goto('/calculators/bmr-tdee');
  await hydrated(page);
  await page.getByLabel('Femme').check();
  await page.getByLabel(/^Âge/).fill('34');
  await page.getByLabel('Poids').fill('61,5');
  await page.getByLabel(/^Taille/).fill('168');
  await page.getByLabel('Niveau d’activité').selectOption('sedentaire');
  // Mifflin-St Jeor: 10 × 61,5 + 6,25 × 168 − 5 × 34 − 161 = 1 334 kcal; × 1,2 = 1 600,8 kcal.
  await expect(page.getByTestId('calc-value').nth(1)).toHaveText(/^1\s601kcal\/jour$/);
  await page.getByRole('link', { name: 'Utiliser pour mes objectifs nutritionnels' }).click();
  await expect(page).toHaveURL(/\/settings\/nutrition-goals\?source=bmr-tdee&/);
  await live(page);

  // The automatic goals' split for maintaining: protein 1,6 g × 61,5 kg = 98,4 g; fat 30 % of
  // 1 600,8 kcal = 53,4 g; carbohydrate (1 600,8 − 393,6 − 480,2) / 4 = 181,7 g; fibre 30 g.
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('Énergie')).toHaveValue('1601');
  await expect(field('Protéines')).toHaveValue('98');
  await expect(field('Glucides')).toHaveValue('182');
  await expect(field('Lipides')).toHaveValue('53');
  await expect(field('Fibres')).toHaveValue('30');

  const offer = page.getByTestId('profile-from-calculator');
  await expect(offer.getByRole('heading', { name: 'Garder ces valeurs dans mon profil ?' })).toBeVisible();
  for (const label of ['Sexe : Femme', 'Âge : 34 ans', 'Taille : 168 cm', 'Poids : 61,5 kg, enregistré comme pesée du jour']) {
    await expect(offer.getByRole('checkbox', { name: new RegExp(`^${label}`) })).not.toBeChecked();
  }
  expect(await axeViolations(page)).toEqual([]);
  // Nothing is written before the person chooses.
  expect(await adminGet(`users/${signedIn.uid}`)).toBeNull();

  for (const label of ['Sexe', 'Âge', 'Taille', 'Poids']) await offer.getByRole('checkbox', { name: new RegExp(`^${label} :`) }).check();
  const save = offer.getByRole('button', { name: 'Enregistrer dans mon profil' });
  await save.click();
  await expect(offer.getByText('Saisissez votre date de naissance pour garder l’âge.')).toBeVisible();
  await offer.getByLabel('Date de naissance').fill(bornAged(20));
  await save.click();
  await expect(offer.getByText('Cette date ne donne pas 34 ans aujourd’hui : vérifiez-la.')).toBeVisible();
  expect(await adminGet(`users/${signedIn.uid}`)).toBeNull();
  await offer.getByLabel('Date de naissance').fill(bornAged(34));
  await save.click();
  await expect(page.getByText('Profil mis à jour.')).toBeVisible();
  await expect(offer).toHaveCount(0);

  await expect.poll(() => adminGet(`users/${signedIn.uid}`)).toMatchObject({ sex: 'femme', heightCm: 168, birthDate: bornAged(34) });
  await expect.poll(async () => (await adminList(`users/${signedIn.uid}/measurements`)).map((m) => [m.date, m.weightKg])).toEqual([[parisDay(), 61.5]]);

  await page.getByRole('button', { name: 'Enregistrer ces objectifs' }).click();
  await expect.poll(() => adminGet(`users/${signedIn.uid}/settings/nutritionGoals`)).toMatchObject({ mode: 'manuel', kcal: 1601, proteinG: 98, carbsG: 182, fatG: 53, fiberG: 30 });
});
