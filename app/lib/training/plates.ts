import { TrainingError } from './errors.ts';
import { BAR_KG } from './warm-up.ts';

/*
 * Which discs go on each side of the bar for a total load, from the discs the person has.
 * Greedy (heaviest first) is right when every size comes in quantity, but with a real, limited
 * set it can miss: 20 kg a side from 15, 10, 10 is 10 + 10, not 15. So this searches exactly,
 * in whole steps of the smallest common fraction of the disc weights: the heaviest loading not
 * above the target, with as few discs as possible, heavier discs first on the bar, and the
 * lightest loading above it, so the screen can offer the nearest weight the discs make.
 */

/** A disc size and how many discs of it the person has (both sides together). */
export type Plate = { weightKg: number; count: number };

/** The disc sizes a person can say they own: the usual gym and home sets, 50 kg to 0.5 kg. */
export const DISC_SIZES_KG = [50, 25, 20, 15, 10, 5, 2.5, 2, 1.25, 1, 0.5] as const;
/** Bars offered: olympic 20 kg, women's 15 kg, technique or EZ 10 kg, short bars 7.5 and 5 kg. */
export const BAR_WEIGHTS_KG = [20, 15, 10, 7.5, 5] as const;
/** Pairs of one size a person can say they have: more than any loading of 1000 kg needs. */
export const MAX_DISC_PAIRS = 20;

/** The person's bar and discs, each size as pairs (one disc a side), sizes without a pair left out. */
export type PlateSetup = { barKg: number; discs: { weightKg: number; pairs: number }[] };

/** A usual gym: a 20 kg bar and plenty of every size from 25 kg down to 1.25 kg. */
export const DEFAULT_PLATE_SETUP: PlateSetup = {
  barKg: BAR_KG,
  discs: [25, 20, 15, 10, 5, 2.5, 1.25].map((weightKg) => ({ weightKg, pairs: 10 })),
};

/** The discs of a set-up, counted as `loadingsAround` takes them (both sides together). */
export function platesOfSetup(setup: PlateSetup): Plate[] {
  return setup.discs.map(({ weightKg, pairs }) => ({ weightKg, count: pairs * 2 }));
}

/** The set-up with one size's pairs changed (0 takes the size away), sizes heaviest first. */
export function withDiscPairs(setup: PlateSetup, weightKg: number, pairs: number): PlateSetup {
  const counts = new Map(setup.discs.map((disc) => [disc.weightKg, disc.pairs]));
  counts.set(weightKg, pairs);
  return {
    barKg: setup.barKg,
    discs: DISC_SIZES_KG.flatMap((size) => {
      const count = counts.get(size) ?? 0;
      return count > 0 ? [{ weightKg: size, pairs: count }] : [];
    }),
  };
}

export const DEFAULT_PLATES: readonly Plate[] = platesOfSetup(DEFAULT_PLATE_SETUP);

export type PlateLoading = {
  /** One side's discs, heaviest first (the other side is the same). */
  perSide: number[];
  /** Bar plus both sides. */
  loadedKg: number;
  /** What the target asks beyond what can be loaded, ≥ 0. */
  remainingKg: number;
  exact: boolean;
};

/** A total that cannot be loaded exactly: the loadings on either side of it. */
export type PlateOptions = {
  /** The heaviest loading not above the total (the bar alone at worst). */
  below: PlateLoading;
  /** The lightest loading above the total; null when it is exact or the discs cannot go beyond. */
  above: PlateLoading | null;
  /** The closer of the two (below on a tie: lighter is the safer guess). */
  nearest: PlateLoading;
};

const grams = (kg: number) => Math.round(kg * 1000);
const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
const roundKg = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * The search for one total: which side loads (in steps) can be made, with the fewest discs, up
 * to `limit` steps — the target plus the largest disc, where the lightest loading above the
 * target must be if there is one (take discs off the full set one at a time: the sum never drops
 * by more than the largest). `loadingOf(sum)` walks back to the discs of a reachable sum.
 */
function searchLoadings(totalKg: number, plates: readonly Plate[], barKg: number) {
  if (!Number.isFinite(barKg) || barKg < 0) throw new TrainingError('barWeight');
  if (!Number.isFinite(totalKg) || totalKg < barKg) throw new TrainingError('plateTotal', { bar: barKg });
  if (plates.some((plate) => !Number.isFinite(plate.weightKg) || plate.weightKg <= 0 || !Number.isInteger(plate.count) || plate.count < 0)) {
    throw new TrainingError('plates');
  }
  const sizes = plates.filter((plate) => plate.count >= 2).sort((a, b) => a.weightKg - b.weightKg);
  const sideGrams = Math.floor(grams(totalKg - barKg) / 2);
  const step = sizes.reduce((divisor, plate) => gcd(divisor, grams(plate.weightKg)), 0) || 1;
  const target = Math.floor(sideGrams / step);
  const limit = target + (sizes.length ? grams(sizes.at(-1)!.weightKg) / step : 0);

  // One item per pair of discs (0/1 choice each), lightest first; fewest[s]: fewest discs making
  // s steps on one side; taken[i][s]: item i is used in that best way, for walking back to the
  // discs. A tie goes to the later, heavier disc: 25 + 15 rather than 20 + 20, as gyms load.
  const items = sizes.flatMap((plate) => {
    const size = grams(plate.weightKg) / step;
    return new Array<number>(Math.min(Math.floor(plate.count / 2), Math.floor(limit / size))).fill(size);
  });
  const fewest = new Array<number>(limit + 1).fill(Infinity);
  fewest[0] = 0;
  const taken = items.map((size) => {
    const used = new Uint8Array(limit + 1);
    for (let sum = limit; sum >= size; sum -= 1) {
      if (fewest[sum - size]! !== Infinity && fewest[sum - size]! + 1 <= fewest[sum]!) {
        fewest[sum] = fewest[sum - size]! + 1;
        used[sum] = 1;
      }
    }
    return used;
  });

  const loadingOf = (best: number): PlateLoading => {
    const perSide: number[] = [];
    for (let item = items.length - 1, sum = best; item >= 0 && sum > 0; item -= 1) {
      if (!taken[item]![sum]) continue;
      perSide.push((items[item]! * step) / 1000);
      sum -= items[item]!;
    }
    perSide.sort((a, b) => b - a);
    const loadedKg = roundKg(barKg + 2 * perSide.reduce((total, plate) => total + plate, 0));
    const remainingKg = roundKg(totalKg - loadedKg);
    return { perSide, loadedKg, remainingKg: Math.max(0, remainingKg), exact: remainingKg === 0 };
  };
  const reachable = (sum: number) => fewest[sum] !== Infinity;
  return { target, limit, reachable, loadingOf };
}

/** The loading of `totalKg` when it can be made, else the nearest ones below and above it. */
export function loadingsAround(totalKg: number, plates: readonly Plate[] = DEFAULT_PLATES, barKg: number = BAR_KG): PlateOptions {
  const search = searchLoadings(totalKg, plates, barKg);
  let best = search.target;
  while (!search.reachable(best)) best -= 1;
  const below = search.loadingOf(best);
  if (below.exact) return { below, above: null, nearest: below };
  let over = search.target + 1;
  while (over <= search.limit && !search.reachable(over)) over += 1;
  const above = over <= search.limit ? search.loadingOf(over) : null;
  const nearest = above && above.loadedKg - totalKg < totalKg - below.loadedKg ? above : below;
  return { below, above, nearest };
}
