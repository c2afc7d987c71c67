// One person's day of logging at 390 px, in a row and through the app's own links: an apple eaten
// two days ago logged again at lunch in two taps, yesterday's breakfast copied with "Comme hier",
// a barcode product's full panel read before importing it, "1 banane moyenne" logged, and the
// day's vitamin C read against the Anses reference. Firestore and the screen are checked at each
// step, against numbers worked out by hand from Ciqual 2025 and the recorded Open Food Facts product.
import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { fromStored, micronutrientsFor, toSnapshot, type StoredMicronutrients } from '#app/lib/nutrition/micronutrients.ts';
import { expect, live, parisDay, test } from './fixtures.ts';
import { adminGet, adminList, adminSet } from './firestore-admin.ts';

test.use({ viewport: { width: 390, height: 844 } });

type Per100g = { kcal: number; proteinG: number; carbsG: number; sugarsG: number; fatG: number; satFatG: number; fiberG: number; saltG: number };
type Stored = { id: string; meal: string; name: string; grams: number; ref: { kind: string; id: string }; serving: { label: string; count: number } | null; nutrients: Per100g; micronutrients?: Record<string, number | { below: number }> };

const ciqualMicronutrients = (
  JSON.parse(readFileSync(new URL('../../app/lib/nutrition/data/ciqual-2025-micronutrients.json', import.meta.url), 'utf8')) as { foods: Record<string, StoredMicronutrients> }
).foods;

// Ciqual 2025 values per 100 g of the foods logged on the days before.
const apple = { code: '13039', name: 'Pomme, chair et peau, crue', per100g: { kcal: 54, proteinG: 0.25, carbsG: 11.6, sugarsG: 10.6, fatG: 0.25, satFatG: 0.052, fiberG: 1.4, saltG: 0.0037 } };
const orangeJuice = { code: '2070', name: "Jus d'orange, pur jus", per100g: { kcal: 45.4, proteinG: 0.61, carbsG: 9.61, sugarsG: 9.61, fatG: 0.11, satFatG: 0.053, fiberG: 0.28, saltG: 0.012 } };
const bread = { code: '7007', name: 'Pain de tradition française (par ex. : baguette, boule…)', per100g: { kcal: 279, proteinG: 8.94, carbsG: 56.7, sugarsG: 2.1, fatG: 1, satFatG: 0.27, fiberG: 3.8, saltG: 1.27 } };
const kiwi = { code: '13021', name: 'Kiwi, chair sans peau, avec pépins, cru', per100g: { kcal: 60.9, proteinG: 0.88, carbsG: 11, sugarsG: 8.9, fatG: 0.6, satFatG: 0.13, fiberG: 2.4, saltG: 0 } };

/** An entry as the add form stores a Ciqual food logged in one of its portions: values and micronutrients for its grams. */
function ciqualEntry(id: string, meal: string, food: typeof apple, portion: { label: string; grams: number }): Stored {
  const { grams } = portion;
  return {
    id,
    meal,
    ref: { kind: 'base', id: food.code },
    name: food.name,
    grams,
    serving: { label: portion.label, count: 1 },
    nutrients: Object.fromEntries(Object.entries(food.per100g).map(([key, value]) => [key, (value * grams) / 100])) as Per100g,
    micronutrients: toSnapshot(micronutrientsFor(fromStored(ciqualMicronutrients[food.code]!), grams)),
  };
}

const twoDaysAgoLunch = ciqualEntry('a1', 'dejeuner', apple, { label: '1 pomme moyenne', grams: 150 });
const yesterdayJuice = ciqualEntry('y1', 'petit-dejeuner', orangeJuice, { label: '1 verre', grams: 200 });
const yesterdayBread = ciqualEntry('y2', 'petit-dejeuner', bread, { label: '1/4 de baguette', grams: 60 });
const yesterdayKiwi = ciqualEntry('y3', 'diner', kiwi, { label: '1 kiwi', grams: 75 });

const entriesOf = async (uid: string, day: string) => ((await adminGet(`users/${uid}/foodLogs/${day}`))?.entries ?? []) as Stored[];
/** A birth date that gives `age` today (1 January of the year). */
const bornAged = (age: number) => `${Number(parisDay().slice(0, 4)) - age}-01-01`;
/** A row of a food's panel in an add form: per 100 g, then for the quantity chosen. */
const factsCells = (form: Locator, key: string) => form.getByTestId('food-facts').getByTestId(`facts-${key}`).getByRole('cell');

test('a day logged at 390 px: a repeat food in two taps, yesterday’s breakfast, a barcode product read before import, one medium banana, and the day’s vitamin C against its reference', async ({ page, signedIn }) => {
  // Five screens and a dozen Firestore writes in a row, on a shared test machine.
  test.slow();
  const today = parisDay();
  const { uid } = signedIn;
  await adminSet(`users/${uid}`, { sex: 'homme', birthDate: bornAged(40) });
  await adminSet(`users/${uid}/foodLogs/${parisDay(-2)}`, { entries: [twoDaysAgoLunch], updatedAt: new Date() });
  await adminSet(`users/${uid}/foodLogs/${parisDay(-1)}`, { entries: [yesterdayJuice, yesterdayBread, yesterdayKiwi], updatedAt: new Date() });

  await page.goto('/nutrition');
  await live(page);
  await page.getByRole('link', { name: 'Ouvrir le journal' }).click();
  await expect(page).toHaveURL(new RegExp(`/nutrition/logs\\?jour=${today}$`));
  await live(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal alimentaire' })).toBeVisible();

  // 1. Lunch, two taps: the meal's quick list offers first what was eaten at lunch before.
  const lunch = page.locator('section[data-meal="dejeuner"]');
  await lunch.getByRole('button', { name: 'Aliments récents et fréquents : Déjeuner' }).click();
  await expect(lunch.locator('.repeat-food .food-name').first()).toHaveText(apple.name);
  await lunch.getByRole('button', { name: 'Ajouter Pomme, chair et peau, crue, 1 × 1 pomme moyenne (150 g)' }).click();
  const appleToast = page.getByRole('status').filter({ hasText: 'Pomme, chair et peau, crue ajouté (Déjeuner)' });
  await expect(appleToast).toBeVisible();
  await expect(lunch.locator('.log-entry')).toHaveText([/Pomme, chair et peau, crue/]);
  // 150 g × 54 kcal / 100 g = 81 kcal.
  await expect(page.getByTestId('meal-kcal-dejeuner')).toHaveText('81 kcal');
  await expect.poll(async () => (await entriesOf(uid, today)).length).toBe(1);
  const [lunchApple] = await entriesOf(uid, today);
  // The last entry again, with its snapshot: only its id and meal are new.
  expect(lunchApple).toEqual({ ...twoDaysAgoLunch, id: lunchApple!.id, meal: 'dejeuner' });
  expect(lunchApple!.id).not.toBe(twoDaysAgoLunch.id);
  // 150 g × 4,6 mg of vitamin C / 100 g = 6,9 mg.
  expect(lunchApple!.micronutrients!.vitaminCMg).toBeCloseTo(6.9, 9);
  // A quick add made while this toast shows would be counted in it: the next step waits for it to go.
  await expect(appleToast).toBeHidden({ timeout: 10_000 });

  // 2. Breakfast like yesterday's, in one tap: the juice and the bread, not yesterday's dinner.
  const breakfast = page.locator('section[data-meal="petit-dejeuner"]');
  await breakfast.getByRole('button', { name: 'Comme hier, copier le repas d’hier : Petit-déjeuner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Petit-déjeuner d’hier copié : 2 aliments' })).toBeVisible();
  await expect(breakfast.locator('.log-entry')).toHaveText([/Jus d'orange, pur jus/, /Pain de tradition française/]);
  // Juice 200 g × 45,4 kcal / 100 g = 90,8 kcal; bread 60 g × 279 kcal / 100 g = 167,4 kcal; 258,2 kcal.
  await expect(page.getByTestId('meal-kcal-petit-dejeuner')).toHaveText('258 kcal');
  await expect(page.locator('section[data-meal="diner"] .log-entry')).toHaveCount(0);
  await expect.poll(async () => (await entriesOf(uid, today)).map((e) => [e.meal, e.name, e.grams])).toEqual([
    ['dejeuner', apple.name, 150],
    ['petit-dejeuner', orangeJuice.name, 200],
    ['petit-dejeuner', bread.name, 60],
  ]);
  const [, juiceCopy, breadCopy] = await entriesOf(uid, today);
  expect(juiceCopy).toEqual({ ...yesterdayJuice, id: juiceCopy!.id });
  expect(breadCopy).toEqual({ ...yesterdayBread, id: breadCopy!.id });
  expect([juiceCopy!.id, breadCopy!.id]).not.toContain(yesterdayJuice.id);
  expect([juiceCopy!.id, breadCopy!.id]).not.toContain(yesterdayBread.id);
  // Juice: 200 g × 37 mg / 100 g = 74 mg. Bread: Ciqual's "< 0,5" mg / 100 g, below 0,3 mg in 60 g.
  expect(juiceCopy!.micronutrients!.vitaminCMg).toBeCloseTo(74, 9);
  expect(breadCopy!.micronutrients!.vitaminCMg).toEqual({ below: 0.3 });

  // 3. The afternoon snack: a barcode product's whole panel before it is imported.
  await page.getByRole('link', { name: 'Ajouter un aliment : Collation' }).click();
  await expect(page).toHaveURL(new RegExp(`/nutrition/foods/search\\?jour=${today}&repas=collation$`));
  await live(page);
  // Before anything is typed, the foods just logged come back first.
  await expect(page.getByRole('region', { name: 'Récents' }).locator('.repeat-food .food-name')).toHaveText([bread.name, orangeJuice.name, apple.name, kiwi.name]);
  await page.getByRole('textbox', { name: 'Saisir un code-barres' }).fill('3228857000852');
  await page.getByRole('button', { name: 'Chercher le produit' }).click();
  const card = page.getByTestId('off-product-facts');
  await expect(card.getByTestId('nutriscore')).toHaveText(/Nutri-Score\s*B/);
  await expect(card.getByTestId('nova')).toHaveText(/NOVA\s*4/);
  await expect(card.getByText('Groupe NOVA 4 sur 4 : produit ultra-transformé')).toBeAttached();
  await expect(card.getByText('Pour 100 g : Protéines 7 g · Glucides 49 g · Lipides 4,3 g · Sel 1,1 g.', { exact: false })).toBeVisible();
  const product = page.getByRole('list', { name: 'Produit trouvé' });
  await product.getByRole('button', { name: 'Ajouter à un repas : Pain 100% mie nature PT' }).click();
  const productForm = page.getByRole('form', { name: 'Ajouter Pain 100% mie nature PT à un repas' });
  // Its 25 g serving: 7 g of protein / 100 g → 1,75 g, shown 1,8 g; 268 kcal → 67 kcal; sodium
  // 0,452 g = 452 mg / 100 g → 113 mg; salt 1,13 g → 0,28 g, shown 0,3 g.
  await expect(productForm.getByTestId('facts-quantity')).toHaveText('Pour 25 g');
  await expect(factsCells(productForm, 'kcal')).toHaveText(['268 kcal', '67 kcal']);
  await expect(factsCells(productForm, 'proteinG')).toHaveText(['7 g', '1,8 g']);
  await expect(factsCells(productForm, 'fatG')).toHaveText(['4,3 g', '1,1 g']);
  await expect(factsCells(productForm, 'saltG')).toHaveText(['1,1 g', '0,3 g']);
  await expect(factsCells(productForm, 'sodiumMg')).toHaveText(['452 mg', '113 mg']);
  // Its label gives no vitamin C: left unknown, not shown as 0.
  await expect(productForm.getByTestId('facts-vitaminCMg')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Read, then kept in my foods rather than logged.
  await product.getByRole('button', { name: 'Ajouter à mes aliments' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pain 100% mie nature PT fait maintenant partie de vos aliments' })).toBeVisible();
  await expect
    .poll(() => adminList(`users/${uid}/foods`))
    .toEqual([
      expect.objectContaining({
        id: 'off-3228857000852',
        name: 'Pain 100% mie nature PT',
        barcode: '3228857000852',
        source: 'off',
        nutriscore: 'b',
        nova: 4,
        per100g: expect.objectContaining({ kcal: 268, proteinG: 7, fatG: 4.3, saltG: 1.13 }),
        micronutrients: { sodiumMg: 452 },
      }),
    ]);
  expect(await entriesOf(uid, today)).toHaveLength(3);

  // 4. One medium banana, found by typing its name: its portion comes first.
  await page.getByRole('searchbox', { name: 'Aliment' }).fill('banane');
  await expect(page).toHaveURL(/[?&]q=banane(&|$)/);
  await page.getByRole('button', { name: 'Ajouter à un repas : Banane, chair sans peau, crue' }).first().click();
  const bananaForm = page.getByRole('form', { name: 'Ajouter Banane, chair sans peau, crue à un repas' });
  await expect(bananaForm.getByRole('combobox', { name: 'Unité' }).locator('option:checked')).toHaveText(/^1 banane moyenne/);
  await expect(bananaForm.getByRole('textbox', { name: 'Quantité' })).toHaveValue('1');
  // Ciqual 13005 per 100 g: 87,6 kcal, 7,16 mg of vitamin C; × 120 g: 105,12 kcal, 8,592 mg.
  await expect(bananaForm.getByTestId('facts-quantity')).toHaveText('Pour 120 g');
  await expect(factsCells(bananaForm, 'kcal')).toHaveText(['88 kcal', '105 kcal']);
  await expect(factsCells(bananaForm, 'vitaminCMg')).toHaveText(['7,16 mg', '8,59 mg']);
  await bananaForm.getByRole('button', { name: /^Ajouter au / }).click();
  await expect.poll(async () => (await entriesOf(uid, today)).length).toBe(4);
  const banana = (await entriesOf(uid, today))[3]!;
  expect(banana).toMatchObject({ meal: 'collation', ref: { kind: 'base', id: '13005' }, name: 'Banane, chair sans peau, crue', grams: 120, serving: { label: '1 banane moyenne', count: 1 } });
  expect(banana.nutrients.kcal).toBeCloseTo(105.12, 9);
  expect(banana.micronutrients!.vitaminCMg).toBeCloseTo(8.592, 9);

  // 5. Back to the day: its vitamin C against the reference of a man of 40.
  await page.getByRole('link', { name: 'Voir ce jour' }).click();
  await expect(page).toHaveURL(new RegExp(`/nutrition/logs\\?jour=${today}$`));
  await live(page);
  await expect(page.locator('section[data-meal="collation"] .log-entry')).toHaveText([/Banane, chair sans peau, crue/]);
  await expect(page.getByTestId('meal-kcal-collation')).toHaveText('105 kcal');
  // 81 + 258,2 + 105,12 = 444,32 kcal.
  await expect(page.getByTestId('day-totals').getByTestId('total-kcal')).toContainText('444 kcal');
  const panel = page.getByTestId('micronutrients');
  await panel.getByText('Micronutriments', { exact: true }).click();
  // Apple 6,9 + juice 74 + bread 0 (below 0,3, counted as 0) + banana 8,592 = 89,492 mg, every
  // entry knowing it, so no "au moins"; Anses 2021: RNP of 110 mg for a man; 89,492 / 110 = 81 %.
  await expect(panel.getByTestId('micro-total-vitaminCMg')).toHaveText('89,5 mg');
  await expect(panel.getByTestId('micro-vitaminCMg')).toContainText('110 mg (RNP)');
  await expect(panel.getByTestId('micro-share-vitaminCMg')).toHaveText('81 %');
  await expect(panel.getByTestId('micro-reference-basis')).toHaveText('Références de l’Anses (2021) pour un homme de 40 ans, d’après votre profil.');
  await expect(panel.getByText(/^Source\u00a0: Anses\. Table de composition nutritionnelle des aliments Ciqual 2025/)).toBeVisible();

  // The day's screen, from the tab bar, reads the same day the same way.
  await page.locator('nav.tabbar').getByRole('link', { name: 'Nutrition' }).click();
  await expect(page).toHaveURL(/\/nutrition$/);
  await live(page);
  const todayPanel = page.getByTestId('micronutrients');
  await todayPanel.getByText('Micronutriments', { exact: true }).click();
  await expect(todayPanel.getByTestId('micro-total-vitaminCMg')).toHaveText('89,5 mg');
  await expect(todayPanel.getByTestId('micro-share-vitaminCMg')).toHaveText('81 %');
  await expect(page.locator('li[data-meal="petit-dejeuner"]')).toContainText('2 aliments');
});
