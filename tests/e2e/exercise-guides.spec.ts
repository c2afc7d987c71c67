// Sets per muscle on the body map (/progress, with its table) and the exercise guides: opened from
// the logging screen by a click (client-side), with the guide, the muscles and the equivalents.
import { expect, live, test } from './fixtures.ts';
import { adminGet, adminSet, daysAgo } from './firestore-admin.ts';
import { personalPress, storedProgram } from './seeds.ts';
import { pastSession } from './session-docs.ts';

/** One leg day of squats for a beginner, the session the guides are opened from. */
const homeLegs = storedProgram('Jambes maison', [[{ name: 'Jambes', exercises: [{ exerciseId: 'squat', sets: 3, reps: 5, loadKg: 60, restSec: 90 }] }]], { level: 'debutant' });

test('/progress: weekly sets per muscle on the body map, with the 10–20 band and a table', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const uid = signedIn.uid;
  // Four weeks: 5 bench sessions of 8 sets (pectoraux 1, triceps and épaules 0.5) and 6 squat sets.
  for (const [index, ago] of [1, 6, 11, 16, 21].entries()) {
    await adminSet(`users/${uid}/sessions/b${index}`, pastSession(daysAgo(ago), 80, { sets: 8 }));
  }
  await adminSet(`users/${uid}/sessions/q1`, pastSession(daysAgo(8), 100, { exerciseId: 'squat', name: 'Squat', title: 'Jambes', sets: 6 }));

  await page.goto('/progress?periode=4s');
  await live(page);
  const map = page.getByRole('figure', { name: 'Séries par muscle et par semaine, 4 semaines' });
  await expect(map.getByRole('list', { name: 'Légende' })).toContainText('10 à 20 (repère)');
  await expect(map.getByText('Repère habituel : 10 à 20 séries par semaine et par muscle.')).toBeVisible();
  // The figure is drawn: the chest is on the band's colour, the back has none.
  await expect(map.locator('[data-muscle="pectoraux"]')).toHaveClass(/body-level-3/);
  await expect(map.locator('[data-muscle="dos"]')).toHaveClass(/body-level-0/);

  await map.getByText('Voir le tableau').click();
  const table = map.getByRole('table');
  // 40 sets / 4 weeks = 10; 20 half-sets / 4 = 5; 6 squat sets / 4 = 1.5.
  await expect(table.getByRole('row', { name: /^Pectoraux/ })).toHaveText(/Pectoraux\s*10\s*Dans le repère/);
  await expect(table.getByRole('row', { name: /^Triceps/ })).toHaveText(/Triceps\s*5\s*Sous le repère/);
  await expect(table.getByRole('row', { name: /^Quadriceps/ })).toHaveText(/Quadriceps\s*1,5\s*Sous le repère/);
  await expect(table.getByRole('row', { name: /^Dos/ })).toHaveText(/Dos\s*0\s*Aucune série/);

  // A finished session's page shows that session's sets.
  await page.goto('/sessions/view/q1');
  const session = page.getByRole('figure', { name: 'Séries par muscle' });
  await session.getByText('Voir le tableau').click();
  await expect(session.getByRole('row', { name: /^Quadriceps/ })).toHaveText(/Quadriceps\s*6/);
  await expect(session.getByRole('row', { name: /^Fessiers/ })).toHaveText(/Fessiers\s*3/);
});

test('a guide opened from the logging screen: set-up, cues, muscles, equipment and equivalents', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminSet(`users/${signedIn.uid}/programs/jambes`, homeLegs);

  await page.goto('/sessions/new/jambes/1/0');
  await live(page);
  const card = page.getByRole('region', { name: 'Squat' });
  await expect(card).toBeVisible();
  // A full page load would lose this.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await card.getByRole('link', { name: 'Guide : Squat' }).click();

  await expect(page).toHaveURL(/\/programs\/exercices\/squat\?entree=\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Squat' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByRole('heading', { name: 'Mise en place' })).toBeVisible();
  await expect(page.getByText('Barre posée sur le haut du dos')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Points clés' })).toBeVisible();
  await expect(page.getByText('Genoux dans l’axe des pieds').or(page.getByText("Genoux dans l'axe des pieds")).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Muscles travaillés' }).getByText('Barre olympique, Rack à squat')).toBeVisible();
  await expect(page.locator('[data-muscle="quadriceps"]').first()).toHaveClass(/body-level-3/);

  const equivalents = page.getByRole('region', { name: 'Exercices équivalents' });
  await expect(equivalents.getByText('Votre matériel n’est pas enregistré')).toBeVisible();
  await expect(equivalents.getByRole('link', { name: 'Leg extension' })).toHaveCount(0);
  await equivalents.getByRole('link', { name: 'Squat goblet', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Squat goblet' })).toBeVisible();
  await expect(page.getByText('Haltère tenu verticalement contre la poitrine')).toBeVisible();

  // Back to the session in progress, as it was.
  await page.goBack();
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Squat' })).toBeVisible();
});

test('"Remplacer" from the guide puts an equivalent in the session in progress, with its sets and reps', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminSet(`users/${signedIn.uid}/programs/jambes`, homeLegs);
  await page.goto('/sessions/new/jambes/1/0');
  await live(page);
  // The session starts with its first change: one more rep planned on the first set.
  const squat = page.getByRole('region', { name: 'Squat' });
  await squat.getByRole('textbox', { name: 'Répétitions, Squat, série 1' }).fill('6');
  await squat.getByRole('textbox', { name: 'Répétitions, Squat, série 1' }).blur();
  await squat.getByRole('link', { name: 'Guide : Squat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Squat' })).toBeVisible();
  await page.getByRole('button', { name: 'Remplacer Squat par Squat goblet', exact: true }).click();

  await expect(page).toHaveURL(/\/sessions\/new\/jambes\/1\/0$/);
  const card = page.getByRole('region', { name: 'Squat goblet' });
  // The reps typed stay, the others still show the program's 5; the squat's 60 kg is gone.
  for (const [index, reps] of ['6', '', ''].entries()) {
    const number = index + 1;
    const repsBox = card.getByRole('textbox', { name: `Répétitions, Squat goblet, série ${number}` });
    await expect(repsBox).toHaveValue(reps);
    await expect(repsBox).toHaveAttribute('placeholder', '5');
    const weightBox = card.getByRole('textbox', { name: `Charge en kg, Squat goblet, série ${number}` });
    await expect(weightBox).toHaveValue('');
    await expect(weightBox).not.toHaveAttribute('placeholder', '60');
  }
  await expect(page.getByRole('region', { name: 'Squat', exact: true })).toHaveCount(0);
  // Kept: a reload shows the same session.
  await page.reload();
  await live(page);
  await expect(page.getByRole('region', { name: 'Squat goblet' })).toBeVisible();
});

test('"Mon matériel": dumbbells and bodyweight only, and the guide and both replace dialogs offer only what they allow', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminSet(`users/${signedIn.uid}/programs/jambes`, homeLegs);

  // Nothing said yet: every equivalent, and a line inviting to say what one has.
  await page.goto('/programs/jambes');
  await live(page);
  await page.getByRole('button', { name: 'Remplacer cet exercice : Squat' }).click();
  let dialog = page.getByRole('dialog', { name: 'Remplacer « Squat »' });
  await expect(dialog.getByText('Votre matériel n’est pas indiqué : tous les équivalents sont proposés.', { exact: false })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Squat avant/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Presse à cuisses/ })).toBeVisible();
  await dialog.getByRole('link', { name: 'Indiquer mon matériel' }).click();

  await expect(page).toHaveURL(/\/programs\/exercices\/squat$/);
  await live(page);
  const equivalents = page.getByRole('region', { name: 'Exercices équivalents' });
  await expect(equivalents.getByRole('link', { name: 'Squat avant', exact: true })).toBeVisible();
  await equivalents.getByRole('button', { name: 'Aucun matériel' }).click();
  await equivalents.getByRole('checkbox', { name: 'Haltères' }).check();
  await equivalents.getByRole('button', { name: 'Enregistrer mon matériel' }).click();

  await expect(equivalents.getByText('Seuls les équivalents que votre matériel permet sont listés.')).toBeVisible();
  await expect(equivalents.getByText('Votre matériel n’est pas enregistré')).toHaveCount(0);
  for (const name of ['Squat goblet', 'Squat au poids du corps', 'Thruster aux haltères']) {
    await expect(equivalents.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Barbell, machine, kettlebell and band versions are gone.
  for (const name of ['Squat avant', 'Presse à cuisses', 'Hack squat', 'Squat goblet à la kettlebell', "Squat à l'élastique"]) {
    await expect(equivalents.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  expect(await adminGet(`users/${signedIn.uid}/settings/equipment`)).toMatchObject({ equipment: ['halteres'] });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Kept: a reload reads it again, folded.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Exercices équivalents' }).getByRole('link', { name: 'Squat avant', exact: true })).toHaveCount(0);

  // The program page's replace dialog follows it.
  await page.goto('/programs/jambes');
  await live(page);
  await page.getByRole('button', { name: 'Remplacer cet exercice : Squat' }).click();
  dialog = page.getByRole('dialog', { name: 'Remplacer « Squat »' });
  await expect(dialog.getByRole('button', { name: /^Squat goblet/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Squat avant/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Presse à cuisses/ })).toHaveCount(0);
  await expect(dialog.getByText('Votre matériel n’est pas indiqué', { exact: false })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Annuler' }).click();

  // And so does the builder's.
  await page.goto('/programs/custom?programme=jambes');
  await live(page);
  await page.getByRole('button', { name: 'Remplacer cet exercice : Squat' }).click();
  dialog = page.getByRole('dialog', { name: 'Remplacer « Squat »' });
  await expect(dialog.getByRole('button', { name: /^Thruster aux haltères/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Squat avant/ })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: /^Hack squat/ })).toHaveCount(0);
});

test("a personal exercise's page, and the 404 of an unknown one", async ({ page, signedIn, pageErrors }) => {
  await adminSet(`users/${signedIn.uid}/exercises/perso1`, personalPress);
  await page.goto('/programs/exercices/perso1');
  await expect(page.getByRole('heading', { level: 1, name: 'Presse pectoraux du club' })).toBeVisible();
  await expect(page.getByText('Exercice personnel')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Exercices équivalents' }).getByRole('link', { name: 'Développé couché', exact: true })).toBeVisible();

  pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 \(Not Found\) \(.*\/programs\/exercices\/inconnu\)$/);
  const missing = await page.goto('/programs/exercices/inconnu');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 — Page introuvable' })).toBeVisible();
});
