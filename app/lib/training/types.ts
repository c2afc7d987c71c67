/*
 * Training domain contracts: the shapes the exercise catalogue, the templates, the generators and
 * (later) Firestore documents share. Values are French kebab-case because they are stored as is.
 */

export const MUSCLES = [
  'pectoraux',
  'dos',
  'epaules',
  'biceps',
  'triceps',
  'avant-bras',
  'abdominaux',
  'lombaires',
  'fessiers',
  'quadriceps',
  'ischio-jambiers',
  'mollets',
  'adducteurs',
  'cardio',
] as const;
export type Muscle = (typeof MUSCLES)[number];

/**
 * `tapis` is the treadmill (tapis de course); floor work needs nothing and is `poids-du-corps`.
 * `barre-traction` stands for the pull-up and dip station.
 */
export const EQUIPMENT = [
  'poids-du-corps',
  'halteres',
  'barre',
  'banc',
  'rack',
  'kettlebell',
  'machine',
  'poulie',
  'barre-traction',
  'elastique',
  'velo',
  'rameur',
  'tapis',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

export const EXERCISE_KINDS = ['force', 'cardio', 'mobilite', 'pliometrie', 'gainage'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/** How a set is logged: load and reps, reps alone, a duration, or a distance and a duration. */
export const EXERCISE_MEASURES = ['charge-reps', 'reps', 'duree', 'distance-duree'] as const;
export type ExerciseMeasure = (typeof EXERCISE_MEASURES)[number];

export type Exercise = {
  /** Stable kebab-case ASCII id, stored in programs and sessions: never rename one. */
  id: string;
  name: string;
  /** Primary muscle first, then the others it works. */
  muscles: Muscle[];
  /** Everything the exercise needs; all of it must be available. `poids-du-corps` alone = nothing. */
  equipment: Equipment[];
  kind: ExerciseKind;
  measure: ExerciseMeasure;
};

export const GOALS = ['force', 'hypertrophie', 'endurance', 'forme'] as const;
export type Goal = (typeof GOALS)[number];

export const LEVELS = ['debutant', 'intermediaire', 'avance'] as const;
export type Level = (typeof LEVELS)[number];

/**
 * How a loaded exercise of a program moves on from one session to the next (progression.ts):
 * `lineaire` adds `incrementKg` once every set reached the reps, `double` adds reps inside the
 * range first. Sets, reps and the starting load come from the prescription it sits on.
 */
export type ExerciseProgression = { kind: 'lineaire' | 'double'; incrementKg: number };

export type Prescription = {
  exerciseId: string;
  sets: number;
  reps?: number;
  repRange?: [number, number];
  durationSec?: number;
  distanceM?: number;
  loadKg?: number;
  percent1RM?: number;
  rpe?: number;
  restSec: number;
  supersetGroup?: string;
  notes?: string;
  progression?: ExerciseProgression;
};

export type ProgramDay = { name: string; exercises: Prescription[] };
export type ProgramWeek = { days: ProgramDay[] };

export type ProgramDraft = {
  name: string;
  goal: Goal;
  level: Level;
  weeks: ProgramWeek[];
};

export const INSTANT_FOCUSES = ['corps-entier', 'haut', 'bas', 'gainage', 'cardio'] as const;
export type InstantFocus = (typeof INSTANT_FOCUSES)[number];

export type InstantWorkout = { name: string; exercises: Prescription[] };

/** Bounds a stored program respects (the security rules check the same ones). */
export const PROGRAM_LIMITS = {
  maxWeeks: 52,
  maxDaysPerWeek: 7,
  maxExercisesPerDay: 20,
  maxSets: 10,
} as const;

/** How a logged set counts: warm-ups never count toward volume or records. */
export const SET_KINDS = ['echauffement', 'normale', 'degressive', 'echec'] as const;
export type SetKind = (typeof SET_KINDS)[number];

/**
 * The part of a logged session that volume and records read (the contract). Stored
 * sessions carry more (title, times, RPE, notes…); any of them can be passed where this is asked.
 */
export type LoggedSession = {
  id: string;
  /** YYYY-MM-DD */
  date: string;
  exercises: {
    exerciseId: string;
    sets: { reps: number; weightKg: number; done: boolean; kind?: SetKind }[];
  }[];
};

/** A set as a finished session keeps it; cardio and timed sets have 0 reps and 0 kg. */
export type SessionSet = {
  reps: number;
  weightKg: number;
  done: boolean;
  kind?: SetKind;
  rpe?: number;
  durationSec?: number;
  distanceM?: number;
};

export const RECORD_KINDS = ['charge-max', '1rm-estime', 'reps-max', 'volume-serie', 'volume-seance'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** A record beaten by a session: the new `value` and the best before it (`previous`). */
export type RecordHit = {
  exerciseId: string;
  kind: RecordKind;
  value: number;
  previous: number;
  /** For `reps-max`: the weight at which more reps than ever were done. */
  weightKg?: number;
};
