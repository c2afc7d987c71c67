// Training programs: my programs and the ready-made ones, a program's page (where the person is,
// start a day, archive, duplicate, delete), the assistant and the instant workout.
import { expect, live, test } from './fixtures.ts';
import { adminGet, adminList, adminSet } from './firestore-admin.ts';
import { axeViolations } from './axe.ts';
import { twoWeeks } from './seeds.ts';

const at = new Date('2026-01-05T08:00:00Z');

const finishedSession = (programId: string, week: number, dayIndex: number, sets: { reps: number; weightKg: number }[] = []) => ({
  programId,
  week,
  dayIndex,
  title: 'Séance',
  date: '2026-01-06',
  startedAt: at,
  endedAt: at,
  durationSec: 3600,
  status: 'terminee',
  exercises: [{ id: 'e1', exerciseId: 'squat', name: 'Squat', sets: sets.map((s, i) => ({ id: `s${i}`, kind: 'normale', ...s, done: true, updatedAt: at.getTime() })), updatedAt: at.getTime() }],
  notes: '',
  volumeKg: 0,
  prs: [],
  createdAt: at,
  updatedAt: at,
});

test('a new person sees a helpful empty state and the templates; “utiliser ce programme” copies one into their programs', async ({ page, signedIn }) => {
  await page.goto('/programs');
  await live(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Programmes' })).toBeVisible();
  await expect(page.getByText('Aucun programme actif pour l’instant.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Créer avec l’assistant' })).toBeVisible();

  const templates = page.getByRole('region', { name: 'Programmes prêts à suivre' });
  for (const name of ['Full body débutant · 3 jours', 'Haut/bas · 4 jours', 'Push/pull/legs · 6 jours', 'Force 5×5', 'Poids du corps à la maison', 'Course à pied débutant']) {
    await expect(templates.getByRole('heading', { name })).toBeVisible();
  }
  const fiveByFive = templates.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Force 5×5' }) });
  await fiveByFive.getByText('Aperçu de la première semaine').click();
  await expect(fiveByFive.getByText('5 × 5 · 70 % du 1RM · repos 3 min').first()).toBeVisible();

  await fiveByFive.getByRole('button', { name: 'Utiliser ce programme' }).click();
  await expect(page).toHaveURL(/\/programs\/[A-Za-z0-9]{20}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Force 5×5' })).toBeVisible();
  const id = page.url().split('/').pop()!;
  expect(await adminGet(`users/${signedIn.uid}/programs/${id}`)).toMatchObject({ name: 'Force 5×5', goal: 'force', source: 'modele', archived: false });

  await page.getByRole('link', { name: 'Programmes', exact: true }).first().click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect(page.getByRole('region', { name: 'Mes programmes' }).getByRole('link', { name: /Force 5×5/ })).toBeVisible();
});

test('a program page: next day from the sessions done, %1RM loads in kg, start a day, archive, duplicate, delete', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/programs/bloc`, twoWeeks);
  await adminSet(`users/${signedIn.uid}/sessions/s1`, finishedSession('bloc', 1, 0, [{ reps: 5, weightKg: 100 }]));
  await adminSet(`users/${signedIn.uid}/sessions/s2`, { ...finishedSession('bloc', 1, 1), status: 'en-cours' });

  // The first HTML already holds the program and where the person is.
  const html = await (await page.request.get('/programs/bloc')).text();
  expect(html).toContain('Mon bloc force');
  expect(html).toContain('Semaine 1 · Pecs');

  await page.goto('/programs');
  await live(page);
  await page.getByRole('link', { name: /Mon bloc force/ }).click();
  await expect(page).toHaveURL(/\/programs\/bloc$/);
  await live(page);
  const next = page.getByRole('region', { name: 'Prochaine séance' });
  await expect(next.getByText('Semaine 1 · Pecs')).toBeVisible();
  // Best estimated 1RM 100 × (1 + 5/30) = 116,7 kg; 75 % = 87,5 kg on a barbell (2,5 kg steps).
  await expect(page.getByText('5 × 5 · 87,5 kg (75 % du 1RM) · repos 3 min').first()).toBeVisible();
  // A fixed load is shown as a barbell can be loaded: 61,3 → 62,5 kg.
  await expect(page.getByText('3 × 8–12 · 62,5 kg · RPE 8 · repos 2 min').first()).toBeVisible();
  await expect(page.getByText('coudes serrés').first()).toBeVisible();

  await adminSet(`users/${signedIn.uid}/sessions/s2`, finishedSession('bloc', 1, 1));
  await expect(next.getByText('Semaine 2 · Jambes lourdes')).toBeVisible();
  await expect(next.getByRole('link', { name: 'Commencer la séance' })).toHaveAttribute('href', '/sessions/new/bloc/2/0');

  await page.getByRole('button', { name: 'Archiver' }).click();
  await expect(page.getByText('Ce programme est archivé')).toBeVisible();
  await expect.poll(async () => (await adminGet(`users/${signedIn.uid}/programs/bloc`))?.archived).toBe(true);

  await page.getByRole('button', { name: 'Dupliquer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon bloc force (copie)' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/programs\/bloc$/);
  const stored = await adminList(`users/${signedIn.uid}/programs`);
  expect(stored).toHaveLength(2);
  expect(stored.find((p) => p.id !== 'bloc')).toMatchObject({ name: 'Mon bloc force (copie)', weeks: twoWeeks.weeks, archived: false });

  await page.getByRole('button', { name: 'Supprimer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer « Mon bloc force (copie) » ?' });
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  expect(await adminList(`users/${signedIn.uid}/programs`)).toHaveLength(2);
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await dialog.getByRole('button', { name: 'Supprimer le programme' }).click();
  await expect(page).toHaveURL(/\/programs$/);
  await expect.poll(async () => (await adminList(`users/${signedIn.uid}/programs`)).map((p) => p.id)).toEqual(['bloc']);

  // The archived program is folded away, below the empty state.
  await expect(page.getByText('Aucun programme actif pour l’instant.')).toBeVisible();
  const archived = page.getByText('Programme archivé (1)');
  await expect(archived).toBeVisible();
  await expect(page.getByRole('link', { name: /Mon bloc force/ })).toBeHidden();
  await archived.click();
  await expect(page.getByRole('link', { name: /Mon bloc force/ })).toBeVisible();
});

test('the assistant: steps, French messages on bad input, generated program, replace, regenerate, save, view, start a day', async ({ page, signedIn }) => {
  await page.goto('/programs');
  await live(page);
  await page.getByRole('link', { name: 'Créer avec l’assistant' }).click();
  await expect(page).toHaveURL(/\/programs\/new$/);
  await live(page);

  await expect(page.getByRole('heading', { name: 'Étape 1 sur 4 : Objectif et niveau' })).toBeVisible();
  await page.getByRole('radio', { name: /^Force/ }).check();
  await page.getByRole('radio', { name: /^Intermédiaire/ }).check();
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { name: 'Étape 2 sur 4 : Rythme' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Séances par semaine' }).fill('9');
  await page.getByRole('textbox', { name: 'Durée d’une séance (minutes)' }).fill('dix');
  await page.getByRole('button', { name: 'Suivant' }).click();
  await expect(page.getByText('Le nombre de jours d’entraînement par semaine doit être un nombre entier entre 2 et 6.')).toBeVisible();
  await expect(page.getByText('La durée d’une séance doit être un nombre entier de minutes entre 20 et 120.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Séances par semaine' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Séances par semaine' }).fill('4');
  await page.getByRole('textbox', { name: 'Durée d’une séance (minutes)' }).fill('60');
  await page.getByRole('textbox', { name: 'Durée du programme (semaines)' }).fill('8');
  await page.getByRole('button', { name: 'Suivant' }).click();

  await expect(page.getByRole('heading', { name: 'Étape 3 sur 4 : Matériel' })).toBeVisible();
  await page.getByRole('button', { name: 'Salle de sport complète' }).click();
  await expect(page.getByRole('checkbox', { name: 'Rameur' })).toBeChecked();
  // No equipment stored yet: this answer becomes the person's.
  await expect(page.getByText('Votre réponse sera enregistrée comme votre matériel', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Générer le programme' }).click();

  await expect(page.getByRole('heading', { name: 'Étape 4 sur 4 : Votre programme' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nom du programme' })).toHaveValue('Force · haut/bas · 4 jours');
  for (const name of ['Semaine 1', 'Semaine 8']) await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Haut du corps A', exact: true }).first()).toBeVisible();
  // Nothing is stored before the person saves.
  expect(await adminList(`users/${signedIn.uid}/programs`)).toHaveLength(0);

  // Replace the first exercise of the first day: the choice lands in every week.
  const firstDay = page.locator('.program-week').first().locator('.program-day').first();
  const firstName = (await firstDay.locator('.program-exercise-name').first().textContent())!;
  await firstDay.getByRole('button', { name: `Remplacer cet exercice : ${firstName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Remplacer « ${firstName} »` });
  const choice = dialog.getByRole('button').first();
  const replacementName = (await choice.locator('span').first().textContent())!;
  await choice.click();
  await expect(dialog).toBeHidden();
  await expect(firstDay.locator('.program-exercise-name').first()).toHaveText(replacementName);

  // Regenerate keeps the options and draws other exercises; the name may be changed; empty is refused.
  await page.getByRole('button', { name: 'Régénérer' }).click();
  await page.getByRole('textbox', { name: 'Nom du programme' }).fill(' ');
  await page.getByRole('button', { name: 'Enregistrer le programme' }).click();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();
  expect(await adminList(`users/${signedIn.uid}/programs`)).toHaveLength(0);
  await page.getByRole('textbox', { name: 'Nom du programme' }).fill('Mon haut/bas');
  await page.getByRole('button', { name: 'Enregistrer le programme' }).click();

  await expect(page).toHaveURL(/\/programs\/[A-Za-z0-9]{20}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon haut/bas' })).toBeVisible();
  const id = page.url().split('/').pop()!;
  const stored = await adminGet(`users/${signedIn.uid}/programs/${id}`);
  expect(stored).toMatchObject({ name: 'Mon haut/bas', goal: 'force', level: 'intermediaire', source: 'assistant', archived: false });
  expect(stored!.weeks).toHaveLength(8);
  expect((stored!.weeks as { days: unknown[] }[])[0]!.days).toHaveLength(4);
  await expect
    .poll(async () => (await adminGet(`users/${signedIn.uid}/settings/equipment`))?.equipment)
    .toEqual(['halteres', 'barre', 'banc', 'rack', 'kettlebell', 'machine', 'poulie', 'barre-traction', 'elastique', 'velo', 'rameur', 'tapis']);

  await live(page);
  await page.getByRole('region', { name: 'Prochaine séance' }).getByRole('link', { name: 'Commencer la séance' }).click();
  await expect(page).toHaveURL(new RegExp(`/sessions/new/${id}/1/0$`));
});

test('the instant workout: French message on bad input, a workout, start it at once', async ({ page, signedIn }) => {
  await page.goto('/programs');
  await live(page);
  await page.getByRole('link', { name: 'Séance express' }).first().click();
  await expect(page).toHaveURL(/\/programs\/instant$/);
  await live(page);

  await page.getByRole('textbox', { name: 'Durée (minutes)' }).fill('5');
  await page.getByRole('button', { name: 'Composer la séance' }).click();
  await expect(page.getByText('La durée d’une séance doit être un nombre entier de minutes entre 10 et 90.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Commencer maintenant' })).toHaveCount(0);

  await page.getByRole('textbox', { name: 'Durée (minutes)' }).fill('20');
  await page.getByRole('radio', { name: 'Bas du corps' }).check();
  await page.getByRole('button', { name: 'Composer la séance' }).click();
  await expect(page.getByRole('heading', { name: 'Séance express bas du corps · 20 min' })).toBeVisible();
  expect(await adminList(`users/${signedIn.uid}/programs`)).toHaveLength(0);

  await page.getByRole('button', { name: 'Commencer maintenant' }).click();
  await expect(page).toHaveURL(/\/sessions\/new\/[A-Za-z0-9]{20}\/1\/0$/);
  const stored = await adminList(`users/${signedIn.uid}/programs`);
  expect(stored).toHaveLength(1);
  // Kept as an archived one-day program: the session starts from it, the active list stays clean.
  expect(stored[0]).toMatchObject({ name: 'Séance express bas du corps · 20 min', source: 'instant', archived: true });
  expect(page.url()).toContain(stored[0]!.id);
});


for (const theme of ['dark', 'light'] as const) {
  for (const width of [360, 1280]) {
    test(`screenshots of the program screens, ${theme} theme, ${width} px`, async ({ page, signedIn }, testInfo) => {
      // Five screens, each checked by axe: longer than one journey on a loaded machine.
      test.setTimeout(120_000);
      await page.addInitScript((value) => localStorage.setItem('elan-theme', value), theme);
      await page.setViewportSize({ width, height: 900 });
      await adminSet(`users/${signedIn.uid}/programs/bloc`, twoWeeks);
      await adminSet(`users/${signedIn.uid}/sessions/s1`, finishedSession('bloc', 1, 0, [{ reps: 5, weightKg: 100 }]));
      for (const [path, name] of [
        ['/programs', 'list'],
        ['/programs/bloc', 'detail'],
        ['/programs/new', 'assistant'],
        ['/programs/instant', 'instant'],
        ['/programs/custom?programme=bloc', 'builder'],
      ] as const) {
        await page.goto(path);
        await live(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await page.screenshot({ path: testInfo.outputPath(`${name}-${theme}-${width}.png`), fullPage: true });
        // No horizontal scrolling on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  }
}

test('the custom builder, by keyboard only: exercises from the picker, French messages, reorder, duplicate, autosave, reload', async ({ page, signedIn }) => {
  await page.goto('/programs');
  await live(page);
  await page.getByRole('link', { name: 'Programme sur mesure' }).click();
  await expect(page).toHaveURL(/\/programs\/custom$/);
  await live(page);

  const name = page.getByRole('textbox', { name: 'Nom du programme' });
  await name.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Mon split');

  async function addExercise(query: string, expected: string) {
    await page.getByRole('button', { name: 'Ajouter un exercice' }).first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Ajouter un exercice' });
    await expect(dialog.getByRole('searchbox', { name: 'Rechercher un exercice' })).toBeFocused();
    await page.keyboard.type(query);
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('button', { name: new RegExp(`^${expected}`) }).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('group', { name: expected, exact: true })).toBeVisible();
  }
  // Accents and case do not matter.
  await addExercise('DEVELOPPE couche', 'Développé couché');
  await addExercise('squat', 'Squat');

  // Autosave: both exercises are stored once typing pauses.
  const storedFirstDay = async () => {
    const [stored] = await adminList(`users/${signedIn.uid}/programs`);
    return (stored?.weeks as { days: { exercises: { exerciseId: string; reps?: number }[] }[] }[] | undefined)?.[0]?.days[0]?.exercises ?? [];
  };
  await expect.poll(async () => (await storedFirstDay()).map((e) => `${e.exerciseId} ${e.reps}`)).toEqual(['developpe-couche 10', 'squat 10']);

  // A typo is refused with a French message, and nothing is saved while it stands.
  const benchReps = page.getByRole('group', { name: 'Développé couché', exact: true }).getByRole('textbox', { name: 'Répétitions' });
  await benchReps.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('dix');
  await expect(page.getByText('Saisissez un nombre (la virgule est acceptée, par exemple 72,5).')).toBeVisible();
  await expect(page.getByText('Non enregistré : corrigez les champs signalés.')).toBeVisible();
  await page.waitForTimeout(1500);
  expect((await storedFirstDay()).map((e) => e.reps)).toEqual([10, 10]);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('8');

  // Alt+↑ in the squat's fields moves it above the bench press.
  await page.getByRole('group', { name: 'Squat', exact: true }).getByRole('textbox', { name: 'Séries' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.locator('.builder-row legend')).toHaveText(['Squat', 'Développé couché']);

  await page.getByRole('button', { name: 'Dupliquer la séance' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Nom de la séance' })).toHaveCount(2);
  await page.getByRole('button', { name: 'Dupliquer la semaine 1' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Semaine 2', pressed: true })).toBeVisible();

  await expect(page.getByRole('status').filter({ hasText: /^Enregistré$/ })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/programs\/custom\?programme=[A-Za-z0-9]{20}$/);
  const id = new URL(page.url()).searchParams.get('programme')!;
  await expect
    .poll(async () => {
      const stored = await adminGet(`users/${signedIn.uid}/programs/${id}`);
      return stored && { name: stored.name, source: stored.source, weeks: (stored.weeks as unknown[]).length };
    })
    .toEqual({ name: 'Mon split', source: 'custom', weeks: 2 });
  const stored = (await adminGet(`users/${signedIn.uid}/programs/${id}`))!;
  const firstDay = (stored.weeks as { days: { name: string; exercises: Record<string, unknown>[] }[] }[])[0]!.days[0]!;
  expect(firstDay.exercises.map((e) => e.exerciseId)).toEqual(['squat', 'developpe-couche']);
  expect(firstDay.exercises[1]).toMatchObject({ sets: 3, reps: 8, restSec: 90 });

  // Nothing lost on reload.
  await page.reload();
  await live(page);
  await expect(page.getByRole('textbox', { name: 'Nom du programme' })).toHaveValue('Mon split');
  await expect(page.locator('.builder-row legend')).toHaveText(['Squat', 'Développé couché', 'Squat', 'Développé couché']);

  // An exercise of one's own, created from the picker, is added like a built-in one.
  await page.getByRole('button', { name: 'Ajouter un exercice' }).first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ajouter un exercice' });
  await page.keyboard.type('Tirage à la corde');
  await expect(dialog.getByText('Aucun exercice ne correspond')).toBeVisible();
  await dialog.getByRole('button', { name: 'Créer mon exercice' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'Nom de l’exercice' })).toHaveValue('Tirage à la corde');
  await dialog.getByRole('combobox', { name: 'Muscle principal' }).last().selectOption('dos');
  await dialog.getByRole('combobox', { name: 'Matériel' }).last().selectOption('poulie');
  await dialog.getByRole('button', { name: 'Créer et ajouter' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('group', { name: 'Tirage à la corde', exact: true })).toBeVisible();
  const own = await adminList(`users/${signedIn.uid}/exercises`);
  expect(own).toEqual([expect.objectContaining({ name: 'Tirage à la corde', muscles: ['dos'], equipment: ['poulie'], kind: 'force', measure: 'charge-reps' })]);
  await expect.poll(async () => JSON.stringify((await adminGet(`users/${signedIn.uid}/programs/${id}`))!.weeks)).toContain(own[0]!.id);

  await page.getByRole('link', { name: 'Voir le programme' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon split' })).toBeVisible();
  await expect(page.getByText('Tirage à la corde').first()).toBeVisible();
});
