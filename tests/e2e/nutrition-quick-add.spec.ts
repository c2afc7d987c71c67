// Logging again what was eaten before, at 390 px: a repeat food in two taps from the meal (with
// its undo), yesterday's meal in one, an entry moved to another meal; checked in Firestore.
import type { Locator } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, live, parisDay, test } from './fixtures.ts';
import { adminGet, adminSet } from './firestore-admin.ts';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
});

const yogurt = { kcal: 95, proteinG: 3.6, carbsG: 13, sugarsG: 12, fatG: 3, satFatG: 2, fiberG: 0, saltG: 0.1 };
const scaled = (per100g: Record<string, number>, grams: number) => Object.fromEntries(Object.entries(per100g).map(([k, v]) => [k, (v * grams) / 100]));
const entry = (id: string, meal: string, name: string, grams: number, ref = { kind: 'off', id: '3033490004743' }, serving: { label: string; count: number } | null = null) => ({
  id,
  meal,
  ref,
  name,
  grams,
  serving,
  nutrients: scaled(yogurt, grams),
});
type Stored = { id: string; meal: string; name: string; grams: number; ref: { kind: string; id: string }; serving: unknown; nutrients: Record<string, number> };
const entriesOf = async (uid: string, day: string) => ((await adminGet(`users/${uid}/foodLogs/${day}`))?.entries ?? []) as Stored[];

function box(locator: Locator) {
  return locator.boundingBox().then((b) => b!);
}
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('a food logged at breakfast comes back at lunch in two taps, with its quantity; "Annuler" removes exactly that entry', async ({ page, signedIn }) => {
  const today = parisDay();
  // Logged from the search: a Ciqual apple, in its usual portion.
  await page.goto(`/nutrition/foods/search?jour=${today}&repas=petit-dejeuner&q=pomme%20crue`);
  await live(page);
  const row = page.locator('.food-result').filter({ hasText: 'Pomme, chair et peau, crue' }).first();
  await row.getByRole('button', { name: 'Ajouter à un repas : Pomme, chair et peau, crue' }).click();
  await row.getByRole('button', { name: /^Ajouter au / }).click();
  await expect.poll(async () => (await entriesOf(signedIn.uid, today)).length).toBe(1);

  await page.goto('/nutrition/logs');
  await live(page);
  const lunch = page.locator('section[data-meal="dejeuner"]');
  // Tap 1: the meal's quick list; tap 2: "Ajouter".
  await lunch.getByRole('button', { name: 'Aliments récents et fréquents : Déjeuner' }).click();
  await lunch.screenshot({ path: test.info().outputPath('meal-quick-list-390.png') });
  expect(await axeViolations(page)).toEqual([]);
  await lunch.getByRole('button', { name: 'Ajouter Pomme, chair et peau, crue, 1 × 1 pomme moyenne (150 g)' }).click();
  await expect(lunch.locator('.log-entry')).toHaveCount(1);
  const toastShown = page.getByRole('status').filter({ hasText: 'Pomme, chair et peau, crue ajouté (Déjeuner)' });
  await expect(toastShown).toBeVisible();

  // At 390 px the toast leaves the day's heading and its first entry readable.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath('quick-add-390.png') });
  const toastBox = await box(toastShown);
  expect(overlap(toastBox, await box(page.getByRole('heading', { level: 1 })))).toBe(false);
  expect(overlap(toastBox, await box(page.locator('.log-entry').first()))).toBe(false);

  await expect
    .poll(async () => (await entriesOf(signedIn.uid, today)).map((e) => [e.meal, e.name, e.grams, e.serving, e.ref]))
    .toEqual([
      ['petit-dejeuner', 'Pomme, chair et peau, crue', 150, { label: '1 pomme moyenne', count: 1 }, { kind: 'base', id: '13039' }],
      ['dejeuner', 'Pomme, chair et peau, crue', 150, { label: '1 pomme moyenne', count: 1 }, { kind: 'base', id: '13039' }],
    ]);
  const [first, again] = await entriesOf(signedIn.uid, today);
  expect(again!.id).not.toBe(first!.id);
  expect(again!.nutrients).toEqual(first!.nutrients);

  await toastShown.getByRole('button', { name: 'Annuler' }).click();
  await expect(lunch.locator('.log-entry')).toHaveCount(0);
  await expect.poll(async () => (await entriesOf(signedIn.uid, today)).map((e) => e.id)).toEqual([first!.id]);
});

test('the search offers recent and frequent foods of every source before anything is typed, each added in one tap', async ({ page, signedIn }) => {
  const today = parisDay();
  const ownBread = { kind: 'food', id: 'pain-maison' };
  // A product logged from its barcode, then through my copy of it: one food, logged three times.
  await adminSet(`users/${signedIn.uid}/foodLogs/${parisDay(-2)}`, {
    entries: [entry('a', 'petit-dejeuner', 'Yaourt brassé', 125), entry('b', 'collation', 'Pain maison', 80, ownBread)],
    updatedAt: new Date(),
  });
  await adminSet(`users/${signedIn.uid}/foodLogs/${parisDay(-1)}`, {
    entries: [entry('c', 'petit-dejeuner', 'Yaourt brassé', 125), entry('d', 'petit-dejeuner', 'Yaourt brassé', 250, { kind: 'food', id: 'off-3033490004743' }, { label: '1 pot', count: 2 })],
    updatedAt: new Date(),
  });
  await page.goto(`/nutrition/foods/search?jour=${today}&repas=collation`);
  await live(page);
  const recent = page.getByRole('region', { name: 'Récents' });
  await expect(recent.locator('.repeat-food .food-name')).toHaveText(['Yaourt brassé', 'Pain maison']);
  await expect(recent.locator('.repeat-food').first()).toContainText('2 × 1 pot (250 g)');
  expect(await axeViolations(page)).toEqual([]);

  // A tap on the row opens the add form at the last quantity, to change it first.
  await recent.getByRole('button', { name: /^Yaourt brassé .*, changer la quantité avant d’ajouter$/ }).click();
  const form = page.getByRole('form', { name: /Yaourt brassé/ });
  await expect(form.getByRole('textbox', { name: 'Quantité' })).toHaveValue('2');
  await form.getByRole('textbox', { name: 'Quantité' }).fill('1');
  await form.getByRole('button', { name: /^Ajouter au / }).click();
  await recent.getByRole('button', { name: 'Ajouter Pain maison, 80 g' }).click();
  await expect
    .poll(async () => (await entriesOf(signedIn.uid, today)).map((e) => [e.meal, e.name, e.grams, e.ref.id]))
    .toEqual([
      ['collation', 'Yaourt brassé', 125, 'off-3033490004743'],
      ['collation', 'Pain maison', 80, 'pain-maison'],
    ]);
});

test('"Comme hier" copies yesterday\'s breakfast in one tap, and says why it cannot where yesterday\'s meal is empty', async ({ page, signedIn }) => {
  const today = parisDay();
  await adminSet(`users/${signedIn.uid}/foodLogs/${parisDay(-1)}`, {
    entries: [entry('y1', 'petit-dejeuner', 'Yaourt brassé', 125), entry('y2', 'petit-dejeuner', 'Pain maison', 80, { kind: 'food', id: 'pain-maison' }), entry('y3', 'diner', 'Soupe', 300, { kind: 'recipe', id: 'soupe' })],
    updatedAt: new Date(),
  });
  await page.goto('/nutrition/logs');
  await live(page);
  const lunch = page.locator('section[data-meal="dejeuner"]');
  await expect(lunch.getByRole('button', { name: 'Comme hier, copier le repas d’hier : Déjeuner' })).toBeDisabled();
  await expect(lunch.getByText('Rien noté hier à ce repas')).toBeVisible();

  const breakfast = page.locator('section[data-meal="petit-dejeuner"]');
  await breakfast.getByRole('button', { name: 'Comme hier, copier le repas d’hier : Petit-déjeuner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Petit-déjeuner d’hier copié : 2 aliments' })).toBeVisible();
  await expect(breakfast.locator('.log-entry')).toHaveCount(2);
  await expect.poll(async () => (await entriesOf(signedIn.uid, today)).map((e) => [e.meal, e.name, e.grams])).toEqual([
    ['petit-dejeuner', 'Yaourt brassé', 125],
    ['petit-dejeuner', 'Pain maison', 80],
  ]);
  const copies = await entriesOf(signedIn.uid, today);
  expect(copies.map((e) => e.id)).not.toContain('y1');
  expect(copies[0]!.nutrients).toEqual(scaled(yogurt, 125));

  // A second quick add while the toast shows: one toast counts both, and its undo removes the three.
  const dinner = page.locator('section[data-meal="diner"]');
  await dinner.getByRole('button', { name: 'Comme hier, copier le repas d’hier : Dîner' }).click();
  const counted = page.getByRole('status').filter({ hasText: '3 aliments ajoutés' });
  await expect(counted).toBeVisible();
  await expect(page.locator('.toast')).toHaveCount(1);
  await expect.poll(async () => (await entriesOf(signedIn.uid, today)).length).toBe(3);
  await counted.getByRole('button', { name: 'Annuler' }).click();
  await expect.poll(async () => (await entriesOf(signedIn.uid, today)).length).toBe(0);
});

test('an entry moves to another meal with its quantity and snapshot', async ({ page, signedIn }) => {
  const today = parisDay();
  await adminSet(`users/${signedIn.uid}/foodLogs/${today}`, {
    entries: [entry('m1', 'petit-dejeuner', 'Yaourt brassé', 250, { kind: 'off', id: '3033490004743' }, { label: '1 pot', count: 2 }), entry('m2', 'petit-dejeuner', 'Pain maison', 80, { kind: 'food', id: 'pain-maison' })],
    updatedAt: new Date(),
  });
  await page.goto('/nutrition/logs');
  await live(page);
  await page.getByRole('button', { name: 'Déplacer Yaourt brassé vers un autre repas' }).click();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Vers : Collation' }).click();
  await expect(page.locator('section[data-meal="collation"] .log-entry')).toHaveText([/Yaourt brassé/]);
  await expect(page.locator('section[data-meal="petit-dejeuner"] .log-entry')).toHaveText([/Pain maison/]);
  await expect
    .poll(async () => (await entriesOf(signedIn.uid, today)).find((e) => e.id === 'm1'))
    .toEqual({ ...entry('m1', 'collation', 'Yaourt brassé', 250, { kind: 'off', id: '3033490004743' }, { label: '1 pot', count: 2 }) });
  expect(await entriesOf(signedIn.uid, today)).toHaveLength(2);
});

test("an entry's three actions sit on one line at 390 px, each a 44 px target named in French, by keyboard too, in light and dark", async ({ page, signedIn }) => {
  const today = parisDay();
  // A long name and a serving: the widest row the log shows.
  await adminSet(`users/${signedIn.uid}/foodLogs/${today}`, {
    entries: [entry('w1', 'petit-dejeuner', 'Yaourt brassé à la vanille de Madagascar, entier', 250, { kind: 'off', id: '3033490004743' }, { label: '1 pot', count: 2 })],
    updatedAt: new Date(),
  });
  await page.goto('/nutrition/logs');
  await live(page);
  const row = page.locator('.log-entry').first();
  const name = 'Yaourt brassé à la vanille de Madagascar, entier';
  const actions = [`Modifier la quantité de ${name}`, `Déplacer ${name} vers un autre repas`, `Supprimer ${name}`].map((label) => row.getByRole('button', { name: label, exact: true }));
  const boxes = await Promise.all(actions.map(box));
  for (const b of boxes) {
    expect(b.width).toBeGreaterThanOrEqual(44);
    expect(b.height).toBeGreaterThanOrEqual(44);
    // One line: every button on the first one's row, inside the entry.
    expect(Math.abs(b.y - boxes[0]!.y)).toBeLessThan(1);
  }
  const rowBox = await box(row);
  expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(rowBox.x + rowBox.width);
  expect((await box(row.locator('.log-entry-actions'))).height).toBeLessThan(2 * 44);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.locator('section[data-meal="petit-dejeuner"]').screenshot({ path: test.info().outputPath(`log-entry-actions-390-${scheme}.png`) });
    expect(await axeViolations(page)).toEqual([]);
  }

  // By keyboard: from the edit button, Tab reaches the two others; Enter opens the quantity form.
  await actions[0]!.focus();
  await page.keyboard.press('Tab');
  await expect(actions[1]!).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(actions[2]!).toBeFocused();
  await actions[0]!.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: `Modifier la quantité de ${name}` }).getByRole('textbox', { name: 'Quantité' })).toHaveValue('2');
});
