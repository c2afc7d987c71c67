// Timers driven by Playwright's fake clock: phases and rounds, pause, skip, a reload and a
// "background" jump, with beeps, vibration and the wake lock observed through stand-ins.
import type { Page } from '@playwright/test';
import { type ErrorRecorder, expect, hydrated, test } from './fixtures.ts';

const START = new Date('2025-06-02T09:00:00+02:00');

/** Web Audio, vibration and wake lock stand-ins that record what the page asked for. */
async function recordFeedback(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __beeps: number[]; __vibrations: unknown[]; __locks: string[] };
    w.__beeps = [];
    w.__vibrations = [];
    w.__locks = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume() {
        return Promise.resolve();
      }
      createOscillator() {
        const osc = {
          type: 'sine',
          frequency: { value: 0 },
          connect: (next: unknown) => next,
          start: () => w.__beeps.push(osc.frequency.value),
          stop: () => {},
        };
        return osc;
      }
      createGain() {
        return { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (next: unknown) => next };
      }
    }
    Object.defineProperty(window, 'AudioContext', { value: FakeAudioContext, configurable: true });
    Object.defineProperty(navigator, 'vibrate', { value: (p: unknown) => (w.__vibrations.push(p), true), configurable: true });
    Object.defineProperty(navigator, 'wakeLock', {
      configurable: true,
      value: {
        request: async () => {
          w.__locks.push('request');
          const sentinel = {
            released: false,
            release: async () => {
              sentinel.released = true;
              w.__locks.push('release');
            },
          };
          return sentinel;
        },
      },
    });
  });
}

const feedback = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __beeps: number[]; __vibrations: unknown[]; __locks: string[] };
    return { beeps: [...w.__beeps], vibrations: w.__vibrations.length, locks: [...w.__locks] };
  });

/**
 * The fake clock flows in real time after install; once the page is interactive it is paused,
 * so only runFor / fastForward move it (an hour ahead leaves room for the page load).
 */
async function freezeClock(page: Page) {
  await page.clock.pauseAt(new Date(START.getTime() + 3_600_000));
}

/**
 * Moving the fake clock minutes ahead moves the Firebase SDKs' timers too (the timer presets
 * listen to Firestore): Firestore's 10 s connection check gives up, its network probe fetches an
 * image from google.com, unreachable here, and a pending Firebase Auth request times out. All are
 * logged; none happens on a real clock.
 */
function allowFirestoreClockEffects(pageErrors: ErrorRecorder) {
  pageErrors.allow(/^console\.error: Failed to load resource: net::ERR_NAME_NOT_RESOLVED \(https:\/\/www\.google\.com\/images\/cleardot\.gif\?/);
  pageErrors.allow(/^console\.error: \[[^\]]+\]\s+@firebase\/firestore: Firestore \([\d.]+\): Could not reach Cloud Firestore backend\./);
  pageErrors.allow(/^console\.error: FirebaseError: Firebase: Error \(auth\/network-request-failed\)\./);
}

const digits = (page: Page) => page.getByTestId('timer-digits');
const phase = (page: Page) => page.getByTestId('timer-phase');

test('the hub links the three timers', async ({ page, signedIn: _ }) => {
  await page.goto('/timers');
  await expect(page.getByRole('heading', { level: 1, name: 'Minuteurs' })).toBeVisible();
  const links: [string, string][] = [
    ['Minuteur de repos', '/timers/rest'],
    ['Minuteur fractionné', '/timers/interval'],
    ['Chrono de séance', '/timers/workout'],
  ];
  for (const [name, href] of links) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveAttribute('href', href);
  }
});

test('interval timer runs through phases, rounds and sets, with pause, skip, beeps and vibration', async ({ page, signedIn: _, pageErrors }) => {
  allowFirestoreClockEffects(pageErrors);
  // runFor also runs the Firebase SDK's timers of the signed-in shell: seconds per call.
  test.setTimeout(90_000);
  await recordFeedback(page);
  await page.clock.install({ time: START });
  await page.goto('/timers/interval');
  await hydrated(page);
  await freezeClock(page);

  await page.getByLabel('Effort').fill('20');
  await page.getByLabel('Récupération').fill('10');
  await page.getByLabel('Tours').fill('2');
  await page.getByLabel('Séries').fill('2');
  await page.getByLabel('Repos entre les séries').fill('30');
  await expect(page.getByTestId('interval-total')).toHaveText('Durée totale : 2:10');
  await page.getByLabel('Tours').fill('0');
  await expect(page.getByText('Entre 1 et 100 tours.')).toBeVisible();
  await page.getByLabel('Tours').fill('2');
  await expect(digits(page)).toHaveText('0:20');
  await expect(phase(page)).toHaveText('Prêt' + 'Tour 1 sur 2 · Série 1 sur 2');

  await page.getByRole('button', { name: 'Démarrer' }).click();
  await expect(phase(page)).toHaveText('EffortTour 1 sur 2 · Série 1 sur 2');
  await expect(page.getByLabel('Effort')).toBeDisabled();
  await page.clock.runFor(5_000);
  await expect(digits(page)).toHaveText('0:15');
  expect((await feedback(page)).locks).toEqual(['request']);

  await page.clock.runFor(15_000);
  await expect(phase(page)).toHaveText('RécupérationTour 1 sur 2 · Série 1 sur 2');
  await expect(digits(page)).toHaveText('0:10');
  const afterFirst = await feedback(page);
  expect(afterFirst.beeps).toEqual([880, 880, 880, 1320]); // 3-2-1 then the change
  expect(afterFirst.vibrations).toBe(1);

  await page.clock.runFor(10_000);
  await expect(phase(page)).toHaveText('EffortTour 2 sur 2 · Série 1 sur 2');
  await page.clock.runFor(20_000);
  await expect(phase(page)).toHaveText('Repos entre les séries' + 'Tour 2 sur 2 · Série 1 sur 2');
  await expect(digits(page)).toHaveText('0:30');

  await page.getByRole('button', { name: 'Pause' }).click();
  await page.clock.runFor(60_000);
  await expect(digits(page)).toHaveText('0:30');
  await expect(page.getByText('En pause')).toBeVisible();
  expect((await feedback(page)).locks).toEqual(['request', 'release']);
  await page.getByRole('button', { name: 'Reprendre' }).click();
  await page.clock.runFor(30_000);
  await expect(phase(page)).toHaveText('EffortTour 1 sur 2 · Série 2 sur 2');

  await page.getByRole('button', { name: 'Passer' }).click();
  await expect(phase(page)).toHaveText('RécupérationTour 1 sur 2 · Série 2 sur 2');
  await expect(digits(page)).toHaveText('0:10');
  await page.clock.runFor(30_000);
  await expect(phase(page)).toHaveText('Terminé' + 'Tour 2 sur 2 · Série 2 sur 2');
  await expect(digits(page)).toHaveText('0:00');
  await expect(page.getByRole('button', { name: 'Réinitialiser' })).toBeVisible();
  await page.getByRole('button', { name: 'Réinitialiser' }).click();
  await expect(digits(page)).toHaveText('0:20');
  await expect(page.getByLabel('Effort')).toBeEnabled();
});

test('the Tabata preset sets 20 s / 10 s × 8', async ({ page, signedIn: _ }) => {
  await page.goto('/timers/interval');
  await hydrated(page);
  await page.getByRole('button', { name: /Tabata/ }).click();
  await expect(page.getByLabel('Effort')).toHaveValue('20');
  await expect(page.getByLabel('Récupération')).toHaveValue('10');
  await expect(page.getByLabel('Tours')).toHaveValue('8');
  await expect(page.getByTestId('interval-total')).toHaveText('Durée totale : 3:50');
});

test('a rest timer keeps its time across a reload and after the tab slept', async ({ page, signedIn: _, pageErrors }) => {
  allowFirestoreClockEffects(pageErrors);
  test.setTimeout(90_000);
  await recordFeedback(page);
  await page.clock.install({ time: START });
  await page.goto('/timers/rest');
  await hydrated(page);
  await freezeClock(page);
  await page.getByRole('button', { name: '1:30', exact: true }).click();
  await expect(digits(page)).toHaveText('1:30');
  await page.getByRole('button', { name: 'Démarrer' }).click();
  await page.clock.runFor(30_000);
  await expect(digits(page)).toHaveText('1:00');

  await page.reload();
  await hydrated(page);
  await expect(digits(page)).toHaveText('1:00');
  await expect(phase(page)).toHaveText('Repos');
  await page.clock.runFor(10_000);
  await expect(digits(page)).toHaveText('0:50');

  await page.getByRole('button', { name: '+15 s' }).click();
  await expect(digits(page)).toHaveText('1:05');
  await page.getByRole('button', { name: '−15 s' }).click();
  await page.getByRole('button', { name: '−15 s' }).click();
  await expect(digits(page)).toHaveText('0:35');

  // A throttled background tab: time jumps, no tick in between.
  await page.clock.fastForward(20_000);
  await expect(digits(page)).toHaveText('0:15');
  await page.clock.fastForward(60_000);
  await expect(phase(page)).toHaveText('Terminé');
  await expect(digits(page)).toHaveText('0:00');
  // The end was felt once; the stale 3-2-1 and end beeps of a sleeping tab were not replayed.
  const after = await feedback(page);
  expect(after.vibrations).toBe(1);
  expect(after.beeps).toEqual([]);
});

test('workout: stopwatch laps, AMRAP rounds, for time', async ({ page, signedIn: _, pageErrors }) => {
  allowFirestoreClockEffects(pageErrors);
  test.setTimeout(90_000);
  await page.clock.install({ time: START });
  await page.goto('/timers/workout');
  await hydrated(page);
  await freezeClock(page);

  await page.getByRole('button', { name: 'Démarrer' }).click();
  await page.clock.runFor(12_300);
  await page.getByRole('button', { name: 'Tour', exact: true }).click();
  await page.clock.runFor(8_000);
  await page.getByRole('button', { name: 'Tour', exact: true }).click();
  await expect(digits(page)).toHaveText('0:20');
  const laps = page.getByRole('table', { name: 'Tours' }).locator('tbody tr');
  await expect(laps).toHaveCount(2);
  await expect(laps.nth(0)).toHaveText(/2\s*0:08,0\s*0:20,3/);
  await expect(laps.nth(1)).toHaveText(/1\s*0:12,3\s*0:12,3/);
  await expect(page.getByRole('button', { name: 'AMRAP' })).toBeDisabled();
  await page.getByRole('button', { name: 'Réinitialiser' }).click();

  await page.getByRole('button', { name: 'AMRAP' }).click();
  await page.getByLabel('Durée').fill('5');
  await expect(digits(page)).toHaveText('5:00');
  await page.getByRole('button', { name: 'Démarrer' }).click();
  await page.getByRole('button', { name: '+1 tour' }).click();
  await page.getByRole('button', { name: '+1 tour' }).click();
  await expect(phase(page)).toHaveText('Effort2 tours');
  await page.clock.runFor(61_000);
  await expect(digits(page)).toHaveText('3:59');
  await page.getByRole('button', { name: 'Réinitialiser' }).click();

  await page.getByRole('button', { name: 'Pour le temps' }).click();
  await page.getByRole('button', { name: 'Démarrer' }).click();
  await page.clock.runFor(95_000);
  await page.getByRole('button', { name: 'Terminé' }).click();
  await expect(page.getByText('Temps final : 1:35,0')).toBeVisible();
  await expect(phase(page)).toHaveText('Terminé');

  await page.getByRole('button', { name: 'Réinitialiser' }).click();
  await page.getByRole('button', { name: 'EMOM' }).click();
  await page.getByLabel('Intervalle', { exact: true }).fill('30');
  await page.getByLabel('Nombre d’intervalles').fill('3');
  await page.getByRole('button', { name: 'Démarrer' }).click();
  await page.clock.runFor(31_000);
  await expect(phase(page)).toHaveText('EffortIntervalle 2 sur 3');
  await expect(digits(page)).toHaveText('0:29');
});

test('presets are saved to the person’s settings and survive a reload', async ({ page, signedIn: _ }) => {
  await page.goto('/timers/interval');
  await hydrated(page);
  await expect(page.getByText('Aucun réglage enregistré pour ce minuteur.')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: /Tabata/ }).click();
  await page.getByRole('button', { name: /^Enregistrer/ }).click();
  await expect(page.getByText('Donnez un nom à ce réglage.')).toBeVisible();
  await page.getByLabel('Nom du réglage').fill('Mon Tabata');
  await page.getByRole('button', { name: /^Enregistrer/ }).click();
  await expect(page.getByRole('button', { name: /^Mon Tabata/ })).toBeVisible();

  await page.getByLabel('Tours').fill('3');
  await page.reload();
  await hydrated(page);
  const preset = page.getByRole('button', { name: /^Mon Tabata/ });
  await expect(preset).toBeVisible({ timeout: 15_000 });
  await expect(preset).toContainText('0:20 / 0:10 × 8');
  await expect(page.getByLabel('Tours')).toHaveValue('3');
  await preset.click();
  await expect(page.getByLabel('Tours')).toHaveValue('8');

  await page.getByRole('button', { name: 'Supprimer le réglage Mon Tabata' }).click();
  await expect(page.getByText('Aucun réglage enregistré pour ce minuteur.')).toBeVisible();
});

test('a button whose label carries its sign shows it once (no "− −15 s")', async ({ page, signedIn: _ }) => {
  const signed = (label: string) => page.locator('main button').filter({ hasText: label });
  const pages: Array<[path: string, labels: string[], before?: () => Promise<void>]> = [
    ['/timers/rest', ['−15 s', '+15 s']],
    ['/timers/workout', ['−1 tour', '+1 tour'], () => page.getByRole('button', { name: 'AMRAP' }).click()],
    ['/tests/cooper-12min', ['+1 tour']],
  ];
  for (const [path, labels, before] of pages) {
    await page.goto(path);
    await hydrated(page);
    await before?.();
    for (const label of labels) {
      const button = signed(label);
      await expect(button, `${path} ${label}`).toHaveCount(1);
      // The sign is in the words: a plus or minus icon beside them would show it twice.
      await expect(button.locator('svg'), `${path} ${label}`).toHaveCount(0);
      await expect(button).toHaveText(label);
    }
  }
});
