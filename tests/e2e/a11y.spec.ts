// WCAG 2.1 AA (axe) on every page of the route table, in each theme, at phone and desktop widths.
// One page load per route: the page is put in its telling state (data, errors shown, a running
// timer), then checked in the six configurations by switching the theme and the viewport.
import type { Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { adminSet, daysAgo, measurementDoc } from './firestore-admin.ts';
import { expect, hydrated, live, test } from './fixtures.ts';
import { fr } from './locales.ts';
import { pathFor, ROUTES } from './routes.ts';
import { seedCalendar, seedRouteTableChallenge, seedRouteTableRecipe, twoWeeks } from './seeds.ts';

const THEMES = ['dark', 'light', 'rose'] as const;
const WIDTHS = [360, 1280] as const;

/** Data a page shows (written for the worker's shared account, so idempotent) and what to do on it before the check. */
interface PageState {
  seed?: (uid: string) => Promise<void>;
  prepare?: (page: Page) => Promise<void>;
  /** Console errors the preparation provokes on purpose. */
  allow?: RegExp;
}

/** A profile and three measurements: the profile, measurement and settings screens filled in. */
async function seedBody(uid: string) {
  await adminSet(`users/${uid}`, {
    displayName: 'Alex', sex: 'femme', birthDate: `${new Date().getFullYear() - 33}-01-01`, heightCm: 168, activityLevel: 'tres-actif', goal: 'maintien',
    avatar: { kind: 'illustration', id: 'eclair', color: 'ambre' }, updatedAt: new Date(),
  });
  for (const [index, days] of [40, 20, 3].entries()) {
    await adminSet(`users/${uid}/measurements/m${index}`, measurementDoc(daysAgo(days), { weightKg: 70 - index, waistCm: 78 - index, neckCm: 33 }, index === 0 ? 'début' : ''));
  }
}

/** Two 2.4 km runs: the test page's history and chart, the hub's latest result. */
async function seedRuns(uid: string) {
  await seedBody(uid);
  for (const [id, date, timeSec] of [['run1', '2025-02-01', 850], ['run2', '2025-04-01', 800]] as const) {
    await adminSet(`users/${uid}/testResults/${id}`, {
      testId: 'run-1_5-mile', date, inputs: { timeSec }, result: { value: timeSec, unit: 's' }, estimates: { vo2max: 3.5 + 483 / (timeSec / 60) },
      rating: 'moyen', age: 33, sex: 'femme', createdAt: new Date(),
    });
  }
}

async function seedNotifications(uid: string) {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await adminSet(`users/${uid}/notifications/unread`, { title: 'Séance prévue', body: 'Haut du corps', link: '/sessions/new', read: false, createdAt: at(1) });
  await adminSet(`users/${uid}/notifications/read`, { title: 'Bilan', body: '', link: null, read: true, createdAt: at(60) });
}

const bodyScreen: PageState = { seed: seedBody, prepare: live };

/** The program the route table's program and program-day pages name. */
const programScreen = (id: string): PageState => ({ seed: (uid) => adminSet(`users/${uid}/programs/${id}`, twoWeeks), prepare: live });

/** The challenge form after a submit with nothing filled in: its messages and error summary. */
const refusedChallengeForm: PageState = {
  seed: seedRouteTableChallenge,
  prepare: async (page) => {
    await live(page);
    await page.getByLabel('Titre').fill('');
    await page.getByRole('button', { name: /^(Créer le défi|Enregistrer)$/ }).click();
    await expect(page.getByText('Donnez un titre au défi.')).toBeVisible();
  },
};

const STATES: Record<string, PageState> = {
  '/challenges': { seed: seedRouteTableChallenge, prepare: live },
  '/challenges/new': refusedChallengeForm,
  '/challenges/view/c1': { seed: seedRouteTableChallenge, prepare: live },
  '/challenges/edit/c1': refusedChallengeForm,
  '/programs/abc123': programScreen('abc123'),
  '/sessions/new/p1/2/0': programScreen('p1'),
  '/nutrition/recipes': { seed: seedRouteTableRecipe, prepare: live },
  '/nutrition/recipes/r1': {
    seed: seedRouteTableRecipe,
    prepare: async (page) => {
      await live(page);
      // The editor with a wrong quantity and the ingredient search open.
      await page.getByRole('textbox', { name: 'Haricot rouge, cuit' }).fill('0');
      await page.getByRole('button', { name: 'Enregistrer la recette' }).click();
      await page.getByRole('searchbox', { name: 'Aliment' }).first().fill('tomate');
      await expect(page.getByRole('button', { name: /^Ajouter à la recette : / }).first()).toBeVisible();
    },
  },
  // The subscription page with its link shown (the settings document the page reads).
  '/calendar/abonnement': { seed: (uid) => adminSet(`users/${uid}/settings/calendarFeed`, { token: 'Qm2xVt7LpR4sWz8YbN3ck9Qm2xVt7LpR', createdAt: new Date() }) },
  '/profile': bodyScreen,
  '/settings/avatar': bodyScreen,
  '/settings/nutrition-goals': bodyScreen,
  '/measurements': {
    seed: seedBody,
    prepare: async (page) => {
      await live(page);
      await expect(page.locator('.chart-canvas canvas').first()).toBeVisible();
    },
  },
  '/calculators/bmi': {
    prepare: async (page) => {
      await page.getByLabel('Poids').fill('70');
      await page.getByLabel(/^Taille/).fill('abc');
    },
  },
  '/calculators/heart-zones': {
    prepare: async (page) => {
      await page.getByLabel(/^Âge/).fill('40');
      await page.getByLabel(/^Fréquence cardiaque de repos/).fill('60');
    },
  },
  '/tests': {
    seed: seedRuns,
    prepare: (page) => expect(page.locator('[data-test-id="run-1_5-mile"]')).toContainText('13:20'),
  },
  '/tests/run-1_5-mile': {
    seed: seedRuns,
    prepare: async (page) => {
      await page.getByLabel(/^Temps \(/).fill('12:45');
      await expect(page.getByTestId('score').locator('tr[aria-current="true"]')).toHaveCount(1);
      await expect(page.locator('.test-history-item')).toHaveCount(2);
      await expect(page.locator('.chart-canvas canvas')).toHaveCount(1);
    },
  },
  '/timers/interval': {
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Démarrer' }).click();
      await expect(page.getByLabel('Tours')).toBeDisabled();
    },
  },
  '/sessions/import': {
    // The mapping step: a row, a list and two buttons per exercise name of the file.
    prepare: async (page) => {
      await live(page);
      await page.getByLabel('Fichier CSV exporté').setInputFiles(new URL('../fixtures/workouts/hevy-import.csv', import.meta.url).pathname);
      await expect(page.getByRole('heading', { level: 2, name: 'Faire correspondre les exercices' })).toBeVisible();
    },
  },
  '/notifications': {
    seed: seedNotifications,
    prepare: (page) => expect(page.locator('.inbox[data-live="on"]')).toBeAttached(),
  },
  '/calendar': { seed: seedCalendar, prepare: live },
  '/calendar?vue=semaine&date=2026-11-23': { seed: seedCalendar, prepare: live },
  '/settings/notifications': {
    // The form with its errors shown: the server refuses it with 400.
    allow: /^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) \(.*\/settings\/notifications\.data\)$/,
    prepare: async (page) => {
      await page.getByRole('checkbox', { name: 'Me rappeler mes séances' }).check();
      for (const day of ['Lundi', 'Mercredi', 'Vendredi']) await page.getByRole('checkbox', { name: day, exact: true }).uncheck();
      await page.getByRole('button', { name: 'Enregistrer les rappels' }).click();
      await expect(page.getByText('Choisissez au moins un jour d’entraînement', { exact: false })).toBeVisible();
    },
  },
};

/** Applies a theme the way a person does, with the toggle (the 404 page has none: saved choice and reload). */
async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: new RegExp(`^${fr('common:theme.label', { theme: '' }).split(':')[0]!.trim()}`) });
  if ((await toggle.count()) === 0) {
    await page.evaluate((value) => localStorage.setItem('elan-theme', value), theme);
    await page.reload();
    await hydrated(page);
  }
  for (let clicks = 0; clicks < THEMES.length && (await html.getAttribute('data-theme')) !== theme; clicks += 1) await toggle.click();
  await expect(html).toHaveAttribute('data-theme', theme);
}

for (const route of ROUTES) {
  test(`no axe violations on ${route.path} — each theme, ${WIDTHS.join(' and ')} px`, async ({ page, context, sharedSession, pageErrors }) => {
    // Six axe runs on one page: a long page (the templates of /programs) takes a while on a busy machine.
    test.setTimeout(90_000);
    const state = STATES[route.path] ?? {};
    if (route.status === 404) pageErrors.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 /);
    if (state.allow) pageErrors.allow(state.allow);
    if (!route.public) {
      await context.addCookies(sharedSession.cookies);
      await state.seed?.(sharedSession.account.uid);
    }
    const response = await page.goto(route.public ? route.path : pathFor(route, sharedSession.account.uid));
    expect(response?.status()).toBe(route.status ?? 200);
    await hydrated(page);
    await state.prepare?.(page);

    const violations: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      // Reflow (WCAG 1.4.10): the page never scrolls sideways; a wide table scrolls inside its own box.
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (sideways > 0) violations.push(`${width} px — the page scrolls sideways by ${sideways} px`);
      for (const theme of THEMES) {
        await useTheme(page, theme);
        violations.push(...(await axeViolations(page)).map((violation) => `${theme} ${width} px — ${violation}`));
      }
    }
    expect(violations).toEqual([]);
  });
}
