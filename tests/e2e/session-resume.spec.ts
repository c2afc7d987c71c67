// A session left in progress on another phone is offered on every page of this device, whose
// browser storage knows nothing of it, and resumed here with its sets; and the plate calculator
// loads the bar with the discs the person says they have, kept in their account.
import { expect, hydrated, live, test } from './fixtures.ts';
import { adminGet, adminList, adminSet } from './firestore-admin.ts';
import { pickExercise } from './session-screen.ts';

const STORED_SESSION_KEY = 'elan-session:en-cours';

/** A session in progress as another phone writes it: bench, one set done, one to do. */
function sessionFromAnotherPhone() {
  const startedAt = Date.now() - 20 * 60_000;
  const set = (id: string, done: boolean) => ({ id, kind: 'normale', reps: 5, weightKg: 82.5, done, updatedAt: startedAt + 60_000 });
  return {
    title: 'Pecs du téléphone',
    date: new Date(startedAt).toISOString().slice(0, 10),
    startedAt,
    endedAt: null,
    durationSec: 0,
    status: 'en-cours',
    exercises: [{ id: 'e1', exerciseId: 'developpe-couche', name: 'Développé couché', sets: [set('s1', true), set('s2', false)], updatedAt: startedAt + 60_000 }],
    notes: '',
    volumeKg: 0,
    prs: [],
    changedAt: startedAt + 60_000,
    exerciseIds: ['developpe-couche'],
    updatedAt: new Date(),
  };
}

test('a session in progress on another phone is offered here and resumed with its sets', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/sessions/phone1`, sessionFromAnotherPhone());

  // Any page offers it, from the first HTML, although this browser stores no session.
  await page.goto('/measurements');
  const banner = page.getByRole('status').filter({ hasText: 'Séance en cours : Pecs du téléphone' });
  await expect(banner).toBeVisible();
  await hydrated(page);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORED_SESSION_KEY)).toBeNull();

  // So does the dashboard, in its own place.
  await page.goto('/dashboard');
  await expect(page.getByText('Séance en cours : Pecs du téléphone')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reprendre la séance' })).toHaveAttribute('href', '/sessions/new?seance=phone1');

  await page.goto('/measurements');
  await live(page);
  await banner.getByRole('link', { name: 'Reprendre la séance' }).click();
  await expect(page).toHaveURL(/\/sessions\/new\?seance=phone1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouvelle séance' })).toBeVisible();
  await live(page);

  // The sets logged on the other phone, the done one ticked.
  const bench = page.getByRole('region', { name: 'Développé couché' });
  await expect(bench.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 1' })).toHaveValue('82,5');
  await expect(bench.getByRole('textbox', { name: 'Répétitions, Développé couché, série 2' })).toHaveValue('5');
  await expect(bench.getByRole('button', { name: 'Valider : Développé couché, série 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bench.getByRole('button', { name: 'Valider : Développé couché, série 2' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('status').filter({ hasText: 'Séance en cours' })).toHaveCount(0);

  // Ticking here goes on with the same session: the other phone's document, no second one.
  await bench.getByRole('button', { name: 'Valider : Développé couché, série 2' }).click();
  await expect
    .poll(async () => ((await adminGet(`users/${signedIn.uid}/sessions/phone1`))?.exercises as { sets: { done: boolean }[] }[] | undefined)?.[0]?.sets.map((set) => set.done))
    .toEqual([true, true]);
  expect((await adminList(`users/${signedIn.uid}/sessions`)).map((session) => session.id)).toEqual(['phone1']);

  // Finished here, it is offered nowhere any more.
  await page.getByRole('button', { name: 'Terminer la séance' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Séance terminée' })).toBeVisible();
  await expect.poll(async () => (await adminGet(`users/${signedIn.uid}/sessions/phone1`))?.status).toBe('terminee');
  await page.goto('/measurements');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'Reprendre la séance' })).toHaveCount(0);
});

test('the plate calculator loads the bar with the discs the person has, kept in their account', async ({ page, signedIn }) => {
  await page.goto('/sessions/new');
  await live(page);
  await pickExercise(page, 'developpe couche', 'Développé couché');
  const bench = page.getByRole('region', { name: 'Développé couché' });
  await bench.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 1' }).fill('101');

  // A usual gym first: 101 kg cannot be made, 100 kg is the nearest, 102,5 kg the other way.
  await bench.getByText('Échauffement et disques').click();
  await expect(bench.getByText('101 kg ne se charge pas exactement avec vos disques.')).toBeVisible();
  await expect(bench.getByText('Le plus proche : 100 kg. Disques par côté : 25 + 15 kg (barre de 20 kg).')).toBeVisible();
  await expect(bench.getByText('Sinon 102,5 kg. Disques par côté : 25 + 15 + 1,25 kg (barre de 20 kg).')).toBeVisible();

  // A 15 kg bar, and no 25 kg nor 1,25 kg discs.
  await bench.getByText('Ma barre et mes disques').click();
  await bench.getByRole('combobox', { name: 'Barre' }).selectOption({ label: '15 kg' });
  await bench.getByRole('combobox', { name: '25 kg', exact: true }).selectOption({ label: 'Aucune' });
  await bench.getByRole('combobox', { name: '1,25 kg', exact: true }).selectOption({ label: 'Aucune' });
  await expect(bench.getByText('Le plus proche : 100 kg. Disques par côté : 20 + 20 + 2,5 kg (barre de 15 kg).')).toBeVisible();
  await expect(bench.getByText('Sinon 105 kg. Disques par côté : 20 + 20 + 5 kg (barre de 15 kg).')).toBeVisible();
  await expect
    .poll(async () => {
      const stored = await adminGet(`users/${signedIn.uid}/settings/plates`);
      return stored && { barKg: stored.barKg, discs: stored.discs };
    })
    .toEqual({
      barKg: 15,
      discs: [20, 15, 10, 5, 2.5].map((weightKg) => ({ weightKg, pairs: 10 })),
    });

  // On the next visit (any device: it is read from the account), the same bar and discs.
  await page.reload();
  await live(page);
  await bench.getByText('Échauffement et disques').click();
  await expect(bench.getByText('Le plus proche : 100 kg. Disques par côté : 20 + 20 + 2,5 kg (barre de 15 kg).')).toBeVisible();
  await bench.getByText('Ma barre et mes disques').click();
  await expect(bench.getByRole('combobox', { name: 'Barre' })).toHaveValue('15');
  await expect(bench.getByRole('combobox', { name: '25 kg', exact: true })).toHaveValue('0');

  // A weight the discs make exactly is loaded without a second choice.
  await bench.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 1' }).fill('100');
  await expect(bench.getByText('Disques par côté : 20 + 20 + 2,5 kg (barre de 15 kg).', { exact: true })).toBeVisible();
  await expect(bench.getByText(/ne se charge pas/)).toHaveCount(0);
});
