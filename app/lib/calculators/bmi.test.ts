import { describe, expect, it } from 'vitest';
import { bmi, bmiBand } from './bmi.ts';
import { sportBmi } from './sport-bmi.ts';
import { fail, ok } from './test-helpers.ts';
import { whtr } from './whtr.ts';

describe('bmi (WHO)', () => {
  it('computes weight / height²', () => {
    // 80 kg, 1.80 m → 24.69 (Deurenberg's reference case states BMI 24.69)
    expect(ok(bmi({ weightKg: 80, heightCm: 180 })).value).toBe(24.7);
  });

  // At 2.00 m, BMI = weight / 4, so each WHO cut-off falls on a round weight.
  it.each([
    [63.7, 'severe-thinness'], // 15.925 → 15.9
    [64, 'moderate-thinness'], // 16.0
    [67.9, 'mild-thinness'], // 16.975 → shown 17.0, classified as shown
    [68, 'mild-thinness'], // 17.0
    [73.7, 'mild-thinness'], // 18.425 → 18.4
    [74, 'normal'], // 18.5
    [99.7, 'normal'], // 24.925 → 24.9
    [99.9, 'overweight'], // 24.975 → shown 25.0, classified as shown
    [100, 'overweight'],
    [120, 'obesity-1'],
    [140, 'obesity-2'],
    [159.7, 'obesity-2'],
    [160, 'obesity-3'],
  ] as const)('%s kg at 200 cm → %s', (weightKg, band) => {
    expect(ok(bmi({ weightKg, heightCm: 200 })).band).toBe(band);
  });

  it('bands on the 1-decimal value shown', () => {
    expect(bmiBand(18.44)).toBe('mild-thinness');
    expect(bmiBand(18.49)).toBe('normal'); // shown 18.5
    expect(bmiBand(18.5)).toBe('normal');
    expect(bmiBand(29.94)).toBe('overweight');
    expect(bmiBand(29.96)).toBe('obesity-1'); // shown 30.0
    expect(bmiBand(30)).toBe('obesity-1');
  });

  it('rejects out-of-range and non-numeric input with keyed errors', () => {
    expect(fail(bmi({ weightKg: 19, heightCm: 180 })).errors).toEqual([
      { field: 'weightKg', key: 'calculators:errors.weightRange', params: { min: 20, max: 300 } },
    ]);
    const errors = fail(bmi({ weightKg: Number.NaN, heightCm: Infinity })).errors;
    expect(errors.map((e) => [e.field, e.key])).toEqual([
      ['weightKg', 'calculators:errors.notANumber'],
      ['heightCm', 'calculators:errors.notANumber'],
    ]);
    expect(fail(bmi({ weightKg: 70, heightCm: 170, age: 15 })).errors[0]?.key).toBe('calculators:errors.ageRange');
    expect(fail(bmi({} as never)).errors.map((e) => e.key)).toEqual([
      'calculators:errors.required',
      'calculators:errors.required',
    ]);
  });
});

describe('whtr (Ashwell / NICE)', () => {
  it.each([
    [71.9, 'take-care'],
    [72, 'healthy'], // 0.40
    [89.9, 'healthy'],
    [90, 'increased-risk'], // 0.50: "less than half" is no longer met
    [107.9, 'increased-risk'],
    [108, 'high-risk'], // 0.60
  ] as const)('waist %s cm at 180 cm → %s', (waistCm, band) => {
    const r = ok(whtr({ waistCm, heightCm: 180 }));
    expect(r.value).toBeCloseTo(waistCm / 180, 10);
    expect(r.band).toBe(band);
  });

  it('rejects a waist outside 40–200 cm', () => {
    expect(fail(whtr({ waistCm: 39, heightCm: 180 })).errors[0]).toMatchObject({
      field: 'waistCm',
      params: { min: 40, max: 200 },
    });
  });
});

describe('sportBmi (app rule on published indices)', () => {
  const base = { sex: 'homme', weightKg: 85, heightCm: 180, bodyFatPct: 15, waistCm: 85 } as const;

  it('explains a high BMI by muscle when lean, with a waist under half the height', () => {
    const r = ok(sportBmi(base));
    expect(r.value).toBe(26.2); // 85 / 1.8² = 26.23
    expect(r.bmiBand).toBe('overweight');
    expect(r.band).toBe('muscular');
    expect(r.fatBand).toBe('fitness');
    // FFMI = 85 × 0.85 / 3.24 = 22.30, FMI = 12.75 / 3.24 = 3.94 (BMI = FFMI + FMI)
    expect(r.fatFreeMassIndex).toBeCloseTo(22.3, 2);
    expect(r.fatMassIndex).toBeCloseTo(3.935, 2);
    expect(r.fatFreeMassIndex + r.fatMassIndex).toBeCloseTo(85 / 3.24, 10);
  });

  it('keeps the WHO class when one condition fails', () => {
    expect(ok(sportBmi({ ...base, waistCm: 90 })).band).toBe('overweight'); // WHtR 0.50
    expect(ok(sportBmi({ ...base, bodyFatPct: 18 })).band).toBe('overweight'); // above "fitness" (men ≤ 17 %)
    expect(ok(sportBmi({ ...base, weightKg: 80 })).band).toBe('normal'); // BMI < 25
    expect(ok(sportBmi({ ...base, sex: 'femme', bodyFatPct: 24 })).band).toBe('muscular'); // women ≤ 24 %
    expect(ok(sportBmi({ ...base, sex: 'femme', bodyFatPct: 25 })).band).toBe('overweight');
  });

  it('computes the weight at a target body fat with lean mass kept', () => {
    // lean mass 72.25 kg; at 10 % fat: 72.25 / 0.9 = 80.28 kg
    expect(ok(sportBmi({ ...base, targetBodyFatPct: 10 })).targetWeightKg).toBeCloseTo(80.28, 2);
    expect(ok(sportBmi(base)).targetWeightKg).toBeNull();
  });

  it('requires the waist and a valid sex', () => {
    const { waistCm: _omit, ...noWaist } = base;
    expect(fail(sportBmi(noWaist as never)).errors).toEqual([{ field: 'waistCm', key: 'calculators:errors.required' }]);
    expect(fail(sportBmi({ ...base, sex: 'x' as never })).errors[0]?.key).toBe('calculators:errors.sexRequired');
  });
});
