import { describe, expect, it } from 'vitest';
import { fail, ok } from '../calculators/test-helpers.ts';
import { normTableFor, scoreTest } from './score.ts';
import type { TestId, TestInputs } from './meta.ts';
import type { Person, Rating } from './types.ts';

const man = (age: number, weightKg?: number): Person => ({ sex: 'homme', age, weightKg });
const woman = (age: number, weightKg?: number): Person => ({ sex: 'femme', age, weightKg });

function rating(testId: TestId, inputs: TestInputs, person: Person): Rating | null {
  return ok(scoreTest(testId, inputs, person)).rating;
}

describe('VO2max estimates (reference cases published with the equations)', () => {
  it('Cooper: 2400 m → 42.4; 1600 → 24.5; 2800 → 51.3', () => {
    expect(ok(scoreTest('cooper-12min', { distanceM: 2400 }, man(30))).vo2max).toBeCloseTo(42.4, 1);
    expect(ok(scoreTest('cooper-12min', { distanceM: 1600 }, man(30))).vo2max).toBeCloseTo(24.5, 1);
    expect(ok(scoreTest('cooper-12min', { distanceM: 2800 }, man(30))).vo2max).toBeCloseTo(51.3, 1);
  });

  it('1.5 mile: 12:00 → 43.8; 10:00 → 51.8; 14:00 → 38.0', () => {
    expect(ok(scoreTest('run-1_5-mile', { timeSec: 720 }, man(25))).vo2max).toBeCloseTo(43.75, 2);
    expect(ok(scoreTest('run-1_5-mile', { timeSec: 600 }, man(25))).vo2max).toBeCloseTo(51.8, 1);
    expect(ok(scoreTest('run-1_5-mile', { timeSec: 840 }, man(25))).vo2max).toBeCloseTo(38.0, 1);
  });

  it('Rockport: man 70 kg 40 y 15:00 HR 140 → 40.9; woman 60 kg 40 y 16:00 HR 150 → 31.5', () => {
    const m = ok(scoreTest('rockport-1-mile', { timeSec: 900, heartRate: 140, weightKg: 70 }, man(40)));
    expect(m.vo2max).toBeCloseTo(40.9, 1);
    // weight taken from the profile when the form leaves it empty
    const w = ok(scoreTest('rockport-1-mile', { timeSec: 960, heartRate: 150 }, woman(40, 60)));
    expect(w.vo2max).toBeCloseTo(31.5, 0);
    expect(Math.abs((w.vo2max ?? 0) - 31.5)).toBeLessThan(0.06);
  });

  it('Queens step: man HR 150 → 48.3; woman HR 160 → 36.3', () => {
    expect(ok(scoreTest('step-queens', { recoveryHr: 150 }, man(25))).vo2max).toBeCloseTo(48.3, 1);
    expect(ok(scoreTest('step-queens', { recoveryHr: 160 }, woman(25))).vo2max).toBeCloseTo(36.3, 1);
  });

  it('vertical jump power: 50 cm, 75 kg → Sayers 4377.5 W', () => {
    expect(ok(scoreTest('vertical-jump', { distanceCm: 50 }, man(25, 75))).peakPowerW).toBeCloseTo(4377.5, 6);
  });

  it('clamps a field VO2max to 10–90 for display', () => {
    expect(ok(scoreTest('cooper-12min', { distanceM: 800 }, man(30))).vo2max).toBe(10); // raw 6.6
  });
});

describe('VO2max rating (Shvartz & Reibold, Cooper Institute above 65)', () => {
  // Men 30–34 lower bounds: 29, 35, 41, 46, 52, 57 (classes 2–7). Cooper d for a VO2 of x: 504.9 + 44.73x.
  const d = (vo2: number): number => 504.9 + 44.73 * vo2;
  it.each([
    [28.4, 'tres-faible'], // rounds to 28 → class 1
    [28.5, 'faible'], // rounds to 29 → class 2
    [34.4, 'faible'], // 34, class 2
    [35, 'faible'], // class 3 "fair" → faible (symmetric collapse)
    [40.4, 'faible'],
    [40.6, 'moyen'], // 41, class 4 "average"
    [45.4, 'moyen'],
    [46, 'bon'], // class 5
    [56, 'bon'], // class 6 "very good"
    [56.5, 'excellent'], // 57, class 7
  ] as const)('man 32 y, VO2 %s → %s', (vo2, expected) => {
    expect(rating('cooper-12min', { distanceM: d(vo2) }, man(32))).toBe(expected);
  });

  it('women 60–65 and the 65/66 switch to the Cooper Institute ≥ 60 row', () => {
    // women 60–65: 16, 19, 22, 25, 28, 31
    expect(rating('step-queens', { recoveryHr: (65.81 - 31) / 0.1847 }, woman(65))).toBe('excellent');
    expect(rating('step-queens', { recoveryHr: (65.81 - 30) / 0.1847 }, woman(65))).toBe('bon');
    // CI women ≥ 60: <24, 24–25, 26–27, 28–31, ≥32 → 30 is class 4 → bon, 32 → excellent
    expect(rating('step-queens', { recoveryHr: (65.81 - 30) / 0.1847 }, woman(66))).toBe('bon');
    expect(rating('step-queens', { recoveryHr: (65.81 - 32) / 0.1847 }, woman(66))).toBe('excellent');
    expect(rating('cooper-12min', { distanceM: 504.9 + 44.73 * 23.4 }, woman(80))).toBe('tres-faible');
    expect(rating('cooper-12min', { distanceM: 504.9 + 44.73 * 23.6 }, woman(80))).toBe('faible');
    expect(normTableFor('step-queens', woman(66))?.table.id).toBe('vo2max-cooper-institute-1997');
  });

  it('no norm under 20 y for VO2-only tests', () => {
    const r = ok(scoreTest('step-queens', { recoveryHr: 150 }, man(19)));
    expect(r.rating).toBeNull();
    expect(r.ratingSource).toBeNull();
    expect(r.vo2max).toBeCloseTo(48.3, 1);
  });

  it('Rockport and Queens rate through the VO2max table', () => {
    // man 40 y, 40.9 → 41 → men 40–44 36–41 "average"
    expect(rating('rockport-1-mile', { timeSec: 900, heartRate: 140, weightKg: 70 }, man(40))).toBe('moyen');
    // woman 25 y, 36.3 → 36 → women 25–29 36–40 "average"
    expect(rating('step-queens', { recoveryHr: 160 }, woman(25))).toBe('moyen');
  });
});

describe('Cooper 12 min', () => {
  it('teenagers are rated on the distance table', () => {
    // men 15–16: <2200 | 2200–2299 | 2300–2499 | 2500–2800 | >2800
    expect(rating('cooper-12min', { distanceM: 2199 }, man(16))).toBe('tres-faible');
    expect(rating('cooper-12min', { distanceM: 2200 }, man(16))).toBe('faible');
    expect(rating('cooper-12min', { distanceM: 2499 }, man(16))).toBe('moyen');
    expect(rating('cooper-12min', { distanceM: 2800 }, man(16))).toBe('bon');
    expect(rating('cooper-12min', { distanceM: 2801 }, man(16))).toBe('excellent');
    // women 13–14: >2000 excellent
    expect(rating('cooper-12min', { distanceM: 2001 }, woman(13))).toBe('excellent');
    expect(normTableFor('cooper-12min', man(16))?.table.id).toBe('cooper-distance');
  });

  it('adults get the distance table as a second rating (men 30–39 uses 1500–1899)', () => {
    const r = ok(scoreTest('cooper-12min', { distanceM: 1899 }, man(35)));
    expect(r.distanceRating?.normClass.rating).toBe('faible');
    expect(ok(scoreTest('cooper-12min', { distanceM: 1900 }, man(35))).distanceRating?.normClass.rating).toBe('moyen');
    expect(ok(scoreTest('cooper-12min', { distanceM: 2400 }, man(30))).distanceRating?.normClass.sourceLabel).toBe('above-average');
  });

  it('no norm under 13 y', () => {
    expect(rating('cooper-12min', { distanceM: 2000 }, man(12))).toBeNull();
  });
});

describe('1.5-mile run', () => {
  it.each([
    [man(25), 12 * 60, 'bon'], // good 10:46–12:00
    [man(25), 12 * 60 + 1, 'moyen'], // fair 12:01–14:00
    [man(25), 12 * 60 + 0.4, 'moyen'], // rounded up to 12:01
    [man(25), 9 * 60 + 44, 'excellent'], // superior < 9:45
    [man(25), 9 * 60 + 45, 'bon'], // Cooper's "excellent"
    [man(17), 8 * 60 + 36, 'excellent'],
    [man(17), 8 * 60 + 37, 'bon'],
    [woman(25), 15 * 60 + 54, 'bon'],
    [woman(25), 15 * 60 + 55, 'moyen'],
    [woman(25), 19 * 60, 'faible'],
    [woman(25), 19 * 60 + 1, 'tres-faible'],
    [woman(45), 20 * 60, 'faible'],
    [woman(45), 20 * 60 + 1, 'tres-faible'],
  ] as const)('%o in %s s → %s', (person, t, expected) => {
    expect(rating('run-1_5-mile', { timeSec: t }, person)).toBe(expected);
  });

  it('from 50 y rates through VO2max', () => {
    // 12:00 → 43.75 → 44, men 55–59: >43 excellent; 12:10 → 43.2 → 43 "very good" → bon
    expect(rating('run-1_5-mile', { timeSec: 720 }, man(55))).toBe('excellent');
    expect(rating('run-1_5-mile', { timeSec: 730 }, man(55))).toBe('bon');
    expect(normTableFor('run-1_5-mile', man(55))?.table.basis).toBe('vo2max');
    expect(normTableFor('run-1_5-mile', man(49))?.table.id).toBe('run-1_5-mile-cooper');
  });
});

describe('jumps (indicative scales)', () => {
  it('broad jump 18–29 y on the Finnish grades', () => {
    expect(rating('broad-jump', { distanceCm: 270 }, man(25))).toBe('excellent');
    expect(rating('broad-jump', { distanceCm: 269 }, man(25))).toBe('bon');
    expect(rating('broad-jump', { distanceCm: 230 }, man(25))).toBe('moyen');
    expect(rating('broad-jump', { distanceCm: 210 }, man(25))).toBe('faible');
    expect(rating('broad-jump', { distanceCm: 209 }, man(25))).toBe('tres-faible');
    expect(rating('broad-jump', { distanceCm: 220 }, woman(20))).toBe('excellent');
    expect(rating('broad-jump', { distanceCm: 159 }, woman(20))).toBe('tres-faible');
    expect(rating('broad-jump', { distanceCm: 270 }, man(30))).toBeNull();
    expect(ok(scoreTest('broad-jump', { distanceCm: 270, heightCm: 180 }, man(25))).relativeJump).toBe(1.5);
    expect(normTableFor('broad-jump', man(25))?.table.indicative).toBe(true);
  });

  it('vertical jump 18–39 y on the Topend scale', () => {
    expect(rating('vertical-jump', { distanceCm: 71 }, man(25))).toBe('excellent');
    expect(rating('vertical-jump', { distanceCm: 70 }, man(25))).toBe('bon');
    expect(rating('vertical-jump', { distanceCm: 51 }, man(25))).toBe('bon');
    expect(rating('vertical-jump', { distanceCm: 50 }, man(25))).toBe('moyen');
    expect(rating('vertical-jump', { distanceCm: 41 }, man(25))).toBe('moyen');
    expect(rating('vertical-jump', { distanceCm: 40 }, man(25))).toBe('faible');
    expect(rating('vertical-jump', { distanceCm: 21 }, man(25))).toBe('faible');
    expect(rating('vertical-jump', { distanceCm: 20 }, man(25))).toBe('tres-faible');
    expect(rating('vertical-jump', { distanceCm: 61 }, woman(39))).toBe('excellent');
    expect(rating('vertical-jump', { distanceCm: 10 }, woman(39))).toBe('tres-faible');
    expect(rating('vertical-jump', { distanceCm: 50 }, man(40))).toBeNull();
    expect(ok(scoreTest('vertical-jump', { distanceCm: 50 }, man(25))).peakPowerW).toBeUndefined();
  });
});

describe('push-ups (CSEP)', () => {
  it.each([
    [man(25), 36, 'excellent'],
    [man(25), 35, 'bon'],
    [man(25), 29, 'bon'],
    [man(25), 28, 'moyen'],
    [man(25), 22, 'moyen'],
    [man(25), 21, 'faible'],
    [man(25), 17, 'faible'],
    [man(25), 16, 'tres-faible'],
    [man(45), 25, 'excellent'],
    [man(45), 24, 'bon'],
    [man(65), 4, 'tres-faible'],
    [man(65), 5, 'faible'],
    [woman(25), 30, 'excellent'],
    [woman(25), 9, 'tres-faible'],
    [woman(55), 1, 'tres-faible'],
    [woman(55), 2, 'faible'],
  ] as const)('%o, %i reps → %s', (person, reps, expected) => {
    expect(rating('pushups-max', { reps }, person)).toBe(expected);
  });

  it('no norm outside 15–69 y or for the other variant', () => {
    expect(rating('pushups-max', { reps: 20 }, man(70))).toBeNull();
    expect(rating('pushups-max', { reps: 20 }, man(14))).toBeNull();
    expect(rating('pushups-max', { reps: 20, variant: 'complet' }, woman(25))).toBeNull();
    expect(rating('pushups-max', { reps: 20, variant: 'genoux' }, man(25))).toBeNull();
    expect(rating('pushups-max', { reps: 20, variant: 'genoux' }, woman(25))).toBe('moyen');
    expect(normTableFor('pushups-max', woman(25), { variant: 'complet' })).toBeNull();
  });
});

describe('1-min sit-ups (YMCA)', () => {
  it.each([
    [man(20), 50, 'excellent'],
    [man(20), 49, 'bon'],
    [man(20), 39, 'bon'],
    [man(20), 38, 'moyen'],
    [man(20), 35, 'moyen'],
    [man(20), 34, 'faible'],
    [man(20), 25, 'faible'],
    [man(20), 24, 'tres-faible'],
    [man(70), 29, 'excellent'],
    [man(70), 6, 'tres-faible'],
    [woman(60), 25, 'excellent'],
    [woman(60), 24, 'bon'],
    [woman(60), 3, 'faible'],
    [woman(60), 2, 'tres-faible'],
    [woman(26), 40, 'excellent'],
    [woman(25), 40, 'bon'], // 18–25 excellent needs > 43
  ] as const)('%o, %i reps → %s', (person, reps, expected) => {
    expect(rating('situps-1min', { reps }, person)).toBe(expected);
  });

  it('no norm under 18 y', () => {
    expect(rating('situps-1min', { reps: 40 }, man(17))).toBeNull();
  });
});

describe('plank (indicative, 18–35 y)', () => {
  it.each([
    [29, 'tres-faible'],
    [30, 'faible'],
    [59, 'faible'],
    [60, 'moyen'],
    [89, 'moyen'],
    [90, 'bon'],
    [129, 'bon'],
    [130, 'excellent'],
  ] as const)('%i s → %s for both sexes', (t, expected) => {
    expect(rating('plank-hold', { timeSec: t }, man(25))).toBe(expected);
    expect(rating('plank-hold', { timeSec: t }, woman(35))).toBe(expected);
  });

  it('no norm outside 18–35 y', () => {
    expect(rating('plank-hold', { timeSec: 120 }, man(36))).toBeNull();
    expect(rating('plank-hold', { timeSec: 120 }, woman(17))).toBeNull();
  });
});

describe('sit and reach (YMCA)', () => {
  it('rates on the YMCA score whatever the device', () => {
    // men 18–25: P30 36, P50 43, P70 48, P90 56 cm on the YMCA yardstick
    expect(rating('sit-and-reach', { distanceCm: 56 }, man(20))).toBe('excellent');
    expect(rating('sit-and-reach', { distanceCm: 55.4 }, man(20))).toBe('bon');
    expect(rating('sit-and-reach', { distanceCm: 48 }, man(20))).toBe('bon');
    expect(rating('sit-and-reach', { distanceCm: 43 }, man(20))).toBe('moyen');
    expect(rating('sit-and-reach', { distanceCm: 35 }, man(20))).toBe('tres-faible');
    // 5 cm past the soles → YMCA 43.1 → moyen, on any device
    const soles = ok(scoreTest('sit-and-reach', { distanceCm: 5, device: 'soles' }, man(20)));
    expect(soles.rating).toBe('moyen');
    expect(soles.value).toBe(5);
    expect(soles.ymcaScoreCm).toBeCloseTo(43.1, 10);
    expect(rating('sit-and-reach', { distanceCm: 31, device: 'csep' }, man(20))).toBe('moyen');
    expect(rating('sit-and-reach', { distanceCm: 20, device: 'eurofit' }, man(20))).toBe('moyen');
    // women > 65: P90 51
    expect(rating('sit-and-reach', { distanceCm: 51 }, woman(70))).toBe('excellent');
    expect(rating('sit-and-reach', { distanceCm: 50 }, woman(70))).toBe('bon');
  });

  it('no norm under 18 y', () => {
    expect(rating('sit-and-reach', { distanceCm: 40 }, man(16))).toBeNull();
  });

  it('checks the reading against the device range', () => {
    expect(fail(scoreTest('sit-and-reach', { distanceCm: 60, device: 'soles' }, man(20))).errors[0]).toEqual({
      field: 'distanceCm',
      key: 'tests:errors.reachRange',
      params: { min: -40, max: 50 },
    });
    expect(fail(scoreTest('sit-and-reach', { distanceCm: 20, device: 'bench' as never }, man(20))).errors[0]?.field).toBe('device');
  });
});

describe('invalid input', () => {
  it('range errors carry the bounds, times worded in minutes', () => {
    expect(fail(scoreTest('cooper-12min', { distanceM: 500 }, man(30))).errors).toEqual([
      { field: 'distanceM', key: 'tests:errors.distanceMRange', params: { min: 800, max: 5000 } },
    ]);
    expect(fail(scoreTest('run-1_5-mile', { timeSec: 300 }, man(30))).errors).toEqual([
      { field: 'timeSec', key: 'tests:errors.runTimeRange', params: { min: 7, max: 30 } },
    ]);
    expect(fail(scoreTest('plank-hold', { timeSec: 4000 }, man(30))).errors[0]?.params).toEqual({ min: 1, max: 3600 });
  });

  it('missing, NaN, bad sex, bad age, unknown test', () => {
    expect(fail(scoreTest('step-queens', {}, man(30))).errors).toEqual([{ field: 'recoveryHr', key: 'tests:errors.required' }]);
    expect(fail(scoreTest('situps-1min', { reps: Number.NaN }, man(30))).errors[0]?.key).toBe('tests:errors.notANumber');
    expect(fail(scoreTest('situps-1min', { reps: 30 }, { sex: 'x' as never, age: 30 })).errors[0]?.key).toBe(
      'tests:errors.sexRequired',
    );
    expect(fail(scoreTest('situps-1min', { reps: 30 }, { sex: 'homme', age: Number.NaN })).errors[0]?.field).toBe('age');
    expect(fail(scoreTest('yoyo' as TestId, {}, man(30))).errors[0]?.key).toBe('tests:errors.unknownTest');
  });

  it('Rockport needs weight and an age within 18–80', () => {
    expect(fail(scoreTest('rockport-1-mile', { timeSec: 900, heartRate: 140 }, man(40))).errors).toEqual([
      { field: 'weightKg', key: 'tests:errors.required' },
    ]);
    expect(fail(scoreTest('rockport-1-mile', { timeSec: 900, heartRate: 140, weightKg: 70 }, man(17))).errors[0]).toEqual({
      field: 'age',
      key: 'tests:errors.rockportAgeRange',
      params: { min: 18, max: 80 },
    });
  });

  it('every input of every test has its own range message', async () => {
    const { TESTS } = await import('./meta.ts');
    for (const meta of Object.values(TESTS)) {
      for (const spec of meta.inputs) {
        const r = scoreTest(meta.id, { [spec.name]: spec.range.max + 1000 }, man(30, 70));
        const err = fail(r).errors.find((e) => e.field === spec.name);
        expect(err?.key, `${meta.id}.${spec.name}`).toMatch(/^tests:errors\.\w+Range$/);
      }
    }
  });
});
