import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { TrainingError, type TrainingErrorId } from './errors.ts';
import { builtInExercise } from './exercises.ts';
import type { Prescription, ProgramWeek } from './types.ts';

const fr = JSON.parse(readFileSync(new URL('../../../locales/fr/programs.json', import.meta.url), 'utf8')) as {
  errors: Record<string, string>;
};

/** Runs `run`, expecting a TrainingError `id` whose message is the French text with its params filled in. */
export function expectTrainingError(run: () => unknown, id: TrainingErrorId, params: Record<string, string | number> = {}): TrainingError {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(TrainingError);
  const error = caught as TrainingError;
  expect(error.key).toBe(`programs:errors.${id}`);
  const expected = Object.entries(params).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, String(value)), fr.errors[id]!);
  expect(error.message).toBe(expected);
  expect(error.message).not.toMatch(/\{\{|\}\}/);
  return error;
}

export const totalSets = (prescriptions: readonly Prescription[]) => prescriptions.reduce((sum, p) => sum + p.sets, 0);
export const weekSets = (week: ProgramWeek) => week.days.reduce((sum, day) => sum + totalSets(day.exercises), 0);

/** Fields that make a prescription harder when they rise. */
const INTENSITY_FIELDS = ['reps', 'rpe', 'percent1RM', 'durationSec', 'distanceM', 'loadKg'] as const;

/** A harder week: the same exercise with more sets, reps, RPE, %1RM, duration, distance or load. */
export function rises(before: Prescription, after: Prescription): boolean {
  return after.sets > before.sets || INTENSITY_FIELDS.some((field) => (after[field] ?? 0) > (before[field] ?? 0));
}

/**
 * A lighter week: fewer sets than the week before, and no exercise heavier or longer. (Reps are
 * left out: a lighter %1RM week does more reps at a much lower percentage.)
 */
export function isLighter(before: ProgramWeek, after: ProgramWeek): boolean {
  if (weekSets(after) >= weekSets(before)) return false;
  return before.days.every((day, dayIndex) =>
    day.exercises.every((prescription, index) => {
      const next = after.days[dayIndex]?.exercises[index];
      return !next || next.exerciseId !== prescription.exerciseId || (['rpe', 'percent1RM', 'durationSec', 'loadKg'] as const).every((field) => (next[field] ?? 0) <= (prescription[field] ?? 0));
    }),
  );
}

/** Longest run of weeks without a lighter one (the first week counts as starting a run). */
export function longestRunWithoutLighterWeek(weeks: readonly ProgramWeek[]): number {
  let longest = 0;
  let run = 0;
  weeks.forEach((week, index) => {
    run = index > 0 && isLighter(weeks[index - 1]!, week) ? 0 : run + 1;
    longest = Math.max(longest, run);
  });
  return longest;
}

export function exerciseOf(id: string) {
  const exercise = builtInExercise(id);
  if (!exercise) throw new Error(`unknown exercise ${id}`);
  return exercise;
}
