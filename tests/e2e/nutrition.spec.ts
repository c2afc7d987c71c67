import { offRecordingsURL } from '../../playwright.config.ts';
import { expect, live, parisDay, test } from './fixtures.ts';
import { adminGet, adminList, adminSet } from './firestore-admin.ts';

const apple = { kcal: 54, proteinG: 0.25, carbsG: 11.6, sugarsG: 10.6, fatG: 0.25, satFatG: 0.052, fiberG: 1.4, saltG: 0.0037 };
const scaled = (per100g: Record<string, number>, grams: number) => Object.fromEntries(Object.entries(per100g).map(([k, v]) => [k, (v * grams) / 100]));
const entry = (id: string, meal: string, name: string, grams: number, per100g = apple) => ({
  id,
  meal,
  ref: { kind: 'base', id: '13039' },
  name,
  grams,
  serving: null,
  nutrients: scaled(per100g, grams),
});
const goals = { mode: 'manuel', kcal: 2000, proteinG: 120, carbsG: 230, fatG: 70, fiberG: 30, updatedAt: new Date() };

test('the first HTML of a search holds my foods and the Ciqual matches, credited', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/foods/pain`, {
    name: 'Pomme de ma grand-mère', brand: null, barcode: null, per100g: apple, servings: [], source: 'perso', favorite: true, nutriscore: null, createdAt: new Date(), updatedAt: new Date(),
  });
  const html = await (await page.request.get('/nutrition/foods/search?q=pomme%20crue')).text();
  expect(html).toContain('Pomme, chair et peau, crue');
  expect(html).toContain('Pomme de ma grand-mère');
  expect(html).toContain('54 kcal / 100 g');
  expect(html).toContain('Source\u00a0: Anses. Table de composition nutritionnelle des aliments Ciqual 2025');
  // Accents, case and word order do not matter.
  expect(await (await page.request.get('/nutrition/foods/search?q=EPINARD')).text()).toMatch(/Épinard/);
});

test('search → add to a meal → the totals update live in a second tab', async ({ page, signedIn, context }) => {
  await adminSet(`users/${signedIn.uid}/settings/nutritionGoals`, goals);
  const today = parisDay();
  const other = await context.newPage();
  await other.goto('/nutrition');
  await live(other);
  await expect(other.getByTestId('total-kcal')).toHaveText('0 kcal');
  await expect(other.getByTestId('remaining-kcal')).toHaveText('reste 2 000 kcal');

  await page.goto('/nutrition');
  await live(page);
  await page.getByRole('searchbox', { name: 'Aliment' }).fill('crue pomme');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/nutrition\/foods\/search\?/);
  await live(page);
  const row = page.locator('.food-result').filter({ hasText: 'Pomme, chair et peau, crue' }).first();
  await row.getByRole('button', { name: 'Ajouter à un repas : Pomme, chair et peau, crue' }).click();
  await row.getByLabel('Repas', { exact: true }).selectOption('dejeuner');
  // A Ciqual food with a usual portion offers it first, next to grams.
  const unit = row.getByLabel('Unité', { exact: true });
  await expect(unit.locator('option:checked')).toHaveText('1 pomme moyenne (150 g)');
  await expect(row.getByText('150 g, soit 81 kcal')).toBeVisible();
  await unit.selectOption('g');
  await row.getByRole('textbox', { name: 'Quantité' }).fill('abc');
  await row.getByRole('button', { name: /^Ajouter au / }).click();
  await expect(row.getByText('Saisissez un nombre (la virgule est acceptée, par exemple 72,5).')).toBeVisible();
  await row.getByRole('textbox', { name: 'Quantité' }).fill('6000');
  await row.getByRole('button', { name: /^Ajouter au / }).click();
  await expect(row.getByText('Saisissez une quantité entre 1 et 5 000 g.')).toBeVisible();
  expect(await adminGet(`users/${signedIn.uid}/foodLogs/${today}`)).toBeNull();

  await row.getByRole('textbox', { name: 'Quantité' }).fill('150');
  await expect(row.getByText('150 g, soit 81 kcal')).toBeVisible();
  await row.getByRole('button', { name: /^Ajouter au / }).click();
  await expect(page.getByText(/^Pomme, chair et peau, crue ajouté au journal du .* \(Déjeuner\)$/)).toBeVisible();

  // The other tab follows without reload.
  await expect(other.getByTestId('total-kcal')).toHaveText('81 kcal');
  await expect(other.getByTestId('remaining-kcal')).toHaveText('reste 1 919 kcal');
  await expect(other.getByTestId('meal-kcal-dejeuner')).toHaveText('81 kcal');
  const stored = await adminGet(`users/${signedIn.uid}/foodLogs/${today}`);
  expect(stored?.entries).toEqual([expect.objectContaining({ meal: 'dejeuner', grams: 150, ref: { kind: 'base', id: '13039' }, nutrients: expect.objectContaining({ kcal: 81 }) })]);
});

test('the day log: navigate by day, edit a quantity, delete, copy a day; the snapshot stays', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/settings/nutritionGoals`, goals);
  const yesterday = parisDay(-1);
  await adminSet(`users/${signedIn.uid}/foodLogs/${yesterday}`, {
    entries: [entry('a1', 'petit-dejeuner', 'Pomme du matin', 100), entry('a2', 'diner', 'Pomme du soir', 200)],
    updatedAt: new Date(),
  });
  await page.goto('/nutrition/logs');
  await live(page);
  await expect(page.getByText('Rien de noté pour ce repas.')).toHaveCount(4);
  await page.getByRole('link', { name: /^Jour précédent/ }).click();
  await expect(page).toHaveURL(new RegExp(`jour=${yesterday}`));
  await live(page);
  await expect(page.getByTestId('meal-kcal-petit-dejeuner')).toHaveText('54 kcal');
  await expect(page.getByTestId('total-kcal')).toHaveText('162 kcal');

  // Quantity: French errors and nothing saved, then a rescaled snapshot.
  await page.getByRole('button', { name: 'Modifier la quantité de Pomme du matin' }).click();
  const edit = page.getByRole('form', { name: 'Modifier la quantité de Pomme du matin' });
  await edit.getByRole('textbox', { name: 'Quantité' }).fill('0');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit.getByText('Saisissez une quantité entre 1 et 5 000 g.')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Quantité' }).fill('250');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('meal-kcal-petit-dejeuner')).toHaveText('135 kcal');
  await expect(page.getByTestId('total-kcal')).toHaveText('243 kcal');

  await page.getByRole('button', { name: 'Supprimer Pomme du soir' }).click();
  await expect(page.getByTestId('total-kcal')).toHaveText('135 kcal');
  await expect
    .poll(async () => ((await adminGet(`users/${signedIn.uid}/foodLogs/${yesterday}`))?.entries as { name: string; grams: number }[]).map((e) => [e.name, e.grams]))
    .toEqual([['Pomme du matin', 250]]);

  // Copy the day to today: appended to what today holds, with the same snapshots.
  const today = parisDay();
  await adminSet(`users/${signedIn.uid}/foodLogs/${today}`, { entries: [entry('t1', 'collation', 'Pomme du goûter', 100)], updatedAt: new Date() });
  await page.getByLabel('Vers le').fill(today);
  await page.getByRole('button', { name: 'Copier', exact: true }).click();
  await expect(page.getByText(/1 aliment copié vers le/)).toBeVisible();
  await page.getByRole('link', { name: /^Jour suivant/ }).click();
  await live(page);
  await expect(page.getByTestId('meal-kcal-petit-dejeuner')).toHaveText('135 kcal');
  await expect(page.getByTestId('meal-kcal-collation')).toHaveText('54 kcal');
  const copied = (await adminGet(`users/${signedIn.uid}/foodLogs/${today}`))?.entries as { id: string; name: string }[];
  expect(copied.map((e) => e.name)).toEqual(['Pomme du goûter', 'Pomme du matin']);
  expect(copied[1]!.id).not.toBe('a1');
});

test("the day log's micronutrients: Ciqual values summed, \"au moins\" when a food lacks them, against the Anses reference", async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}`, { sex: 'homme', birthDate: '1990-01-01' });
  const today = parisDay();
  await adminSet(`users/${signedIn.uid}/foodLogs/${today}`, {
    entries: [entry('m1', 'petit-dejeuner', 'Pomme', 150), entry('m2', 'collation', 'Pomme', 150), { ...entry('m3', 'diner', 'Soupe maison', 100), ref: { kind: 'food', id: 'soupe' } }],
    updatedAt: new Date(),
  });
  await page.goto('/nutrition/logs');
  await live(page);
  const panel = page.getByTestId('micronutrients');
  await panel.getByText('Micronutriments').click();
  // 300 g of apple at 4,6 mg of vitamin C per 100 g; the home-made soup's is unknown.
  await expect(panel.getByTestId('micro-total-vitaminCMg')).toHaveText('au moins 13,8 mg');
  await expect(panel.getByTestId('micro-vitaminCMg')).toContainText('110 mg (RNP)');
  await expect(panel.getByTestId('micro-share-vitaminCMg')).toHaveText('13 %');
  await expect(panel.getByText('1 aliment du jour n’a pas ces valeurs', { exact: false })).toBeVisible();
  await expect(panel.getByText(/^Source\u00a0: Anses\. Table de composition nutritionnelle des aliments Ciqual 2025/)).toBeVisible();
});

test('a barcode typed by hand: checked, read from Open Food Facts, imported once', async ({ page, signedIn, pageErrors }) => {
  await page.goto('/nutrition/foods/search');
  await live(page);
  const box = page.getByRole('textbox', { name: 'Saisir un code-barres' });
  // This page's own calls to Open Food Facts (the recordings server is shared by both workers, so
  // its log may hold another test's calls in between). The invalid barcodes make none.
  const offCalls: { path: string; userAgent: string | undefined }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === new URL(offRecordingsURL).origin && request.method() === 'GET') offCalls.push({ path: url.pathname, userAgent: request.headers()['x-user-agent'] });
  });
  await box.fill('3017620422004');
  await page.getByRole('button', { name: 'Chercher le produit' }).click();
  await expect(page.getByText('Ce code-barres n’est pas valide : vérifiez les chiffres (le dernier est une clé de contrôle).')).toBeVisible();
  await box.fill('30176');
  await page.getByRole('button', { name: 'Chercher le produit' }).click();
  await expect(page.getByText('Un code-barres compte 8, 12 ou 13 chiffres.')).toBeVisible();
  await box.fill('3017 6204 22003');
  await page.getByRole('button', { name: 'Chercher le produit' }).click();
  const product = page.getByRole('list', { name: 'Produit trouvé' });
  await expect(product.getByText('Pâte à tartiner Nutella noisettes et cacao - 400g')).toBeVisible();
  await expect(product.getByText('539 kcal / 100 g')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Données : Open Food Facts, sous licence ODbL' })).toBeVisible();
  expect(offCalls).toEqual([{ path: '/api/v2/product/3017620422003', userAgent: 'Elan/1.0 (tests@elan.test)' }]);

  await product.getByRole('button', { name: 'Ajouter à mes aliments' }).click();
  await expect(product.getByRole('button', { name: 'Dans mes aliments' })).toBeDisabled();
  await expect.poll(() => adminList(`users/${signedIn.uid}/foods`)).toEqual([expect.objectContaining({ id: 'off-3017620422003', source: 'off', barcode: '3017620422003', servings: [{ label: '15g', grams: 15 }], nutriscore: 'e' })]);

  // Scanned again later: recognised as already there.
  await page.reload();
  await live(page);
  await page.getByRole('textbox', { name: 'Saisir un code-barres' }).fill('3017620422003');
  await page.getByRole('button', { name: 'Chercher le produit' }).click();
  await expect(page.getByRole('list', { name: 'Produit trouvé' }).getByRole('button', { name: 'Dans mes aliments' })).toBeDisabled();
  expect(await adminList(`users/${signedIn.uid}/foods`)).toHaveLength(1);

  // Unknown to Open Food Facts (its recorded 404, which Chromium logs).
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/api\/v2\/product\/12345670\?/);
  await page.getByRole('textbox', { name: 'Saisir un code-barres' }).fill('12345670');
  await page.getByRole('button', { name: 'Chercher le produit' }).click();
  await expect(page.getByText('Le code-barres 12345670 est inconnu d’Open Food Facts')).toBeVisible();
});

test('Open Food Facts text search, then unreachable or limited: French message, local results stay', async ({ page, signedIn, pageErrors }) => {
  void signedIn;
  // Chromium logs the refusals this test provokes; the page answers them in French.
  pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(http:\/\/127\.0\.0\.1:\d+\/search\?/);
  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 429 \(Too Many Requests\) \(http:\/\/127\.0\.0\.1:\d+\/api\/v2\/product\//);
  await page.goto('/nutrition/foods/search?q=coca');
  await live(page);
  await page.getByRole('button', { name: 'Chercher « coca » dans Open Food Facts' }).click();
  const hits = page.getByRole('list', { name: 'Produits Open Food Facts' });
  await expect(hits.locator('.food-result').first()).toBeVisible();
  const requests = (await (await page.request.get(`${offRecordingsURL}/__requests`)).json()) as { path: string; query: Record<string, string> }[];
  expect(requests.filter((r) => r.path === '/search').at(-1)?.query).toMatchObject({ q: 'coca', langs: 'fr' });

  await page.route(`${offRecordingsURL}/**`, (route) => route.abort('internetdisconnected'));
  await page.goto('/nutrition/foods/search?q=pomme');
  await live(page);
  await page.getByRole('button', { name: 'Chercher « pomme » dans Open Food Facts' }).click();
  await expect(page.getByText('Open Food Facts est injoignable pour l’instant. Vos aliments et la base Ciqual restent disponibles.')).toBeVisible();
  await expect(page.locator('.food-result').filter({ hasText: 'Pomme, chair et peau, crue' }).first()).toBeVisible();

  await page.unroute(`${offRecordingsURL}/**`);
  await page.route(`${offRecordingsURL}/**`, (route) => route.fulfill({ status: 429, contentType: 'text/html', headers: { 'Access-Control-Allow-Origin': '*' }, body: '<h1>Too Many Requests</h1>' }));
  await page.getByRole('textbox', { name: 'Saisir un code-barres' }).fill('3017620422003');
  await page.getByRole('button', { name: 'Chercher le produit' }).click();
  await expect(page.getByText('Open Food Facts limite les requêtes en ce moment : réessayez dans une minute.')).toBeVisible();
});
