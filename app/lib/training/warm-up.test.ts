import { describe, expect, it } from 'vitest';
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
