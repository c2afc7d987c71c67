import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATE_SETUP, type PlateSetup } from './plates.ts';
import { loadableKg, nextPrescription, type PerformedSet, type ProgressionRule } from './progression.ts';

const linear: ProgressionRule = { kind: 'lineaire', sets: 5, reps: 5, incrementKg: 2.5, startKg: 40 };
const double: ProgressionRule = { kind: 'double', sets: 3, repsMin: 8, repsMax: 12, incrementKg: 2.5, startKg: 20 };

/** `[weight, reps]` sets, done and work unless told. */
const sets = (...specs: [weightKg: number, reps: number, extra?: Partial<PerformedSet>][]): PerformedSet[] =>
  specs.map(([weightKg, reps, extra]) => ({ weightKg, reps, done: true, ...extra }));
const fives = (weightKg: number, ...reps: number[]) => sets(...reps.map((r) => [weightKg, r] as [number, number]));

describe('nextPrescription: first session', () => {
  it('starts at startKg with every set at the target reps', () => {
    expect(nextPrescription(linear, [])).toEqual({ weightKg: 40, reps: [5, 5, 5, 5, 5], reason: 'premiere' });
    expect(nextPrescription(double, [])).toEqual({ weightKg: 20, reps: [8, 8, 8], reason: 'premiere' });
  });

  it('treats sessions with only warm-ups or unticked sets as no history', () => {
    const nothing = [sets([20, 10, { kind: 'echauffement' }], [60, 5, { done: false }])];
    expect(nextPrescription(linear, nothing)).toEqual({ weightKg: 40, reps: [5, 5, 5, 5, 5], reason: 'premiere' });
  });
});

describe('nextPrescription: linear', () => {
  it('adds the increment after every work set at the target reps (62.5 × 5 × 5 → 65)', () => {
    expect(nextPrescription(linear, [fives(62.5, 5, 5, 5, 5, 5)])).toEqual({ weightKg: 65, reps: [5, 5, 5, 5, 5], reason: 'hausse' });
  });

  it('counts more reps than asked as a success', () => {
    expect(nextPrescription(linear, [fives(60, 6, 5, 8, 5, 5)]).reason).toBe('hausse');
  });

  it('repeats the weight after a partial miss', () => {
    expect(nextPrescription(linear, [fives(60, 5, 5, 5, 4, 3)])).toEqual({ weightKg: 60, reps: [5, 5, 5, 5, 5], reason: 'maintien' });
  });

  it('repeats the weight when a set was not ticked', () => {
    const last = [...fives(60, 5, 5, 5, 5), ...sets([60, 5, { done: false }])];
    expect(nextPrescription(linear, [last]).reason).toBe('maintien');
  });

  it('ignores warm-ups: they neither make the working weight nor fill a work set', () => {
    const warmUps = sets([20, 10, { kind: 'echauffement' }], [40, 5, { kind: 'echauffement' }], [50, 3, { kind: 'echauffement' }]);
    expect(nextPrescription(linear, [[...warmUps, ...fives(60, 5, 5, 5, 5, 5)]])).toEqual({ weightKg: 62.5, reps: [5, 5, 5, 5, 5], reason: 'hausse' });
    // Four work sets plus warm-ups at the same reps are not five work sets.
    const fourAndAWarmUp = [...sets([60, 5, { kind: 'echauffement' }]), ...fives(60, 5, 5, 5, 5)];
    expect(nextPrescription(linear, [fourAndAWarmUp]).reason).toBe('maintien');
  });

  it('takes the heaviest done work set as the working weight; lighter sets do not count toward it', () => {
    // 5 × 5 at 60 and one heavier single at 70: the working weight is 70, done once → repeat 70.
    expect(nextPrescription(linear, [[...fives(60, 5, 5, 5, 5, 5), ...sets([70, 1])]])).toEqual({ weightKg: 70, reps: [5, 5, 5, 5, 5], reason: 'maintien' });
    // Drop sets and sets to failure are work sets.
    expect(nextPrescription(linear, [sets(...([1, 2, 3, 4, 5].map(() => [50, 5, { kind: 'echec' }]) as [number, number, Partial<PerformedSet>][]))]).reason).toBe('hausse');
  });

  it('deloads by 10 % rounded down to stepKg after three misses at one weight', () => {
    const miss = fives(60, 5, 5, 4, 4, 3);
    // 60 × 0.9 = 54 → 52.5 (down to a multiple of 2.5).
    expect(nextPrescription(linear, [miss, miss, miss])).toEqual({ weightKg: 52.5, reps: [5, 5, 5, 5, 5], reason: 'decharge' });
    // 100 × 0.9 = 90, already a multiple.
    const heavy = fives(100, 5, 5, 5, 5, 2);
    expect(nextPrescription(linear, [heavy, heavy, heavy]).weightKg).toBe(90);
    // With 5 kg steps: 62.5 × 0.9 = 56.25 → 55.
    const odd = fives(62.5, 3, 3, 3, 3, 3);
    expect(nextPrescription(linear, [odd, odd, odd], 5)).toMatchObject({ weightKg: 55, reason: 'decharge' });
  });

  it('does not deload when one of the three sessions was at another weight or only two missed', () => {
    const miss = fives(60, 5, 5, 4, 4, 3);
    expect(nextPrescription(linear, [miss, miss, fives(57.5, 5, 5, 4, 4, 3)]).reason).toBe('maintien');
    expect(nextPrescription(linear, [miss, miss]).reason).toBe('maintien');
    // A success three sessions ago at 60 (then the lifter repeated 60): not three misses.
    expect(nextPrescription(linear, [miss, miss, fives(60, 5, 5, 5, 5, 5)]).reason).toBe('maintien');
  });

  it('rounds a hausse to the nearest multiple of stepKg', () => {
    // 61 + 2.5 = 63.5 → 62.5 (nearer than 65); 61.5 + 2.5 = 64 → 65.
    expect(nextPrescription(linear, [fives(61, 5, 5, 5, 5, 5)]).weightKg).toBe(62.5);
    expect(nextPrescription(linear, [fives(61.5, 5, 5, 5, 5, 5)]).weightKg).toBe(65);
    // The step is the person's: 60 + 1 with 1 kg steps is 61; 60 + 5 with 2 kg steps (65) is 66.
    expect(nextPrescription({ ...linear, incrementKg: 1 }, [fives(60, 5, 5, 5, 5, 5)], 1).weightKg).toBe(61);
    expect(nextPrescription({ ...linear, incrementKg: 5 }, [fives(60, 5, 5, 5, 5, 5)], 2).weightKg).toBe(66);
  });

  it('reads only the most recent session for the decision', () => {
    expect(nextPrescription(linear, [fives(60, 5, 5, 5, 5, 5), fives(57.5, 3, 3, 3, 3, 3)]).weightKg).toBe(62.5);
  });
});

describe('nextPrescription: double progression', () => {
  it('adds the increment and goes back to repsMin once every set reached repsMax', () => {
    expect(nextPrescription(double, [fives(20, 12, 12, 12)])).toEqual({ weightKg: 22.5, reps: [8, 8, 8], reason: 'hausse' });
  });

  it('asks each set for one rep more than last time', () => {
    expect(nextPrescription(double, [fives(20, 10, 9, 8)])).toEqual({ weightKg: 20, reps: [11, 10, 9], reason: 'maintien' });
  });

  it('clamps each target to [repsMin, repsMax]', () => {
    // 12 → 13 clamped to 12; 6 → 7 raised to 8.
    expect(nextPrescription(double, [fives(20, 12, 12, 6)])).toEqual({ weightKg: 20, reps: [12, 12, 8], reason: 'maintien' });
  });

  it('gives repsMin to a set not done last time, and to sets beyond those logged', () => {
    const last = [...fives(20, 10), ...sets([20, 10, { done: false }])];
    expect(nextPrescription(double, [last])).toEqual({ weightKg: 20, reps: [11, 8, 8], reason: 'maintien' });
  });

  it('lines sets up without the warm-ups', () => {
    const last = [...sets([10, 12, { kind: 'echauffement' }]), ...fives(20, 9, 9, 9)];
    expect(nextPrescription(double, [last]).reps).toEqual([10, 10, 10]);
  });

  it('deloads after three sessions at one weight, each without more reps than the one before', () => {
    // Most recent first: 27, 28, 30 total reps at 25 kg. 25 × 0.9 = 22.5.
    const history = [fives(25, 9, 9, 9), fives(25, 10, 9, 9), fives(25, 10, 10, 10)];
    expect(nextPrescription(double, history)).toEqual({ weightKg: 22.5, reps: [8, 8, 8], reason: 'decharge' });
    // Equal totals are "no higher" too: 27 kg × 0.9 = 24.3 → 22.5.
    const flat = [fives(27, 9, 9, 9), fives(27, 9, 9, 9), fives(27, 9, 9, 9)];
    expect(nextPrescription(double, flat)).toMatchObject({ weightKg: 22.5, reason: 'decharge' });
  });

  it('keeps going when reps rose in one of the three sessions', () => {
    const history = [fives(25, 9, 9, 9), fives(25, 10, 10, 10), fives(25, 9, 9, 9)];
    expect(nextPrescription(double, history)).toEqual({ weightKg: 25, reps: [10, 10, 10], reason: 'maintien' });
    const climbing = [fives(25, 10, 10, 10), fives(25, 9, 9, 9), fives(25, 8, 8, 8)];
    expect(nextPrescription(double, climbing).reason).toBe('maintien');
  });
});

describe('loadableKg: the weight the person can load', () => {
  const home: PlateSetup = { barKg: 20, discs: [{ weightKg: 10, pairs: 1 }, { weightKg: 5, pairs: 1 }] };

  it('keeps a barbell weight the discs make exactly', () => {
    expect(loadableKg(65, ['barre', 'rack'], DEFAULT_PLATE_SETUP)).toBe(65);
  });

  it('takes the nearest barbell weight the person’s own bar and discs make', () => {
    // 20 kg bar, one pair of 10 and one of 5: 20, 30, 40, 50. 42.5 → 40; 47.5 → 50.
    expect(loadableKg(42.5, ['barre'], home)).toBe(40);
    expect(loadableKg(47.5, ['barre'], home)).toBe(50);
    // Beyond every disc: the heaviest loading.
    expect(loadableKg(80, ['barre'], home)).toBe(50);
    // With the default gym (smallest pair 1.25 kg): 63.75 is not loadable, 62.5 and 65 are.
    expect(loadableKg(63.5, ['barre'], DEFAULT_PLATE_SETUP)).toBe(62.5);
  });

  it('never goes below the empty bar, whichever bar the person has', () => {
    expect(loadableKg(12, ['barre'], { ...home, barKg: 15 })).toBe(15);
    expect(loadableKg(17.5, ['barre'], home)).toBe(20);
  });

  it('uses the implement’s steps off the barbell', () => {
    expect(loadableKg(23, ['halteres', 'banc'], home)).toBe(24);
    expect(loadableKg(63, ['machine'], home)).toBe(65);
  });
});
