import { daysBetween } from '../dates/index.ts';
import { MUSCLES, type Exercise, type LoggedSession, type Muscle, type SetKind } from './types.ts';

/*
 * Hard sets per muscle group: a done set that is not a warm-up counts 1 for its exercise's first
 * muscle and 0.5 for each other one. `cardio` tags an effort, not a muscle group, so it is left
 * out (the other muscles of a cardio exercise keep their place and weight), and stretches
 * (`mobilite`) are not training sets.
 */

/** The muscle groups a body map shows: every catalogue muscle but the `cardio` tag. */
export const BODY_MUSCLES = MUSCLES.filter((muscle): muscle is Exclude<Muscle, 'cardio'> => muscle !== 'cardio');
export type BodyMuscle = (typeof BODY_MUSCLES)[number];

export type MuscleSets = Record<BodyMuscle, number>;

/** The usual range of weekly hard sets per muscle group for hypertrophy. */
export const WEEKLY_SETS_BAND = { min: 10, max: 20 } as const;

type Counted = Pick<Exercise, 'muscles' | 'kind'>;

/** What the count reads of a session: which exercises, and whether each set is a done work set. */
type SessionSets = { exercises: readonly { exerciseId: string; sets: readonly { done: boolean; kind?: SetKind }[] }[] };

export const noSets = (): MuscleSets => Object.fromEntries(BODY_MUSCLES.map((muscle) => [muscle, 0])) as MuscleSets;

/**
 * Hard sets per muscle over these sessions. `exerciseOf` finds a built-in or personal exercise
 * by id; an exercise it does not know (deleted since) counts for nothing.
 */
export function setsPerMuscle(sessions: readonly SessionSets[], exerciseOf: (id: string) => Counted | undefined): MuscleSets {
  const sets = noSets();
  for (const session of sessions) {
    for (const entry of session.exercises) {
      const exercise = exerciseOf(entry.exerciseId);
      if (!exercise || exercise.kind === 'mobilite') continue;
      const hard = entry.sets.filter((set) => set.done && set.kind !== 'echauffement').length;
      if (hard === 0) continue;
      exercise.muscles.forEach((muscle, index) => {
        if (muscle !== 'cardio') sets[muscle] += hard * (index === 0 ? 1 : 0.5);
      });
    }
  }
  return sets;
}

/**
 * Weeks in the period from `from` to `to`, both included (28 days = 4 weeks), never under one
 * week: a period that started three days ago still shows its sets as one week's.
 */
export function weeksBetween(from: string, to: string): number {
  return Math.max(1, (daysBetween(from, to) + 1) / 7);
}

/**
 * Average hard sets per week and muscle over the sessions dated `from` to `to` (both included),
 * rounded to a tenth. `from` null means since the first of these sessions.
 */
export function weeklySetsPerMuscle(
  sessions: readonly (SessionSets & Pick<LoggedSession, 'date'>)[],
  exerciseOf: (id: string) => Counted | undefined,
  from: string | null,
  to: string,
): MuscleSets {
  const inPeriod = sessions.filter((session) => (from === null || session.date >= from) && session.date <= to);
  const start = from ?? inPeriod.reduce<string | null>((first, session) => (first === null || session.date < first ? session.date : first), null);
  const totals = setsPerMuscle(inPeriod, exerciseOf);
  if (start === null) return totals;
  const weeks = weeksBetween(start, to);
  return Object.fromEntries(BODY_MUSCLES.map((muscle) => [muscle, Math.round((totals[muscle] / weeks) * 10) / 10])) as MuscleSets;
}

/** How strongly a muscle shows on the body map: 0 nothing, then four steps. */
export type MuscleLevel = 0 | 1 | 2 | 3 | 4;

/**
 * The steps' bounds for a week (the third step is the 10–20 band) and for one session: under
 * the first, up to the second, up to the third included, above it.
 */
export const LEVEL_BOUNDS = {
  semaine: [5, WEEKLY_SETS_BAND.min, WEEKLY_SETS_BAND.max],
  seance: [3, 6, 10],
} as const satisfies Record<string, readonly [number, number, number]>;
export type VolumeScope = keyof typeof LEVEL_BOUNDS;

export function muscleLevel(sets: number, scope: VolumeScope): MuscleLevel {
  const [low, mid, high] = LEVEL_BOUNDS[scope];
  if (sets <= 0) return 0;
  if (sets < low) return 1;
  if (sets < mid) return 2;
  if (sets <= high) return 3;
  return 4;
}
