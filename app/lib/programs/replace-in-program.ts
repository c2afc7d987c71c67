/*
 * "Remplacer" in a program: an exercise swapped for an equivalent (same movement, same main
 * muscle) everywhere the program has it, every week and every day, as Liftosaur changes an
 * exercise "in the program": a lifter who cannot back squat cannot on any day. Each prescription
 * keeps its sets, reps, rest, RPE, %1RM, superset, notes and progression rule; a load written in
 * kg was the other exercise's and goes (the first session then asks or follows the rule). An
 * equivalent logged without a load (a bodyweight variant) keeps no %1RM and no rule either.
 *
 * Templates: a ready-made program is never changed. "Utiliser" already copies it into the
 * person's programs (as Hevy saves a library routine and Strong duplicates an example template),
 * and a swap changes that copy only; the screens say so. No per-person layer over templates is
 * needed, since the copy is the person's own.
 *
 * The builder swaps the same way in its working copy (the rows as typed), before it is saved.
 */
import type { Exercise, ProgramWeek, Prescription } from '#app/lib/training/index.ts';
import type { BuilderDraft, RowDraft } from './builder-model.ts';

function swapped(prescription: Prescription, to: Pick<Exercise, 'id' | 'measure'>): Prescription {
  const { loadKg: _loadKg, percent1RM, progression, ...kept } = prescription;
  const loaded = to.measure === 'charge-reps';
  return {
    ...kept,
    exerciseId: to.id,
    ...(loaded && percent1RM !== undefined ? { percent1RM } : {}),
    ...(loaded && progression ? { progression } : {}),
  };
}

/** How many prescriptions of the program name the exercise. */
export function occurrencesIn(weeks: readonly ProgramWeek[], exerciseId: string): number {
  return weeks.reduce((count, week) => count + week.days.reduce((n, day) => n + day.exercises.filter((p) => p.exerciseId === exerciseId).length, 0), 0);
}

/** The program's weeks with `fromId` replaced by `to` everywhere; the same weeks when it has none. */
export function replaceInProgram(weeks: readonly ProgramWeek[], fromId: string, to: Pick<Exercise, 'id' | 'measure'>): ProgramWeek[] {
  return weeks.map((week) => ({
    ...week,
    days: week.days.map((day) => ({ ...day, exercises: day.exercises.map((p) => (p.exerciseId === fromId ? swapped(p, to) : p)) })),
  }));
}

type DraftWeeks = BuilderDraft['weeks'];

function swappedRow(row: RowDraft, to: Pick<Exercise, 'id' | 'measure'>): RowDraft {
  const loaded = to.measure === 'charge-reps';
  const keepsLoad = row.load === 'pct' && loaded;
  return {
    ...row,
    exerciseId: to.id,
    load: keepsLoad ? 'pct' : 'aucune',
    loadValue: keepsLoad ? row.loadValue : '',
    progression: loaded ? row.progression : 'aucune',
  };
}

/** How many rows of the builder's working copy name the exercise. */
export function occurrencesInDraft(weeks: DraftWeeks, exerciseId: string): number {
  return weeks.reduce((count, week) => count + week.days.reduce((n, day) => n + day.rows.filter((row) => row.exerciseId === exerciseId).length, 0), 0);
}

/** The builder's weeks with `fromId` replaced by `to` in every row, each row keeping its key and what was typed in it (replaceInProgram's rules). */
export function replaceInDraft(weeks: DraftWeeks, fromId: string, to: Pick<Exercise, 'id' | 'measure'>): DraftWeeks {
  return weeks.map((week) => ({
    ...week,
    days: week.days.map((day) => ({ ...day, rows: day.rows.map((row) => (row.exerciseId === fromId ? swappedRow(row, to) : row)) })),
  }));
}
