import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures.ts';

// Fitness tests: every test page records a result, shows its rating and norm, saves it, and the
// hub shows it after a reload; the built-in timers run under Playwright's clock.
const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180';
const documents = `http://${firestoreHost}/v1/projects/demo-elan/databases/(default)/documents`;
const owner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** A profile written the way the server would see it (the owner token bypasses rules). */
async function seedProfile(uid: string, fields: { sex?: 'homme' | 'femme'; age?: number; weightKg?: number }) {
  const year = new Date().getFullYear();
  const data: Record<string, unknown> = {};
  if (fields.sex) data.sex = { stringValue: fields.sex };
  // Born on 1 January: the age is the same whatever today's date is.
  if (fields.age !== undefined) data.birthDate = { stringValue: `${year - fields.age}-01-01` };
  const response = await fetch(`${documents}/users/${uid}`, { method: 'PATCH', headers: owner, body: JSON.stringify({ fields: data }) });
  expect(response.ok, await response.text()).toBe(true);
}

async function storedResults(uid: string): Promise<Array<Record<string, any>>> {
  const response = await fetch(`${documents}/users/${uid}/testResults`, { headers: owner });
  const body = (await response.json()) as { documents?: Array<{ fields: Record<string, any> }> };
  return body.documents?.map((d) => d.fields) ?? [];
}

async function openTest(page: Page, testId: string) {
  await page.goto(`/tests/${testId}`);
  await hydrated(page);
  // Saving needs the browser's Firebase session: the button says so until it is ready.
  await expect(page.getByRole('button', { name: 'Enregistrer le résultat' })).toBeEnabled({ timeout: 15_000 });
}

const result = (page: Page) => page.getByTestId('score');

interface Case {
  testId: string;
  name: string;
  fill: Array<[label: RegExp, value: string]>;
  /** Result as the score card and the hub show it. */
  shown: RegExp;
  rating: string;
  /** The highlighted class of the norm table (source wording). */
  normClass: string;
  extra?: RegExp;
}

// Man, 25 years old. Expected ratings read off the published tables (each test's source).
const CASES: Case[] = [
  { testId: 'cooper-12min', name: 'Test de Cooper (12 minutes)', fill: [[/^Distance parcourue/, '2 400']], shown: /2\s400\sm/, rating: 'Faible', normClass: 'Passable', extra: /42,4\smL\/kg\/min/ },
  { testId: 'run-1_5-mile', name: 'Course de 2,4 km (1,5 mile)', fill: [[/^Temps \(/, '11:30']], shown: /11:30/, rating: 'Bon', normClass: 'Bon', extra: /45,5\smL\/kg\/min/ },
  {
    testId: 'rockport-1-mile',
    name: 'Test de marche de Rockport (1 mile)',
    fill: [[/^Temps de marche/, '15:00'], [/^Fréquence cardiaque à l’arrivée/, '130'], [/^Poids/, '72,5']],
    shown: /15:00/,
    rating: 'Moyen',
    normClass: 'Moyen',
    extra: /47,9\smL\/kg\/min/,
  },
  { testId: 'step-queens', name: 'Step test du Queens College', fill: [[/^Fréquence cardiaque de récupération/, '140']], shown: /140\sbpm/, rating: 'Bon', normClass: 'Bon', extra: /52,5\smL\/kg\/min/ },
  { testId: 'broad-jump', name: 'Saut en longueur sans élan', fill: [[/^Distance de saut/, '215']], shown: /215\scm/, rating: 'Faible', normClass: 'Niveau 2' },
  { testId: 'vertical-jump', name: 'Détente verticale', fill: [[/^Hauteur de saut/, '45'], [/^Poids \(facultatif\)/, '75']], shown: /45\scm/, rating: 'Moyen', normClass: 'Moyen', extra: /4\s074\sW/ },
  { testId: 'pushups-max', name: 'Pompes maximales', fill: [[/^Nombre de pompes/, '25']], shown: /25 répétitions/, rating: 'Moyen', normClass: 'Bon' },
  { testId: 'situps-1min', name: 'Redressements assis en 1 minute', fill: [[/^Nombre de redressements/, '35']], shown: /35 répétitions/, rating: 'Moyen', normClass: 'Moyen' },
  { testId: 'plank-hold', name: 'Gainage ventral (planche)', fill: [[/^Temps tenu/, '1:35']], shown: /1:35/, rating: 'Bon', normClass: 'Bon' },
  { testId: 'sit-and-reach', name: 'Flexion du tronc assis (sit and reach)', fill: [[/^Distance atteinte/, '48']], shown: /9,9\scm/, rating: 'Bon', normClass: 'Au-dessus de la moyenne' },
];

for (const c of CASES) {
  test(`${c.testId}: record, rate with the norm, save, see it on the hub after reload`, async ({ page, signedIn }) => {
    await seedProfile(signedIn.uid, { sex: 'homme', age: 25 });
    await openTest(page, c.testId);
    await expect(page.getByRole('heading', { level: 1, name: c.name })).toBeVisible();
    await expect(page.locator('summary', { hasText: 'Protocole et sécurité' })).toBeVisible();
    // Prefilled from the profile.
    await expect(page.getByLabel('Sexe')).toHaveValue('homme');
    await expect(page.getByLabel('Âge (ans)')).toHaveValue('25');

    for (const [label, value] of c.fill) await page.getByLabel(label).fill(value);
    const score = result(page);
    await expect(score.getByText(c.shown).first()).toBeVisible();
    await expect(score.locator('dd .rating-badge')).toHaveText(c.rating);
    if (c.extra) await expect(score.getByText(c.extra)).toBeVisible();
    // The norm table it came from, the person's class highlighted.
    const current = score.locator('tr[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current.locator('th')).toContainText(c.normClass);
    await expect(current.locator('th')).toContainText('Vous');
    // One rating: the marked class reads as the score's badge.
    await expect(current.locator('.rating-badge')).toHaveText(c.rating);

    await page.getByRole('button', { name: 'Enregistrer le résultat' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Résultat enregistré' })).toBeVisible();
    // The history shows it at once (live listener), and the form is ready for the next attempt.
    const history = page.locator('.test-history');
    await expect(history.getByText(c.shown).first()).toBeVisible();
    await expect(history.locator('.rating-badge')).toHaveText(c.rating);

    await page.goto('/tests');
    await page.reload();
    const card = page.locator(`[data-test-id="${c.testId}"]`);
    await expect(card).toContainText(c.name);
    await expect(card.getByText(c.shown)).toBeVisible();
    await expect(card.locator('.rating-badge')).toHaveText(c.rating);
    // Other tests still show no result.
    const other = CASES.find((o) => o.testId !== c.testId)!;
    await expect(page.locator(`[data-test-id="${other.testId}"]`)).toContainText('Pas encore de résultat');

    const stored = await storedResults(signedIn.uid);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.testId.stringValue).toBe(c.testId);
    expect(stored[0]?.sex.stringValue).toBe('homme');
    expect(Number(stored[0]?.age.integerValue ?? stored[0]?.age.doubleValue)).toBe(25);
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 720 },
]) {
  test(`after saving (${viewport.width} px), the score stays and the toast leaves the new row's "Supprimer" free`, async ({ page, signedIn }) => {
    await seedProfile(signedIn.uid, { sex: 'homme', age: 25 });
    await page.setViewportSize(viewport);
    await openTest(page, 'cooper-12min');
    const distance = page.getByLabel(/^Distance parcourue/);
    await distance.fill('2 400');
    await expect(result(page).getByText(/42,4\smL\/kg\/min/)).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer le résultat' }).click();

    const saved = page.locator('.toast').filter({ hasText: 'Résultat enregistré' });
    await expect(saved).toBeVisible();
    // The new row's button brought to the bottom of the screen (above the phone's tab bar),
    // where toasts show: the toast must get out of its way.
    const remove = page.getByRole('button', { name: /^Supprimer le résultat du/ });
    await remove.evaluate((button, bottomGap) => {
      window.scrollBy(0, button.getBoundingClientRect().bottom - (window.innerHeight - bottomGap));
    }, viewport.width < 900 ? 90 : 20);
    await expect(remove).toBeInViewport();
    // Nothing on top of the button: a tap at its centre reaches it.
    const free = () =>
      remove.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return hit !== null && button.contains(hit);
      });
    await expect.poll(free, { timeout: 2500 }).toBe(true);
    await expect(saved).toBeVisible();
    const toastBox = await saved.boundingBox();
    if (toastBox) expect(overlap(toastBox, (await remove.boundingBox())!)).toBe(false);

    // The score card keeps what was saved; the form is ready for another attempt.
    await expect(distance).toHaveValue('');
    const score = result(page);
    await expect(score).toContainText('Résultat enregistré');
    await expect(score.getByText(/2\s400\sm/).first()).toBeVisible();
    await expect(score.getByText(/42,4\smL\/kg\/min/)).toBeVisible();
    await expect(score.locator('tr[aria-current="true"]')).toContainText('Passable');
    // Typing a new attempt replaces it.
    await distance.fill('2');
    await expect(score).toHaveCount(0);
  });
}

test('the Cooper norm table names each class once; on a phone the timer and the entry come before the protocol', async ({ page, signedIn }) => {
  await seedProfile(signedIn.uid, { sex: 'homme', age: 25 });
  await page.setViewportSize({ width: 360, height: 740 });
  await openTest(page, 'cooper-12min');
  await page.getByLabel(/^Distance parcourue/).fill('2 400');
  const table = result(page).locator('.norm-table table');
  await expect(table.locator('thead th')).toHaveText(['Classe', 'Valeurs']);
  await expect(table.locator('tr[aria-current="true"] th')).toContainText('Passable');

  // Protocol and safety folded into one line; the timer starts within the first screen.
  const protocol = page.locator('summary', { hasText: 'Protocole et sécurité' });
  await expect(protocol).toBeVisible();
  await expect(page.getByText('Test d’effort maximal', { exact: false })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Démarrer' })).toBeInViewport();
  // The result entry follows the timer directly (the protocol no longer sits in between).
  const timer = (await page.locator('section', { has: page.getByRole('button', { name: 'Démarrer' }) }).last().boundingBox())!;
  const entry = (await page.getByRole('heading', { name: 'Votre résultat' }).boundingBox())!;
  expect(entry.y - (timer.y + timer.height)).toBeLessThan(60);
  await protocol.click();
  await expect(page.getByText('Test d’effort maximal', { exact: false })).toBeVisible();
});

test('bad input gets a French message and nothing is saved', async ({ page, signedIn }) => {
  await seedProfile(signedIn.uid, { sex: 'femme', age: 30 });
  await openTest(page, 'cooper-12min');
  const distance = page.getByLabel(/^Distance parcourue/);
  await distance.fill('loin');
  await page.getByRole('button', { name: 'Enregistrer le résultat' }).click();
  await expect(page.getByText('Saisissez un nombre valide.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Corrigez les champs signalés : rien n’a été enregistré.' })).toBeVisible();
  await expect(distance).toBeFocused();
  await expect(distance).toHaveAttribute('aria-invalid', 'true');

  await distance.fill('100');
  const message = page.locator('.field-error', { hasText: 'La distance doit être comprise entre 800 et' });
  await expect(message).toHaveText(/^La distance doit être comprise entre 800 et 5\s000\sm\.$/);
  await page.getByLabel('Âge (ans)').fill('trente');
  await page.getByLabel('Date du test').fill('2099-01-01');
  await page.getByRole('button', { name: 'Enregistrer le résultat' }).click();
  await expect(page.getByText('La date du test ne peut pas être dans le futur.')).toBeVisible();
  await expect(page.getByLabel('Âge (ans)')).toHaveAttribute('aria-invalid', 'true');
  await expect(result(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByText('Aucun résultat enregistré pour ce test.')).toBeVisible();
  expect(await storedResults(signedIn.uid)).toHaveLength(0);
});

test('without a profile the person chooses sex and age; no norm shows "pas de norme"', async ({ page, signedIn }) => {
  await openTest(page, 'broad-jump');
  await expect(page.getByLabel('Sexe')).toHaveValue('');
  await expect(page.getByLabel('Âge (ans)')).toHaveValue('');
  await page.getByLabel(/^Distance de saut/).fill('200');
  await page.getByRole('button', { name: 'Enregistrer le résultat' }).click();
  await expect(page.getByText('Indiquez le sexe : les normes en dépendent.')).toBeVisible();
  await expect(page.getByText('Ce champ est obligatoire.')).toBeVisible();

  await page.getByLabel('Sexe').selectOption('femme');
  await page.getByLabel('Âge (ans)').fill('45');
  // The Finnish grades stop at 29: no rating, no table, an honest message.
  await expect(result(page).locator('.rating-badge')).toHaveText('pas de norme');
  await expect(result(page).locator('table')).toHaveCount(0);
  await page.getByLabel('Âge (ans)').fill('24');
  await expect(result(page).locator('dd .rating-badge')).toHaveText('Bon');
  await expect(result(page).locator('p', { hasText: 'Repères indicatifs' })).toBeVisible();
  await page.getByLabel('Âge (ans)').fill('45');
  await page.getByRole('button', { name: 'Enregistrer le résultat' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Résultat enregistré' })).toBeVisible();
  const stored = await storedResults(signedIn.uid);
  expect(stored[0]?.rating).toEqual({ nullValue: null });
  expect(stored[0]?.sex.stringValue).toBe('femme');
});

test('history is newest first, survives reload, and an entry can be deleted', async ({ page, signedIn }) => {
  await seedProfile(signedIn.uid, { sex: 'homme', age: 25 });
  await openTest(page, 'situps-1min');
  const save = page.getByRole('button', { name: 'Enregistrer le résultat' });
  await page.getByLabel('Date du test').fill('2025-01-10');
  await page.getByLabel(/^Nombre de redressements/).fill('30');
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Résultat enregistré' })).toBeVisible();
  await page.getByLabel('Date du test').fill('2025-03-10');
  await page.getByLabel(/^Nombre de redressements/).fill('40');
  await save.click();
  await expect(page.locator('.test-history-item')).toHaveCount(2);

  await page.reload();
  const items = page.locator('.test-history-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('10 mars 2025');
  await expect(items.nth(0)).toContainText('40 répétitions');
  await expect(items.nth(1)).toContainText('10 janvier 2025');
  // The chart summary (shared chart component) covers both results.
  await expect(page.locator('.chart-summary')).toContainText('2');

  await hydrated(page);
  await page.getByRole('button', { name: 'Supprimer le résultat du 10 janvier 2025' }).click();
  await page.getByRole('button', { name: 'Confirmer la suppression' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Résultat supprimé' })).toBeVisible();
  await expect(items).toHaveCount(1);
  await page.reload();
  await expect(page.locator('.test-history-item')).toHaveCount(1);
  expect(await storedResults(signedIn.uid)).toHaveLength(1);
});

test.describe('built-in timers (Playwright clock)', () => {
  // Each run-for fires every render tick of the fake clock in the page: give them room.
  test.describe.configure({ timeout: 60_000 });
  test('Cooper: 12-minute countdown from timestamps, lap helper fills the distance', async ({ page, signedIn }) => {
    await seedProfile(signedIn.uid, { sex: 'homme', age: 25 });
    await page.clock.install();
    await openTest(page, 'cooper-12min');
    const digits = page.getByRole('timer');
    await expect(digits).toHaveText('12:00');
    // Only the test moves time from here: a slow machine's real seconds would show otherwise.
    await page.clock.pauseAt(Date.now() + 5_000);
    await page.getByRole('button', { name: 'Démarrer' }).click();
    await page.clock.runFor(90_000);
    await expect(digits).toHaveText('10:30');
    // A background tab runs no timers: jump 6 minutes without firing them; the clock is still right.
    await page.clock.fastForward(6 * 60_000);
    await expect(digits).toHaveText('4:30');

    const add = page.getByRole('button', { name: '+1 tour' });
    for (let i = 0; i < 6; i++) await add.click();
    await page.getByRole('button', { name: 'Retirer un tour' }).click();
    await expect(page.getByText('5 tours')).toBeVisible();
    await page.getByLabel('Mètres après le dernier tour complet').fill('150');
    await expect(page.getByText(/Distance\s:\s2\s150\sm/)).toBeVisible();

    await page.clock.fastForward(4 * 60_000 + 30_000);
    await page.clock.runFor(500);
    await expect(digits).toHaveText('0:00');
    await expect(page.getByText('Temps écoulé : arrêtez-vous et notez votre résultat.')).toBeVisible();
    await page.getByRole('button', { name: 'Reporter la distance dans le résultat' }).click();
    await expect(page.getByLabel(/^Distance parcourue/)).toHaveValue('2150');
    await expect(result(page).locator('dd .rating-badge')).toHaveText('Faible');

    // A reload in the middle of nothing keeps the finished clock and the laps.
    await page.reload();
    await expect(page.getByText('5 tours')).toBeVisible();
  });

  test('step test: 96 beats a minute for men with audible beats, then the 5–20 s pulse window', async ({ page, signedIn }) => {
    await seedProfile(signedIn.uid, { sex: 'homme', age: 25 });
    // Count the Web Audio tones the page schedules.
    await page.addInitScript(() => {
      const w = window as any;
      w.__tones = 0;
      const original = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function (this: AudioContext) {
        w.__tones += 1;
        return original.call(this);
      };
    });
    await page.clock.install();
    await openTest(page, 'step-queens');
    // From here time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 5_000);
    await expect(page.getByText('24 montées par minute, 96 battements par minute (Homme).')).toBeVisible();
    await page.getByLabel('Sexe').selectOption('femme');
    await expect(page.getByText('22 montées par minute, 88 battements par minute (Femme).')).toBeVisible();
    await page.getByLabel('Sexe').selectOption('homme');

    await page.getByRole('button', { name: 'Démarrer' }).click();
    await page.clock.runFor(500 + 10_000);
    // 10 s at 96/min = 16 beats played, plus those of the 1.5 s look-ahead already handed to the
    // audio clock: beats 0…18 (the one at 11.25 s is within 10.5 + 1.5 s of the click).
    expect(await page.evaluate(() => (window as any).__tones as number)).toBe(19);
    await expect(page.locator('.metronome-beat')).toContainText(/Temps [1-4] sur 4/);
    await expect(page.getByRole('timer')).toHaveText('2:50');

    // A tab left in the background: no timers fire, the clock jumps to 2 s after the stepping.
    await page.clock.fastForward(170_000 + 2_000);
    await page.clock.runFor(100);
    await expect(page.getByText('Arrêtez-vous et restez debout. Le comptage commence dans 3 s.')).toBeVisible();
    // Beats that fell due while asleep are dropped, not played late in a burst.
    expect(await page.evaluate(() => (window as any).__tones as number)).toBe(19);
    await page.clock.runFor(5_000);
    await expect(page.getByText('Comptez votre pouls maintenant ! Encore 13 s.')).toBeVisible();
    // The "start counting" signal sounded at 5 s.
    expect(await page.evaluate(() => (window as any).__tones as number)).toBe(20);
    await page.clock.runFor(15_000);
    await expect(page.getByText('Comptage terminé : saisissez les battements comptés.')).toBeVisible();

    await page.getByLabel('Battements comptés en 15 s').fill('3');
    await page.getByRole('button', { name: 'Multiplier par 4 et reporter' }).click();
    await expect(page.getByText('Saisissez un nombre de battements entre 10 et 60.')).toBeVisible();
    await page.getByLabel('Battements comptés en 15 s').fill('35');
    await page.getByRole('button', { name: 'Multiplier par 4 et reporter' }).click();
    await expect(page.getByLabel(/^Fréquence cardiaque de récupération/)).toHaveValue('140');
    await expect(result(page).locator('dd .rating-badge')).toHaveText('Bon');
  });

  test('sit-ups: 1-minute countdown', async ({ page, signedIn }) => {
    await seedProfile(signedIn.uid, { sex: 'femme', age: 30 });
    await page.clock.install();
    await openTest(page, 'situps-1min');
    await page.clock.pauseAt(Date.now() + 5_000);
    const digits = page.getByRole('timer');
    await expect(digits).toHaveText('1:00');
    await page.getByRole('button', { name: 'Démarrer' }).click();
    await page.clock.runFor(20_000);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(30_000);
    await expect(digits).toHaveText('0:40');
    await page.getByRole('button', { name: 'Reprendre' }).click();
    await page.clock.runFor(40_000);
    await expect(digits).toHaveText('0:00');
    await expect(page.getByText('Temps écoulé : arrêtez-vous et notez votre résultat.')).toBeVisible();
  });

  test('plank: stopping the stopwatch fills the result', async ({ page, signedIn }) => {
    await seedProfile(signedIn.uid, { sex: 'homme', age: 25 });
    await page.clock.install();
    await openTest(page, 'plank-hold');
    // Time stands still between the steps below, so the stop happens exactly where it is read.
    await page.clock.pauseAt(Date.now() + 5_000);
    await page.getByRole('button', { name: 'Démarrer' }).click();
    await page.clock.runFor(60_000);
    await page.clock.fastForward(35_200);
    await expect(page.getByRole('timer')).toHaveText(/^1:35,\d$/);
    await page.getByRole('button', { name: 'Arrêter' }).click();
    await expect(page.getByLabel(/^Temps tenu/)).toHaveValue('95');
    await expect(page.getByText('Résultat reporté dans le formulaire.')).toBeVisible();
    await expect(result(page).locator('dd .rating-badge')).toHaveText('Bon');
    // The Firestore SDK runs on timers too: let time flow again for the save.
    await page.clock.resume();
    await page.getByRole('button', { name: 'Enregistrer le résultat' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Résultat enregistré' })).toBeVisible();
  });
});
