import { SETUP_SEC } from './prescribe.ts';

export type FitItem = {
  /** Seconds one set takes in the most demanding week, rest included. */
  readonly setSec: number;
  readonly targetSets: number;
  /** Fewer sets than this is not worth the setup: the exercise is left out instead. */
  readonly minSets: number;
  /** Extra sets added once every exercise has its target, when time is left. */
  readonly bonusSets: number;
};

/**
 * How many sets each exercise keeps within a time budget; `items` come in priority order.
 *
 * Sets are taken one by one along a fixed order — every exercise's target sets in priority order,
 * then the bonus sets round by round — and taking stops at the first set that does not fit. Taking
 * a prefix of a fixed sequence is what guarantees that a shorter session never has more sets than
 * a longer one (skipping a big set to fit smaller ones would not). Only the exercise being filled
 * when time ran out can be short, and it is dropped if it has fewer than its minimum.
 */
export function fitSets(items: readonly FitItem[], budgetSec: number): number[] {
  const sets = items.map(() => 0);
  let left = budgetSec;
  const take = (index: number): boolean => {
    const cost = items[index]!.setSec + (sets[index] === 0 ? SETUP_SEC : 0);
    if (cost > left) return false;
    left -= cost;
    sets[index]! += 1;
    return true;
  };

  for (const [index, item] of items.entries()) {
    for (let set = 0; set < item.targetSets; set += 1) {
      if (take(index)) continue;
      if (sets[index]! < item.minSets) sets[index] = 0;
      return sets;
    }
  }
  const rounds = Math.max(0, ...items.map((item) => item.bonusSets));
  for (let round = 1; round <= rounds; round += 1) {
    for (const [index, item] of items.entries()) {
      if (item.bonusSets >= round && !take(index)) return sets;
    }
  }
  return sets;
}
