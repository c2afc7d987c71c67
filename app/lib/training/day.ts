import { TrainingError } from './errors.ts';
import { fitSets } from './fit.ts';
import {
  LADDER_STEPS,
  SETUP_SEC,
  isSteadyCardio,
  prescribe,
  setSeconds,
  steadyCardioSec,
  targetSets,
  warmUpSeconds,
  type DoseContext,
  type Role,
  progressionNote,
  weekPhases,
  type WeekPhase,
} from './prescribe.ts';
import { fillSlot, type Selection, type Slot } from './slots.ts';
import type { Exercise, ProgramWeek } from './types.ts';

export type PlannedExercise = { readonly exercise: Exercise; readonly role: Role };
export type FittedExercise = PlannedExercise & { readonly peakSets: number };

/** Fills every slot it can, in order, without repeating an exercise within the day. */
export function planDay(slots: readonly Slot[], selection: Selection): PlannedExercise[] {
  const planned: PlannedExercise[] = [];
  for (const slotToFill of slots) {
    const exercise = fillSlot(slotToFill, new Set(planned.map((item) => item.exercise.id)), selection);
    if (exercise) planned.push({ exercise, role: slotToFill.role });
  }
  return planned;
}

/** Every week a program can hold, to price a set at its longest (a %1RM wave has more reps early on). */
const ALL_STEPS: readonly WeekPhase[] = Array.from({ length: LADDER_STEPS }, (_, step) => ({ deload: false, block: 0, step }));
const MIN_SETS = 2;

export type FitOrder = {
  /** Lower comes first when time is short. */
  readonly priority: (index: number, role: Role) => number;
  /**
   * `full-sets`: each exercise gets all its sets before the next one is added (a program: fewer
   * exercises done properly). `variety`: every exercise gets the minimum first, then sets are
   * added round by round (an express session: more exercises, circuit-like).
   */
  readonly fill: 'full-sets' | 'variety';
};

/**
 * Decides the sets of each planned exercise so that the longest week fits the session once the
 * warm-up is taken out. Steady cardio scales with the session, so its time is set aside first;
 * the rest is filled in priority order. Exercises keep their planned order.
 */
export function fitDay(planned: readonly PlannedExercise[], context: DoseContext, order: FitOrder): FittedExercise[] {
  const steady = planned.filter((item) => isSteadyCardio(item.exercise, item.role, context));
  const budget =
    context.sessionMinutes * 60 - warmUpSeconds(context.sessionMinutes) - steady.length * (SETUP_SEC + steadyCardioSec(context, ALL_STEPS.at(-1)!));
  const ranked = planned
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => !steady.includes(item))
    .sort((a, b) => order.priority(a.index, a.item.role) - order.priority(b.index, b.item.role));
  const sets = fitSets(
    ranked.map(({ item }) => {
      const target = targetSets(context.goal, context.level, item.role);
      const extra = item.role === 'main' || item.role === 'secondary' ? 1 : 0;
      const first = order.fill === 'variety' ? Math.min(MIN_SETS, target) : target;
      return {
        setSec: Math.max(...ALL_STEPS.map((phase) => setSeconds(prescribe(item.exercise, item.role, 1, phase, context)))),
        targetSets: first,
        minSets: MIN_SETS,
        bonusSets: target - first + extra,
      };
    }),
    budget,
  );
  const setsByIndex = new Map(ranked.map(({ index }, rank) => [index, sets[rank]!]));
  const fitted = planned.flatMap((item, index): FittedExercise[] => {
    const peakSets = steady.includes(item) ? 1 : setsByIndex.get(index)!;
    return peakSets > 0 ? [{ ...item, peakSets }] : [];
  });
  // Every day has at least one exercise a person can do, so this only guards future pools.
  if (fitted.length === 0) throw new TrainingError('noExercise');
  return fitted;
}

export type PlannedDay = { readonly name: string; readonly exercises: readonly FittedExercise[] };

export const LIGHTER_WEEK_SUFFIX = ' (semaine allégée)';

/**
 * Writes the weeks of a program from its days: the same exercises every week, doses from the
 * week's place in its block, the way to progress noted once in the first week, and lighter
 * weeks named as such so the person sees why the numbers drop.
 */
export function buildWeeks(days: readonly PlannedDay[], weeks: number, context: DoseContext): ProgramWeek[] {
  return weekPhases(weeks, context.level).map((phase, weekIndex) => ({
    days: days.map((day) => ({
      name: phase.deload ? `${day.name}${LIGHTER_WEEK_SUFFIX}` : day.name,
      exercises: day.exercises.map(({ exercise, role, peakSets }) => {
        const prescription = prescribe(exercise, role, peakSets, phase, context);
        const notes = weekIndex === 0 ? progressionNote(exercise, role, context.goal, context.level) : undefined;
        return notes ? { ...prescription, notes } : prescription;
      }),
    })),
  }));
}
