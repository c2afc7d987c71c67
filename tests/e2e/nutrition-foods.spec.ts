import { expect, live, test } from './fixtures.ts';
import { adminList } from './firestore-admin.ts';

test('my foods: French validation writes nothing; create with servings, favourite, edit, delete', async ({ page, signedIn }) => {
  await page.goto('/nutrition');
  await live(page);
  await page.getByRole('link', { name: 'Mes aliments' }).first().click();
  await expect(page).toHaveURL(/\/nutrition\/foods$/);
  await live(page);
  await expect(page.getByText('Aucun aliment pour l’instant')).toBeVisible();

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Protéines').fill('60');
  await field('Glucides').fill('50');
  await field('Lipides').fill('x');
  await field('Code-barres').fill('3017620422004');
  await field('Portions').fill('1 tranche = 40 g\nune poignée');
  await page.getByRole('button', { name: 'Créer l’aliment' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  await expect(page.getByText('Indiquez l’énergie pour 100 g.')).toBeVisible();
  await expect(page.getByText('Saisissez un nombre (la virgule est acceptée, par exemple 72,5).')).toBeVisible();
  await expect(page.getByText('Ce code-barres n’est pas valide')).toBeVisible();
  await expect(page.getByText('Ligne 2 : écrivez la portion comme « 1 tranche = 40 g ».')).toBeVisible();
  await field('Lipides').fill('2');
  await field('Nom').fill('Pain de seigle maison');
  await field('Énergie').fill('250');
  await field('Code-barres').fill('');
  await field('Portions').fill('1 tranche = 40 g');
  await page.getByRole('button', { name: 'Créer l’aliment' }).click();
  await expect(page.getByText('Protéines, glucides, lipides et fibres dépassent ensemble 100 g pour 100 g : vérifiez les valeurs.')).toBeVisible();
  await page.waitForTimeout(300);
  expect(await adminList(`users/${signedIn.uid}/foods`)).toEqual([]);

  await field('Protéines').fill('8,5');
  await field('Glucides').fill('48');
  await page.getByRole('checkbox', { name: 'Favori (proposé en premier)' }).check();
  await page.getByRole('button', { name: 'Créer l’aliment' }).click();
  const item = page.locator('.food-result').filter({ hasText: 'Pain de seigle maison' });
  await expect(item).toContainText('1 tranche = 40 g');
  await expect(item).toContainText('250 kcal / 100 g');
  await expect.poll(() => adminList(`users/${signedIn.uid}/foods`)).toEqual([
    expect.objectContaining({ name: 'Pain de seigle maison', source: 'perso', favorite: true, servings: [{ label: '1 tranche', grams: 40 }], per100g: expect.objectContaining({ kcal: 250, proteinG: 8.5, fiberG: null }) }),
  ]);

  await item.getByRole('button', { name: 'Favori : Pain de seigle maison' }).click();
  await expect(item.getByRole('button', { name: 'Favori : Pain de seigle maison' })).toHaveAttribute('aria-pressed', 'false');
  await item.getByRole('button', { name: 'Modifier Pain de seigle maison' }).click();
  await field('Énergie').fill('260');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(item).toContainText('260 kcal / 100 g');
  await item.getByRole('button', { name: 'Supprimer Pain de seigle maison' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByText('Aucun aliment pour l’instant')).toBeVisible();
  await expect.poll(() => adminList(`users/${signedIn.uid}/foods`)).toEqual([]);
});

test('the Ciqual starter set: count per group, imported with progress, twice adds nothing', async ({ page, signedIn }) => {
  await page.goto('/nutrition/seed');
  await live(page);
  await expect(page.getByTestId('seed-count')).toHaveText('Choisissez au moins un groupe.');
  const fats = page.getByRole('checkbox', { name: /^Matières grasses : \d+ aliments/ });
  const label = (await fats.locator('xpath=..').textContent()) ?? '';
  const count = Number(/: (\d+) aliments/.exec(label)![1]);
  expect(count).toBeGreaterThan(20);
  await fats.check();
  await expect(page.getByTestId('seed-count')).toHaveText(`${count} aliments à importer (ceux déjà dans vos aliments ne sont pas repris).`);
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText(`Import terminé : ${count} sur ${count}.`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('seed-count')).toHaveText('0 aliment à importer (ceux déjà dans vos aliments ne sont pas repris).');
  await expect(page.getByRole('button', { name: 'Importer' })).toBeDisabled();

  // A second run, from a fresh page with one more group: only the new group's foods are written.
  await page.reload();
  await live(page);
  await page.getByRole('checkbox', { name: /^Matières grasses/ }).check();
  const ices = page.getByRole('checkbox', { name: /^Glaces et sorbets : \d+ aliments/ });
  const iceCount = Number(/: (\d+) aliments/.exec((await ices.locator('xpath=..').textContent()) ?? '')![1]);
  await ices.check();
  await expect(page.getByTestId('seed-count')).toHaveText(`${iceCount} aliments à importer (ceux déjà dans vos aliments ne sont pas repris).`);
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(page.getByText(`Import terminé : ${iceCount} sur ${iceCount}.`)).toBeVisible({ timeout: 20_000 });
  const foods = await adminList(`users/${signedIn.uid}/foods`);
  expect(foods).toHaveLength(count + iceCount);
  expect(new Set(foods.map((f) => f.id)).size).toBe(count + iceCount);
  expect(foods.every((f) => f.id.startsWith('ciqual-') && f.source === 'base')).toBe(true);
});
