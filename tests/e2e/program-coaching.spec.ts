// On a phone: a new person's first %1RM program day asks for starting loads and opens with them;
// starting loads given and changed from the program's page, one skipped not asked again;
// "Remplacer" in a program, from the exercise's guide, the program's page and the builder; a personal
// exercise's notes saved on its guide page.
import { expect, live, test } from './fixtures.ts';
import { adminGet, adminSet } from './firestore-admin.ts';
import { personalPress, storedProgram } from './seeds.ts';

test('a new person starting "Force 5×5" gives starting loads, then sees them in every set', async ({ page, signedIn }) => {
  // Three exercises of five sets each checked, a reload and the program's page: a long journey.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/programs');
  await live(page);
  const templates = page.getByRole('region', { name: 'Programmes prêts à suivre' });
  await templates.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Force 5×5' }) }).getByRole('button', { name: 'Utiliser ce programme' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Force 5×5' })).toBeVisible();
  const programId = page.url().split('/').pop()!;
  await live(page);
  await page.getByRole('region', { name: 'Prochaine séance' }).getByRole('link', { name: 'Commencer la séance' }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/new/${programId}/1/0$`));
  await live(page);

  // Nothing lifted yet: the day asks instead of showing reps with no weight.
  const prompt = page.getByRole('form', { name: 'Charges de départ' });
  await expect(prompt.getByText('70 % de votre 1RM, séries de 5 répétitions')).toHaveCount(3);
  const squat = prompt.getByRole('group', { name: 'Squat' });
  await squat.getByLabel('1RM', { exact: true }).fill('100');
  await expect(squat.getByText('Première séance à 70 kg')).toBeVisible();
  const bench = prompt.getByRole('group', { name: 'Développé couché' });
  await bench.getByLabel('Ce que vous connaissez').selectOption({ label: 'Une série récente' });
  await bench.getByLabel('Charge de la série').fill('60');
  await bench.getByLabel('Répétitions de la série').fill('5');
  await expect(bench.getByText('1RM estimé (Epley) : 70 kg · Première séance à 50 kg')).toBeVisible();
  const row = prompt.getByRole('group', { name: 'Rowing barre' });
  await row.getByLabel('Ce que vous connaissez').selectOption({ label: 'Ma charge de travail' });
  await row.getByLabel('Charge de travail').fill('0,5');
  await prompt.getByRole('button', { name: 'Commencer avec ces charges' }).click();
  await expect(row.getByText('Saisissez une valeur entre 1 et 500 kg.')).toBeVisible();
  await row.getByLabel('Charge de travail').fill('50');
  await prompt.getByRole('button', { name: 'Commencer avec ces charges' }).click();

  const expected = { Squat: '70', 'Développé couché': '50', 'Rowing barre': '50' };
  for (const [name, weight] of Object.entries(expected)) {
    const card = page.getByRole('region', { name });
    await expect(card.getByText('Première séance : la charge de départ du programme')).toBeVisible();
    for (const number of [1, 2, 3, 4, 5]) {
      await expect(card.getByRole('textbox', { name: `Charge en kg, ${name}, série ${number}` })).toHaveValue(weight);
      await expect(card.getByRole('textbox', { name: `Répétitions, ${name}, série ${number}` })).toHaveValue('5');
    }
  }
  // Kept per exercise; a working weight for a %1RM day is kept as the 1RM it implies.
  await expect.poll(() => adminGet(`users/${signedIn.uid}/startingLoads/squat`)).toMatchObject({ kind: 'rm', kg: 100 });
  await expect.poll(() => adminGet(`users/${signedIn.uid}/startingLoads/developpe-couche`)).toMatchObject({ kind: 'rm', kg: 70 });
  await expect.poll(() => adminGet(`users/${signedIn.uid}/startingLoads/rowing-barre`)).toMatchObject({ kind: 'rm', kg: 71.4 });

  // Opened again, the server fills the day from what was kept, without asking.
  await page.reload();
  await live(page);
  await expect(page.getByRole('form', { name: 'Charges de départ' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Squat' }).getByRole('textbox', { name: 'Charge en kg, Squat, série 1' })).toHaveValue('70');
  // The program's page shows the %1RM loads in kg.
  await page.goto(`/programs/${programId}`);
  await expect(page.getByRole('region', { name: 'Prochaine séance' }).getByRole('listitem').filter({ hasText: 'Squat' })).toContainText('70 kg × 5, 5, 5, 5, 5');
});

test('starting loads from the program’s page: given, changed, the next loads following; one started without is not asked again', async ({ page, signedIn }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const curl = { exerciseId: 'curl-halteres', sets: 3, repRange: [8, 12], restSec: 60, progression: { kind: 'double', incrementKg: 2 } };
  const squat = { exerciseId: 'squat', sets: 5, reps: 5, percent1RM: 70, restSec: 180, progression: { kind: 'lineaire', incrementKg: 2.5 } };
  await adminSet(`users/${signedIn.uid}/programs/force`, storedProgram('Force et bras', [[{ name: 'A', exercises: [squat, curl] }, { name: 'B', exercises: [curl] }]]));
  await page.goto('/programs/force');
  await live(page);
  const panel = page.getByRole('region', { name: 'Charges de départ' });
  const nextLoads = page.getByRole('region', { name: 'Prochaine séance' }).getByRole('listitem');
  await expect(panel.getByRole('listitem')).toHaveText([/^Squat\s*Pas encore indiquée/, /^Curl haltères\s*Pas encore indiquée/]);
  await expect(nextLoads.filter({ hasText: 'Squat' })).toContainText('5, 5, 5, 5, 5 répétitions, charge à choisir');

  // Given here with the start-of-day prompt's form: the next loads follow at once.
  await panel.getByRole('button', { name: 'Indiquer une charge de départ : Squat' }).click();
  const squatForm = panel.getByRole('form', { name: 'Charge de départ : Squat' });
  await squatForm.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(squatForm.getByText('Ce champ est obligatoire.')).toBeVisible();
  await squatForm.getByLabel('1RM', { exact: true }).fill('100');
  await expect(squatForm.getByText('Première séance à 70 kg')).toBeVisible();
  await squatForm.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(squatForm).toHaveCount(0);
  await expect.poll(() => adminGet(`users/${signedIn.uid}/startingLoads/squat`)).toMatchObject({ kind: 'rm', kg: 100 });
  await expect(panel.getByRole('listitem').first()).toContainText('1RM : 100 kg');
  await expect(nextLoads.filter({ hasText: 'Squat' })).toContainText('70 kg × 5, 5, 5, 5, 5');

  // Changed: the form opens with what was given; a working weight for a %1RM day is kept as the 1RM it implies.
  await panel.getByRole('button', { name: 'Modifier la charge de départ : Squat' }).click();
  await expect(squatForm.getByLabel('1RM', { exact: true })).toHaveValue('100');
  await squatForm.getByLabel('Ce que vous connaissez').selectOption({ label: 'Ma charge de travail' });
  await squatForm.getByLabel('Charge de travail').fill('80');
  await squatForm.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(() => adminGet(`users/${signedIn.uid}/startingLoads/squat`)).toMatchObject({ kind: 'rm', kg: 114.3 });
  await expect(nextLoads.filter({ hasText: 'Squat' })).toContainText('80 kg × 5, 5, 5, 5, 5');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Day B: only the curls are asked for; started without a load, they are remembered as such.
  await page.goto('/sessions/new/force/1/1');
  await live(page);
  const prompt = page.getByRole('form', { name: 'Charges de départ' });
  await expect(prompt.getByRole('group')).toHaveCount(1);
  await expect(prompt.getByRole('group', { name: 'Curl haltères' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Commencer sans charge' }).click();
  await expect(page.getByRole('region', { name: 'Curl haltères' })).toBeVisible();
  await expect.poll(() => adminGet(`users/${signedIn.uid}/startingLoads/curl-halteres`)).toMatchObject({ kind: 'aucune' });

  // Opened afresh (this browser's copy of the day gone), neither day asks again; the squat opens at its load.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/sessions/new/force/1/1');
  await live(page);
  await expect(page.getByRole('region', { name: 'Curl haltères' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Charges de départ' })).toHaveCount(0);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/sessions/new/force/1/0');
  await live(page);
  await expect(page.getByRole('form', { name: 'Charges de départ' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Charge en kg, Squat, série 1' })).toHaveValue('80');

  // The program's page still offers to give the curls a load.
  await page.goto('/programs/force');
  await live(page);
  await expect(panel.getByRole('listitem').filter({ hasText: 'Curl haltères' })).toContainText('Sans charge : vous la saisissez pendant la séance');
  await expect(panel.getByRole('button', { name: 'Indiquer une charge de départ : Curl haltères' })).toBeVisible();
});

test('"Remplacer" in a program: from the guide everywhere in it, and from the program’s page', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const squat = { exerciseId: 'squat', sets: 5, reps: 5, percent1RM: 70, restSec: 180, progression: { kind: 'lineaire', incrementKg: 2.5 } };
  const bench = { exerciseId: 'developpe-couche', sets: 3, reps: 8, loadKg: 60, restSec: 120 };
  await adminSet(
    `users/${signedIn.uid}/programs/copie`,
    storedProgram('Ma copie 5×5', [[{ name: 'A', exercises: [squat, bench] }], [{ name: 'B', exercises: [{ ...squat, percent1RM: 75 }] }]], { source: 'modele' }),
  );

  await page.goto('/programs/copie');
  await live(page);
  await page.getByRole('link', { name: 'Guide : Squat' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Squat' })).toBeVisible();
  await expect(page.getByText('Programme « Ma copie 5×5 » : « Remplacer » met l’exercice choisi à la place de Squat.')).toBeVisible();
  await expect(page.getByText('Le choix remplace cet exercice partout dans le programme (2 fois)', { exact: false })).toBeVisible();
  await expect(page.getByText('Ce programme est votre copie d’un modèle : seule votre copie change, le modèle reste tel quel dans la liste.')).toBeVisible();
  await live(page);
  await page.getByRole('button', { name: 'Remplacer Squat par Squat avant', exact: true }).click();

  await expect(page).toHaveURL(/\/programs\/copie$/);
  await expect
    .poll(async () => ((await adminGet(`users/${signedIn.uid}/programs/copie`))!.weeks as { days: { exercises: Record<string, unknown>[] }[] }[]).map((week) => week.days[0]!.exercises[0]))
    .toEqual([
      { ...squat, exerciseId: 'squat-avant' },
      { ...squat, exerciseId: 'squat-avant', percent1RM: 75 },
    ]);
  await expect(page.getByText('Squat avant').first()).toBeVisible();

  // From the page: the bench for its dumbbell version; the load in kg was the barbell's.
  await live(page);
  await page.getByRole('button', { name: 'Remplacer cet exercice : Développé couché' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remplacer « Développé couché »' });
  await expect(dialog.getByText('Le choix remplace cet exercice dans le programme (1 fois)', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: /^Développé couché aux haltères/ }).click();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => ((await adminGet(`users/${signedIn.uid}/programs/copie`))!.weeks as { days: { exercises: Record<string, unknown>[] }[] }[])[0]!.days[0]!.exercises[1])
    .toEqual({ exerciseId: 'developpe-couche-halteres', sets: 3, reps: 8, restSec: 120 });
});

test('"Remplacer" in the builder: the equivalents, every row of the exercise, sets, reps and rule kept, the kg load dropped', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const squat = { exerciseId: 'squat', sets: 5, reps: 5, percent1RM: 70, restSec: 180, progression: { kind: 'lineaire', incrementKg: 2.5 } };
  const bench = { exerciseId: 'developpe-couche', sets: 3, reps: 8, loadKg: 60, restSec: 120 };
  await adminSet(`users/${signedIn.uid}/programs/mien`, storedProgram('Mon bloc', [[{ name: 'A', exercises: [squat, bench] }], [{ name: 'B', exercises: [{ ...squat, percent1RM: 75 }] }]]));
  const storedWeeks = async () => ((await adminGet(`users/${signedIn.uid}/programs/mien`))!.weeks as { days: { exercises: Record<string, unknown>[] }[] }[]).map((week) => week.days[0]!.exercises);

  await page.goto('/programs/custom?programme=mien');
  await live(page);
  const rows = page.locator('.builder-row legend');
  await expect(rows).toHaveText(['Squat', 'Développé couché']);

  // A tap on the dimmed background leaves the program as it was.
  await page.getByRole('button', { name: 'Remplacer cet exercice : Squat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remplacer « Squat »' });
  await expect(dialog).toBeVisible();
  await page.mouse.click(195, 8);
  await expect(dialog).toBeHidden();
  await expect(rows).toHaveText(['Squat', 'Développé couché']);

  // The squat, in both weeks: the equivalents only (same movement, same main muscle).
  await page.getByRole('button', { name: 'Remplacer cet exercice : Squat' }).click();
  await expect(dialog.getByText('Le choix remplace cet exercice partout dans le programme (2 fois)', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Squat avant/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Développé/ })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await dialog.getByRole('button', { name: /^Squat avant/ }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Squat remplacé par Squat avant (2 fois)')).toBeVisible();
  await expect(rows).toHaveText(['Squat avant', 'Développé couché']);
  const squatRow = page.getByRole('group', { name: 'Squat avant', exact: true });
  await expect(squatRow.getByRole('textbox', { name: 'Séries' })).toHaveValue('5');
  await expect(squatRow.getByRole('textbox', { name: '% du 1RM' })).toHaveValue('70');

  // The bench for its dumbbell version: the kg load was the barbell's and goes.
  await page.getByRole('button', { name: 'Remplacer cet exercice : Développé couché' }).click();
  await page.getByRole('dialog', { name: 'Remplacer « Développé couché »' }).getByRole('button', { name: /^Développé couché aux haltères/ }).click();
  await expect(rows).toHaveText(['Squat avant', 'Développé couché aux haltères']);
  await expect(page.getByRole('group', { name: 'Développé couché aux haltères', exact: true }).getByRole('combobox', { name: 'Charge' })).toHaveValue('aucune');

  // Saved as the program page would have saved it.
  await expect
    .poll(storedWeeks)
    .toEqual([
      [
        { ...squat, exerciseId: 'squat-avant' },
        { exerciseId: 'developpe-couche-halteres', sets: 3, reps: 8, restSec: 120 },
      ],
      [{ ...squat, exerciseId: 'squat-avant', percent1RM: 75 }],
    ]);
  await page.getByRole('button', { name: 'Semaine 2' }).click();
  await expect(rows).toHaveText(['Squat avant']);
});

test('a personal exercise’s notes are saved on its guide page and shown again', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminSet(`users/${signedIn.uid}/exercises/perso1`, personalPress);
  await page.goto('/programs/exercices/perso1');
  await live(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Presse pectoraux du club' })).toBeVisible();
  // Its muscles on the body map and its equipment, as a catalogue exercise's page.
  await expect(page.locator('[data-muscle="pectoraux"]').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Muscles travaillés' }).getByText('Machines guidées')).toBeVisible();

  const notes = page.getByRole('textbox', { name: 'Mes notes' });
  await expect(notes).toHaveValue('');
  await notes.fill('Siège au cran 4, poignées basses.');
  await page.getByRole('button', { name: 'Enregistrer les notes' }).click();
  await expect.poll(async () => (await adminGet(`users/${signedIn.uid}/exercises/perso1`))?.notes).toBe('Siège au cran 4, poignées basses.');
  await expect(page.getByRole('button', { name: 'Enregistrer les notes' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Mes notes' })).toHaveValue('Siège au cran 4, poignées basses.');
});
