import { defaultProgression } from './progression.ts';
import type { Exercise, Goal, Level, Prescription } from './types.ts';

/*
 * Doses and progression, shared by the assistant, the instant workout and the templates.
 *
 * Weeks come in blocks: a few harder weeks, then a lighter week (deload) every 6th week for a
 * beginner, every 5th for an intermediate, every 4th for an advanced lifter — the usual 4–6 week
 * rhythm. Inside a block every week climbs one step of a five-step ladder, the last hard week of
 * a full block on the top step:
 *  - loaded lifts: double progression (a rep range, RPE rising half a point a week: the load goes
 *    up, and once every set reaches the top of the range the person adds weight), or, for the
 *    barbell main lifts of an intermediate or advanced strength program, a %1RM wave (percentage
 *    up, reps down, the wave starting 2.5 % higher after each lighter week);
 *  - bodyweight and band exercises: one more rep a week;
 *  - holds and cardio: longer each week.
 * A lighter week has one set less, and lower RPE, %1RM, reps or duration.
 */

export type Role = 'main' | 'secondary' | 'isolation' | 'core' | 'cardio';

export type WeekPhase =
  | { readonly deload: false; readonly block: number; readonly step: number }
  | { readonly deload: true; readonly block: number };

export const LADDER_STEPS = 5;
/** A single session outside any program: the middle of the ladder. */
export const MIDDLE_STEP: WeekPhase = { deload: false, block: 0, step: 2 };

const DELOAD_EVERY: Record<Level, number> = { debutant: 6, intermediaire: 5, avance: 4 };

export function weekPhases(weeks: number, level: Level): WeekPhase[] {
  const cycle = DELOAD_EVERY[level];
  // A full block ends on the top step; a program cut short stops lower instead of starting high.
  const firstStep = LADDER_STEPS - (cycle - 1);
  return Array.from({ length: weeks }, (_, index): WeekPhase => {
    const block = Math.floor(index / cycle);
    const position = index % cycle;
    if (position === cycle - 1) return { deload: true, block };
    return { deload: false, block, step: firstStep + position };
  });
}

type ByLevel = readonly [debutant: number, intermediaire: number, avance: number];
const LEVEL_INDEX: Record<Level, 0 | 1 | 2> = { debutant: 0, intermediaire: 1, avance: 2 };
const byLevel = (values: ByLevel, level: Level) => values[LEVEL_INDEX[level]];

const SETS: Record<Goal, Record<Role, ByLevel>> = {
  force: { main: [3, 4, 5], secondary: [3, 3, 4], isolation: [2, 3, 3], core: [2, 3, 3], cardio: [3, 4, 4] },
  hypertrophie: { main: [3, 4, 4], secondary: [3, 3, 4], isolation: [2, 3, 4], core: [2, 3, 3], cardio: [3, 4, 4] },
  endurance: { main: [2, 3, 3], secondary: [2, 3, 3], isolation: [2, 2, 3], core: [2, 3, 3], cardio: [4, 5, 6] },
  forme: { main: [3, 3, 4], secondary: [2, 3, 3], isolation: [2, 2, 3], core: [2, 3, 3], cardio: [4, 5, 6] },
};

/** Rep ranges for loaded exercises (double progression). */
const REP_RANGE: Record<Goal, Record<Role, readonly [number, number]>> = {
  force: { main: [4, 6], secondary: [6, 8], isolation: [8, 12], core: [8, 12], cardio: [10, 15] },
  hypertrophie: { main: [6, 10], secondary: [8, 12], isolation: [10, 15], core: [10, 15], cardio: [12, 15] },
  endurance: { main: [12, 15], secondary: [15, 20], isolation: [15, 20], core: [15, 20], cardio: [15, 20] },
  forme: { main: [8, 12], secondary: [10, 15], isolation: [12, 15], core: [12, 15], cardio: [12, 15] },
};

/** First rung of the rep ladder for bodyweight and band exercises (one rep more each week). */
const BODYWEIGHT_REPS: Record<Goal, Record<Role, number>> = {
  force: { main: 5, secondary: 6, isolation: 8, core: 8, cardio: 8 },
  hypertrophie: { main: 8, secondary: 10, isolation: 12, core: 12, cardio: 10 },
  endurance: { main: 15, secondary: 15, isolation: 15, core: 15, cardio: 12 },
  forme: { main: 10, secondary: 10, isolation: 12, core: 12, cardio: 10 },
};

const REST_SEC: Record<Goal, Record<Role, number>> = {
  force: { main: 180, secondary: 150, isolation: 90, core: 60, cardio: 45 },
  hypertrophie: { main: 150, secondary: 120, isolation: 75, core: 60, cardio: 45 },
  endurance: { main: 75, secondary: 60, isolation: 45, core: 30, cardio: 30 },
  forme: { main: 90, secondary: 75, isolation: 60, core: 45, cardio: 30 },
};

const RPE_LADDER: Record<Level, readonly number[]> = {
  debutant: [6, 6.5, 7, 7.5, 8],
  intermediaire: [6.5, 7, 7.5, 8, 8.5],
  avance: [7, 7.5, 8, 8.5, 9],
};

/** %1RM wave for barbell main lifts (NSCA load chart, 2–3 reps kept in reserve). */
const PERCENT_WAVE: readonly { percent: number; reps: number }[] = [
  { percent: 70, reps: 6 },
  { percent: 75, reps: 5 },
  { percent: 80, reps: 4 },
  { percent: 85, reps: 3 },
  { percent: 87.5, reps: 2 },
];
/** Highest sensible percentage for multiple sets of that many reps, however many blocks went by. */
const PERCENT_CEILING: Readonly<Record<number, number>> = { 6: 80, 5: 82.5, 4: 85, 3: 87.5, 2: 90 };
const DELOAD_PERCENT = 60;
const PERCENT_BLOCK_RISE = 2.5;

/** Holds (plank, wall sit…) in seconds, by goal, plus a level bonus; 5 s more each week. */
const HOLD_SEC: Record<Goal, number> = { force: 30, hypertrophie: 30, endurance: 45, forme: 30 };
const HOLD_LEVEL_BONUS: ByLevel = [0, 10, 20];
const INTERVAL_SEC: ByLevel = [30, 35, 40];
const MACHINE_INTERVAL_SEC = 60;
/** Steady cardio at the end of an endurance or fitness session, in minutes at the top step. */
const STEADY_CARDIO_MIN: Record<Goal, ByLevel> = {
  force: [6, 8, 10],
  hypertrophie: [8, 10, 12],
  endurance: [15, 20, 25],
  forme: [10, 12, 15],
};
/** Steady cardio never takes more than this share of a session. */
const STEADY_CARDIO_SHARE = 0.3;

export type DoseContext = {
  readonly goal: Goal;
  readonly level: Level;
  /** Session length, which bounds steady cardio. */
  readonly sessionMinutes: number;
  /** Steady cardio on machines in a program; intervals in an instant workout. */
  readonly cardioStyle: 'steady' | 'intervals';
  /** An express session moves on quicker: half the usual rest (at least 20 s), circuit-like. */
  readonly pace: 'normal' | 'express';
};

export function targetSets(goal: Goal, level: Level, role: Role): number {
  return byLevel(SETS[goal][role], level);
}

export function usesPercentWave(exercise: Exercise, role: Role, goal: Goal, level: Level): boolean {
  return goal === 'force' && level !== 'debutant' && role === 'main' && exercise.measure === 'charge-reps' && exercise.equipment.includes('barre');
}

export function isSteadyCardio(exercise: Exercise, role: Role, context: DoseContext): boolean {
  return role === 'cardio' && context.cardioStyle === 'steady' && exercise.kind === 'cardio' && !exercise.equipment.includes('poids-du-corps');
}

/** Whole minutes of steady cardio: one more each week up to the top step, 5 under it when lighter. */
export function steadyCardioSec(context: DoseContext, phase: WeekPhase): number {
  const topMinutes = Math.floor(Math.min(byLevel(STEADY_CARDIO_MIN[context.goal], context.level), context.sessionMinutes * STEADY_CARDIO_SHARE));
  const minutesBelowTop = phase.deload ? LADDER_STEPS : LADDER_STEPS - 1 - phase.step;
  return Math.max(1, topMinutes - minutesBelowTop) * 60;
}

/**
 * One exercise's prescription for one week. `peakSets` is the number of sets in a hard week (the
 * session fitting decides it); a lighter week does one less.
 */
export function prescribe(exercise: Exercise, role: Role, peakSets: number, phase: WeekPhase, context: DoseContext): Prescription {
  const { goal, level } = context;
  const sets = phase.deload ? Math.max(1, peakSets - 1) : peakSets;
  const step = phase.deload ? 0 : phase.step;
  const rest = REST_SEC[goal][role];
  const base = { exerciseId: exercise.id, sets, restSec: context.pace === 'express' ? Math.max(20, Math.round(rest / 10) * 5) : rest };

  if (isSteadyCardio(exercise, role, context)) return { exerciseId: exercise.id, sets: 1, durationSec: steadyCardioSec(context, phase), restSec: 0 };
  if (role === 'cardio' && (exercise.measure === 'duree' || exercise.measure === 'distance-duree')) {
    const work = exercise.equipment.includes('poids-du-corps') ? byLevel(INTERVAL_SEC, level) : MACHINE_INTERVAL_SEC;
    return { ...base, durationSec: phase.deload ? work - 10 : work + 5 * step };
  }

  switch (exercise.measure) {
    case 'duree':
    case 'distance-duree': {
      const hold = HOLD_SEC[goal] + byLevel(HOLD_LEVEL_BONUS, level);
      return { ...base, durationSec: phase.deload ? hold - 10 : hold + 5 * step };
    }
    case 'reps': {
      const first = BODYWEIGHT_REPS[goal][role];
      return { ...base, reps: phase.deload ? Math.max(3, first - 2) : first + step };
    }
    case 'charge-reps': {
      const loaded = (prescription: Prescription): Prescription => ({ ...prescription, progression: defaultProgression(exercise, prescription)! });
      if (usesPercentWave(exercise, role, goal, level)) {
        if (phase.deload) return loaded({ ...base, reps: 5, percent1RM: DELOAD_PERCENT });
        const wave = PERCENT_WAVE[step]!;
        const ceiling = PERCENT_CEILING[wave.reps]!;
        return loaded({ ...base, reps: wave.reps, percent1RM: Math.min(wave.percent + PERCENT_BLOCK_RISE * phase.block, ceiling) });
      }
      const ladder = RPE_LADDER[level];
      const rpe = phase.deload ? ladder[0]! - 1 : ladder[step]!;
      // A beginner's strength lifts stay at 5 reps: load is added as soon as every set is done.
      if (goal === 'force' && level === 'debutant' && role === 'main') return loaded({ ...base, reps: 5, rpe });
      const [low, high] = REP_RANGE[goal][role];
      return loaded({ ...base, repRange: [low, high], rpe });
    }
  }
}

/** Seconds a person spends on one exercise: getting set up, then every set with its rest. */
export const SETUP_SEC = 60;
const SEC_PER_REP = 4;
/** Walking/running pace assumed when only a distance is given (6 min/km). */
const SEC_PER_METRE = 0.36;

function workSeconds(prescription: Prescription): number {
  if (prescription.durationSec !== undefined) return prescription.durationSec;
  if (prescription.distanceM !== undefined) return prescription.distanceM * SEC_PER_METRE;
  // A set written without reps (a draft in the builder) is counted as ten.
  return (prescription.reps ?? prescription.repRange?.[1] ?? 10) * SEC_PER_REP;
}

/** One set and the rest after it, at the top of the rep range. */
export function setSeconds(prescription: Prescription): number {
  return workSeconds(prescription) + prescription.restSec;
}

/** Estimated working time of a list of prescriptions, warm-up not included. */
export function estimateWorkSeconds(exercises: readonly Prescription[]): number {
  return exercises.reduce((total, prescription) => total + SETUP_SEC + prescription.sets * setSeconds(prescription), 0);
}

/** Warm-up reserved at the start of every session: 12 s per minute of session, at most 5 min. */
export function warmUpSeconds(sessionMinutes: number): number {
  return Math.min(300, sessionMinutes * 12);
}

/** Notes written once, in the first week, so the person knows how the program progresses. */
export function progressionNote(exercise: Exercise, role: Role, goal: Goal, level: Level): string | undefined {
  if (exercise.measure !== 'charge-reps') return undefined;
  if (usesPercentWave(exercise, role, goal, level)) {
    return 'Charge en % de votre 1RM estimé : elle monte chaque semaine et la vague repart un peu plus haut après la semaine allégée.';
  }
  if (goal === 'force' && level === 'debutant' && role === 'main') {
    return 'Quand les 5 répétitions passent sur toutes les séries, ajoutez 2,5 kg la séance suivante.';
  }
  return 'Double progression : quand toutes les séries atteignent le haut de la fourchette, ajoutez de la charge (2,5 kg à la barre, 1 à 2 kg aux haltères).';
}
