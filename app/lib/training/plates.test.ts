import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATE_SETUP, DEFAULT_PLATES, loadingsAround, platesOfSetup, withDiscPairs } from './plates.ts';
import { expectTrainingError } from './test-helpers.ts';

/** The loading below (or at) the total, which a total that can be made is loaded with. */
const below = (...args: Parameters<typeof loadingsAround>) => loadingsAround(...args).below;

describe('loadingsAround: the heaviest loading not above the total', () => {
  it('loads the heaviest discs first with a 20 kg bar', () => {
    expect(below(100)).toEqual({ perSide: [25, 15], loadedKg: 100, remainingKg: 0, exact: true });
    expect(below(142.5)).toEqual({ perSide: [25, 25, 10, 1.25], loadedKg: 142.5, remainingKg: 0, exact: true });
    expect(below(20)).toEqual({ perSide: [], loadedKg: 20, remainingKg: 0, exact: true });
  });

  it('gets as close as possible below, and says what is missing', () => {
    expect(below(101)).toEqual({ perSide: [25, 15], loadedKg: 100, remainingKg: 1, exact: false });
    const home = [
      { weightKg: 10, count: 2 },
      { weightKg: 5, count: 2 },
    ];
    expect(below(80, home)).toEqual({ perSide: [10, 5], loadedKg: 50, remainingKg: 30, exact: false });
  });

  it('finds the exact loading a greedy choice misses with a limited set', () => {
    const discs = [
      { weightKg: 15, count: 2 },
      { weightKg: 10, count: 4 },
    ];
    expect(below(60, discs)).toMatchObject({ perSide: [10, 10], exact: true });
  });

  it('uses only pairs, fractional discs and another bar', () => {
    expect(below(45, [{ weightKg: 10, count: 3 }, { weightKg: 0.5, count: 4 }, { weightKg: 1.25, count: 2 }], 15)).toEqual({
      perSide: [10, 1.25, 0.5, 0.5],
      loadedKg: 39.5,
      remainingKg: 5.5,
      exact: false,
    });
    expect(below(30, [], 15)).toEqual({ perSide: [], loadedKg: 15, remainingKg: 15, exact: false });
  });

  it('refuses a total under the bar and impossible discs in French', () => {
    expectTrainingError(() => below(15), 'plateTotal', { bar: 20 });
    expectTrainingError(() => below(60, [{ weightKg: -5, count: 2 }]), 'plates');
    expectTrainingError(() => below(60, [{ weightKg: 5, count: 1.5 }]), 'plates');
    expectTrainingError(() => below(60, undefined, -1), 'barWeight');
  });
});

describe('platesOfSetup', () => {
  it('counts each pair as a disc on each side', () => {
    expect(platesOfSetup({ barKg: 15, discs: [{ weightKg: 10, pairs: 2 }, { weightKg: 2.5, pairs: 1 }] })).toEqual([
      { weightKg: 10, count: 4 },
      { weightKg: 2.5, count: 2 },
    ]);
    expect(platesOfSetup(DEFAULT_PLATE_SETUP)).toEqual(DEFAULT_PLATES);
  });
});

describe('withDiscPairs', () => {
  it('changes one size, drops a size set to 0 and keeps the sizes heaviest first', () => {
    const setup = { barKg: 15, discs: [{ weightKg: 10, pairs: 2 }] };
    expect(withDiscPairs(setup, 50, 1)).toEqual({ barKg: 15, discs: [{ weightKg: 50, pairs: 1 }, { weightKg: 10, pairs: 2 }] });
    expect(withDiscPairs(setup, 0.5, 3).discs.map((disc) => disc.weightKg)).toEqual([10, 0.5]);
    expect(withDiscPairs(setup, 10, 0)).toEqual({ barKg: 15, discs: [] });
    expect(setup.discs).toEqual([{ weightKg: 10, pairs: 2 }]);
  });
});

describe('loadingsAround', () => {
  const home = platesOfSetup({ barKg: 20, discs: [{ weightKg: 10, pairs: 1 }, { weightKg: 5, pairs: 1 }, { weightKg: 2.5, pairs: 1 }] });

  it('gives the exact loading alone when the discs make the total', () => {
    expect(loadingsAround(55, home)).toEqual({
      below: { perSide: [10, 5, 2.5], loadedKg: 55, remainingKg: 0, exact: true },
      above: null,
      nearest: { perSide: [10, 5, 2.5], loadedKg: 55, remainingKg: 0, exact: true },
    });
  });

  it('offers the loadings either side of a total the discs cannot make, and the closer one', () => {
    // 47 kg: 45 (10 + 2.5 a side) or 50 (10 + 5 a side); 45 is closer.
    const options = loadingsAround(47, home);
    expect(options.below).toEqual({ perSide: [10, 2.5], loadedKg: 45, remainingKg: 2, exact: false });
    expect(options.above).toEqual({ perSide: [10, 5], loadedKg: 50, remainingKg: 0, exact: false });
    expect(options.nearest).toBe(options.below);
    // 49 kg: 50 is closer.
    expect(loadingsAround(49, home).nearest.loadedKg).toBe(50);
    // 47.5 kg: as far from 45 as from 50, the lighter one.
    expect(loadingsAround(47.5, home).nearest.loadedKg).toBe(45);
  });

  it('searches exactly on both sides with a limited set, where a greedy choice misses', () => {
    const discs = platesOfSetup({ barKg: 20, discs: [{ weightKg: 15, pairs: 1 }, { weightKg: 10, pairs: 2 }] });
    // 22.5 a side cannot be made: 20 (10 + 10, not 15) below, 25 (15 + 10) above, as far apart.
    const options = loadingsAround(65, discs);
    expect(options.below).toEqual({ perSide: [10, 10], loadedKg: 60, remainingKg: 5, exact: false });
    expect(options.above).toEqual({ perSide: [15, 10], loadedKg: 70, remainingKg: 0, exact: false });
    expect(options.nearest).toBe(options.below);
  });

  it('has nothing above a total beyond every disc, and the bar alone below a total under its first pair', () => {
    const beyond = loadingsAround(200, home);
    expect(beyond.below.loadedKg).toBe(55);
    expect(beyond.above).toBeNull();
    expect(beyond.nearest).toBe(beyond.below);
    const light = loadingsAround(22, home, 20);
    expect(light.below).toEqual({ perSide: [], loadedKg: 20, remainingKg: 2, exact: false });
    expect(light.above).toEqual({ perSide: [2.5], loadedKg: 25, remainingKg: 0, exact: false });
    expect(loadingsAround(30, [], 15)).toEqual({
      below: { perSide: [], loadedKg: 15, remainingKg: 15, exact: false },
      above: null,
      nearest: { perSide: [], loadedKg: 15, remainingKg: 15, exact: false },
    });
  });

  it('works with another bar and the fractional discs of a home set', () => {
    const small = platesOfSetup({ barKg: 10, discs: [{ weightKg: 5, pairs: 2 }, { weightKg: 1.25, pairs: 1 }, { weightKg: 0.5, pairs: 2 }] });
    // 10 + 2 × (5 + 1.25 + 0.5) = 23.5 exactly.
    expect(loadingsAround(23.5, small, 10).below).toMatchObject({ perSide: [5, 1.25, 0.5], exact: true });
    // 24 kg: 23.5 below, 24.5 (5 + 1.25 + 0.5 + 0.5) above, equally far: the lighter one.
    const options = loadingsAround(24, small, 10);
    expect([options.below.loadedKg, options.above?.loadedKg, options.nearest.loadedKg]).toEqual([23.5, 24.5, 23.5]);
  });

  it('refuses a total under another bar, in French', () => {
    expectTrainingError(() => loadingsAround(10, home, 15), 'plateTotal', { bar: 15 });
    expectTrainingError(() => loadingsAround(60, [{ weightKg: 0, count: 2 }]), 'plates');
  });
});
