import { roundLoad } from './loads.ts';
import { loadingsAround, platesOfSetup, type PlateSetup } from './plates.ts';
import type { Equipment, Exercise, ExerciseProgression, Prescription, SetKind } from './types.ts';

/*
 * The next session's load and reps for one exercise, from what was really lifted in the sessions
 * before. Two rules, as lifters run them:
 *  - linear (`lineaire`): all the work sets at the target reps → add the increment, else repeat
 *    the weight; three sessions missed in a row at one weight → deload by 10 %;
 *  - double progression (`double`): add reps set by set inside a range; once every set reaches
 *    the top of the range → add the increment and start again at the bottom; three sessions at
 *    one weight without more reps → deload by 10 %.
 * Warm-ups and sets not ticked never count. The weight returned is a multiple of `stepKg` when it
 * changes; the screens then round it to what the person's own bar and discs make (`loadableKg`).
 */

export type ProgressionRule =
  | { kind: 'lineaire'; sets: number; reps: number; incrementKg: number; startKg: number }
  | { kind: 'double'; sets: number; repsMin: number; repsMax: number; incrementKg: number; startKg: number };
export type PerformedSet = { reps: number; weightKg: number; done: boolean; kind?: SetKind };
export type NextPrescription = {
  weightKg: number;
  reps: number[]; // one target per work set
  reason: 'premiere' | 'hausse' | 'maintien' | 'decharge';
};

export const PROGRESSION_REASONS = ['premiere', 'hausse', 'maintien', 'decharge'] as const satisfies readonly NextPrescription['reason'][];
export const PROGRESSION_KINDS = ['lineaire', 'double'] as const satisfies readonly ExerciseProgression['kind'][];
export type ProgressionKind = ProgressionRule['kind'];
/** The increments a person can choose for a rule, in kg. */
export const PROGRESSION_INCREMENT_KG = { min: 1, max: 10 } as const;

/*
 * The rule a program gives a loaded exercise unless the person picks another: reps in a range
 * progress double, fixed reps linear. The increment is the smallest jump of the implement that
 * is still worth a session: a pair of 1.25 kg discs on a bar or a cable stack's add-on (2.5 kg),
 * the next dumbbell of the rack (2 kg), the next kettlebell (4 kg), a stack's plate (5 kg).
 */
function defaultIncrementKg(equipment: readonly Equipment[]): number {
  if (equipment.includes('barre')) return 2.5;
  if (equipment.includes('halteres')) return 2;
  if (equipment.includes('kettlebell')) return 4;
  if (equipment.includes('machine')) return 5;
  return 2.5;
}

/** The rule for an exercise's prescription, or none when it is not logged with a load. */
export function defaultProgression(exercise: { measure: Exercise['measure']; equipment: readonly Equipment[] }, prescription: Pick<Prescription, 'repRange'>): ExerciseProgression | undefined {
  if (exercise.measure !== 'charge-reps') return undefined;
  return { kind: prescription.repRange ? 'double' : 'lineaire', incrementKg: defaultIncrementKg(exercise.equipment) };
}

/**
 * A program exercise's rule as `nextPrescription` takes it: its sets, its reps (fixed reps as a
 * range of one for the double rule, the low end of a range for the linear one) and where to
 * start. Null when the prescription has no rule or no reps.
 */
export function progressionRuleOf(prescription: Prescription, startKg: number): ProgressionRule | null {
  const rule = prescription.progression;
  const low = prescription.repRange?.[0] ?? prescription.reps;
  const high = prescription.repRange?.[1] ?? prescription.reps;
  if (!rule || low === undefined || high === undefined) return null;
  const { sets } = prescription;
  return rule.kind === 'lineaire'
    ? { kind: 'lineaire', sets, reps: low, incrementKg: rule.incrementKg, startKg }
    : { kind: 'double', sets, repsMin: low, repsMax: high, incrementKg: rule.incrementKg, startKg };
}

const DELOAD_FACTOR = 0.9;
const DELOAD_AFTER_SESSIONS = 3;
// Weights are kg with at most a few decimals: compare and divide them in grams.
const grams = (kg: number) => Math.round(kg * 1000);

const isWork = (set: PerformedSet) => set.kind !== 'echauffement';
const countsAsDone = (set: PerformedSet) => set.done && isWork(set);

/** The heaviest done work weight of a session; null when nothing counted. */
function workingWeight(sets: readonly PerformedSet[]): number | null {
  const done = sets.filter(countsAsDone);
  return done.length ? Math.max(...done.map((set) => set.weightKg)) : null;
}

/** Done work sets at the working weight with at least `reps`: are there `sets` of them? */
function allSetsReached(sets: readonly PerformedSet[], weightKg: number, count: number, reps: number): boolean {
  const reached = sets.filter((set) => countsAsDone(set) && grams(set.weightKg) === grams(weightKg) && set.reps >= reps);
  return reached.length >= count;
}

const totalReps = (sets: readonly PerformedSet[]) => sets.filter(countsAsDone).reduce((sum, set) => sum + set.reps, 0);

function roundToStep(kg: number, stepKg: number, mode: 'nearest' | 'down'): number {
  if (!(stepKg > 0)) return kg;
  const steps = grams(kg) / grams(stepKg);
  // A tiny tolerance so 54.0000001 / 2.5 is not taken for just under a step.
  const whole = mode === 'down' ? Math.floor(steps + 1e-9) : Math.round(steps);
  return grams(whole * stepKg) / 1000;
}

/** history: this exercise's sets in each earlier session, most recent first. */
export function nextPrescription(rule: ProgressionRule, history: PerformedSet[][], stepKg = 2.5): NextPrescription {
  const bottom = rule.kind === 'lineaire' ? rule.reps : rule.repsMin;
  const sameReps = (reps: number) => Array.from({ length: rule.sets }, () => reps);
  // A session where the exercise has no done work set says nothing about the load.
  const sessions = history.filter((sets) => workingWeight(sets) !== null);
  const last = sessions[0];
  if (!last) return { weightKg: rule.startKg, reps: sameReps(bottom), reason: 'premiere' };
  const weightKg = workingWeight(last)!;

  const top = rule.kind === 'lineaire' ? rule.reps : rule.repsMax;
  if (allSetsReached(last, weightKg, rule.sets, top)) {
    return { weightKg: roundToStep(weightKg + rule.incrementKg, stepKg, 'nearest'), reps: sameReps(bottom), reason: 'hausse' };
  }

  const recent = sessions.slice(0, DELOAD_AFTER_SESSIONS);
  const stalled =
    recent.length === DELOAD_AFTER_SESSIONS &&
    recent.every((sets) => grams(workingWeight(sets)!) === grams(weightKg)) &&
    (rule.kind === 'lineaire'
      ? recent.every((sets) => !allSetsReached(sets, weightKg, rule.sets, rule.reps))
      : recent.every((sets, index) => index === recent.length - 1 || totalReps(sets) <= totalReps(recent[index + 1]!)));
  if (stalled) {
    return { weightKg: roundToStep(weightKg * DELOAD_FACTOR, stepKg, 'down'), reps: sameReps(bottom), reason: 'decharge' };
  }

  if (rule.kind === 'lineaire') return { weightKg, reps: sameReps(rule.reps), reason: 'maintien' };
  // Set by set: the n-th work set of last time, one rep more, inside the range.
  const workSets = last.filter(isWork);
  const reps = Array.from({ length: rule.sets }, (_, index) => {
    const set = workSets[index];
    if (!set?.done) return rule.repsMin;
    return Math.min(rule.repsMax, Math.max(rule.repsMin, set.reps + 1));
  });
  return { weightKg, reps, reason: 'maintien' };
}

/**
 * A weight the person can really load: on a barbell, the nearest total their own bar and discs
 * make (never below the empty bar); on anything else, the usual steps of that implement.
 */
export function loadableKg(weightKg: number, equipment: readonly Equipment[], setup: PlateSetup): number {
  if (!equipment.includes('barre')) return roundLoad(weightKg, equipment);
  if (weightKg <= setup.barKg) return setup.barKg;
  return loadingsAround(weightKg, platesOfSetup(setup), setup.barKg).nearest.loadedKg;
}
