import { TrainingError } from './errors.ts';
import { BAR_KG } from './warm-up.ts';

/*
 * Which discs go on each side of the bar for a total load, from the discs the person has.
 * Greedy (heaviest first) is right when every size comes in quantity, but with a real, limited
 * set it can miss: 20 kg a side from 15, 10, 10 is 10 + 10, not 15. So this searches exactly,
 * in whole steps of the smallest common fraction of the disc weights: the heaviest loading not
 * above the target, with as few discs as possible, heavier discs first on the bar. What could
 * not be loaded is returned, so the screen can say "il manque 1,25 kg".
 */

/** A disc size and how many discs of it the person has (both sides together). */
export type Plate = { weightKg: number; count: number };

/** A usual gym: plenty of every size from 25 kg down to 1.25 kg. */
export const DEFAULT_PLATES: readonly Plate[] = [25, 20, 15, 10, 5, 2.5, 1.25].map((weightKg) => ({ weightKg, count: 20 }));

export type PlateLoading = {
  /** One side's discs, heaviest first (the other side is the same). */
  perSide: number[];
  /** Bar plus both sides. */
  loadedKg: number;
  /** What the target asks beyond what can be loaded, ≥ 0. */
  remainingKg: number;
  exact: boolean;
};

const grams = (kg: number) => Math.round(kg * 1000);
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

export function platesFor(totalKg: number, plates: readonly Plate[] = DEFAULT_PLATES, barKg: number = BAR_KG): PlateLoading {
  if (!Number.isFinite(barKg) || barKg < 0) throw new TrainingError('barWeight');
  if (!Number.isFinite(totalKg) || totalKg < barKg) throw new TrainingError('plateTotal', { bar: barKg });
  if (plates.some((plate) => !Number.isFinite(plate.weightKg) || plate.weightKg <= 0 || !Number.isInteger(plate.count) || plate.count < 0)) {
    throw new TrainingError('plates');
  }
  const sizes = plates.filter((plate) => plate.count >= 2).sort((a, b) => a.weightKg - b.weightKg);
  const sideGrams = Math.floor(grams(totalKg - barKg) / 2);
  const step = sizes.reduce((divisor, plate) => gcd(divisor, grams(plate.weightKg)), 0) || 1;
  const target = Math.floor(sideGrams / step);

  // One item per pair of discs (0/1 choice each), lightest first; fewest[s]: fewest discs making
  // s steps on one side; taken[i][s]: item i is used in that best way, for walking back to the
  // discs. A tie goes to the later, heavier disc: 25 + 15 rather than 20 + 20, as gyms load.
  const items = sizes.flatMap((plate) => {
    const size = grams(plate.weightKg) / step;
    return new Array<number>(Math.min(Math.floor(plate.count / 2), Math.floor(target / size))).fill(size);
  });
  const fewest = new Array<number>(target + 1).fill(Infinity);
  fewest[0] = 0;
  const taken = items.map((size) => {
    const used = new Uint8Array(target + 1);
    for (let sum = target; sum >= size; sum -= 1) {
      if (fewest[sum - size]! !== Infinity && fewest[sum - size]! + 1 <= fewest[sum]!) {
        fewest[sum] = fewest[sum - size]! + 1;
        used[sum] = 1;
      }
    }
    return used;
  });
  let best = target;
  while (fewest[best] === Infinity) best -= 1;
  const perSide: number[] = [];
  for (let item = items.length - 1, sum = best; item >= 0 && sum > 0; item -= 1) {
    if (!taken[item]![sum]) continue;
    perSide.push((items[item]! * step) / 1000);
    sum -= items[item]!;
  }
  perSide.sort((a, b) => b - a);

  const loadedKg = Math.round((barKg + 2 * perSide.reduce((total, plate) => total + plate, 0)) * 1000) / 1000;
  const remainingKg = Math.round((totalKg - loadedKg) * 1000) / 1000;
  return { perSide, loadedKg, remainingKg, exact: remainingKg === 0 };
}
