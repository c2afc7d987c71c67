// On a phone: a new person's first %1RM program day asks for starting loads and opens with them;
// "Remplacer" in a program, from the exercise's guide and from the program's page; a personal
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
  await bench.getByLabel('Ce que vous connaissez').selectOption({ label: 'Une série récente (charge × répétitions)' });
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
