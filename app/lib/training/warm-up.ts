import { TrainingError } from './errors.ts';
import { roundLoad } from './loads.ts';
import type { Equipment } from './types.ts';

/*
 * Warm-up sets from the working weight, the usual ramp of strength coaches: the empty bar for
 * 10, then 40 % × 5, 60 % × 3 and 80 % × 1, each rounded to a load the person can set up
 * (roundLoad). A step that is not lighter than the work, not heavier than the step before or,
 * on a barbell, not heavier than the bar alone is dropped: light work needs fewer steps.
 * Without a barbell there is no empty-bar step.
 */

export const BAR_KG = 20;

const RAMP: readonly { percent: number; reps: number }[] = [
  { percent: 40, reps: 5 },
  { percent: 60, reps: 3 },
  { percent: 80, reps: 1 },
];
const EMPTY_BAR_REPS = 10;

export type WarmUpSet = { weightKg: number; reps: number; kind: 'echauffement' };

export function warmUpSets(workingWeightKg: number, equipment: Equipment | readonly Equipment[], barKg: number = BAR_KG): WarmUpSet[] {
  if (!Number.isFinite(workingWeightKg) || workingWeightKg < 0) throw new TrainingError('load');
  if (!Number.isFinite(barKg) || barKg < 0) throw new TrainingError('barWeight');
  const barbell = (typeof equipment === 'string' ? [equipment] : equipment).includes('barre');
  const sets: WarmUpSet[] = [];
  let lightest = barbell ? barKg : 0;
  if (barbell && barKg < workingWeightKg) sets.push({ weightKg: barKg, reps: EMPTY_BAR_REPS, kind: 'echauffement' });
  for (const { percent, reps } of RAMP) {
    const weightKg = roundLoad((workingWeightKg * percent) / 100, equipment);
    if (weightKg <= lightest || weightKg >= workingWeightKg) continue;
    sets.push({ weightKg, reps, kind: 'echauffement' });
    lightest = weightKg;
  }
  return sets;
}
