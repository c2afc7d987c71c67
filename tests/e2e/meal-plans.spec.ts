import type { Page } from '@playwright/test';
import { expect, live, test } from './fixtures.ts';
import { chili } from './seeds.ts';
import { adminGet, adminSet } from './firestore-admin.ts';

const apple = { kcal: 54, proteinG: 0.25, carbsG: 11.6, sugarsG: 10.6, fatG: 0.25, satFatG: 0.052, fiberG: 1.4, saltG: 0.0037 };
const FRUIT = 'fruits, légumes, légumineuses et oléagineux';
const goals = { mode: 'manuel', kcal: 2000, proteinG: 120, carbsG: 230, fatG: 70, fiberG: 30, updatedAt: new Date() };
const importedApple = {
  name: 'Pomme, chair et peau, crue',
  brand: null,
  barcode: null,
  per100g: apple,
  servings: [{ label: '1 pomme moyenne', grams: 150 }],
  source: 'base',
  favorite: true,
  nutriscore: null,
  createdAt: new Date(),
  updatedAt: new Date(),
};

/** The Monday of an ISO week key ('2026-W48' → '2026-11-23'). */
function mondayOf(week: string): string {
  const jan4 = Date.UTC(Number(week.slice(0, 4)), 0, 4);
  const firstMonday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(firstMonday + (Number(week.slice(6)) - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
}
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const weekOf = (page: Page) => new URL(page.url()).searchParams.get('semaine')!;
const meal = (page: Page, name: string) => page.locator('section.meal').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Opens the picker of a meal, finds `query` and chooses `name`. */
async function choose(page: Page, mealName: string, query: string, name: string) {
  await page.getByRole('button', { name: new RegExp(`^Ajouter un aliment : ${mealName},`) }).click();
  await meal(page, mealName).getByRole('searchbox', { name: 'Aliment à prévoir' }).fill(query);
  await meal(page, mealName).getByRole('button', { name: `Choisir ${name}`, exact: true }).click();
}

test('plan a week, apply it to the log twice without duplicates, shop for it', async ({ page, context, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/settings/nutritionGoals`, goals);
  await adminSet(`users/${signedIn.uid}/foods/ciqual-13039`, importedApple);

  // Client-side navigation from /nutrition, then to next week (every day of it still to come).
  await page.goto('/nutrition');
  await live(page);
  await page.getByRole('link', { name: 'Plans de repas' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans de repas' })).toBeVisible();
  await page.getByRole('link', { name: /^Semaine suivante/ }).click();
  await expect(page).toHaveURL(/semaine=\d{4}-W\d{2}$/);
  await live(page);
  const week = weekOf(page);
  const monday = mondayOf(week);
  const wednesday = plusDays(monday, 2);

  // Monday breakfast: two apples of my foods, typed badly first.
  await page.getByRole('button', { name: /^lun\. / }).click();
  await choose(page, 'Petit-déjeuner', 'pomme', 'Pomme, chair et peau, crue');
  const quantity = page.getByRole('form', { name: 'Quantité prévue de Pomme, chair et peau, crue' });
  await quantity.getByRole('textbox', { name: 'Quantité' }).fill('abc');
  await quantity.getByRole('button', { name: /^Prévoir le / }).click();
  await expect(quantity.getByText('Saisissez un nombre (la virgule est acceptée, par exemple 72,5).')).toBeVisible();
  await quantity.getByRole('textbox', { name: 'Quantité' }).fill('0');
  await quantity.getByRole('button', { name: /^Prévoir le / }).click();
  await expect(quantity.getByText('Saisissez un nombre de portions entre 0,25 et 50.')).toBeVisible();
  expect(await adminGet(`users/${signedIn.uid}/mealPlans/${week}`)).toBeNull();
  await quantity.getByRole('textbox', { name: 'Quantité' }).fill('2');
  await quantity.getByRole('button', { name: /^Prévoir le / }).click();
  await expect(page.getByTestId('plan-meal-kcal-petit-dejeuner')).toHaveText('162 kcal');

  // Monday lunch: rice from the Ciqual base, in grams.
  await choose(page, 'Déjeuner', 'riz blanc cuit', 'Riz blanc, cuit, sans sel ajouté');
  const rice = page.getByRole('form', { name: 'Quantité prévue de Riz blanc, cuit, sans sel ajouté' });
  // Its usual portion is offered first; grams are chosen here.
  await expect(rice.getByLabel('Unité', { exact: true }).locator('option:checked')).toHaveText('1 portion (150 g)');
  await rice.getByLabel('Unité', { exact: true }).selectOption('g');
  await rice.getByRole('textbox', { name: 'Quantité' }).fill('200');
  await page.getByRole('button', { name: /^Prévoir le / }).click();
  await expect(page.getByTestId('plan-meal-kcal-dejeuner')).toHaveText('310 kcal');
  await expect(page.getByTestId('total-kcal')).toHaveText('472 kcal');
  await expect(page.getByTestId('remaining-kcal')).toHaveText('reste 1 528 kcal');

  // Wednesday: one apple, then its quantity changed to 1,5.
  await page.getByRole('button', { name: /^mer\. / }).click();
  // The apple imported into my foods is offered once, under my foods, not again under the base.
  await page.getByRole('button', { name: /^Ajouter un aliment : Collation,/ }).click();
  await meal(page, 'Collation').getByRole('searchbox', { name: 'Aliment à prévoir' }).fill('pomme');
  const baseSection = meal(page, 'Collation').getByRole('region', { name: 'Base Ciqual' });
  await expect(baseSection.getByRole('button', { name: /^Choisir / }).first()).toBeVisible();
  await expect(baseSection.getByRole('button', { name: 'Choisir Pomme, chair et peau, crue', exact: true })).toHaveCount(0);
  await meal(page, 'Collation').getByRole('button', { name: 'Choisir Pomme, chair et peau, crue', exact: true }).click();
  await page.getByRole('button', { name: /^Prévoir le / }).click();
  await expect(page.getByTestId('plan-meal-kcal-collation')).toHaveText('81 kcal');
  await page.getByRole('button', { name: 'Modifier la quantité de Pomme, chair et peau, crue' }).click();
  await page.getByRole('form', { name: 'Modifier la quantité de Pomme, chair et peau, crue' }).getByRole('textbox', { name: 'Quantité' }).fill('1,5');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('plan-meal-kcal-collation')).toHaveText('122 kcal');
  await expect(page.getByTestId('grid-kcal-0')).toHaveText('472 kcal sur 2 000 kcal');
  await expect(page.getByTestId('grid-kcal-2')).toHaveText('122 kcal sur 2 000 kcal');
  await expect
    .poll(async () => ((await adminGet(`users/${signedIn.uid}/mealPlans/${week}`))?.days as Record<string, { grams: number; group: string | null }[]>[] | undefined)?.[2]?.collation)
    .toEqual([expect.objectContaining({ grams: 225, group: FRUIT, ref: { kind: 'food', id: 'ciqual-13039' } })]);

  // Shopping list, one tap away from the top of the plan: the week's grams by group; Monday left
  // out, then back.
  await page.getByRole('link', { name: 'Liste de courses de la semaine' }).click();
  await expect(page).toHaveURL(/#shopping-title$/);
  const list = page.getByRole('region', { name: 'Liste de courses' });
  await expect(list.getByRole('heading', { name: 'Liste de courses' })).toBeInViewport();
  await expect(list.getByRole('region', { name: 'Fruits, légumes, légumineuses et oléagineux' }).getByTestId('shopping-grams-ciqual-13039')).toHaveText('525 g');
  await expect(list.getByRole('region', { name: 'Produits céréaliers' }).getByTestId('shopping-grams-ciqual-9104')).toHaveText('200 g');
  await list.getByRole('checkbox', { name: /^lun\. / }).uncheck();
  await expect(list.getByTestId('shopping-grams-ciqual-13039')).toHaveText('225 g');
  await expect(list.getByTestId('shopping-grams-ciqual-9104')).toHaveCount(0);
  await list.getByRole('checkbox', { name: /^lun\. / }).check();
  await list.getByRole('checkbox', { name: 'Riz blanc, cuit, sans sel ajouté' }).check();
  await expect.poll(async () => (await adminGet(`users/${signedIn.uid}/mealPlans/${week}`))?.ticked).toEqual(['ciqual-9104']);

  // Shared as text: Chromium on Linux has no Web Share API, so the list goes to the clipboard.
  expect(await page.evaluate(() => 'share' in navigator)).toBe(false);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await list.getByRole('button', { name: 'Partager la liste' }).click();
  await expect(page.getByText('Liste copiée dans le presse-papiers')).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared).toMatch(/^Liste de courses du .+\n\nFruits, légumes, légumineuses et oléagineux\n- Pomme, chair et peau, crue : 525 g\n\nProduits céréaliers\n- Riz blanc, cuit, sans sel ajouté : 200 g$/);

  // The whole week to the log: three entries; again: none more.
  await page.getByRole('radio', { name: 'Toute la semaine' }).check();
  await page.getByRole('button', { name: 'Reporter dans le journal' }).click();
  await expect(page.getByText('3 aliments ajoutés au journal')).toBeVisible();
  await page.getByRole('button', { name: 'Reporter dans le journal' }).click();
  await expect(page.getByText('Déjà dans le journal : 3 aliments prévus, rien n’a été ajouté.')).toBeVisible();
  const mondayLog = (await adminGet(`users/${signedIn.uid}/foodLogs/${monday}`))?.entries as { id: string; meal: string; grams: number }[];
  expect(mondayLog.map((e) => [e.meal, e.grams])).toEqual([
    ['petit-dejeuner', 300],
    ['dejeuner', 200],
  ]);
  expect(mondayLog.every((e) => e.id.startsWith(`plan${week.replace('-', '')}-`))).toBe(true);
  expect(((await adminGet(`users/${signedIn.uid}/foodLogs/${wednesday}`))?.entries as unknown[]).length).toBe(1);

  // The log shows them; the ticks stay after a reload.
  await page.getByRole('link', { name: 'Ouvrir le journal' }).click();
  await expect(page).toHaveURL(new RegExp(`/nutrition/logs\\?jour=${monday}$`));
  await live(page);
  await expect(page.getByTestId('meal-kcal-petit-dejeuner')).toHaveText('162 kcal');
  await expect(page.getByTestId('total-kcal')).toHaveText('472 kcal');
  await page.goBack();
  await page.reload();
  await live(page);
  await expect(page.getByRole('region', { name: 'Liste de courses' }).getByRole('checkbox', { name: 'Riz blanc, cuit, sans sel ajouté' })).toBeChecked();
});

test('copying a week: refused onto itself or onto a planned week unless replaced', async ({ page, signedIn }) => {
  const planned = { id: 'p1', ref: { kind: 'base', id: '13039' }, name: 'Pomme, chair et peau, crue', grams: 100, serving: null, nutrients: apple, group: FRUIT };
  const emptyDay = { 'petit-dejeuner': [], dejeuner: [], diner: [], collation: [] };
  const week = (dinner: (typeof planned)[]) => ({ days: [{ ...emptyDay, diner: dinner }, ...Array.from({ length: 6 }, () => emptyDay)], ticked: [], updatedAt: new Date() });
  await adminSet(`users/${signedIn.uid}/mealPlans/2030-W10`, week([planned]));
  await adminSet(`users/${signedIn.uid}/mealPlans/2030-W11`, week([{ ...planned, id: 'other', name: 'Autre pomme' }]));
  await page.goto('/nutrition/meal-plans?semaine=2030-W10');
  await live(page);
  const copy = page.getByRole('form', { name: 'Copier la semaine' });
  await copy.getByLabel('Vers la semaine').fill('2030-W10');
  await copy.getByRole('button', { name: 'Copier la semaine' }).click();
  await expect(copy.getByText('Choisissez une autre semaine que celle-ci.')).toBeVisible();
  await copy.getByLabel('Vers la semaine').fill('2030-W11');
  await copy.getByRole('button', { name: 'Copier la semaine' }).click();
  await expect(copy.getByText('Cette semaine a déjà un plan : cochez « Remplacer » pour l’écraser, rien n’a été copié.')).toBeVisible();
  expect(((await adminGet(`users/${signedIn.uid}/mealPlans/2030-W11`))?.days as { diner: { name: string }[] }[])[0]!.diner[0]!.name).toBe('Autre pomme');
  await copy.getByRole('checkbox', { name: /^Remplacer/ }).check();
  await copy.getByRole('button', { name: 'Copier la semaine' }).click();
  await expect(page.getByText('Plan copié vers la semaine 2030-W11')).toBeVisible();
  await copy.getByRole('link', { name: 'Voir la semaine 2030-W11' }).click();
  await expect(page).toHaveURL(/semaine=2030-W11$/);
  await expect(page.getByRole('button', { name: /^lun\. / })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('plan-meal-kcal-diner')).toHaveText('54 kcal');
  expect(((await adminGet(`users/${signedIn.uid}/mealPlans/2030-W11`))?.days as { diner: { name: string }[] }[])[0]!.diner[0]!.name).toBe('Pomme, chair et peau, crue');
});

test('bad input gets French messages and saves nothing', async ({ page, signedIn }) => {
  const planned = (id: string) => ({ id, ref: { kind: 'base', id: '13039' }, name: 'Pomme, chair et peau, crue', grams: 100, serving: null, nutrients: apple, group: FRUIT });
  const emptyDay = { 'petit-dejeuner': [], dejeuner: [], diner: [], collation: [] };
  const fullDinner = Array.from({ length: 30 }, (_, i) => planned(`p${i}`));
  await adminSet(`users/${signedIn.uid}/mealPlans/2030-W20`, { days: [{ ...emptyDay, diner: fullDinner }, ...Array.from({ length: 6 }, () => emptyDay)], ticked: [], updatedAt: new Date() });
  // Monday 13 May 2030 already holds 100 entries: the 30 planned ones would overflow it.
  const logged = Array.from({ length: 100 }, (_, i) => ({ id: `e${i}`, meal: 'diner', ref: { kind: 'base', id: '13039' }, name: 'Pomme', grams: 100, serving: null, nutrients: apple }));
  await adminSet(`users/${signedIn.uid}/foodLogs/2030-05-13`, { entries: logged, updatedAt: new Date() });
  await adminSet(`users/${signedIn.uid}/foods/ciqual-13039`, importedApple);

  await page.goto('/nutrition/meal-plans?semaine=2030-W54');
  await expect(page.getByText('« 2030-W54 » n’est pas une semaine : voici la semaine en cours.')).toBeVisible();

  await page.goto('/nutrition/meal-plans?semaine=2030-W20');
  await live(page);
  await page.getByRole('button', { name: 'Reporter dans le journal' }).click();
  await expect(page.getByText('Le journal du 13 mai 2030 dépasserait 120 aliments : rien n’a été reporté.')).toBeVisible();
  expect(((await adminGet(`users/${signedIn.uid}/foodLogs/2030-05-13`))?.entries as unknown[]).length).toBe(100);

  await page.getByRole('button', { name: /^mar\. / }).click();
  await page.getByRole('button', { name: 'Reporter dans le journal' }).click();
  await expect(page.getByText('Rien n’est prévu ces jours-là : ajoutez d’abord des aliments au plan.')).toBeVisible();

  await page.getByRole('button', { name: /^lun\. / }).click();
  await choose(page, 'Dîner', 'pomme', 'Pomme, chair et peau, crue');
  await page.getByRole('button', { name: /^Prévoir le / }).click();
  await expect(page.getByText('Ce repas a déjà 30 aliments prévus : retirez-en un avant d’en ajouter.')).toBeVisible();
  expect(((await adminGet(`users/${signedIn.uid}/mealPlans/2030-W20`))?.days as { diner: unknown[] }[])[0]!.diner).toHaveLength(30);
});

test('a recipe is planned like a food, by portion or in grams, and shopped for as its ingredients', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/recipes/chili`, chili);
  await page.goto('/nutrition/meal-plans?semaine=2030-W12');
  await live(page);
  await page.getByRole('button', { name: /^lun\. / }).click();
  await choose(page, 'Dîner', 'chili', 'Chili sin carne');
  // 1,060 kcal in a 1,200 g dish of 4 portions: 300 g, 265 kcal a portion.
  const quantity = page.getByRole('form', { name: 'Quantité prévue de Chili sin carne' });
  await quantity.getByRole('textbox', { name: 'Quantité' }).fill('1');
  await quantity.getByRole('button', { name: /^Prévoir le / }).click();
  await expect(page.getByTestId('plan-meal-kcal-diner')).toHaveText('265 kcal');
  await expect.poll(async () => JSON.stringify(await adminGet(`users/${signedIn.uid}/mealPlans/2030-W12`))).toContain('"kind":"recipe"');

  // Monday lunch: the recipe's beans, planned on their own from the Ciqual base.
  const beans = "Haricot rouge, bouilli/cuit à l'eau";
  await choose(page, 'Déjeuner', 'haricot rouge', beans);
  const beansForm = page.getByRole('form', { name: `Quantité prévue de ${beans}` });
  await beansForm.getByLabel('Unité', { exact: true }).selectOption('g');
  await beansForm.getByRole('textbox', { name: 'Quantité' }).fill('100');
  // Its vitamins and minerals, shown before it is planned, are kept with it as with an entry
  // logged by hand, so the day it is applied to counts them. Ciqual 20503: 300 mg of potassium,
  // 78,3 µg of folates and iodine "< 20" per 100 g.
  await expect(beansForm.getByTestId('facts-potassiumMg').getByRole('cell')).toHaveText(['300 mg', '300 mg']);
  await page.getByRole('button', { name: /^Prévoir le / }).click();
  await expect(page.getByTestId('plan-meal-kcal-dejeuner')).toHaveText('116 kcal');
  await expect
    .poll(async () => ((await adminGet(`users/${signedIn.uid}/mealPlans/2030-W12`))?.days as Record<string, { micronutrients?: Record<string, unknown> }[]>[] | undefined)?.[0]?.dejeuner?.[0]?.micronutrients)
    .toMatchObject({ potassiumMg: 300, vitaminB9Ug: 78.3, iodineUg: { below: 20 } });

  // Tuesday dinner: 120 g of the chili, a tenth of the dish.
  await page.getByRole('button', { name: /^mar\. / }).click();
  await choose(page, 'Dîner', 'chili', 'Chili sin carne');
  const inGrams = page.getByRole('form', { name: 'Quantité prévue de Chili sin carne' });
  await inGrams.getByLabel('Unité').selectOption({ label: 'grammes' });
  await inGrams.getByRole('textbox', { name: 'Quantité' }).fill('120');
  await inGrams.getByRole('button', { name: /^Prévoir le / }).click();
  await expect(page.getByTestId('plan-meal-kcal-diner')).toHaveText('106 kcal');

  // What to buy: 800 g of beans × ¼ + 100 g + 800 g × 1/10 = 380 g, merged into the base food's
  // line under its Ciqual group; 400 g of tomatoes (one of my foods, no group) × ¼ + × 1/10 = 140 g.
  const list = page.getByRole('region', { name: 'Liste de courses' });
  const fruit = list.getByRole('region', { name: 'Fruits, légumes, légumineuses et oléagineux' });
  await expect(fruit.getByTestId('shopping-grams-ciqual-20503')).toHaveText('380 g');
  await expect(fruit.getByRole('checkbox', { name: beans })).toBeVisible();
  await expect(list.getByRole('region', { name: 'Autres aliments' }).getByTestId('shopping-grams-tomates')).toHaveText('140 g');
  await expect(list.getByTestId('shopping-grams-recipe-chili')).toHaveCount(0);
  await expect(list.getByText('Chili sin carne')).toHaveCount(0);
  // Tuesday left out: only Monday's portion and beans.
  await list.getByRole('checkbox', { name: /^mar\. / }).uncheck();
  await expect(list.getByTestId('shopping-grams-ciqual-20503')).toHaveText('300 g');
  await expect(list.getByTestId('shopping-grams-tomates')).toHaveText('100 g');
});
