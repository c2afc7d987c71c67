// A free session: no program, exercises added with the picker as they come, sets logged and
// ticked, the finish with its summary, then the session in the history.
import { expect, live, test } from './fixtures.ts';
import { adminList } from './firestore-admin.ts';
import { pickExercise } from './session-screen.ts';

test('a free session: two exercises added with the picker, sets logged, finished, then in the history', async ({ page, signedIn }) => {
  await page.goto('/sessions');
  await live(page);
  await page.getByRole('link', { name: 'Séance libre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle séance' })).toBeVisible();
  await live(page);
  await expect(page.getByText('Aucun exercice pour l’instant : ajoutez-en un ci-dessous.')).toBeVisible();

  await pickExercise(page, 'developpe couche', 'Développé couché');
  await pickExercise(page, 'tractions', 'Tractions');

  const bench = page.getByRole('region', { name: 'Développé couché' });
  const pullUps = page.getByRole('region', { name: 'Tractions' });
  await expect(bench).toBeVisible();
  await expect(pullUps).toBeVisible();

  // Bench: 80 × 8, then a second set 80 × 6.
  await bench.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 1' }).fill('80');
  await bench.getByRole('textbox', { name: 'Répétitions, Développé couché, série 1' }).fill('8');
  await bench.getByRole('button', { name: 'Valider : Développé couché, série 1' }).click();
  await bench.getByRole('button', { name: 'Ajouter une série' }).click();
  await bench.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 2' }).fill('80');
  await bench.getByRole('textbox', { name: 'Répétitions, Développé couché, série 2' }).fill('6');
  await bench.getByRole('button', { name: 'Valider : Développé couché, série 2' }).click();
  // Pull-ups: bodyweight, 10 reps.
  await pullUps.getByRole('textbox', { name: 'Répétitions, Tractions, série 1' }).fill('10');
  await pullUps.getByRole('button', { name: 'Valider : Tractions, série 1' }).click();
  await expect(pullUps.getByRole('button', { name: 'Valider : Tractions, série 1' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Terminer la séance' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Séance terminée' })).toBeVisible();
  await expect(page.getByText(/^1\s120 kg$/)).toBeVisible();

  await expect
    .poll(async () => (await adminList(`users/${signedIn.uid}/sessions`)).map((session) => [session.title, session.status, session.volumeKg]))
    .toEqual([['Séance libre', 'terminee', 1120]]);

  await page.getByRole('link', { name: 'Historique des séances' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Séances' })).toBeVisible();
  const row = page.locator('.session-list li');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Séance libre');
  await expect(row).toContainText(/1\s120 kg/);
});
