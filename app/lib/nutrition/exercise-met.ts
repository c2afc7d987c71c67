/*
 * What a logged training session burns. Each exercise of the session is matched to an activity
 * of the Compendium of Physical Activities (Ainsworth et al., "2011 Compendium of Physical
 * Activities: a second update of codes and MET values", Med Sci Sports Exerc 43(8):1575–1581),
 * by its kind and, where the log says it, its intensity (RPE of strength sets, running speed).
 * The compendium's own wording is kept next to each value so it can be looked up.
 */
import type { ExerciseKind } from '#app/lib/training/index.ts';
import { exerciseKcal } from './energy.ts';

export const MET_ACTIVITIES = {
  /** "resistance (weight) training, multiple exercises, 8–15 repetitions at varied resistance" */
  'musculation-moderee': 3.5,
  /** "resistance training (weight lifting, free weight, nautilus or universal), power lifting or body building, vigorous effort" */
  'musculation-vigoureuse': 6.0,
  /** "calisthenics (e.g., push ups, sit ups, pull-ups, lunges), moderate effort" */
  gainage: 3.8,
  /** "calisthenics (e.g., push ups, sit ups, pull-ups, jumping jacks), heavy, vigorous effort" */
  'calisthenie-vigoureuse': 8.0,
  /** "stretching, mild" */
  mobilite: 2.3,
  /** "jogging, general" (no distance logged, so no speed) */
  course: 7.0,
  /** "walking, 3.5 mph, level, brisk, firm surface" */
  'marche-rapide': 4.3,
  /** "walking, 2.9 to 3.5 mph, uphill, 1 to 5 % grade" */
  'marche-inclinee': 5.3,
  /** "bicycling, stationary, general" */
  velo: 7.0,
  /** "rowing, stationary, general, moderate effort" */
  rameur: 4.8,
  /** "elliptical trainer, moderate effort" */
  elliptique: 5.0,
  /** "stair-treadmill ergometer, general" */
  stepper: 9.0,
  /** "boxing, punching bag" */
  boxe: 5.5,
  /** "aerobic, general": cardio the catalogue does not name (a person's own exercise) */
  'cardio-general': 7.3,
} as const;
export type MetActivity = keyof typeof MET_ACTIVITIES | `course-${number}`;

/**
 * Running by speed, from the compendium's "running, N mph" entries (4 to 10 mph), in km/h. A run
 * takes the fastest entry its mean speed reaches (the slowest one below 6.4 km/h): never a value
 * the log does not support.
 */
export const RUNNING_SPEEDS: readonly { readonly kmh: number; readonly met: number }[] = [
  { kmh: 6.4, met: 6.0 },
  { kmh: 8.0, met: 8.3 },
  { kmh: 9.7, met: 9.8 },
  { kmh: 11.3, met: 11.0 },
  { kmh: 12.9, met: 11.8 },
  { kmh: 14.5, met: 12.8 },
  { kmh: 16.1, met: 14.5 },
];

/** Catalogue exercises whose activity is more specific than their kind. */
const ACTIVITY_BY_EXERCISE: Readonly<Record<string, keyof typeof MET_ACTIVITIES>> = {
  'course-a-pied': 'course',
  'course-tapis': 'course',
  'marche-rapide': 'marche-rapide',
  'marche-inclinee-tapis': 'marche-inclinee',
  velo: 'velo',
  rameur: 'rameur',
  'velo-elliptique': 'elliptique',
  stepper: 'stepper',
  'shadow-boxing': 'boxe',
  burpees: 'calisthenie-vigoureuse',
  'jumping-jacks': 'calisthenie-vigoureuse',
  'mountain-climbers': 'calisthenie-vigoureuse',
  'montees-de-genoux': 'calisthenie-vigoureuse',
  'talons-fesses': 'calisthenie-vigoureuse',
};

const ACTIVITY_BY_KIND: Readonly<Record<ExerciseKind, keyof typeof MET_ACTIVITIES>> = {
  force: 'musculation-moderee',
  gainage: 'gainage',
  pliometrie: 'calisthenie-vigoureuse',
  mobilite: 'mobilite',
  cardio: 'cardio-general',
};

/** Strength work counts as vigorous from this mean RPE (2 reps or fewer left in reserve). */
export const VIGOROUS_RPE = 8;

export interface LoggedSet {
  readonly done: boolean;
  /** 'echec' (to failure) counts as RPE 10. */
  readonly kind: string;
  readonly rpe?: number | null;
  readonly durationSec?: number | null;
  readonly distanceM?: number | null;
}

export interface LoggedExercise {
  readonly exerciseId: string;
  readonly sets: readonly LoggedSet[];
}

export interface MetChoice {
  readonly activity: MetActivity;
  readonly met: number;
}

function runningMet(sets: readonly LoggedSet[]): MetChoice {
  const timed = sets.filter((s) => (s.durationSec ?? 0) > 0 && (s.distanceM ?? 0) > 0);
  const seconds = timed.reduce((sum, s) => sum + (s.durationSec ?? 0), 0);
  const metres = timed.reduce((sum, s) => sum + (s.distanceM ?? 0), 0);
  const kmh = seconds > 0 ? metres / 1000 / (seconds / 3600) : 0;
  if (kmh === 0) return { activity: 'course', met: MET_ACTIVITIES.course };
  // Slower than the first entry is still a run: its lowest value, not the general jogging one.
  const band = [...RUNNING_SPEEDS].reverse().find((b) => kmh >= b.kmh) ?? RUNNING_SPEEDS[0] ?? { kmh: 0, met: MET_ACTIVITIES.course };
  return { activity: `course-${band.kmh}`, met: band.met };
}

/**
 * The activity and MET of one exercise of a session, from its done sets. `kind` is the
 * exercise's kind (catalogue or the person's own); an exercise nobody knows any more (a deleted
 * custom exercise) counts as moderate strength work, the bulk of a training log.
 */
export function metForExercise(exercise: LoggedExercise, kind: ExerciseKind | undefined): MetChoice {
  const done = exercise.sets.filter((s) => s.done);
  const specific = ACTIVITY_BY_EXERCISE[exercise.exerciseId];
  if (specific === 'course') return runningMet(done);
  if (specific) return { activity: specific, met: MET_ACTIVITIES[specific] };
  const activity = ACTIVITY_BY_KIND[kind ?? 'force'];
  if (activity === 'musculation-moderee') {
    const rpes = done.flatMap((s) => (s.kind === 'echec' ? [10] : s.rpe ? [s.rpe] : []));
    const meanRpe = rpes.length ? rpes.reduce((a, b) => a + b, 0) / rpes.length : 0;
    if (meanRpe >= VIGOROUS_RPE) return { activity: 'musculation-vigoureuse', met: MET_ACTIVITIES['musculation-vigoureuse'] };
  }
  return { activity, met: MET_ACTIVITIES[activity] };
}

export interface SessionForEnergy {
  /** Whole session, rests included (the compendium's strength values include them too). */
  readonly durationSec: number;
  readonly exercises: readonly LoggedExercise[];
}

export interface SessionPart extends MetChoice {
  readonly exerciseId: string;
  readonly minutes: number;
}

export interface SessionEnergy {
  readonly parts: readonly SessionPart[];
  readonly minutes: number;
  /** Gross: MET × 3.5 × kg ÷ 200 × minutes, summed over the exercises. */
  readonly grossKcal: number;
  /** Above rest: (MET − 1) × …, what the session adds to a day whose base already counts rest. */
  readonly netKcal: number;
}

/**
 * A session's minutes per exercise, then its energy. Timed sets (planks, runs) keep their own
 * seconds; the rest of the session's duration (sets, rests, changes) is shared among the other
 * exercises in proportion to their done sets. A session without a done set adds nothing.
 */
export function sessionEnergy(session: SessionForEnergy, kindOf: (exerciseId: string) => ExerciseKind | undefined, weightKg: number): SessionEnergy {
  const exercises = session.exercises.map((exercise) => {
    const done = exercise.sets.filter((s) => s.done);
    const timedSec = done.reduce((sum, s) => sum + (s.durationSec ?? 0), 0);
    const untimedSets = done.filter((s) => !s.durationSec).length;
    return { exercise, done: done.length, timedSec, untimedSets };
  });
  const timedTotal = exercises.reduce((sum, e) => sum + e.timedSec, 0);
  const untimedTotal = exercises.reduce((sum, e) => sum + e.untimedSets, 0);
  const pool = Math.max(0, session.durationSec - timedTotal);
  const parts = exercises
    .filter((e) => e.done > 0)
    .map(({ exercise, timedSec, untimedSets }): SessionPart => {
      const seconds = timedSec + (untimedTotal > 0 ? (pool * untimedSets) / untimedTotal : 0);
      return { exerciseId: exercise.exerciseId, ...metForExercise(exercise, kindOf(exercise.exerciseId)), minutes: seconds / 60 };
    });
  return {
    parts,
    minutes: parts.reduce((sum, p) => sum + p.minutes, 0),
    grossKcal: parts.reduce((sum, p) => sum + exerciseKcal(p.met, weightKg, p.minutes), 0),
    netKcal: parts.reduce((sum, p) => sum + exerciseKcal(Math.max(0, p.met - 1), weightKg, p.minutes), 0),
  };
}
