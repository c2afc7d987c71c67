import { describe, expect, it } from 'vitest';
import { fitSets, type FitItem } from './fit.ts';
import { SETUP_SEC } from './prescribe.ts';
import { pickFavouringFirst, seededRandom } from './random.ts';

const item = (setSec: number, targetSets: number, bonusSets = 0): FitItem => ({ setSec, targetSets, minSets: 2, bonusSets });

describe('fitSets', () => {
  it('gives each exercise its target sets in priority order, then the bonus sets', () => {
    const items = [item(100, 3, 1), item(100, 3, 1), item(50, 2)];
    const full = 3 * 100 + 3 * 100 + 2 * 50 + 3 * SETUP_SEC;
    expect(fitSets(items, full)).toEqual([3, 3, 2]);
    expect(fitSets(items, full + 100)).toEqual([4, 3, 2]);
    expect(fitSets(items, full + 200)).toEqual([4, 4, 2]);
    expect(fitSets(items, 10_000)).toEqual([4, 4, 2]);
  });

  it('drops the exercise it could not give its minimum, and stops there', () => {
    const items = [item(100, 3), item(100, 3), item(10, 3)];
    expect(fitSets(items, 3 * 100 + SETUP_SEC + SETUP_SEC + 100)).toEqual([3, 0, 0]);
    expect(fitSets(items, 3 * 100 + SETUP_SEC + SETUP_SEC + 200)).toEqual([3, 2, 0]);
    expect(fitSets(items, 0)).toEqual([0, 0, 0]);
  });

  it('never gives a smaller budget more sets (random items and budgets)', () => {
    const random = seededRandom(5);
    for (let trial = 0; trial < 300; trial += 1) {
      const items = Array.from({ length: 1 + Math.floor(random() * 9) }, () =>
        item(20 + Math.floor(random() * 300), 1 + Math.floor(random() * 5), Math.floor(random() * 3)),
      );
      let previous = 0;
      for (let budget = 0; budget <= 6000; budget += 150) {
        const sets = fitSets(items, budget);
        const total = sets.reduce((sum, count) => sum + count, 0);
        expect(total).toBeGreaterThanOrEqual(previous);
        const used = sets.reduce((sum, count, index) => sum + (count > 0 ? SETUP_SEC + count * items[index]!.setSec : 0), 0);
        expect(used).toBeLessThanOrEqual(budget);
        previous = total;
      }
    }
  });
});

describe('seeded randomness', () => {
  it('repeats for a seed and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(3)).toEqual(draw(3));
    expect(draw(3)).not.toEqual(draw(4));
    expect(draw(3).every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it('favours the first candidates but reaches all of them', () => {
    const random = seededRandom(9);
    const counts = { a: 0, b: 0, c: 0 };
    for (let draw = 0; draw < 3000; draw += 1) counts[pickFavouringFirst(['a', 'b', 'c'] as const, random, 3)!] += 1;
    expect(counts.a).toBeGreaterThan(counts.b);
    expect(counts.b).toBeGreaterThan(counts.c);
    expect(counts.c).toBeGreaterThan(0);
    expect(pickFavouringFirst(['a', 'b', 'c', 'd'], random, 1)).toBe('a');
    expect(pickFavouringFirst([], random, 3)).toBeUndefined();
  });
});
