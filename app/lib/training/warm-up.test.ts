import { describe, expect, it } from 'vitest';
import { platesFor } from './plates.ts';
import { expectTrainingError } from './test-helpers.ts';
import { warmUpSets } from './warm-up.ts';

const ramp = (sets: ReturnType<typeof warmUpSets>) => sets.map((set) => [set.weightKg, set.reps]);

describe('warmUpSets', () => {
  it('ramps a barbell lift: bar × 10, 40 % × 5, 60 % × 3, 80 % × 1, in loadable steps', () => {
    expect(ramp(warmUpSets(100, ['barre', 'banc']))).toEqual([[20, 10], [40, 5], [60, 3], [80, 1]]);
    expect(ramp(warmUpSets(142.5, 'barre'))).toEqual([[20, 10], [57.5, 5], [85, 3], [115, 1]]);
    expect(warmUpSets(100, 'barre').every((set) => set.kind === 'echauffement')).toBe(true);
  });

  it('drops steps not above the bar or the step before, and none for work at the bar', () => {
    expect(ramp(warmUpSets(30, 'barre'))).toEqual([[20, 10], [25, 1]]);
    expect(warmUpSets(20, 'barre')).toEqual([]);
    expect(ramp(warmUpSets(60, 'barre', 15))).toEqual([[15, 10], [25, 5], [35, 3], [47.5, 1]]);
  });

  it('has no empty-bar step without a barbell, and rounds to the implement', () => {
    expect(ramp(warmUpSets(30, 'halteres'))).toEqual([[12, 5], [18, 3], [24, 1]]);
    expect(ramp(warmUpSets(80, 'machine'))).toEqual([[30, 5], [50, 3], [65, 1]]);
  });

  it('refuses a negative working weight or bar in French', () => {
    expectTrainingError(() => warmUpSets(-1, 'barre'), 'load');
    expectTrainingError(() => warmUpSets(100, 'barre', Number.NaN), 'barWeight');
  });
});

describe('platesFor', () => {
  it('loads the heaviest discs first with a 20 kg bar', () => {
    expect(platesFor(100)).toEqual({ perSide: [25, 15], loadedKg: 100, remainingKg: 0, exact: true });
    expect(platesFor(142.5)).toEqual({ perSide: [25, 25, 10, 1.25], loadedKg: 142.5, remainingKg: 0, exact: true });
    expect(platesFor(20)).toEqual({ perSide: [], loadedKg: 20, remainingKg: 0, exact: true });
  });

  it('gets as close as possible below, and says what is missing', () => {
    expect(platesFor(101)).toEqual({ perSide: [25, 15], loadedKg: 100, remainingKg: 1, exact: false });
    const home = [
      { weightKg: 10, count: 2 },
      { weightKg: 5, count: 2 },
    ];
    expect(platesFor(80, home)).toEqual({ perSide: [10, 5], loadedKg: 50, remainingKg: 30, exact: false });
  });

  it('finds the exact loading a greedy choice misses with a limited set', () => {
    const discs = [
      { weightKg: 15, count: 2 },
      { weightKg: 10, count: 4 },
    ];
    expect(platesFor(60, discs)).toMatchObject({ perSide: [10, 10], exact: true });
  });

  it('uses only pairs, fractional discs and another bar', () => {
    expect(platesFor(45, [{ weightKg: 10, count: 3 }, { weightKg: 0.5, count: 4 }, { weightKg: 1.25, count: 2 }], 15)).toEqual({
      perSide: [10, 1.25, 0.5, 0.5],
      loadedKg: 39.5,
      remainingKg: 5.5,
      exact: false,
    });
    expect(platesFor(30, [], 15)).toEqual({ perSide: [], loadedKg: 15, remainingKg: 15, exact: false });
  });

  it('refuses a total under the bar and impossible discs in French', () => {
    expectTrainingError(() => platesFor(15), 'plateTotal', { bar: 20 });
    expectTrainingError(() => platesFor(60, [{ weightKg: -5, count: 2 }]), 'plates');
    expectTrainingError(() => platesFor(60, [{ weightKg: 5, count: 1.5 }]), 'plates');
    expectTrainingError(() => platesFor(60, undefined, -1), 'barWeight');
  });
});
