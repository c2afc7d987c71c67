// The 12 calculator pages: a reference case each (from each formula's published source), French decimals,
// messages under the field, and prefill from the profile and the newest measurement.
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180';
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-elan';

type FieldValue = string | number;
function toFirestore(value: FieldValue) {
  return typeof value === 'number'
    ? Number.isInteger(value)
      ? { integerValue: String(value) }
      : { doubleValue: value }
    : { stringValue: value };
}

/** Writes a document as the server would (the emulator's admin token bypasses the rules). */
async function adminWrite(path: string, data: Record<string, FieldValue>) {
  const fields = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, toFirestore(v)]));
  const response = await fetch(`http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/${path}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ fields }),
  });
  expect(response.ok, `write ${path}: ${await response.text()}`).toBe(true);
}

async function open(page: Page, id: string) {
  await page.goto(`/calculators/${id}`);
  await hydrated(page);
}

const field = (page: Page, label: string | RegExp) => page.getByLabel(label);
const value = (page: Page) => page.getByTestId('calc-value').first();
const band = (page: Page) => page.getByTestId('calc-band').first();

test('the hub lists the 12 calculators by group', async ({ page, signedIn: _ }) => {
  await page.goto('/calculators');
  await expect(page.getByRole('heading', { level: 1, name: 'Calculateurs' })).toBeVisible();
  await expect(page.locator('a.card-link[href^="/calculators/"]')).toHaveCount(12);
  await page.getByRole('link', { name: /Rapport tour de taille/ }).click();
  await expect(page).toHaveURL('/calculators/whtr');
  await expect(page.getByRole('heading', { level: 1, name: 'Rapport tour de taille / taille' })).toBeVisible();
});

test('an unknown calculator is a 404', async ({ page, signedIn: _, pageErrors }) => {
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(.*\/calculators\/nope\)$/);
  const response = await page.goto('/calculators/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404 — Page introuvable')).toBeVisible();
});

test('BMI: live result with a decimal comma, band in words, messages under the field', async ({ page, signedIn: _ }) => {
  await open(page, 'bmi');
  await expect(page.getByText('Complétez les champs pour voir le résultat', { exact: false })).toBeVisible();
  await field(page, 'Poids').fill('70');
  await field(page, /^Taille/).fill('175');
  await expect(value(page)).toHaveText('22,9kg/m²');
  await expect(band(page)).toHaveText('Corpulence normale');
  await expect(band(page)).toHaveAttribute('data-tone', 'good');
  await expect(page.getByTestId('calc-formula')).toContainText('IMC = poids (kg) / taille² (m²)');
  await expect(page.getByText('Organisation mondiale de la santé', { exact: false })).toBeVisible();

  // A decimal comma is a number; so is a dot.
  await field(page, 'Poids').fill('70,5');
  await expect(value(page)).toHaveText('23,0kg/m²');
  await field(page, 'Poids').fill('85.5');
  await expect(band(page)).toHaveText('Surpoids');

  await field(page, 'Poids').fill('abc');
  await expect(page.getByText('Saisissez un nombre valide.')).toBeVisible();
  await expect(field(page, 'Poids')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'Poids')).toHaveAccessibleDescription(/Saisissez un nombre valide\./);
  await expect(page.getByTestId('calc-value')).toHaveCount(0);

  await field(page, 'Poids').fill('500');
  await expect(page.getByText('Le poids doit être compris entre 20 et 300 kg.')).toBeVisible();
  await field(page, 'Poids').fill('');
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
});

test('sport BMI: a high BMI explained by muscle', async ({ page, signedIn: _ }) => {
  await open(page, 'sport-bmi');
  await page.getByLabel('Homme').check();
  await field(page, 'Poids').fill('90');
  await field(page, /^Taille/).fill('180');
  await field(page, /^Taux de masse grasse$/).fill('12');
  await field(page, /^Tour de taille/).fill('82');
  await expect(value(page)).toHaveText('27,8kg/m²');
  await expect(band(page)).toHaveText('IMC élevé expliqué par la masse musculaire');
  await field(page, /^Taux de masse grasse$/).fill('80');
  await expect(page.getByText('Le taux de masse grasse doit être compris entre 3 et 60 %.')).toBeVisible();
});

test('BMR and TDEE: Mifflin by default, other equations, and "use this" links', async ({ page, signedIn: _ }) => {
  await open(page, 'bmr-tdee');
  await page.getByLabel('Homme').check();
  await field(page, /^Âge/).fill('30');
  await field(page, 'Poids').fill('80');
  await field(page, /^Taille/).fill('180');
  await field(page, 'Niveau d’activité').selectOption('sedentaire');
  const values = page.getByTestId('calc-value');
  await expect(values.nth(0)).toHaveText(/^1\s780kcal\/jour$/);
  await expect(values.nth(1)).toHaveText(/^2\s136kcal\/jour$/);
  await expect(page.getByText('Calculé avec : Mifflin-St Jeor.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Utiliser pour mes objectifs nutritionnels' })).toHaveAttribute(
    'href',
    // The automatic goals' split of the TDEE: protein 1,6 × 80 = 128 g; fat 30 % = 71,2 g;
    // carbohydrate (2 136 − 512 − 640,8) / 4 = 245,8 g; fibre 30 g; and what was typed.
    '/settings/nutrition-goals?source=bmr-tdee&kcal=2136&proteinG=128&carbsG=246&fatG=71&fiberG=30&sex=homme&age=30&weightKg=80&heightCm=180',
  );

  await field(page, 'Méthode').selectOption('roza-shizgal');
  await expect(values.nth(0)).toHaveText(/^1\s854kcal\/jour$/);
  await field(page, 'Méthode').selectOption('katch-mcardle');
  await expect(page.getByText('Complétez les champs', { exact: false })).toBeVisible();
  await field(page, /^Taux de masse grasse/).fill('20');
  await expect(values.nth(0)).toHaveText(/^1\s752kcal\/jour$/); // LBM 64 kg → 1752,4

  await field(page, /^Âge/).fill('12');
  await expect(page.getByText('L’âge doit être compris entre 18 et 90 ans.')).toBeVisible();
  await field(page, /^Âge/).fill('30');
  await page.getByRole('link', { name: 'Répartir en macronutriments' }).click();
  // Katch-McArdle is still selected: 1752,4 × 1,2.
  await expect(page).toHaveURL('/calculators/macros?tdee=2103');
  await expect(field(page, 'Dépense énergétique totale')).toHaveValue('2103');
});

test('body fat: US Navy by default, Deurenberg with the method picker', async ({ page, signedIn: _ }) => {
  await open(page, 'body-fat');
  await page.getByLabel('Homme').check();
  await field(page, /^Taille/).fill('180');
  await field(page, /^Tour de taille/).fill('85');
  await field(page, /^Tour de cou/).fill('38');
  await expect(value(page)).toHaveText('16,1%');
  await expect(band(page)).toHaveText('Forme');
  await expect(field(page, /^Tour de hanches/)).toHaveCount(0);

  await page.getByLabel('Femme').check();
  await expect(page.getByText('Complétez les champs', { exact: false })).toBeVisible();
  await field(page, /^Taille/).fill('165');
  await field(page, /^Tour de taille/).fill('75');
  await field(page, /^Tour de hanches/).fill('100');
  await field(page, /^Tour de cou/).fill('33');
  await expect(value(page)).toHaveText('29,4%');

  await field(page, /^Tour de cou/).fill('250');
  await expect(page.getByText('Le tour de cou doit être compris entre 20 et 70 cm.')).toBeVisible();

  await field(page, 'Méthode').selectOption('deurenberg');
  await page.getByLabel('Homme').check();
  await field(page, /^Taille/).fill('180');
  await field(page, /^Âge/).fill('30');
  await field(page, /^Poids/).fill('80');
  await expect(value(page)).toHaveText('20,3%');
  await expect(page.getByText('Calculé avec : Deurenberg (IMC et âge).')).toBeVisible();
});

test('FFMI: value and normalised value', async ({ page, signedIn: _ }) => {
  await open(page, 'ffmi');
  await page.getByLabel('Homme').check();
  await field(page, 'Poids').fill('70');
  await field(page, /^Taille/).fill('170');
  await field(page, /^Taux de masse grasse/).fill('15');
  await expect(value(page)).toHaveText('20,6kg/m²');
  await expect(page.getByText('21,2 kg/m²')).toBeVisible();
  await expect(band(page)).toHaveText('Au-dessus de la moyenne');
  await field(page, /^Taille/).fill('90');
  await expect(page.getByText('La taille doit être comprise entre 120 et 230 cm.')).toBeVisible();
});

test('heart zones: Tanaka, Karvonen, coloured table', async ({ page, signedIn: _ }) => {
  await open(page, 'heart-zones');
  await field(page, /^Âge/).fill('40');
  await expect(value(page)).toHaveText('180bpm');
  const zone3 = page.locator('tr.zone-z3');
  await expect(zone3).toContainText('70 à 80 %');
  await expect(zone3).toContainText('126 à 144 bpm');
  await field(page, /^Fréquence cardiaque de repos/).fill('60');
  await expect(page.getByText('Zones en pourcentage de la fréquence cardiaque de réserve (Karvonen)')).toBeVisible();
  await expect(zone3).toContainText('144 à 156 bpm');
  await expect(page.locator('.zones-table tbody tr')).toHaveCount(5);
  await field(page, /^Fréquence cardiaque de repos/).fill('200');
  await expect(page.getByText('La fréquence cardiaque de repos doit être comprise entre 30 et 110 bpm.')).toBeVisible();
});

test('lean mass: Boer, James and Hume', async ({ page, signedIn: _ }) => {
  await open(page, 'lean-mass');
  await page.getByLabel('Homme').check();
  await field(page, 'Poids').fill('80');
  await field(page, /^Taille/).fill('180');
  await expect(value(page)).toHaveText('61,4kg');
  await expect(page.getByText('62,7 kg')).toBeVisible();
  await expect(page.getByText('57,8 kg')).toBeVisible();
  await field(page, 'Poids').fill('8');
  await expect(page.getByText('Le poids doit être compris entre 30 et 250 kg.')).toBeVisible();
});

test('macros: energy split and the nutrition-goals link', async ({ page, signedIn: _ }) => {
  await open(page, 'macros');
  await field(page, /^Poids/).fill('80');
  await field(page, 'Dépense énergétique totale').fill('2500');
  await expect(value(page)).toHaveText(/^2\s500kcal\/jour$/);
  await expect(page.locator('tr.macro-protein')).toContainText('128 g');
  await expect(page.locator('tr.macro-fat')).toContainText('83 g');
  await expect(page.locator('tr.macro-carbs')).toContainText('310 g');
  await page.getByLabel('Perte de poids').check();
  await expect(value(page)).toHaveText(/^2\s000kcal\/jour$/);
  await expect(page.getByRole('link', { name: 'Utiliser pour mes objectifs nutritionnels' })).toHaveAttribute(
    'href',
    '/settings/nutrition-goals?source=macros&kcal=2000&proteinG=160&carbsG=190&fatG=67&fiberG=30&weightKg=80',
  );
  await field(page, /^Part des lipides/).fill('60');
  await expect(page.getByText('La part des lipides doit être comprise entre 15 et 45 %.')).toBeVisible();
});

test('1RM: Epley by default, percentage table 50–100 %, another formula', async ({ page, signedIn: _ }) => {
  await open(page, 'one-rm');
  await field(page, 'Charge soulevée').fill('100');
  await field(page, /^Répétitions/).fill('5');
  await expect(value(page)).toHaveText('116,7kg');
  await expect(page.getByText('Calculé avec : Epley.')).toBeVisible();
  const rows = page.getByRole('table', { name: 'Charges de travail selon le pourcentage du 1RM' }).locator('tbody tr');
  await expect(rows).toHaveCount(11);
  await expect(rows.first()).toContainText('100 %');
  await expect(rows.last()).toContainText('50 %');
  await expect(rows.last()).toContainText('58,3 kg');
  await field(page, 'Formule principale').selectOption('brzycki');
  await expect(value(page)).toHaveText('112,5kg');
  await field(page, /^Répétitions/).fill('12');
  await expect(page.getByText('Au-delà de 10 répétitions', { exact: false })).toBeVisible();
  await field(page, /^Répétitions/).fill('20');
  await expect(page.getByText('Le nombre de répétitions doit être un entier compris entre 1 et 15.')).toBeVisible();
});

test('pace: both ways and Riegel predictions', async ({ page, signedIn: _ }) => {
  await open(page, 'pace');
  await field(page, /^Distance$/).first().fill('5');
  await field(page, /^Temps/).fill('25:00');
  await expect(value(page)).toHaveText('5:00min/km');
  await expect(page.getByText('12,0 km/h')).toBeVisible();
  await expect(page.locator('tr[data-race="10k"]')).toContainText('52:07');
  await expect(page.locator('tr[data-race="half"]')).toContainText('1:55:00');
  await expect(page.locator('tr[data-race="marathon"]')).toContainText('3:59:46');
  await field(page, /^Autre distance à prédire/).fill('15');
  await expect(page.locator('tr[data-race="custom"]')).toContainText('15 km');
  await field(page, /^Temps/).fill('25:75');
  await expect(page.getByText('Saisissez un nombre valide.')).toBeVisible();

  const converter = page.locator('section.calc-layout').nth(1);
  await converter.getByLabel('Allure', { exact: true }).fill('4:30');
  await expect(converter.getByTestId('calc-value')).toHaveText('13,3 km/h');
  await converter.getByLabel('Conversion').selectOption('speed-to-pace');
  await converter.getByLabel('Vitesse').fill('12');
  await expect(converter.getByTestId('calc-value')).toHaveText('5:00min/km');
  await converter.getByLabel('Conversion').selectOption('time-from-pace');
  await converter.getByLabel('Allure', { exact: true }).fill('5:00');
  await converter.getByLabel('Distance').fill('42,195');
  await expect(converter.getByTestId('calc-value')).toHaveText('3:30:59');
});

test('VO2max: Uth ratio and rating', async ({ page, signedIn: _ }) => {
  await open(page, 'vo2max');
  await field(page, /^Fréquence cardiaque de repos/).fill('60');
  await field(page, /^Fréquence cardiaque maximale/).fill('180');
  await expect(value(page)).toHaveText('45,9mL/kg/min');
  await expect(page.getByText('Indiquez le sexe et l’âge', { exact: false })).toBeVisible();
  await page.getByLabel('Homme').check();
  await field(page, /^Âge/).fill('40');
  await expect(band(page)).toHaveText('Bon');
  await field(page, /^Fréquence cardiaque de repos/).fill('190');
  await expect(page.getByText('La fréquence cardiaque de repos doit être comprise entre 30 et 110 bpm.')).toBeVisible();
});

test('VO2max reached from another calculator by its links names its norm (the fitness tests’ copy, loaded on the way)', async ({ page, signedIn: _ }) => {
  await open(page, 'bmi');
  await page.getByRole('navigation').getByRole('link', { name: 'Calculateurs' }).first().click();
  await page.getByRole('link', { name: /Estimation de la VO2max/ }).click();
  await expect(page).toHaveURL('/calculators/vo2max');
  await field(page, /^Fréquence cardiaque de repos/).fill('60');
  await field(page, /^Fréquence cardiaque maximale/).fill('180');
  await page.getByLabel('Homme').check();
  await field(page, /^Âge/).fill('40');
  await expect(band(page)).toHaveText('Bon');
  await expect(page.getByText('Norme : Shvartz et Reibold, « Aerobic fitness norms', { exact: false })).toBeVisible();
});

test('waist-to-height ratio', async ({ page, signedIn: _ }) => {
  await open(page, 'whtr');
  await field(page, /^Tour de taille/).fill('85');
  await field(page, /^Taille/).fill('180');
  await expect(value(page)).toHaveText('0,47');
  await expect(band(page)).toHaveText('Santé');
  await field(page, /^Tour de taille/).fill('95');
  await expect(band(page)).toHaveText('Risque accru');
  await field(page, /^Tour de taille/).fill('20');
  await expect(page.getByText('Le tour de taille doit être compris entre 40 et 200 cm.')).toBeVisible();
});

test('BMI reads a height typed in metres as centimetres and says so', async ({ page, signedIn: _ }) => {
  await open(page, 'bmi');
  await field(page, 'Poids').fill('70');
  await field(page, /^Taille/).fill('1,75');
  await expect(value(page)).toHaveText('22,9kg/m²');
  await expect(field(page, /^Taille/)).toHaveAccessibleDescription('1,75 m, lu comme 175 cm.');
  await expect(field(page, /^Taille/)).not.toHaveAttribute('aria-invalid', 'true');
  await field(page, /^Taille/).fill('175');
  await expect(page.getByText('lu comme', { exact: false })).toHaveCount(0);
  await expect(value(page)).toHaveText('22,9kg/m²');
  await field(page, /^Taille/).fill('17');
  await expect(page.getByText('La taille doit être comprise entre', { exact: false })).toBeVisible();
});

test('fields are prefilled from the profile and the newest measurement, editable, never saved', async ({ page, signedIn }) => {
  await open(page, 'bmi');
  await expect(page.getByTestId('prefill-note')).toContainText('Aucune valeur de votre profil ni de vos mesures pour ce calcul');

  const birthYear = new Date().getFullYear() - 35;
  await adminWrite(`users/${signedIn.uid}`, { sex: 'homme', birthDate: `${birthYear}-01-01`, heightCm: 180, activityLevel: 'sedentaire', goal: 'perte' });
  await adminWrite(`users/${signedIn.uid}/measurements/old`, { date: '2025-01-10', weightKg: 95, waistCm: 99, neckCm: 40 });
  await adminWrite(`users/${signedIn.uid}/measurements/new`, { date: '2025-05-01', weightKg: 80, waistCm: 85, neckCm: 38 });

  await open(page, 'bmi');
  await expect(page.getByTestId('prefill-note')).toHaveText(
    'Pré-rempli avec votre profil : taille et âge. Pré-rempli avec votre mesure du 1 mai 2025 : poids. Vous pouvez les modifier ici : rien n’est enregistré.',
  );
  await expect(field(page, 'Poids')).toHaveValue('80');
  await expect(field(page, /^Taille/)).toHaveValue('180');
  await expect(value(page)).toHaveText('24,7kg/m²');
  await field(page, 'Poids').fill('81,5');
  await expect(value(page)).toHaveText('25,2kg/m²');

  await open(page, 'body-fat');
  await expect(page.getByLabel('Homme')).toBeChecked();
  await expect(value(page)).toHaveText('16,1%');

  await open(page, 'bmr-tdee');
  await expect(field(page, /^Âge/)).toHaveValue(/^3[45]$/);
  await expect(field(page, 'Niveau d’activité')).toHaveValue('sedentaire');
  await expect(page.getByTestId('calc-value')).toHaveCount(2);

  await open(page, 'macros');
  await expect(page.getByLabel('Perte de poids')).toBeChecked();
  await expect(field(page, 'Dépense énergétique totale')).not.toHaveValue('');

  // The edit above was not written back.
  await open(page, 'bmi');
  await expect(field(page, 'Poids')).toHaveValue('80');

  // 1RM takes nothing from the profile: no note claims otherwise, no field is marked.
  await open(page, 'one-rm');
  await expect(field(page, 'Charge soulevée')).toHaveValue('');
  await expect(page.getByTestId('prefill-note')).toHaveCount(0);
  await expect(page.getByText('pré-rempli', { exact: false })).toHaveCount(0);
  await expect(page.locator('.field-prefilled')).toHaveCount(0);
});
