// Every page of the app, in one table: the raw-key walk (i18n-walk.spec.ts), the development
// smoke test (dev-smoke.spec.ts), the accessibility spec (a11y.spec.ts) and the session guard
// (routing.spec.ts) all read it, so a new page is added here once. Texts are locale keys
// (`namespace:path`), read from locales/fr by ./locales.ts, so copy edits do not break the tests.

import { ownChallengeId, routeTableChallenge, twoWeeks } from './seeds.ts';

export interface AppRoute {
  /** A URL of the page (parameters filled with a sample value). */
  path: string;
  /** Locale key of the page's heading (its `h1`). */
  heading: string;
  /** The heading itself when it is the person's data (a program's name), seeded by ./seeds.ts. */
  headingText?: string;
  /**
   * How a person reaches the page without typing its address: the link's label, in the app
   * shell's navigation (`nav`) or on another page of this table. Null when nothing links to it.
   */
  link: { from: 'nav' | string; label: string } | null;
  /** Public pages: no session needed (and a signed-in person is sent away from /login). */
  public?: boolean;
  /** HTTP status of the document: 200 unless said otherwise. */
  status?: number;
}

const nav = (label: string) => ({ from: 'nav', label: `common:nav.${label}` });

export const ROUTES: readonly AppRoute[] = [
  { path: '/login', heading: 'auth:tabs.signIn', link: null, public: true },
  { path: '/dashboard', heading: 'dashboard:title', link: nav('dashboard') },
  { path: '/programs', heading: 'programs:title', link: nav('programs') },
  { path: '/programs/new', heading: 'programs:new.title', link: null },
  { path: '/programs/custom', heading: 'programs:custom.title', link: null },
  { path: '/programs/instant', heading: 'programs:instant.title', link: null },
  { path: '/programs/abc123', heading: 'programs:detail.title', headingText: twoWeeks.name, link: null },
  { path: '/programs/exercices/squat', heading: 'exercise-page:howTo', headingText: 'Squat', link: null },
  { path: '/sessions', heading: 'sessions:title', link: nav('sessions') },
  { path: '/sessions/new', heading: 'sessions:new.title', link: null },
  { path: '/sessions/new/p1/2/0', heading: 'sessions:fromProgram.title', link: null },
  { path: '/sessions/view/s1', heading: 'sessions:view.title', link: null },
  { path: '/sessions/edit/s1', heading: 'sessions:edit.title', link: null },
  { path: '/sessions/import', heading: 'sessions:import.title', link: { from: '/sessions', label: 'sessions:history.import' } },
  { path: '/progress', heading: 'progress:title', link: nav('progress') },
  { path: '/calendar', heading: 'calendar:title', link: nav('calendar') },
  { path: '/calendar?vue=semaine&date=2026-11-23', heading: 'calendar:title', link: { from: '/calendar', label: 'calendar:views.week' } },
  { path: '/calendar/abonnement', heading: 'calendar-feed:page.title', link: { from: '/calendar', label: 'calendar-feed:page.openFromCalendar' } },
  { path: '/timers', heading: 'timers:title', link: nav('timers') },
  { path: '/timers/rest', heading: 'timers:rest.title', link: { from: '/timers', label: 'timers:rest.title' } },
  { path: '/timers/interval', heading: 'timers:interval.title', link: { from: '/timers', label: 'timers:interval.title' } },
  { path: '/timers/workout', heading: 'timers:workout.title', link: { from: '/timers', label: 'timers:workout.title' } },
  { path: '/tests', heading: 'common:nav.tests', link: nav('tests') },
  { path: '/tests/run-1_5-mile', heading: 'tests:items.run-1_5-mile.name', link: { from: '/tests', label: 'tests:items.run-1_5-mile.name' } },
  { path: '/calculators', heading: 'common:nav.calculators', link: nav('calculators') },
  { path: '/calculators/bmi', heading: 'calculators:titles.bmi', link: { from: '/calculators', label: 'calculators:titles.bmi' } },
  { path: '/calculators/heart-zones', heading: 'calculators:titles.heart-zones', link: { from: '/calculators', label: 'calculators:titles.heart-zones' } },
  { path: '/measurements', heading: 'measurements:title', link: nav('measurements') },
  { path: '/nutrition', heading: 'nutrition:title', link: nav('nutrition') },
  { path: '/nutrition/logs', heading: 'nutrition:logs.title', link: nav('logs') },
  { path: '/nutrition/foods', heading: 'nutrition:foods.title', link: nav('foods') },
  { path: '/nutrition/foods/search', heading: 'nutrition:search.title', link: null },
  { path: '/nutrition/recipes', heading: 'nutrition:recipes.title', link: nav('recipes') },
  { path: '/nutrition/recipes/new', heading: 'recipes:newTitle', link: { from: '/nutrition/recipes', label: 'recipes:create' } },
  { path: '/nutrition/recipes/r1', heading: 'recipes:editTitle', link: null },
  { path: '/nutrition/meal-plans', heading: 'nutrition:mealPlans.title', link: nav('mealPlans') },
  { path: '/nutrition/energy-balance', heading: 'nutrition:energyBalance.title', link: nav('energyBalance') },
  { path: '/nutrition/seed', heading: 'nutrition:seed.title', link: null },
  { path: '/challenges', heading: 'challenges:title', link: nav('challenges') },
  { path: '/challenges/new', heading: 'challenges:form.newTitle', link: { from: '/challenges', label: 'challenges:list.create' } },
  { path: '/challenges/view/c1', heading: 'challenges:title', headingText: routeTableChallenge.title, link: null },
  { path: '/challenges/edit/c1', heading: 'challenges:form.editTitle', link: null },
  // An invite code that opens no challenge: the page says so, under its own title.
  { path: '/challenges/join/k9Qm2xVt7LpR4sWz8YbN3c', heading: 'challenges:join.title', link: null },
  { path: '/leaderboard', heading: 'leaderboard:title', link: nav('leaderboard') },
  { path: '/notifications', heading: 'notifications:title', link: nav('notifications') },
  { path: '/profile', heading: 'profile:title', link: nav('profile') },
  { path: '/settings/notifications', heading: 'settings:notifications.title', link: nav('settings') },
  { path: '/settings/avatar', heading: 'settings:avatar.title', link: { from: '/profile', label: 'profile:links.avatar' } },
  { path: '/settings/nutrition-goals', heading: 'settings:nutritionGoals.title', link: { from: '/profile', label: 'profile:links.nutritionGoals' } },
  { path: '/nope/not-here', heading: 'common:errors.notFoundTitle', link: null, public: true, status: 404 },
];

/** The pages behind the session guard. */
export const SIGNED_IN_ROUTES = ROUTES.filter((route) => !route.public);

/** The URL a signed-in account visits for a route: the edit page of a challenge is the account's own. */
export function pathFor(route: AppRoute, uid: string): string {
  return route.path === '/challenges/edit/c1' ? `/challenges/edit/${ownChallengeId(uid)}` : route.path;
}

export function routeAt(path: string): AppRoute {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`${path} is not in tests/e2e/routes.ts`);
  return route;
}
