// A session left in progress on another phone is offered on every page of this device, whose
// browser storage knows nothing of it, and resumed here with its sets; and the plate calculator
// loads the bar with the discs the person says they have, kept in their account.
import type { Page } from '@playwright/test';
import { expect, hydrated, live, test } from './fixtures.ts';
import { adminGet, adminList, adminSet } from './firestore-admin.ts';
import { pickExercise } from './session-screen.ts';

const STORED_SESSION_KEY = 'elan-session:en-cours';

/**
 * A session in progress as another phone writes it: bench, one set done, one to do; `later`
 * ticks the second one on that phone a minute later.
 */
function sessionFromAnotherPhone({ later = false } = {}) {
  const startedAt = Date.now() - 20 * 60_000;
  const changedAt = startedAt + (later ? 120_000 : 60_000);
  const set = (id: string, done: boolean, at = startedAt + 60_000) => ({ id, kind: 'normale', reps: 5, weightKg: 82.5, done, updatedAt: at });
  return {
    title: 'Pecs du téléphone',
    date: new Date(startedAt).toISOString().slice(0, 10),
    startedAt,
    endedAt: null,
    durationSec: 0,
    status: 'en-cours',
    exercises: [
      { id: 'e1', exerciseId: 'developpe-couche', name: 'Développé couché', sets: [set('s1', true), later ? set('s2', true, changedAt) : set('s2', false)], updatedAt: startedAt + 60_000 },
    ],
    notes: '',
    volumeKg: 0,
    prs: [],
    changedAt,
    exerciseIds: ['developpe-couche'],
    updatedAt: new Date(),
  };
}

const storedSessionId = (page: Page) => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { id?: string } | null)?.id, STORED_SESSION_KEY);

const doneSets = async (path: string) => ((await adminGet(path))?.exercises as { sets: { done: boolean }[] }[] | undefined)?.flatMap((entry) => entry.sets.map((set) => set.done));

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

  // Adopted at once, before anything changes here: kept in this browser and followed live, so
  // the set the other phone ticks now shows here.
  await expect.poll(async () => (await storedSessionId(page)) ?? 'rien').toBe('phone1');
  await adminSet(`users/${signedIn.uid}/sessions/phone1`, sessionFromAnotherPhone({ later: true }));
  const secondSet = bench.getByRole('button', { name: 'Valider : Développé couché, série 2' });
  await expect(secondSet).toHaveAttribute('aria-pressed', 'true');

  // A reload keeps everything: both sets, the same session, nothing else offered.
  await page.reload();
  await live(page);
  await expect(bench.getByRole('button', { name: 'Valider : Développé couché, série 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(secondSet).toHaveAttribute('aria-pressed', 'true');
  await expect(bench.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 2' })).toHaveValue('82,5');
  expect(await storedSessionId(page)).toBe('phone1');

  // Changes here go on with the same session: the other phone's document, no second one.
  await secondSet.click();
  await expect(secondSet).toHaveAttribute('aria-pressed', 'false');
  await expect
    .poll(() => doneSets(`users/${signedIn.uid}/sessions/phone1`))
    .toEqual([true, false]);
  await secondSet.click();
  await expect
    .poll(() => doneSets(`users/${signedIn.uid}/sessions/phone1`))
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

test('resuming a session chosen elsewhere sets aside the one this browser held: still in Firestore, offered, resumed with its sets', async ({ page, signedIn }) => {
  // This browser logs a free session: pull-ups, one set ticked.
  await page.goto('/sessions/new');
  await live(page);
  await pickExercise(page, 'tractions', 'Tractions');
  const pullUps = page.getByRole('region', { name: 'Tractions' });
  await pullUps.getByRole('textbox', { name: 'Répétitions, Tractions, série 1' }).fill('10');
  await pullUps.getByRole('button', { name: 'Valider : Tractions, série 1' }).click();
  await expect.poll(async () => (await storedSessionId(page)) ?? '').not.toBe('');
  const hereId = (await storedSessionId(page))!;
  await expect.poll(() => doneSets(`users/${signedIn.uid}/sessions/${hereId}`)).toEqual([true]);

  // The session of the other phone, opened from a link to it (another tab, a message).
  await adminSet(`users/${signedIn.uid}/sessions/phone1`, sessionFromAnotherPhone());
  await page.goto('/sessions/new?seance=phone1');
  await live(page);
  const bench = page.getByRole('region', { name: 'Développé couché' });
  await expect(bench.getByRole('button', { name: 'Valider : Développé couché, série 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pullUps).toHaveCount(0);
  await expect.poll(() => storedSessionId(page)).toBe('phone1');

  // The session held here is set aside, not lost: still in progress in Firestore, and offered.
  const setAside = page.getByRole('status').filter({ hasText: 'La séance « Séance libre » est mise de côté' });
  await expect(setAside).toBeVisible();
  expect((await adminGet(`users/${signedIn.uid}/sessions/${hereId}`))?.status).toBe('en-cours');
  expect(await doneSets(`users/${signedIn.uid}/sessions/${hereId}`)).toEqual([true]);

  // Back to it: its set is there, and the other phone's session is set aside in turn.
  await setAside.getByRole('link', { name: 'Reprendre la séance' }).click();
  await expect(page).toHaveURL(`/sessions/new?seance=${hereId}`);
  await live(page);
  await expect(pullUps.getByRole('button', { name: 'Valider : Tractions, série 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(pullUps.getByRole('textbox', { name: 'Répétitions, Tractions, série 1' })).toHaveValue('10');
  await expect(page.getByRole('status').filter({ hasText: 'La séance « Pecs du téléphone » est mise de côté' })).toBeVisible();
  await expect.poll(() => storedSessionId(page)).toBe(hereId);
  const statuses = (await adminList(`users/${signedIn.uid}/sessions`)).map((session) => `${session.id}:${String(session.status)}`);
  expect(statuses.sort()).toEqual([`phone1:en-cours`, `${hereId}:en-cours`].sort());
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
