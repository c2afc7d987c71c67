// The next loads from the last performance: a program day logged twice shows, the second time,
// every set filled with the rule's next load and the reason in one line, on a phone.
import { expect, live, test } from './fixtures.ts';
import { adminSet } from './firestore-admin.ts';
import { storedProgram } from './seeds.ts';

const bench = { exerciseId: 'developpe-couche', sets: 3, reps: 5, loadKg: 60, restSec: 60, progression: { kind: 'lineaire', incrementKg: 2.5 } };
const program = storedProgram('Force maison', [[{ name: 'Pecs', exercises: [bench] }], [{ name: 'Pecs', exercises: [bench] }]], { level: 'debutant' });

test('a program day logged twice: the second time each set holds 2.5 kg more, and the screen says why', async ({ page, signedIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await adminSet(`users/${signedIn.uid}/programs/maison`, program);

  await page.goto('/sessions/new/maison/1/0');
  await live(page);
  const card = page.getByRole('region', { name: 'Développé couché' });
  await expect(card.getByText('Première séance : la charge de départ du programme')).toBeVisible();
  for (const number of [1, 2, 3]) {
    const set = `Développé couché, série ${number}`;
    // Filled before any tick: the program's starting load and the target reps.
    await expect(card.getByRole('textbox', { name: `Charge en kg, ${set}` })).toHaveValue('60');
    await expect(card.getByRole('textbox', { name: `Répétitions, ${set}` })).toHaveValue('5');
    await card.getByRole('button', { name: `Valider : ${set}` }).click();
    const rest = page.getByRole('region', { name: 'Repos en cours' });
    // The bar's clock ticks beside the button: pressed from the keyboard, it needs no still layout.
    await rest.getByRole('button', { name: 'Passer' }).press('Enter');
    await expect(rest).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Terminer la séance' }).click();
  await expect(page.getByRole('heading', { name: 'Séance terminée' })).toBeVisible();

  // The program's page shows the next day's loads and why.
  await page.goto('/programs/maison');
  const next = page.getByRole('region', { name: 'Prochaine séance' });
  await expect(next.getByText('Semaine 2 · Pecs')).toBeVisible();
  await expect(next.getByRole('listitem').filter({ hasText: 'Développé couché' })).toContainText('62,5 kg × 5, 5, 5 · +2,5 kg : les 3 séries réussies la dernière fois');

  // The same day again, the same day.
  await page.goto('/sessions/new/maison/1/0');
  await live(page);
  await expect(card.getByText('+2,5 kg : les 3 séries réussies la dernière fois')).toBeVisible();
  await expect(card.getByText('Objectif : 62,5 kg × 5')).toBeVisible();
  for (const number of [1, 2, 3]) {
    await expect(card.getByRole('textbox', { name: `Charge en kg, Développé couché, série ${number}` })).toHaveValue('62,5');
  }
  // The person can still type anything: their weight is the one ticked.
  const first = 'Développé couché, série 1';
  await card.getByRole('textbox', { name: `Charge en kg, ${first}` }).fill('61');
  await card.getByRole('button', { name: `Valider : ${first}` }).click();
  await expect(card.getByRole('textbox', { name: `Charge en kg, ${first}` })).toHaveValue('61');
});
