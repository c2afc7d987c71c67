// The logging screen's tools, by real clicks: exercises added with the shared picker, a superset
// made by the person (the rest waits for its last exercise), sets and exercises reordered, the
// warm-up ramp and the plates of a working weight, notes kept, and a discard that asks first.
import type { Page } from '@playwright/test';
import { expect, live, test } from './fixtures.ts';
import { adminGet } from './firestore-admin.ts';
import { pickExercise } from './session-screen.ts';

type StoredSession = {
  status: string;
  notes: string;
  exercises: { exerciseId: string; supersetGroup?: string; notes?: string; sets: { reps: number | null; weightKg: number | null; done: boolean }[] }[];
};

/** The id of the session the screen keeps in the browser's storage. */
async function sessionId(page: Page): Promise<string> {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('elan-session:en-cours'))).not.toBeNull();
  return page.evaluate(() => (JSON.parse(localStorage.getItem('elan-session:en-cours')!) as { id: string }).id);
}

async function openFreeSession(page: Page): Promise<void> {
  await page.goto('/sessions/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle séance' })).toBeVisible();
  await live(page);
}

test('a free session: picker, superset with the rest after its last exercise, sets and exercises reordered, warm-up, plates, notes', async ({ page, signedIn }) => {
  // A long journey, its exercise and set tools each one menu away: more than 30 s on a loaded machine.
  test.setTimeout(60_000);
  await openFreeSession(page);
  await pickExercise(page, 'developpe couche', 'Développé couché');
  await pickExercise(page, 'rowing barre', 'Rowing barre');
  const bench = page.getByRole('region', { name: 'Développé couché', exact: true });
  const row = page.getByRole('region', { name: 'Rowing barre', exact: true });
  const titles = page.locator('.exercise-card h2');
  await expect(titles).toHaveText(['Développé couché', 'Rowing barre']);
  // The last exercise has nobody to pair with (its menu holds the superset, the moves and removal).
  const rowMenu = page.getByRole('dialog', { name: 'Rowing barre' });
  await row.getByRole('button', { name: 'Plus d’actions : Rowing barre' }).click();
  await expect(rowMenu.getByRole('button', { name: 'Retirer de la séance' })).toBeVisible();
  await expect(rowMenu.getByRole('button', { name: 'Grouper avec le suivant' })).toHaveCount(0);
  await rowMenu.getByRole('button', { name: 'Fermer' }).click();
  await expect(rowMenu).toBeHidden();

  // The superset: no rest between the two, the rest after the second one's set.
  const benchMenu = page.getByRole('dialog', { name: 'Développé couché' });
  await bench.getByRole('button', { name: 'Plus d’actions : Développé couché' }).click();
  await benchMenu.getByRole('button', { name: 'Grouper avec le suivant' }).click();
  await expect(benchMenu).toBeHidden();
  await expect(bench.getByText('Superset A')).toBeVisible();
  await expect(row.getByText('Superset A')).toBeVisible();
  await expect(bench.getByText('Sans repos : enchaînez avec Rowing barre.')).toBeVisible();
  const id = await sessionId(page);
  const stored = async () => (await adminGet(`users/${signedIn.uid}/sessions/${id}`)) as StoredSession | null;
  await expect.poll(async () => (await stored())?.exercises.map((entry) => entry.supersetGroup ?? null)).toEqual(['A', 'A']);

  const restBar = page.getByRole('region', { name: 'Repos en cours' });
  await bench.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 1' }).fill('60');
  await bench.getByRole('textbox', { name: 'Répétitions, Développé couché, série 1' }).fill('8');
  await bench.getByRole('button', { name: 'Valider : Développé couché, série 1' }).click();
  await expect(bench.getByRole('button', { name: 'Valider : Développé couché, série 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(restBar).toHaveCount(0);
  await row.getByRole('textbox', { name: 'Charge en kg, Rowing barre, série 1' }).fill('50');
  await row.getByRole('textbox', { name: 'Répétitions, Rowing barre, série 1' }).fill('10');
  await row.getByRole('button', { name: 'Valider : Rowing barre, série 1' }).click();
  await expect(restBar.getByRole('timer')).toHaveText(/^1:(30|2\d)$/);
  await restBar.getByRole('button', { name: 'Passer' }).click();
  await expect(restBar).toHaveCount(0);

  // A set moved up keeps its values and its tick, and the other moves down with its own.
  await bench.getByRole('button', { name: 'Ajouter une série' }).click();
  await bench.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 2' }).fill('100');
  await bench.getByRole('textbox', { name: 'Répétitions, Développé couché, série 2' }).fill('5');
  // Moves are in the set's menu, opened from its number.
  await bench.getByRole('button', { name: 'Options : Développé couché, série 2' }).click();
  const setMenu = page.getByRole('dialog', { name: 'Développé couché, série 2' });
  await expect(setMenu.getByRole('button', { name: 'Descendre : Développé couché, série 2' })).toBeDisabled();
  await setMenu.getByRole('button', { name: 'Monter : Développé couché, série 2' }).click();
  await expect(setMenu).toBeHidden();
  await expect(bench.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 1' })).toHaveValue('100');
  await expect(bench.getByRole('button', { name: 'Valider : Développé couché, série 1' })).toHaveAttribute('aria-pressed', 'false');
  await expect(bench.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 2' })).toHaveValue('60');
  await expect(bench.getByRole('textbox', { name: 'Répétitions, Développé couché, série 2' })).toHaveValue('8');
  await expect(bench.getByRole('button', { name: 'Valider : Développé couché, série 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await stored())?.exercises[0]?.sets.map((set) => [set.weightKg, set.reps, set.done]))
    .toEqual([
      [100, 5, false],
      [60, 8, true],
    ]);

  // The warm-up ramp and the plates, from the first working set's weight (100 kg since the move).
  await bench.getByText('Échauffement et disques').click();
  await expect(bench.getByText('Pour 100 kg de travail :')).toBeVisible();
  await expect(bench.locator('.warm-up-sets li')).toHaveText(['20 kg × 10', '40 kg × 5', '60 kg × 3', '80 kg × 1']);
  await expect(bench.getByText('Disques par côté : 25 + 15 kg (barre de 20 kg).')).toBeVisible();
  await bench.getByRole('button', { name: 'Ajouter ces séries d’échauffement' }).click();
  await expect(bench.locator('.set-number')).toHaveText(['É', 'É', 'É', 'É', '1', '2']);
  await expect(bench.getByRole('button', { name: 'Échauffement ajouté' })).toBeDisabled();

  // Exercises reordered: the superset follows (the bench now ends it), the order is stored.
  await bench.getByRole('button', { name: 'Plus d’actions : Développé couché' }).click();
  await benchMenu.getByRole('button', { name: 'Descendre Développé couché' }).click();
  await expect(titles).toHaveText(['Rowing barre', 'Développé couché']);
  await expect(row.getByText('Sans repos : enchaînez avec Développé couché.')).toBeVisible();
  await expect(bench.getByText('Sans repos')).toHaveCount(0);
  await expect.poll(async () => (await stored())?.exercises.map((entry) => entry.exerciseId)).toEqual(['rowing-barre', 'developpe-couche']);
  await row.getByRole('button', { name: 'Plus d’actions : Rowing barre' }).click();
  await expect(rowMenu.getByRole('button', { name: 'Monter Rowing barre' })).toBeDisabled();

  // Out of the superset: a group of one is no group; the row's next set rests again.
  await rowMenu.getByRole('button', { name: 'Retirer du superset' }).click();
  await expect(rowMenu).toBeHidden();
  await expect(page.getByText(/^Superset /)).toHaveCount(0);
  await row.getByRole('button', { name: 'Plus d’actions : Rowing barre' }).click();
  await expect(rowMenu.getByRole('button', { name: 'Grouper avec le suivant' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rowMenu).toBeHidden();
  await row.getByRole('button', { name: 'Ajouter une série' }).click();
  await row.getByRole('button', { name: 'Valider : Rowing barre, série 2' }).click();
  await expect(restBar.getByRole('timer')).toBeVisible();
  await restBar.getByRole('button', { name: 'Passer' }).click();

  // Notes on an exercise and on the session, saved with it.
  await bench.getByRole('textbox', { name: 'Notes sur l’exercice' }).fill('Coudes serrés, pause en bas');
  await page.getByRole('textbox', { name: 'Notes de la séance' }).fill('Bonne énergie, salle calme');
  await expect
    .poll(async () => {
      const session = await stored();
      return [session?.exercises.map((entry) => entry.notes ?? ''), session?.notes];
    })
    .toEqual([['', 'Coudes serrés, pause en bas'], 'Bonne énergie, salle calme']);

  await page.getByRole('button', { name: 'Terminer la séance' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Séance terminée' })).toBeVisible();
  await page.getByRole('link', { name: 'Voir la séance' }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/view/${id}$`));
  await expect(page.getByRole('region', { name: 'Développé couché' }).getByText('Coudes serrés, pause en bas')).toBeVisible();
  await expect(page.getByText('Bonne énergie, salle calme')).toBeVisible();
  await expect.poll(async () => (await stored())?.status).toBe('terminee');
});

test('discarding a session asks first: cancel keeps it, confirm removes it here and in Firestore', async ({ page, signedIn }) => {
  await openFreeSession(page);
  await pickExercise(page, 'squat', 'Squat');
  const id = await sessionId(page);
  const path = `users/${signedIn.uid}/sessions/${id}`;
  await expect.poll(async () => ((await adminGet(path)) as StoredSession | null)?.status).toBe('en-cours');

  const dialog = page.getByRole('dialog', { name: 'Abandonner cette séance ?' });
  await page.getByRole('button', { name: 'Abandonner la séance' }).click();
  await expect(dialog.getByText('Les séries notées seront effacées, ici et sur vos autres appareils.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/sessions\/new$/);
  await expect(page.getByRole('region', { name: 'Squat', exact: true })).toBeVisible();
  expect(await adminGet(path)).not.toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('elan-session:en-cours'))).not.toBeNull();

  await page.getByRole('button', { name: 'Abandonner la séance' }).click();
  await dialog.getByRole('button', { name: 'Abandonner', exact: true }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect.poll(() => adminGet(path)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('elan-session:en-cours'))).toBeNull();
});
