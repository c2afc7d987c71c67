import { describe, expect, it } from 'vitest';
import { heartZones } from './heart-zones.ts';
import { oneRm } from './one-rm.ts';
import { pace, paceToSpeed, riegel, speedToPace, timeFromPace } from './pace.ts';
import { fail, ok } from './test-helpers.ts';
import { vo2max } from './vo2max.ts';

describe('heartZones', () => {
  it('HRmax formulas at 40 y: Fox 180, Tanaka 180.0, Gellish 179.0, non-linear 180.8', () => {
    const r = ok(heartZones({ age: 40 }));
    expect(r.byFormula?.fox).toBeCloseTo(180, 6);
    expect(r.byFormula?.tanaka).toBeCloseTo(180, 6);
    expect(r.byFormula?.gellish).toBeCloseTo(179, 6);
    expect(r.byFormula?.['gellish-nonlinear']).toBeCloseTo(180.8, 6);
    expect(r.maxHrSource).toBe('tanaka');
    expect(r.value).toBeCloseTo(180, 6);
  });

  it('70 % is 126 bpm of HRmax 180, 144 bpm with Karvonen from rest 60', () => {
    const plain = ok(heartZones({ maxHr: 180 }));
    expect(plain.karvonen).toBe(false);
    expect(plain.zones.find((z) => z.id === 'z3')?.minBpm).toBe(126);
    const karvonen = ok(heartZones({ maxHr: 180, restingHr: 60 }));
    expect(karvonen.karvonen).toBe(true);
    expect(karvonen.zones.find((z) => z.id === 'z3')?.minBpm).toBe(144);
    expect(karvonen.maxHrSource).toBe('measured');
  });

  it('gives five contiguous zones from 50 % to 100 %', () => {
    const { zones } = ok(heartZones({ maxHr: 200 }));
    expect(zones.map((z) => [z.minBpm, z.maxBpm])).toEqual([
      [100, 120],
      [120, 140],
      [140, 160],
      [160, 180],
      [180, 200],
    ]);
  });

  it('prefers a measured HRmax to the age formula', () => {
    expect(ok(heartZones({ age: 40, maxHr: 190 })).value).toBe(190);
  });

  it('needs age or HRmax; rejects out-of-range values', () => {
    expect(fail(heartZones({})).errors).toEqual([{ field: 'age', key: 'calculators:errors.maxHrOrAgeRequired' }]);
    expect(fail(heartZones({ maxHr: 250 })).errors[0]?.key).toBe('calculators:errors.maxHrRange');
    expect(fail(heartZones({ age: 40, restingHr: 20 })).errors[0]?.key).toBe('calculators:errors.restingHrRange');
  });
});

describe('oneRm', () => {
  // §D: 100 kg × 5 and × 10
  it.each([
    [5, { epley: 116.7, brzycki: 112.5, lombardi: 117.5, lander: 113.7, oconner: 112.5, mayhew: 119.0, wathan: 116.6 }],
    [10, { epley: 133.3, brzycki: 133.3, lombardi: 125.9, lander: 134.1, oconner: 125.0, mayhew: 130.9, wathan: 134.7 }],
  ] as const)('100 kg × %i matches every formula', (reps, expected) => {
    const r = ok(oneRm({ loadKg: 100, reps }));
    for (const [formula, value] of Object.entries(expected)) {
      expect(r.byFormula[formula as keyof typeof expected], formula).toBeCloseTo(value, 1);
    }
    expect(r.method).toBe('epley');
    expect(r.value).toBeCloseTo(expected.epley, 1);
  });

  it('one rep is the 1RM for every formula', () => {
    const r = ok(oneRm({ loadKg: 140, reps: 1 }));
    expect(new Set(Object.values(r.byFormula))).toEqual(new Set([140]));
  });

  it('builds the 50–100 % table from the chosen formula', () => {
    const r = ok(oneRm({ loadKg: 100, reps: 10, method: 'brzycki' }));
    expect(r.percentTable.map((row) => row.pct)).toEqual([100, 95, 90, 85, 80, 75, 70, 65, 60, 55, 50]);
    const row75 = r.percentTable.find((row) => row.pct === 75);
    expect(row75?.loadKg).toBeCloseTo(100, 6); // 75 % of 133.3 — 10 reps sit at 75 % on the NSCA chart
    expect(row75?.reps).toBe(10);
    expect(r.percentTable.find((row) => row.pct === 50)?.reps).toBeNull();
  });

  it('warns from 11 reps, refuses above 15 or fractional reps', () => {
    expect(ok(oneRm({ loadKg: 60, reps: 11 })).warnings).toEqual(['calculators:warnings.highReps']);
    expect(ok(oneRm({ loadKg: 60, reps: 10 })).warnings).toEqual([]);
    expect(fail(oneRm({ loadKg: 60, reps: 16 })).errors[0]).toEqual({
      field: 'reps',
      key: 'calculators:errors.repsRange',
      params: { min: 1, max: 15 },
    });
    expect(fail(oneRm({ loadKg: 60, reps: 2.5 })).errors[0]?.field).toBe('reps');
    expect(fail(oneRm({ loadKg: 0, reps: 5 })).errors[0]?.key).toBe('calculators:errors.loadRange');
  });
});

describe('pace', () => {
  it('5 km in 25:00 → 5:00/km, 12 km/h, 8:03/mile', () => {
    const r = ok(pace({ distanceKm: 5, timeSec: 25 * 60 }));
    expect(r.value).toBe(300);
    expect(r.speedKmh).toBeCloseTo(12, 10);
    expect(r.secPerMile).toBeCloseTo(482.8, 1);
  });

  it('Riegel predictions from 5 km in 25:00: 52:07, 1:55:00, 3:59:46', () => {
    const { predictions } = ok(pace({ distanceKm: 5, timeSec: 1500 }));
    // whole seconds as a race clock shows them (the marathon is 3:59:46.65)
    expect(Math.floor(predictions['10k'] ?? 0)).toBe(52 * 60 + 7);
    expect(Math.floor(predictions.half ?? 0)).toBe(3600 + 55 * 60);
    expect(Math.floor(predictions.marathon ?? 0)).toBe(3 * 3600 + 59 * 60 + 46);
    expect(predictions['5k']).toBe(1500);
  });

  it('leaves out predictions more than ×10 from the source distance', () => {
    const { predictions } = ok(pace({ distanceKm: 1, timeSec: 240 }));
    expect(predictions['10k']).not.toBeNull();
    expect(predictions.half).toBeNull();
    expect(predictions.marathon).toBeNull();
    expect(fail(riegel({ distanceKm: 1, timeSec: 240, targetDistanceKm: 42.195 })).errors[0]).toEqual({
      field: 'targetDistanceKm',
      key: 'calculators:errors.raceRatio',
      params: { max: 10 },
    });
    expect(ok(riegel({ distanceKm: 10, timeSec: 3000, targetDistanceKm: 5 })).value).toBeCloseTo(3000 * 0.5 ** 1.06, 6);
  });

  it('converts both ways and computes a time from a pace', () => {
    expect(ok(paceToSpeed({ paceSecPerKm: 240 })).value).toBe(15);
    expect(ok(speedToPace({ speedKmh: 10 })).value).toBe(360);
    expect(ok(timeFromPace({ distanceKm: 42.195, paceSecPerKm: 300 })).value).toBeCloseTo(12658.5, 6);
  });

  it('rejects out-of-range input, worded in min/km and min–h', () => {
    expect(fail(paceToSpeed({ paceSecPerKm: 60 })).errors[0]?.params).toEqual({ min: 2, max: 30 });
    expect(fail(pace({ distanceKm: 5, timeSec: 30 })).errors[0]).toEqual({
      field: 'timeSec',
      key: 'calculators:errors.timeRange',
      params: { min: 1, max: 24 },
    });
    expect(fail(speedToPace({ speedKmh: 0 })).errors[0]?.key).toBe('calculators:errors.speedRange');
  });
});

describe('vo2max', () => {
  it('Uth: HRmax 180 / HRrest 60 → 45.9', () => {
    const r = ok(vo2max({ maxHr: 180, restingHr: 60, weightKg: 80 }));
    expect(r.value).toBeCloseTo(45.9, 1);
    expect(r.metMax).toBeCloseTo(45.9 / 3.5, 1);
    expect(r.absoluteLMin).toBeCloseTo(3.672, 3);
    expect(r.band).toBeNull(); // no sex/age
  });

  it('Uth with age-predicted HRmax (Tanaka) and a rating', () => {
    const r = ok(vo2max({ age: 40, sex: 'homme', restingHr: 60 }));
    expect(r.value).toBeCloseTo(45.9, 1);
    // Shvartz & Reibold men 40–44: 42–46 = "good" → bon
    expect(r.band).toBe('bon');
    expect(r.norm?.sourceLabel).toBe('good');
  });

  it('Daniels–Gilbert agrees with the VDOT tables (v in m/min, t in min)', () => {
    // Daniels' Running Formula: VDOT 50 ↔ 5 km in 19:57; 5 km in 25:00 lies between VDOT 38 (25:12) and 39 (24:39)
    expect(ok(vo2max({ method: 'daniels', distanceKm: 5, timeSec: 19 * 60 + 57 })).value).toBeCloseTo(50, 0);
    const r = ok(vo2max({ method: 'daniels', distanceKm: 5, timeSec: 1500 })).value;
    expect(r).toBeGreaterThan(38);
    expect(r).toBeLessThan(39);
  });

  it('needs HRmax or age for Uth; validates ranges', () => {
    expect(fail(vo2max({ restingHr: 60 })).errors).toEqual([{ field: 'maxHr', key: 'calculators:errors.maxHrOrAgeRequired' }]);
    expect(fail(vo2max({ method: 'daniels', distanceKm: 5, timeSec: 60 })).errors[0]).toEqual({
      field: 'timeSec',
      key: 'calculators:errors.raceTimeRange',
      params: { min: 3.5, max: 5 },
    });
  });
});
