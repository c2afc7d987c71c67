import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, live, parisDay, test } from './fixtures.ts';
import { adminGet, adminList } from './firestore-admin.ts';

// A food's full panel before it is logged, at a phone's width: per 100 g and for the quantity
// chosen, Nutri-Score and NOVA from Open Food Facts (served from its recorded responses), and
// the micronutrients kept in the logged entry.
test.use({ viewport: { width: 390, height: 844 } });
type StoredEntry = { ref: { kind: string; id: string }; grams: number; micronutrients?: Record<string, number | { below: number }> };

async function storedEntries(uid: string): Promise<StoredEntry[]> {
  return ((await adminGet(`users/${uid}/foodLogs/${parisDay()}`))?.entries as StoredEntry[] | undefined) ?? [];
}

async function readBarcode(page: Page, barcode: string) {
  await page.getByRole('textbox', { name: 'Saisir un code-barres' }).fill(barcode);
  await page.getByRole('button', { name: 'Chercher le produit' }).click();
}

const row = (page: Page, testId: string) => page.getByTestId('food-facts').getByTestId(testId).getByRole('cell');

test('a scanned product: its grades and full values before any import, per 100 g and per quantity, then its micronutrients kept in the log', async ({ page, signedIn }) => {
  await page.goto('/nutrition/foods/search?repas=collation');
  await live(page);
  await readBarcode(page, '3228857000852');

  // The product card, before anything is done with it.
  const card = page.getByTestId('off-product-facts');
  await expect(card.getByTestId('nutriscore')).toHaveText(/Nutri-Score\s*B/);
  await expect(card.getByTestId('nutriscore').getByText('Nutri-Score B, sur une échelle de A (meilleure qualité nutritionnelle) à E')).toBeAttached();
  await expect(card.getByTestId('nova')).toHaveText(/NOVA\s*4/);
  await expect(card.getByText('Groupe NOVA 4 sur 4 : produit ultra-transformé')).toBeAttached();
  await expect(card.getByText('Pour 100 g : Protéines 7 g · Glucides 49 g · Lipides 4,3 g · Sel 1,1 g.', { exact: false })).toBeVisible();

  // The add form: one 25 g serving first, then two; every column follows the quantity.
  const product = page.getByRole('list', { name: 'Produit trouvé' });
  await product.getByRole('button', { name: 'Ajouter à un repas : Pain 100% mie nature PT' }).click();
  const form = page.getByRole('form', { name: 'Ajouter Pain 100% mie nature PT à un repas' });
  const facts = form.getByTestId('food-facts');
  await expect(facts.getByTestId('facts-quantity')).toHaveText('Pour 25 g');
  await expect(row(page, 'facts-proteinG')).toHaveText(['7 g', '1,8 g']);
  await expect(row(page, 'facts-fatG')).toHaveText(['4,3 g', '1,1 g']);
  await expect(row(page, 'facts-saltG')).toHaveText(['1,1 g', '0,3 g']);
  await expect(row(page, 'facts-kcal')).toHaveText(['268 kcal', '67 kcal']);
  await expect(row(page, 'facts-sodiumMg')).toHaveText(['452 mg', '113 mg']);
  // Vitamins the label does not give are counted, never shown as 0.
  await expect(facts.getByTestId('facts-vitaminCMg')).toHaveCount(0);
  await expect(form.getByText('27 autres vitamines, minéraux ou acides gras sont inconnus pour cet aliment', { exact: false })).toBeVisible();
  await expect(form.getByTestId('nutriscore')).toBeVisible();

  await form.getByRole('textbox', { name: 'Quantité' }).fill('2');
  await expect(facts.getByTestId('facts-quantity')).toHaveText('Pour 50 g');
  await expect(row(page, 'facts-proteinG')).toHaveText(['7 g', '3,5 g']);
  await expect(row(page, 'facts-sodiumMg')).toHaveText(['452 mg', '226 mg']);

  // At 390 px the table fits without sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('button', { name: /^Ajouter au / }).click();
  await expect.poll(() => storedEntries(signedIn.uid)).toEqual([
    expect.objectContaining({ ref: { kind: 'off', id: '3228857000852' }, grams: 50, micronutrients: { sodiumMg: 226 } }),
  ]);
  // Logged, not imported.
  expect(await adminList(`users/${signedIn.uid}/foods`)).toEqual([]);

  // The day's micronutrients count the product's sodium from its snapshot.
  await page.goto('/nutrition/logs');
  await live(page);
  const panel = page.getByTestId('micronutrients');
  await panel.getByText('Micronutriments').click();
  await expect(panel.getByTestId('micro-total-sodiumMg')).toHaveText('226 mg');
  await expect(panel.getByTestId('micro-total-vitaminCMg')).toHaveText('inconnu');
});

test('a product whose label gives minerals: in grams, converted to mg for the quantity and kept', async ({ page, signedIn }) => {
  await page.goto('/nutrition/foods/search?repas=petit-dejeuner');
  await live(page);
  await readBarcode(page, '7622210288257');
  const card = page.getByTestId('off-product-facts');
  // An old record without a Nutri-Score: NOVA only.
  await expect(card.getByTestId('nova')).toHaveText(/NOVA\s*4/);
  await expect(card.getByTestId('nutriscore')).toHaveCount(0);

  // Imported into my foods: its NOVA group and micronutrients per 100 g go with it.
  await page.getByRole('list', { name: 'Produit trouvé' }).getByRole('button', { name: 'Ajouter à mes aliments' }).click();
  await expect
    .poll(() => adminList(`users/${signedIn.uid}/foods`))
    .toEqual([expect.objectContaining({ id: 'off-7622210288257', nutriscore: null, nova: 4, micronutrients: { magnesiumMg: 156, sodiumMg: 12, phosphorusMg: 246 } })]);

  await page.getByRole('list', { name: 'Produit trouvé' }).getByRole('button', { name: 'Ajouter à un repas : Grand Arôme' }).click();
  const form = page.getByRole('form', { name: 'Ajouter Grand Arôme à un repas' });
  await form.getByRole('textbox', { name: 'Quantité' }).fill('20');
  await expect(form.getByTestId('facts-quantity')).toHaveText('Pour 20 g');
  await expect(row(page, 'facts-magnesiumMg')).toHaveText(['156 mg', '31,2 mg']);
  await expect(row(page, 'facts-phosphorusMg')).toHaveText(['246 mg', '49,2 mg']);
  await form.getByRole('button', { name: /^Ajouter au / }).click();

  await expect.poll(async () => (await storedEntries(signedIn.uid)).length).toBe(1);
  const [entry] = await storedEntries(signedIn.uid);
  expect(Object.keys(entry!.micronutrients ?? {}).sort()).toEqual(['magnesiumMg', 'phosphorusMg', 'sodiumMg']);
  expect(entry!.micronutrients!.magnesiumMg).toBeCloseTo(31.2, 6);
  expect(entry!.micronutrients!.phosphorusMg).toBeCloseTo(49.2, 6);
  expect(entry!.micronutrients!.sodiumMg).toBeCloseTo(2.4, 6);
});

test('a Ciqual food: its vitamins and minerals shown before logging and kept with their marks', async ({ page, signedIn }) => {
  await page.goto('/nutrition/foods/search?repas=collation&q=banane');
  await live(page);
  await page.getByRole('button', { name: 'Ajouter à un repas : Banane, chair sans peau, crue' }).first().click();
  const form = page.getByRole('form', { name: 'Ajouter Banane, chair sans peau, crue à un repas' });
  // Its usual portion first: one medium banana, 120 g.
  await expect(form.getByTestId('facts-quantity')).toHaveText('Pour 120 g');
  // Ciqual 13005: 7,16 mg of vitamin C, 320 mg of potassium, sodium "< 5" per 100 g.
  await expect(row(page, 'facts-vitaminCMg')).toHaveText(['7,16 mg', '8,59 mg']);
  await expect(row(page, 'facts-potassiumMg')).toHaveText(['320 mg', '384 mg']);
  await expect(row(page, 'facts-sodiumMg')).toHaveText(['< 5 mg', '< 6 mg']);
  await form.getByRole('button', { name: /^Ajouter au / }).click();

  await expect.poll(async () => (await storedEntries(signedIn.uid)).length).toBe(1);
  const [entry] = await storedEntries(signedIn.uid);
  expect(entry!.ref).toEqual({ kind: 'base', id: '13005' });
  expect(entry!.micronutrients!.vitaminCMg).toBeCloseTo(8.592, 6);
  expect(entry!.micronutrients!.sodiumMg).toEqual({ below: 6 });
  expect(entry!.micronutrients!.potassiumMg).toBeCloseTo(384, 6);
});

test('a Ciqual food lacking values: the unknown ones are counted, and stay out of the stored entry', async ({ page, signedIn }) => {
  await page.goto('/nutrition/foods/search?repas=diner&q=oeuf%20dur');
  await live(page);
  await page.getByRole('button', { name: 'Ajouter à un repas : Oeuf dur', exact: true }).first().click();
  const form = page.getByRole('form', { name: 'Ajouter Oeuf dur à un repas' });
  await form.getByRole('combobox', { name: 'Unité' }).selectOption('g');
  await form.getByRole('textbox', { name: 'Quantité' }).fill('50');
  await expect(form.getByTestId('facts-quantity')).toHaveText('Pour 50 g');
  // Ciqual 22010 leaves one of the 28 values unmeasured ("-").
  await expect(form.getByText('1 autre vitamine, minéral ou acide gras est inconnu pour cet aliment (il ne compte pas pour zéro).')).toBeVisible();
  await form.getByRole('button', { name: /^Ajouter au / }).click();
  await expect.poll(async () => (await storedEntries(signedIn.uid)).length).toBe(1);
  const [entry] = await storedEntries(signedIn.uid);
  expect(entry!.ref).toEqual({ kind: 'base', id: '22010' });
  expect(Object.values(entry!.micronutrients ?? {})).not.toContain(null);
  expect(Object.keys(entry!.micronutrients ?? {})).toHaveLength(27);
});
