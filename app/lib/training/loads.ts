import { TrainingError } from './errors.ts';
import type { Equipment } from './types.ts';

/*
 * Loads shown to a person are loads they can put on the bar or pick from the rack:
 *  - barbell: 2.5 kg steps (a pair of 1.25 kg plates, the smallest in most French gyms);
 *  - dumbbells: 1 kg steps up to 10 kg, then 2 kg steps (12, 14, 16…), the usual rack;
 *  - kettlebells: the standard sizes (4 to 48 kg);
 *  - machines: 5 kg steps (the stack's plates); cables: 2.5 kg (stack plus the small add-on);
 *  - anything else (bodyweight with a belt or vest, bands): 0.5 kg.
 * Rounding is to the nearest available load, halfway going up, like the 1RM calculator's display.
 */
const KETTLEBELL_KG = [4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 28, 32, 36, 40, 44, 48] as const;

const roundTo = (kg: number, step: number) => Math.round(Math.round(kg / step) * step * 100) / 100;

function nearestKettlebell(kg: number): number {
  return KETTLEBELL_KG.reduce((best, size) => (Math.abs(size - kg) <= Math.abs(best - kg) ? size : best));
}

/** `equipment` is the exercise's equipment list (or one item); the loaded implement decides the step. */
export function roundLoad(kg: number, equipment: Equipment | readonly Equipment[]): number {
  if (!Number.isFinite(kg) || kg < 0) throw new TrainingError('load');
  const items: readonly Equipment[] = typeof equipment === 'string' ? [equipment] : equipment;
  if (kg === 0) return 0;
  if (items.includes('barre')) return roundTo(kg, 2.5);
  if (items.includes('halteres')) return kg < 10.5 ? Math.max(1, roundTo(kg, 1)) : roundTo(kg, 2);
  if (items.includes('kettlebell')) return nearestKettlebell(kg);
  if (items.includes('machine')) return roundTo(kg, 5);
  if (items.includes('poulie')) return roundTo(kg, 2.5);
  return roundTo(kg, 0.5);
}

export const PERCENT_1RM_RANGE = { min: 1, max: 100 } as const;

/** The load for a %1RM prescription, from the person's best estimated 1RM, rounded as above. */
export function loadForPercent1RM(oneRmKg: number, percent1RM: number, equipment: Equipment | readonly Equipment[]): number {
  if (!Number.isFinite(oneRmKg) || oneRmKg <= 0) throw new TrainingError('oneRm');
  if (!Number.isFinite(percent1RM) || percent1RM < PERCENT_1RM_RANGE.min || percent1RM > PERCENT_1RM_RANGE.max) {
    throw new TrainingError('percent1RM', PERCENT_1RM_RANGE);
  }
  return roundLoad((oneRmKg * percent1RM) / 100, equipment);
}
