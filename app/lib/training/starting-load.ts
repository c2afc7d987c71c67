import { estimate1RM } from './records.ts';
import type { Equipment, Exercise, Prescription } from './types.ts';

/*
 * Where a person's first session of a loaded program exercise starts when the program cannot say:
 * a %1RM load with no estimated 1RM yet, or a progression rule with no load and no history. The
 * person gives, once per exercise, either their 1RM (typed, or estimated from a recent set with the
 * app's Epley formula) or the weight they work with; it is kept per exercise, for every program.
 *  - kept as a 1RM (`rm`): a %1RM prescription takes its percentage of it; a prescription in reps
 *    takes the heaviest weight for those reps by the same formula, read backwards;
 *  - kept as a working weight (`travail`): used as is. A working weight typed for a %1RM
 *    prescription is kept as the 1RM it implies, so the program's later percentages follow it.
 * After that first session, the rule goes on from what was really lifted (progression.ts).
 */

export const STARTING_LOAD_KINDS = ['rm', 'travail'] as const;
export type StartingLoadKind = (typeof STARTING_LOAD_KINDS)[number];
export type StartingLoad = { readonly kind: StartingLoadKind; readonly kg: number };
export const STARTING_LOAD_KG = { min: 1, max: 500 } as const;

/** A program exercise whose first session needs a starting load, as the prompt asks for it. */
export type StartingLoadNeed = {
  readonly exerciseId: string;
  readonly name: string;
  readonly equipment: readonly Equipment[];
  readonly percent1RM?: number;
  /** The reps of its work sets (the low end of a range). */
  readonly reps: number;
};

/** What the person typed: a 1RM, a working weight, or a recent set (weight × reps). */
export type StartingLoadAnswer =
  | { readonly mode: 'rm'; readonly kg: number }
  | { readonly mode: 'travail'; readonly kg: number }
  | { readonly mode: 'serie'; readonly kg: number; readonly reps: number };

/** Whether a prescription's load comes from a 1RM or a rule rather than a load written in it. */
export function takesStartingLoad(prescription: Prescription, exercise: Pick<Exercise, 'measure'> | undefined): boolean {
  return exercise?.measure === 'charge-reps' && prescription.loadKg === undefined && (prescription.percent1RM !== undefined || prescription.progression !== undefined);
}

const tenth = (kg: number) => Math.round(kg * 10) / 10;

/** The load kept for an exercise from the person's answer (see the rules above). */
export function startingLoadFrom(need: Pick<StartingLoadNeed, 'percent1RM'>, answer: StartingLoadAnswer): StartingLoad {
  switch (answer.mode) {
    case 'rm':
      return { kind: 'rm', kg: answer.kg };
    case 'serie':
      return { kind: 'rm', kg: tenth(estimate1RM(answer.kg, answer.reps)) };
    case 'travail':
      return need.percent1RM !== undefined ? { kind: 'rm', kg: tenth((answer.kg * 100) / need.percent1RM) } : { kind: 'travail', kg: answer.kg };
  }
}

/** The weight a first session starts at, before rounding to what the person can load. */
export function startingWeightKg(need: Pick<StartingLoadNeed, 'percent1RM' | 'reps'>, load: StartingLoad): number {
  if (load.kind === 'travail') return load.kg;
  if (need.percent1RM !== undefined) return (load.kg * need.percent1RM) / 100;
  // Epley read backwards: 1RM = w × (1 + reps / 30); one rep is the 1RM itself.
  return need.reps <= 1 ? load.kg : load.kg / (1 + need.reps / 30);
}

/** The 1RMs the person gave, by exercise: the %1RM loads of the program pages use them too. */
export function givenOneRms(loads: Readonly<Record<string, StartingLoad>>): Record<string, number> {
  return Object.fromEntries(Object.entries(loads).flatMap(([exerciseId, load]) => (load.kind === 'rm' ? [[exerciseId, load.kg]] : [])));
}
