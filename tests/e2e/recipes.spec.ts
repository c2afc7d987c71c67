import { expect, live, parisDay, test } from './fixtures.ts';
import { adminGet, adminList, adminSet } from './firestore-admin.ts';

const kcal = (value: number) => `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(value)} kcal`;
const values = (kcalPer100g: number, proteinG: number, carbsG: number, fatG: number) => ({ kcal: kcalPer100g, proteinG, carbsG, sugarsG: 0, fatG, satFatG: null, fiberG: null, saltG: null });
const rice = values(100, 3, 22, 0.5);
const chicken = values(200, 30, 0, 8);
const myFood = (name: string, per100g: ReturnType<typeof values>) => ({
  name, brand: null, barcode: null, per100g, servings: [], source: 'perso', favorite: false, nutriscore: null, createdAt: new Date(), updatedAt: new Date(),
});
const ingredient = (kind: string, id: string, name: string, grams: number, per100g: ReturnType<typeof values>) => ({ ref: { kind, id }, name, grams, per100g });
/** 200 g rice + 150 g chicken, 2 servings, 500 g cooked: 500 kcal in all, 250 per serving, 100 per 100 g. */
const riceAndChicken = {
  name: 'Riz au poulet',
  servings: 2,
  cookedWeightG: 500,
  ingredients: [ingredient('food', 'riz', 'Riz cuit maison', 200, rice), ingredient('food', 'poulet', 'Poulet grillé maison', 150, chicken)],
  instructions: 'Cuire le riz, griller le poulet.',
  createdAt: new Date(),
  updatedAt: new Date(),
};

test('build a recipe from my foods and the Ciqual base, see its values as I type, log a portion, see the day total', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/foods/riz`, myFood('Riz cuit maison', rice));
  await adminSet(`users/${signedIn.uid}/foods/poulet`, myFood('Poulet grillé maison', chicken));
  const oils = (await (await page.request.get('/api/nutrition/base?q=huile%20olive%20vierge&limit=1')).json()) as {
    foods: { code: string; name: string; per100g: { kcal: number; proteinG: number | null } }[];
  };
  const oil = oils.foods[0]!;

  // Reached by the app's own links, client-side.
  await page.goto('/nutrition');
  await live(page);
  await page.getByRole('navigation').first().getByRole('link', { name: 'Recettes', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recettes' })).toBeVisible();
  await expect(page.getByText('Aucune recette pour l’instant.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Nouvelle recette' }).click();
  await expect(page).toHaveURL(/\/nutrition\/recipes\/new$/);
  await live(page);

  // Nothing typed: French messages, nothing saved.
  await page.getByRole('textbox', { name: 'Nom de la recette' }).fill('  ');
  await page.getByRole('textbox', { name: 'Nombre de portions' }).fill('0');
  await page.getByRole('button', { name: 'Créer la recette' }).click();
  await expect(page.getByText('Ajoutez au moins un ingrédient.')).toBeVisible();
  await expect(page.getByText('Saisissez un nombre entier de portions entre 1 et 100.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom de la recette' })).toBeFocused();

  const search = page.getByRole('searchbox', { name: 'Aliment' }).first();
  await search.fill('maison');
  await page.getByRole('button', { name: 'Ajouter à la recette : Riz cuit maison' }).click();
  await page.getByRole('button', { name: 'Ajouter à la recette : Poulet grillé maison' }).click();
  await search.fill('huile olive vierge');
  await page.getByRole('button', { name: `Ajouter à la recette : ${oil.name}` }).first().click();
  await page.getByRole('textbox', { name: 'Riz cuit maison' }).fill('200');
  await page.getByRole('textbox', { name: 'Poulet grillé maison' }).fill('6000');
  await page.getByRole('textbox', { name: oil.name }).fill('10');
  await page.getByRole('textbox', { name: 'Nom de la recette' }).fill('Riz au poulet');
  await page.getByRole('textbox', { name: 'Nombre de portions' }).fill('2,5');
  await page.getByRole('button', { name: 'Créer la recette' }).click();
  await expect(page.getByText('Saisissez une quantité entre 0,1 et 5 000 g.')).toBeVisible();
  await expect(page.getByText('Saisissez un nombre entier de portions entre 1 et 100.')).toBeVisible();
  expect(await adminList(`users/${signedIn.uid}/recipes`)).toEqual([]);

  // The values follow the typing: per serving, and per 100 g of the raw ingredients, then of the cooked dish.
  await page.getByRole('textbox', { name: 'Poulet grillé maison' }).fill('150');
  await page.getByRole('textbox', { name: 'Nombre de portions' }).fill('2');
  const total = 200 + 300 + (10 * oil.per100g.kcal) / 100;
  await expect(page.getByTestId('serving-kcal')).toHaveText(kcal(total / 2));
  await expect(page.getByTestId('per100g-kcal')).toHaveText(kcal((total / 360) * 100));
  await page.getByRole('textbox', { name: /^Poids du plat cuit/ }).fill('500');
  await expect(page.getByTestId('per100g-kcal')).toHaveText(kcal(total / 5));
  await expect(page.getByTestId('serving-proteinG')).toHaveText(`${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format((6 + 45 + (10 * (oil.per100g.proteinG ?? 0)) / 100) / 2)} g`);

  // On a phone the values table sits below the form: the per-serving essentials follow the typing under the ingredients.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(page.getByTestId('recipe-live-summary')).toHaveText(
    `Par portion : ${await page.getByTestId('serving-kcal').textContent()} · protéines ${await page.getByTestId('serving-proteinG').textContent()} · glucides ${await page.getByTestId('serving-carbsG').textContent()} · lipides ${await page.getByTestId('serving-fatG').textContent()}`,
  );
  await expect(page.getByTestId('recipe-live-summary')).toContainText(kcal(total / 2));
  if (desktop) await page.setViewportSize(desktop);
  await expect(page.getByTestId('recipe-live-summary')).toBeHidden();
  await page.getByRole('textbox', { name: /^Préparation/ }).fill('Cuire le riz, griller le poulet.');
  await page.getByRole('button', { name: 'Créer la recette' }).click();
  await expect(page).toHaveURL(/\/nutrition\/recipes$/);
  await expect(page.getByText('Recette créée : Riz au poulet')).toBeVisible();
  const [stored] = await adminList(`users/${signedIn.uid}/recipes`);
  expect(stored).toMatchObject({
    name: 'Riz au poulet',
    servings: 2,
    cookedWeightG: 500,
    instructions: 'Cuire le riz, griller le poulet.',
    ingredients: [
      { ref: { kind: 'food', id: 'riz' }, name: 'Riz cuit maison', grams: 200, per100g: rice },
      { ref: { kind: 'food', id: 'poulet' }, name: 'Poulet grillé maison', grams: 150, per100g: chicken },
      { ref: { kind: 'base', id: oil.code }, name: oil.name, grams: 10 },
    ],
  });

  // Log 1,5 portions into dinner of today.
  await live(page);
  const item = page.locator('.food-result').filter({ hasText: 'Riz au poulet' });
  await expect(item.getByTestId('serving-kcal')).toHaveText(`${kcal(total / 2)} / portion`);
  await item.getByRole('button', { name: 'Ajouter à un repas : Riz au poulet' }).click();
  await item.getByLabel('Repas', { exact: true }).selectOption('diner');
  await item.getByRole('textbox', { name: 'Quantité' }).fill('0');
  await item.getByRole('button', { name: /^Ajouter au / }).click();
  await expect(item.getByText('Saisissez un nombre de portions entre 0,25 et 50.')).toBeVisible();
  expect(await adminGet(`users/${signedIn.uid}/foodLogs/${parisDay()}`)).toBeNull();
  await item.getByRole('textbox', { name: 'Quantité' }).fill('1,5');
  await item.getByRole('button', { name: /^Ajouter au / }).click();
  await expect(page.getByText(/^Riz au poulet ajouté au journal du .* \(Dîner\)$/)).toBeVisible();

  await page.getByRole('link', { name: 'Voir ce jour' }).click();
  await expect(page).toHaveURL(/\/nutrition\/logs\?jour=/);
  await live(page);
  await expect(page.getByTestId('meal-kcal-diner')).toHaveText(kcal((total / 2) * 1.5));
  await expect(page.getByTestId('total-kcal')).toHaveText(kcal((total / 2) * 1.5));
  const log = await adminGet(`users/${signedIn.uid}/foodLogs/${parisDay()}`);
  expect(log?.entries).toEqual([
    expect.objectContaining({ meal: 'diner', ref: { kind: 'recipe', id: stored!.id }, name: 'Riz au poulet', grams: 375, serving: { label: 'portion', count: 1.5 } }),
  ]);

  // The export carries the recipe.
  const exported = await (await page.request.get('/profile/export?format=json')).json();
  expect(exported.collections.recipes).toEqual([expect.objectContaining({ id: stored!.id, name: 'Riz au poulet' })]);
});

test('a recipe outlives the foods it was made of; it is a food in the search; duplicate, then delete with confirmation', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/foods/riz`, myFood('Riz cuit maison', rice));
  await adminSet(`users/${signedIn.uid}/foods/poulet`, myFood('Poulet grillé maison', chicken));
  await adminSet(`users/${signedIn.uid}/recipes/r1`, riceAndChicken);

  await page.goto('/nutrition/foods');
  await live(page);
  await page.getByRole('button', { name: 'Supprimer Poulet grillé maison' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect.poll(async () => (await adminList(`users/${signedIn.uid}/foods`)).map((f) => f.id)).toEqual(['riz']);

  await page.goto('/nutrition/recipes');
  await live(page);
  const item = page.locator('.food-result').filter({ hasText: 'Riz au poulet' });
  await expect(item.getByTestId('serving-kcal')).toHaveText('250 kcal / portion');
  await item.getByRole('link', { name: 'Modifier Riz au poulet' }).click();
  await live(page);
  await expect(page.getByRole('textbox', { name: 'Poulet grillé maison' })).toHaveValue('150');
  await expect(page.getByTestId('serving-kcal')).toHaveText('250 kcal');
  await expect(page.getByTestId('per100g-kcal')).toHaveText('100 kcal');

  // In the food search, the recipe is offered with its values per 100 g of the dish.
  await page.goto('/nutrition/foods/search?q=poulet&repas=dejeuner');
  await live(page);
  const found = page.getByRole('region', { name: 'Mes recettes' }).locator('.food-result').filter({ hasText: 'Riz au poulet' });
  await expect(found).toContainText('100 kcal / 100 g');
  await found.getByRole('button', { name: 'Ajouter à un repas : Riz au poulet' }).click();
  await found.getByRole('button', { name: /^Ajouter au / }).click();
  await expect(page.getByText(/^Riz au poulet ajouté au journal du .* \(Déjeuner\)$/)).toBeVisible();
  await expect
    .poll(async () => (await adminGet(`users/${signedIn.uid}/foodLogs/${parisDay()}`))?.entries)
    .toEqual([expect.objectContaining({ ref: { kind: 'recipe', id: 'r1' }, grams: 250, nutrients: expect.objectContaining({ kcal: 250, proteinG: expect.closeTo(25.5, 9) }) })]);

  await page.goto('/nutrition/recipes');
  await live(page);
  await page.getByRole('button', { name: 'Dupliquer Riz au poulet' }).click();
  await expect(page.locator('.food-result').filter({ hasText: 'Riz au poulet (copie)' })).toBeVisible();
  await page.getByRole('button', { name: 'Supprimer Riz au poulet', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Supprimer la recette Riz au poulet ?');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  expect(await adminGet(`users/${signedIn.uid}/recipes/r1`)).not.toBeNull();
  await page.getByRole('button', { name: 'Supprimer Riz au poulet', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Recette supprimée : Riz au poulet')).toBeVisible();
  await expect.poll(async () => (await adminList(`users/${signedIn.uid}/recipes`)).map((r) => r.name)).toEqual(['Riz au poulet (copie)']);
  // The portion logged earlier keeps its values.
  expect((await adminGet(`users/${signedIn.uid}/foodLogs/${parisDay()}`))?.entries).toHaveLength(1);
});

test('edit a recipe: an ingredient read from Open Food Facts and a cooked weight, stored as shown; a portion logged in grams', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/foods/riz`, myFood('Riz cuit maison', rice));
  await adminSet(`users/${signedIn.uid}/recipes/r1`, riceAndChicken);
  await page.goto('/nutrition/recipes');
  await live(page);
  await page.locator('.food-result').filter({ hasText: 'Riz au poulet' }).getByRole('link', { name: 'Modifier Riz au poulet' }).click();
  await expect(page).toHaveURL(/\/nutrition\/recipes\/r1$/);
  await live(page);

  // Open Food Facts answers from its recorded response: the product read by its barcode, added in grams.
  const nutella = 'Pâte à tartiner Nutella noisettes et cacao - 400g';
  await page.getByRole('textbox', { name: 'Saisir un code-barres' }).fill('3017620422003');
  await page.getByRole('button', { name: 'Chercher le produit' }).click();
  await page.getByRole('list', { name: 'Produit trouvé' }).getByRole('button', { name: `Ajouter à la recette : ${nutella}` }).click();
  await page.getByRole('textbox', { name: nutella }).fill('20');
  await page.getByRole('textbox', { name: /^Poids du plat cuit/ }).fill('600');
  // 500 kcal + 20 g at 539 kcal per 100 g = 607,8 kcal: 2 servings, 600 g once cooked.
  await expect(page.getByTestId('serving-kcal')).toHaveText(kcal(607.8 / 2));
  await expect(page.getByTestId('per100g-kcal')).toHaveText(kcal(607.8 / 6));
  await page.getByRole('button', { name: 'Enregistrer la recette' }).click();
  await expect(page).toHaveURL(/\/nutrition\/recipes$/);
  await expect(page.getByText('Recette enregistrée : Riz au poulet')).toBeVisible();
  expect(await adminGet(`users/${signedIn.uid}/recipes/r1`)).toMatchObject({
    name: 'Riz au poulet',
    servings: 2,
    cookedWeightG: 600,
    instructions: 'Cuire le riz, griller le poulet.',
    ingredients: [
      riceAndChicken.ingredients[0],
      riceAndChicken.ingredients[1],
      { ref: { kind: 'off', id: '3017620422003' }, name: nutella, grams: 20, per100g: expect.objectContaining({ kcal: 539 }) },
    ],
  });
  expect(await adminList(`users/${signedIn.uid}/recipes`)).toHaveLength(1);

  // 150 g into lunch: a quarter of the 600 g dish, 151,95 kcal.
  await live(page);
  const item = page.locator('.food-result').filter({ hasText: 'Riz au poulet' });
  await expect(item.getByTestId('serving-kcal')).toHaveText(`${kcal(607.8 / 2)} / portion`);
  await item.getByRole('button', { name: 'Ajouter à un repas : Riz au poulet' }).click();
  await item.getByLabel('Repas', { exact: true }).selectOption('dejeuner');
  await item.getByLabel('Unité').selectOption({ label: 'grammes' });
  await item.getByRole('textbox', { name: 'Quantité' }).fill('150');
  await item.getByRole('button', { name: /^Ajouter au / }).click();
  await expect(page.getByText(/^Riz au poulet ajouté au journal du .* \(Déjeuner\)$/)).toBeVisible();
  await page.getByRole('link', { name: 'Voir ce jour' }).click();
  await expect(page).toHaveURL(/\/nutrition\/logs\?jour=/);
  await live(page);
  await expect(page.getByTestId('meal-kcal-dejeuner')).toHaveText('152 kcal');
  await expect(page.getByTestId('total-kcal')).toHaveText('152 kcal');
  expect((await adminGet(`users/${signedIn.uid}/foodLogs/${parisDay()}`))?.entries).toEqual([
    expect.objectContaining({ meal: 'dejeuner', ref: { kind: 'recipe', id: 'r1' }, grams: 150, serving: null, nutrients: expect.objectContaining({ kcal: expect.closeTo(151.95, 6) }) }),
  ]);
});

test('a recipe holds at most 100 ingredients', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/foods/riz`, myFood('Riz cuit maison', rice));
  await adminSet(`users/${signedIn.uid}/recipes/full`, {
    ...riceAndChicken,
    name: 'Grande tablée',
    ingredients: Array.from({ length: 100 }, () => ingredient('food', 'riz', 'Riz cuit maison', 10, rice)),
  });
  await page.goto('/nutrition/recipes/full');
  await live(page);
  await page.getByRole('searchbox', { name: 'Aliment' }).first().fill('maison');
  await page.getByRole('button', { name: 'Ajouter à la recette : Riz cuit maison' }).click();
  await expect(page.getByText('Une recette compte au plus 100 ingrédients.')).toBeVisible();
  await expect(page.locator('.ingredient-row')).toHaveCount(100);
});
