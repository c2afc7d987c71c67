// Training sessions: a program day logged end to end with the rest timer and a record at the
// finish; a session that survives a lost connection and a reload; the resume offer elsewhere.
import type { Page } from '@playwright/test';
import { expect, live, test } from './fixtures.ts';
import { adminGet, adminSet, daysAgo } from './firestore-admin.ts';
import { storedProgram } from './seeds.ts';
import { pastBench, pastSession, type StoredRecord } from './session-docs.ts';

const bench = { exerciseId: 'developpe-couche', sets: 2, reps: 5, loadKg: 102.5, restSec: 60 };
const program = storedProgram('Bloc pecs', [[{ name: 'Pecs lourds', exercises: [bench] }]]);

type StoredSet = { done: boolean; reps: number | null; weightKg: number | null };
type StoredSession = { status: string; volumeKg: number; prs: { kind: string; value: number }[]; exercises: { sets: StoredSet[] }[] };

/** The session document of the screen, once the browser wrote it. */
async function storedSession(uid: string, page: Page): Promise<StoredSession | null> {
  const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('elan-session:en-cours') ?? '{}') as { id?: string }).id);
  return id ? ((await adminGet(`users/${uid}/sessions/${id}`)) as StoredSession | null) : null;
}

const doneSets = (session: StoredSession | null) => session?.exercises[0]?.sets.filter((set) => set.done).length ?? -1;

test('a program day logged end to end: last time beside each set, tick → filled and rest timer, finish → record', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/programs/bloc`, program);
  await adminSet(`users/${signedIn.uid}/sessions/past`, pastBench(daysAgo(3)));

  // From the history to the program's page, then its next day.
  await page.goto('/sessions');
  await live(page);
  await page.getByRole('link', { name: 'Séance d’un programme' }).click();
  await page.getByRole('link', { name: /Bloc pecs/ }).click();
  await page.getByRole('link', { name: 'Commencer la séance' }).click();
  await expect(page).toHaveURL(/\/sessions\/new\/bloc\/1\/0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Séance du programme' })).toBeVisible();
  await live(page);

  const card = page.getByRole('region', { name: 'Développé couché' });
  await expect(card.getByText('Objectif : 102,5 kg × 5')).toBeVisible();
  await expect(card.getByText('100 kg × 5')).toHaveCount(2);

  const firstSet = 'Développé couché, série 1';
  await card.getByRole('button', { name: `Valider : ${firstSet}` }).click();
  await expect(card.getByRole('button', { name: `Valider : ${firstSet}` })).toHaveAttribute('aria-pressed', 'true');
  // Ticking fills the empty fields from the program's target.
  await expect(card.getByRole('textbox', { name: `Charge en kg, ${firstSet}` })).toHaveValue('102,5');
  await expect(card.getByRole('textbox', { name: `Répétitions, ${firstSet}` })).toHaveValue('5');

  // The prescribed rest starts by itself; ±15 s and skip.
  const restBar = page.getByRole('region', { name: 'Repos en cours' });
  const clock = restBar.getByRole('timer');
  await expect(clock).toHaveText(/^(1:00|0:5\d)$/);
  await restBar.getByRole('button', { name: 'Ajouter 15 secondes' }).click();
  await expect(clock).toHaveText(/^1:(1\d)$/);
  await restBar.getByRole('button', { name: 'Retirer 15 secondes' }).click();
  await restBar.getByRole('button', { name: 'Retirer 15 secondes' }).click();
  await expect(clock).toHaveText(/^0:4\d$/);
  await restBar.getByRole('button', { name: 'Passer' }).click();
  await expect(restBar).toHaveCount(0);

  // Typed values win over the target: a heavier second set.
  const secondSet = 'Développé couché, série 2';
  await card.getByRole('textbox', { name: `Charge en kg, ${secondSet}` }).fill('105');
  await card.getByRole('button', { name: `Valider : ${secondSet}` }).click();
  await expect(restBar).toBeVisible();
  await restBar.getByRole('button', { name: 'Passer' }).click();

  // Written to Firestore as it changes, in progress.
  await expect.poll(async () => doneSets(await storedSession(signedIn.uid, page))).toBe(2);
  expect((await storedSession(signedIn.uid, page))?.status).toBe('en-cours');

  // An out-of-range value gets a French message and is not saved.
  await card.getByRole('textbox', { name: `Répétitions, ${secondSet}` }).fill('5000');
  await expect(card.getByRole('alert')).toHaveText(/^Un nombre entier de répétitions entre 0 et 1\s000\.$/);
  await card.getByRole('textbox', { name: `Répétitions, ${secondSet}` }).fill('5');

  await page.getByRole('button', { name: 'Terminer la séance' }).click();
  await expect(page.getByRole('heading', { name: 'Séance terminée' })).toBeVisible();
  // Heavier, a better estimated 1RM, a bigger set and a bigger session for the exercise.
  await expect(page.getByRole('heading', { name: '4 nouveaux records !' })).toBeVisible();
  await expect(page.getByText('Développé couché : charge max 105 kg (avant 100 kg)')).toBeVisible();

  await expect.poll(async () => (await storedSession(signedIn.uid, page))?.status ?? 'parti').toMatch(/terminee|parti/);
});

test('offline: sets ticked without a connection survive a reload and reach Firestore once it is back', async ({ page, context, signedIn, pageErrors }) => {
  // Provoked: the SDK's requests fail while the connection is cut, and it says so.
  pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED) \(http:\/\/[\d.]+:\d+\/google\.firestore\.v1\.Firestore\//);
  pageErrors.allow(/@firebase\/firestore: Firestore \([\d.]+\): Could not reach Cloud Firestore backend/);
  // The Ciqual copy's download, started in idle time after the page settled, may be in flight at
  // the moment the connection is cut: the browser reports that request failing (it is asked again later).
  pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(http:\/\/localhost:\d+\/api\/nutrition\/base-index\)$/);
  await adminSet(`users/${signedIn.uid}/programs/bloc`, program);
  await page.goto('/sessions/new/bloc/1/0');
  await live(page);
  const card = page.getByRole('region', { name: 'Développé couché' });
  await card.getByRole('button', { name: 'Valider : Développé couché, série 1' }).click();
  await expect.poll(async () => doneSets(await storedSession(signedIn.uid, page))).toBe(1);
  const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('elan-session:en-cours')!) as { id: string }).id);

  await context.setOffline(true);
  await card.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 2' }).fill('97,5');
  await card.getByRole('button', { name: 'Valider : Développé couché, série 2' }).click();
  await expect(card.getByRole('button', { name: 'Valider : Développé couché, série 2' })).toHaveAttribute('aria-pressed', 'true');

  // The page comes back but Firestore stays out of reach: what the screen shows comes from the browser's copy.
  await context.route('**/google.firestore.v1.Firestore/**', (route) => route.abort());
  await context.setOffline(false);
  await page.reload();
  await live(page);
  await expect(card.getByRole('button', { name: 'Valider : Développé couché, série 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 2' })).toHaveValue('97,5');
  expect(doneSets((await adminGet(`users/${signedIn.uid}/sessions/${id}`)) as StoredSession)).toBe(1);

  // The connection is back: the two copies are reconciled and Firestore gets every set.
  await context.unroute('**/google.firestore.v1.Firestore/**');
  await context.setOffline(true);
  await context.setOffline(false);
  await expect
    .poll(async () => ((await adminGet(`users/${signedIn.uid}/sessions/${id}`)) as StoredSession).exercises[0]!.sets.map((set) => [set.done, set.weightKg]), { timeout: 30_000 })
    .toEqual([
      [true, 102.5],
      [true, 97.5],
    ]);

  // Elsewhere in the app, the session in progress is offered again.
  await page.getByRole('link', { name: 'Programmes' }).first().click();
  await page.getByRole('link', { name: 'Reprendre la séance' }).click();
  await expect(page).toHaveURL(/\/sessions\/new\/bloc\/1\/0$/);
  await expect(card.getByRole('button', { name: 'Valider : Développé couché, série 2' })).toHaveAttribute('aria-pressed', 'true');
});

test('an unknown program or day gets a French message', async ({ page, signedIn }) => {
  await adminSet(`users/${signedIn.uid}/programs/bloc`, program);
  await page.goto('/sessions/new/inconnu/1/0');
  await expect(page.getByText('Ce programme n’existe pas ou a été supprimé.')).toBeVisible();
  await page.goto('/sessions/new/bloc/3/0');
  await expect(page.getByText('Le programme « Bloc pecs » n’a pas ce jour : choisissez un jour sur la page du programme.')).toBeVisible();
});

test('history in the first HTML, a session’s page, and editing a past session changes the records after it; CSV export', async ({ page, signedIn }) => {
  const bench = 'developpe-couche';
  await adminSet(`users/${signedIn.uid}/sessions/s1`, pastBench(daysAgo(10), 100, 'Pecs A'));
  await adminSet(
    `users/${signedIn.uid}/sessions/s2`,
    pastBench(daysAgo(5), 102.5, 'Pecs B', [
      { exerciseId: bench, kind: 'charge-max', value: 102.5, previous: 100 },
      { exerciseId: bench, kind: '1rm-estime', value: 119.58, previous: 116.67 },
      { exerciseId: bench, kind: 'volume-serie', value: 512.5, previous: 500 },
      { exerciseId: bench, kind: 'volume-seance', value: 1025, previous: 1000 },
    ]),
  );

  const html = await (await page.request.get('/sessions')).text();
  expect(html).toContain('Pecs A');
  expect(html).toContain('Pecs B');

  await page.goto('/sessions');
  await live(page);
  await page.getByRole('link', { name: /Pecs B/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Détail de la séance' })).toBeVisible();
  await expect(page.getByText('Développé couché : charge max 102,5 kg (avant 100 kg)')).toBeVisible();

  await page.getByRole('link', { name: 'Retour à l’historique' }).click();
  await page.getByRole('link', { name: /Pecs A/ }).click();
  await page.getByRole('link', { name: 'Modifier la séance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier la séance' })).toBeVisible();
  await live(page);
  await page.getByRole('textbox', { name: 'Charge en kg, Développé couché, série 1' }).fill('110');
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await expect(page).toHaveURL(/\/sessions\/view\/s1$/);

  // 110 kg ten days ago: five days ago, 102.5 kg is no longer a record.
  await expect.poll(async () => ((await adminGet(`users/${signedIn.uid}/sessions/s2`)) as { prs: StoredRecord[] }).prs).toEqual([]);
  expect(await adminGet(`users/${signedIn.uid}/sessions/s1`)).toMatchObject({ volumeKg: 1050 });
  await page.getByRole('link', { name: 'Retour à l’historique' }).click();
  await page.getByRole('link', { name: /Pecs B/ }).click();
  await expect(page.getByText('Pas de nouveau record cette fois.')).toBeVisible();

  const csv = await (await page.request.get('/sessions/export')).text();
  const [header, ...rows] = csv.trim().split(/\r?\n/);
  expect(header).toBe('Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE');
  expect(rows).toHaveLength(4);
  expect(rows[0]).toContain('Pecs A,1h 0m,Développé couché,1,110,5');

  // A superset shows on the session's page as on the logging screen: its badge on each exercise,
  // the one to go on with, and nothing on an exercise outside it.
  const upper = pastSession(daysAgo(2), 60, { title: 'Haut du corps' });
  const entry = (id: string, exerciseId: string, name: string, supersetGroup?: string) => ({ ...upper.exercises[0]!, id, exerciseId, name, ...(supersetGroup ? { supersetGroup } : {}) });
  await adminSet(`users/${signedIn.uid}/sessions/s3`, {
    ...upper,
    exercises: [entry('e1', 'developpe-couche', 'Développé couché', 'A'), entry('e2', 'rowing-barre', 'Rowing barre', 'A'), entry('e3', 'squat', 'Squat')],
    exerciseIds: ['developpe-couche', 'rowing-barre', 'squat'],
  });
  await page.goto('/sessions/view/s3');
  await live(page);
  const viewed = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(viewed('Développé couché').getByText('Superset A', { exact: true })).toBeVisible();
  await expect(viewed('Développé couché').getByText('Enchaîné sans repos avec Rowing barre.')).toBeVisible();
  await expect(viewed('Rowing barre').getByText('Superset A', { exact: true })).toBeVisible();
  await expect(viewed('Rowing barre').getByText(/sans repos/)).toHaveCount(0);
  await expect(viewed('Squat').getByText(/Superset|sans repos/)).toHaveCount(0);
});
