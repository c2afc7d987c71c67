// Importing sessions from Strong and Hevy: the file, the mapping of its English exercise names
// (a suggestion changed, one picked in the picker, one created), the preview's figures, the
// import, the history, and the same file again, all duplicates.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { expect, live, test } from './fixtures.ts';
import { adminList, adminSet } from './firestore-admin.ts';

const fixture = (name: string) => new URL(`../fixtures/workouts/${name}`, import.meta.url).pathname;

type StoredSession = {
  title: string;
  date: string;
  status: string;
  volumeKg: number;
  prs: { exerciseId: string; kind: string; value: number; previous: number }[];
  exercises: { exerciseId: string; name: string; supersetGroup?: string; sets: { kind: string; reps: number; weightKg: number; done: boolean }[] }[];
};

/** From the history, client-side, to the import's first step with `file` chosen. */
async function openImport(page: Page, file: string) {
  await page.goto('/sessions');
  await live(page);
  await page.getByRole('link', { name: 'Importer depuis Strong ou Hevy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Importer des séances' })).toBeVisible();
  await live(page);
  await page.getByLabel('Fichier CSV exporté').setInputFiles(fixture(file));
  await expect(page.getByRole('heading', { level: 2, name: 'Faire correspondre les exercices' })).toBeVisible();
}

const choice = (page: Page, name: string) => page.getByRole('combobox', { name: `Exercice d’Élan pour « ${name} »` });
const figure = (page: Page, id: string) => page.getByTestId(id);

test('a Hevy file in pounds: mapping changed, picked and created, preview, import, history with volume and records, then all duplicates', async ({ page, signedIn }) => {
  await openImport(page, 'hevy-import.csv');
  await expect(page.getByText('Export Hevy « hevy-import.csv » : 3 séances, 6 exercices différents.')).toBeVisible();

  // Suggestions are chosen; a name with none waits for a decision.
  await expect(choice(page, 'Bench Press (Barbell)')).toHaveValue('developpe-couche');
  await expect(choice(page, 'Lat Pulldown (Cable)')).toHaveValue('tirage-vertical');
  await expect(choice(page, 'Sled Push, Heavy')).toHaveValue('');
  await page.getByRole('button', { name: 'Voir l’aperçu' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choisissez un exercice pour 1 nom, ou ignorez-le : « Sled Push, Heavy ».');

  // A suggestion changed in its list…
  await choice(page, 'Lat Pulldown (Cable)').selectOption({ label: 'Tirage vertical prise serrée' });
  // …one chosen in the picker…
  await page.getByRole('button', { name: 'Autre exercice pour « Bicep Curl (Dumbbell) »' }).click();
  const picker = page.getByRole('dialog', { name: 'Exercice pour « Bicep Curl (Dumbbell) »' });
  await picker.getByRole('searchbox', { name: 'Rechercher un exercice' }).fill('marteau');
  await picker.getByRole('button', { name: /^Curl marteau/ }).click();
  await expect(picker).toBeHidden();
  await expect(choice(page, 'Bicep Curl (Dumbbell)')).toHaveValue('curl-marteau');
  // …and one created as the person's own exercise, under the file's name.
  await page.getByRole('button', { name: 'Créer un exercice personnalisé pour « Sled Push, Heavy »' }).click();
  const creator = page.getByRole('dialog', { name: 'Exercice pour « Sled Push, Heavy »' });
  await expect(creator.getByRole('textbox', { name: 'Nom de l’exercice' })).toHaveValue('Sled Push, Heavy');
  await creator.getByRole('combobox', { name: 'Muscle principal' }).last().selectOption('quadriceps');
  await creator.getByRole('combobox', { name: 'Matériel' }).last().selectOption('machine');
  await creator.getByRole('button', { name: 'Créer et ajouter' }).click();
  await expect(creator).toBeHidden();
  await expect(choice(page, 'Sled Push, Heavy').locator('option:checked')).toHaveText('Sled Push, Heavy');

  await page.getByRole('button', { name: 'Voir l’aperçu' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Aperçu' })).toBeVisible();
  await expect(figure(page, 'import-sessions')).toHaveText('3');
  await expect(figure(page, 'import-sets')).toHaveText('14');
  await expect(figure(page, 'import-duplicates')).toHaveText('0');
  await expect(page.getByText('du 10 novembre 2025 au 17 novembre 2025')).toBeVisible();

  await page.getByRole('button', { name: 'Importer 3 séances' }).click();
  await expect(page.getByText('3 séances importées.')).toBeVisible();

  const stored = (await adminList(`users/${signedIn.uid}/sessions`)) as unknown as StoredSession[];
  expect(stored.map((session) => [session.date, session.title, session.status, session.volumeKg]).sort()).toEqual([
    // Pounds in kilos, to the hundredth: 185 lb = 83.91 kg; warm-ups left out of the volume.
    ['2025-11-10', 'Push, heavy', 'terminee', 83.91 * 10 + 22.68 * 19 + 18.14 * 24],
    ['2025-11-12', 'Pull', 'terminee', 54.43 * 20 + 81.65 * 3 + 11.34 * 22],
    ['2025-11-17', 'Push, heavy', 'terminee', 86.18 * 5],
  ].map(([date, title, status, volume]) => [date, title, status, Math.round((volume as number) * 100) / 100]));
  const [custom] = await adminList(`users/${signedIn.uid}/exercises`);
  expect(custom).toMatchObject({ name: 'Sled Push, Heavy', muscles: ['quadriceps'], equipment: ['machine'] });
  const pull = stored.find((session) => session.title === 'Pull')!;
  expect(pull.exercises.map((entry) => entry.exerciseId)).toEqual(['tirage-vertical-prise-serree', custom!.id, 'curl-marteau']);
  const [push, , later] = stored.sort((a, b) => a.date.localeCompare(b.date));
  expect(push!.exercises.map((entry) => [entry.exerciseId, entry.supersetGroup])).toEqual([
    ['developpe-couche', undefined],
    ['developpe-incline-halteres', '0'],
    ['extension-triceps-poulie', '0'],
  ]);
  expect(push!.exercises[0]!.sets.map((set) => [set.kind, set.weightKg, set.reps, set.done])).toEqual([
    ['echauffement', 43.09, 10, true],
    ['normale', 83.91, 5, true],
    ['normale', 83.91, 5, true],
  ]);
  // The later bench session beats the earlier one, as a finished session would.
  expect(later!.prs).toContainEqual({ exerciseId: 'developpe-couche', kind: 'charge-max', value: 86.18, previous: 83.91 });

  await page.getByRole('link', { name: 'Voir l’historique' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Séances' })).toBeVisible();
  const rows = page.locator('.session-list li');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Push, heavy');
  await expect(rows.nth(0)).toContainText('430,9 kg');
  await expect(rows.nth(0)).toContainText('3 records');
  await expect(rows.nth(1)).toContainText('Pull');
  await expect(rows.nth(1)).toContainText(/1\s583 kg/);

  // The same file again: every workout is already here, nothing to import.
  await live(page);
  await page.getByRole('link', { name: 'Importer depuis Strong ou Hevy' }).click();
  await live(page);
  await page.getByLabel('Fichier CSV exporté').setInputFiles(fixture('hevy-import.csv'));
  // The created exercise is now suggested by its name.
  await expect(choice(page, 'Sled Push, Heavy')).toHaveValue(custom!.id);
  await page.getByRole('button', { name: 'Voir l’aperçu' }).click();
  await expect(figure(page, 'import-duplicates')).toHaveText('3');
  await expect(figure(page, 'import-sessions')).toHaveText('0');
  await expect(page.getByText('Aucune séance à importer.')).toBeVisible();
  await page.getByText('3 séances laissées de côté').click();
  await expect(page.getByText('Pull du 12 novembre 2025 : déjà dans l’historique')).toBeVisible();
});

test('a Strong file: an exercise ignored, an older workout takes a record away from a later session', async ({ page, signedIn }) => {
  // Here already: squat 102.5 × 5 on 20 October, stored as a record over an older 100 kg.
  const started = Date.parse('2025-10-20T18:00:00Z');
  await adminSet(`users/${signedIn.uid}/sessions/here`, {
    title: 'Jambes',
    date: '2025-10-20',
    startedAt: started,
    endedAt: started + 3_600_000,
    durationSec: 3600,
    status: 'terminee',
    exercises: [{ id: 'e1', exerciseId: 'squat', name: 'Squat', sets: [{ id: 'a', kind: 'normale', reps: 5, weightKg: 102.5, done: true, updatedAt: started }], updatedAt: started }],
    notes: '',
    volumeKg: 512.5,
    prs: [{ exerciseId: 'squat', kind: 'charge-max', value: 102.5, previous: 100 }],
    changedAt: started,
    updatedAt: new Date(started),
  });

  await openImport(page, 'strong-import.csv');
  await expect(page.getByText('Export Strong « strong-import.csv » : 2 séances, 4 exercices différents.')).toBeVisible();
  await choice(page, 'Plank').selectOption({ label: 'Ignorer cet exercice' });
  await page.getByRole('button', { name: 'Voir l’aperçu' }).click();
  await expect(figure(page, 'import-sessions')).toHaveText('2');
  // Squat: a warm-up and two sets; the deadlift's one; then squat and leg press (the plank left out).
  await expect(figure(page, 'import-sets')).toHaveText('6');
  await expect(figure(page, 'import-duplicates')).toHaveText('0');
  await expect(page.getByText('du 6 octobre 2025 au 9 octobre 2025')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Importer 2 séances' }).click();
  await expect(page.getByText('2 séances importées.')).toBeVisible();

  const stored = (await adminList(`users/${signedIn.uid}/sessions`)) as unknown as (StoredSession & { id: string; notes: string; durationSec: number })[];
  const imported = stored.filter((session) => session.id !== 'here').sort((a, b) => a.date.localeCompare(b.date));
  expect(imported.map((session) => [session.date, session.title, session.volumeKg, session.durationSec])).toEqual([
    ['2025-10-06', 'Legs, light', 1640, 58 * 60],
    ['2025-10-09', 'Legs, light', 2525, 62 * 60],
  ]);
  expect(imported[0]!.notes).toBe('Knees fine, "easy" day');
  expect(imported[0]!.exercises.map((entry) => entry.exerciseId)).toEqual(['squat', 'souleve-de-terre-roumain']);
  // 105 kg on 9 October: the session of the 20th, at 102.5 kg, no longer holds a record.
  expect(stored.find((session) => session.id === 'here')!.prs).toEqual([]);

  await page.getByRole('link', { name: 'Voir l’historique' }).click();
  const rows = page.locator('.session-list li');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText('Legs, light');
  await expect(rows.nth(1)).toContainText(/2\s525 kg/);
  await expect(rows.nth(2)).toContainText(/1\s640 kg/);
});

test('a file that is no export, an empty one and one too big get a French message', async ({ page, signedIn: _ }) => {
  await page.goto('/sessions/import');
  await live(page);
  const input = page.getByLabel('Fichier CSV exporté');
  await input.setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('Nom,Prénom\nDupont,Jean\n') });
  await expect(page.getByRole('alert')).toContainText('Ce fichier n’est ni un export Strong ni un export Hevy');
  await input.setInputFiles({ name: 'vide.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
  await expect(page.getByRole('alert')).toContainText('Le fichier est vide');
  await input.setInputFiles({ name: 'gros.csv', mimeType: 'text/csv', buffer: Buffer.alloc(6 * 1024 * 1024, 'a') });
  await expect(page.getByRole('alert')).toContainText('Ce fichier pèse 6 Mo');
  await input.setInputFiles({ name: 'tableur.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08]) });
  await expect(page.getByRole('alert')).toContainText('ne se lit pas comme du texte');
});
