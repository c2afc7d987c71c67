// Documents several specs seed, written the way the app stores them.
import { adminSet } from './firestore-admin.ts';

const at = new Date('2026-01-05T08:00:00Z');

type ProgramExercise = { exerciseId: string; sets: number; restSec: number } & Record<string, string | number | number[] | { kind: string; incrementKg: number }>;
type ProgramDay = { name: string; exercises: ProgramExercise[] };

/** A strength program as the app stores it, one list of days a week; built by the person unless `source` says it is a template's copy. */
export function storedProgram(name: string, weeks: ProgramDay[][], options: { level?: string; source?: 'custom' | 'modele' } = {}) {
  const { level = 'intermediaire', source = 'custom' } = options;
  return { name, goal: 'force', level, weeks: weeks.map((days) => ({ days })), source, archived: false, createdAt: at, updatedAt: at };
}

const squat = { exerciseId: 'squat', sets: 5, reps: 5, percent1RM: 75, restSec: 180 };
const bench = { exerciseId: 'developpe-couche', sets: 3, repRange: [8, 12], loadKg: 61.3, rpe: 8, restSec: 120, notes: 'coudes serrés' };
const day = (name: string, exercises: ProgramExercise[]) => ({ name, exercises });
/** A two-week custom program: a %1RM squat day and a bench day with a rep range, RPE and a note. */
export const twoWeeks = storedProgram('Mon bloc force', [
  [day('Jambes', [squat]), day('Pecs', [bench])],
  [day('Jambes lourdes', [squat]), day('Pecs lourds', [bench])],
]);

/** An exercise the person added to the catalogue. */
export const personalPress = {
  name: 'Presse pectoraux du club',
  muscles: ['pectoraux', 'triceps'],
  equipment: ['machine'],
  kind: 'force',
  measure: 'charge-reps',
  createdAt: at,
  updatedAt: at,
};

/** The programs the route table's program page and program-day page name (tests/e2e/routes.ts). */
export async function seedRouteTablePrograms(uid: string): Promise<void> {
  for (const id of ['abc123', 'p1']) await adminSet(`users/${uid}/programs/${id}`, twoWeeks);
}

const beans = { kcal: 120, proteinG: 8, carbsG: 15, sugarsG: 1, fatG: 0.7, satFatG: null, fiberG: 6, saltG: 0.02 };
/** A recipe of two ingredients, 4 servings, as the recipe editor stores it. */
export const chili = {
  name: 'Chili sin carne',
  servings: 4,
  cookedWeightG: 1200,
  ingredients: [
    { ref: { kind: 'base', id: '20503' }, name: 'Haricot rouge, cuit', grams: 800, per100g: beans },
    { ref: { kind: 'food', id: 'tomates' }, name: 'Tomates concassées', grams: 400, per100g: { ...beans, kcal: 25, proteinG: 1.2, carbsG: 3.5 } },
  ],
  instructions: 'Mijoter 30 minutes.',
  createdAt: at,
  updatedAt: at,
};

/** The recipe the route table's recipe page names (tests/e2e/routes.ts). */
export async function seedRouteTableRecipe(uid: string): Promise<void> {
  await adminSet(`users/${uid}/recipes/r1`, chili);
}

const parisDay = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(Date.now() + offsetDays * 86_400_000));
/** A public challenge its creator runs alone (so it can still be edited), a session a week to go. */
export const routeTableChallenge = {
  title: 'Trois séances par semaine',
  description: 'Une séance le lundi, le mercredi et le vendredi.',
  metric: 'seances',
  unit: null,
  target: 12,
  visibility: 'publique',
  inviteCode: null,
  participantCount: 1,
  createdAt: at,
  updatedAt: at,
};

/**
 * Challenges are shared documents, and tests run side by side with their own accounts: the one
 * only its creator may edit is the account's own (ownChallengeId), the others read `c1`.
 */
export const ownChallengeId = (uid: string) => `c1-${uid}`;

/** The challenges the route table's challenge pages name (tests/e2e/routes.ts), with their creator taking part. */
export async function seedRouteTableChallenge(uid: string): Promise<void> {
  for (const id of ['c1', ownChallengeId(uid)]) {
    await adminSet(`challenges/${id}`, { ...routeTableChallenge, startDate: parisDay(-3), endDate: parisDay(25), createdBy: uid });
    await adminSet(`challenges/${id}/participants/${uid}`, { uid, pseudonym: 'Alex', progress: 4, completedAt: null, createdAt: at, updatedAt: at });
  }
}

/**
 * The calendar's pages filled in: `twoWeeks` as the active program trained every day from
 * 1 November 2026, a note and a planned test this day and in the week of 23 November 2026.
 */
export async function seedCalendar(uid: string): Promise<void> {
  await adminSet(`users/${uid}/programs/cal-a11y`, twoWeeks);
  await adminSet(`users/${uid}/settings/programSchedule`, { programId: 'cal-a11y', weekdays: [1, 2, 3, 4, 5, 6, 7], startDate: '2026-11-01', updatedAt: at });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const entry = (date: string, kind: string, title: string, link: string | null, done: boolean) => ({ date, kind, title, link, done, createdAt: at, updatedAt: at });
  await adminSet(`users/${uid}/calendar/a11y-note`, entry(today, 'note', 'Repos actif', null, false));
  await adminSet(`users/${uid}/calendar/a11y-test`, entry('2026-11-24', 'test-prevu', 'Test de Cooper', '/tests/cooper-12min', false));
  await adminSet(`users/${uid}/calendar/a11y-done`, entry('2026-11-25', 'seance-prevue', 'Vélo', '/sessions/new', true));
}
