import { describe, expect, it } from 'vitest';
import { ACTIVITY_LEVELS, activityFactor, bmrTdee } from './bmr-tdee.ts';
import { macros, nutritionGoals } from './nutrition.ts';
import { fail, ok } from './test-helpers.ts';

const man = { sex: 'homme', age: 30, weightKg: 80, heightCm: 180 } as const;
const woman = { sex: 'femme', age: 30, weightKg: 60, heightCm: 165 } as const;

describe('bmrTdee', () => {
  it('defaults to Mifflin–St Jeor (reference vectors 1780 / 1320.25 kcal)', () => {
    const r = ok(bmrTdee({ ...man, activityFactor: 1.55 }));
    expect(r.method).toBe('mifflin');
    expect(r.bmr).toBeCloseTo(1780, 6);
    expect(r.tdee).toBeCloseTo(1780 * 1.55, 6);
    expect(ok(bmrTdee({ ...woman, activityFactor: 1.2 })).bmr).toBeCloseTo(1320.25, 6);
  });

  it('Roza–Shizgal matches 1853.6 / 1383.7 kcal', () => {
    expect(ok(bmrTdee({ ...man, activityFactor: 1.2, method: 'roza-shizgal' })).bmr).toBeCloseTo(1853.6, 1);
    expect(ok(bmrTdee({ ...woman, activityFactor: 1.2, method: 'roza-shizgal' })).bmr).toBeCloseTo(1383.7, 1);
  });

  it('Katch–McArdle matches 1752.4 kcal for 64 kg lean mass', () => {
    const r = ok(bmrTdee({ ...man, activityFactor: 1.2, method: 'katch-mcardle', bodyFatPct: 20 }));
    expect(r.bmr).toBeCloseTo(1752.4, 6);
    expect(fail(bmrTdee({ ...man, activityFactor: 1.2, method: 'katch-mcardle' })).errors).toEqual([
      { field: 'bodyFatPct', key: 'calculators:errors.required' },
    ]);
  });

  it('Harris–Benedict 1919 runs about 5 % above Mifflin (Mifflin 1990)', () => {
    const r = ok(bmrTdee({ ...man, activityFactor: 1.2 }));
    const hb = r.byMethod['harris-benedict-1919'] ?? 0;
    expect(hb).toBeCloseTo(1864.5, 0); // 66.473 + 13.7516·80 + 5.0033·180 − 6.755·30
    expect(hb / r.bmr).toBeGreaterThan(1.03);
    expect(hb / r.bmr).toBeLessThan(1.07);
    expect(r.byMethod['katch-mcardle']).toBeNull();
  });

  it('exports the five activity levels 1.2 → 1.9', () => {
    expect(ACTIVITY_LEVELS.map((l) => l.factor)).toEqual([1.2, 1.375, 1.55, 1.725, 1.9]);
    expect(activityFactor('moderement-actif')).toBe(1.55);
  });

  it('rejects out-of-range input', () => {
    expect(fail(bmrTdee({ ...man, activityFactor: 2 })).errors[0]?.key).toBe('calculators:errors.activityFactorRange');
    expect(fail(bmrTdee({ ...man, age: 17, activityFactor: 1.2 })).errors[0]).toEqual({
      field: 'age',
      key: 'calculators:errors.ageRange',
      params: { min: 18, max: 90 },
    });
  });
});

describe('macros', () => {
  // Maintenance for the Mifflin man at 1.55: 2759 kcal.
  it('maintain: 1.6 g/kg protein, 30 % fat, carbohydrate the rest', () => {
    const r = ok(macros({ weightKg: 80, maintenanceKcal: 2759 }));
    expect(r.kcal).toBe(2759);
    expect(r.proteinG).toBeCloseTo(128, 6); // 1.6 × 80
    expect(r.fatG).toBeCloseTo(91.97, 2); // 0.30 × 2759 / 9
    expect(r.carbsG).toBeCloseTo(354.8, 1); // (2759 − 512 − 827.7) / 4
    expect(r.proteinG * 4 + r.fatG * 9 + r.carbsG * 4).toBeCloseTo(2759, 6);
  });

  it('lose: −20 % energy, 2.0 g/kg (2.3 g/kg lean mass when known)', () => {
    const r = ok(macros({ weightKg: 80, maintenanceKcal: 2759, goal: 'perte' }));
    expect(r.kcal).toBeCloseTo(2207.2, 6);
    expect(r.proteinG).toBeCloseTo(160, 6);
    const lean = ok(macros({ weightKg: 80, maintenanceKcal: 2759, goal: 'perte', leanMassKg: 64 }));
    expect(lean.proteinG).toBeCloseTo(147.2, 6);
    expect(lean.proteinBasis).toBe('lean-mass');
  });

  it('gain: +10 % energy', () => {
    expect(ok(macros({ weightKg: 80, maintenanceKcal: 2759, goal: 'prise' })).kcal).toBeCloseTo(3034.9, 6);
  });

  it('never lets fat fall under 0.6 g/kg', () => {
    // 15 % of 1500 kcal = 25 g, floor for 90 kg = 54 g
    expect(ok(macros({ weightKg: 90, maintenanceKcal: 1500, fatSharePct: 15, proteinGPerKg: 0.8 })).fatG).toBeCloseTo(54, 6);
  });

  it('gives fat back to its floor when carbohydrate would go negative', () => {
    // 50 kg, 1000 kcal, 3.1 g/kg (620 kcal) + 45 % fat (450 kcal) = 1070 > 1000 → fat to 30 g floor
    const r = ok(macros({ weightKg: 50, maintenanceKcal: 1000, proteinGPerKg: 3.1, fatSharePct: 45 }));
    expect(r.fatG).toBeCloseTo(30, 6);
    expect(r.carbsG).toBeCloseTo(27.5, 6);
    expect(r.warnings).toEqual([]);
  });

  it('warns when protein + fat floor exceed the target', () => {
    // 100 kg losing from 1000 kcal: 800 kcal target, 200 g protein = 800 kcal alone
    const r = ok(macros({ weightKg: 100, maintenanceKcal: 1000, goal: 'perte' }));
    expect(r.carbsG).toBe(0);
    expect(r.fatG).toBeCloseTo(60, 6);
    expect(r.warnings).toEqual(['calculators:warnings.carbsBelowZero']);
  });

  it('rejects out-of-range settings', () => {
    const errors = fail(macros({ weightKg: 80, maintenanceKcal: 900, proteinGPerKg: 0.5, fatSharePct: 50 })).errors;
    expect(errors.map((e) => e.key)).toEqual([
      'calculators:errors.kcalRange',
      'calculators:errors.proteinRange',
      'calculators:errors.fatShareRange',
    ]);
    expect(fail(macros({ weightKg: 80, maintenanceKcal: 2000, goal: 'seche' as never })).errors[0]?.field).toBe('goal');
  });
});

describe('nutritionGoals (automatic mode)', () => {
  it('Mifflin × activity, maintain', () => {
    const r = ok(nutritionGoals({ ...man, activityFactor: 1.55, goal: 'maintien' }));
    expect(r).toMatchObject({ bmr: 1780, tdee: 2759, kcal: 2759, proteinG: 128, fatG: 92, carbsG: 355, fiberG: 30 });
    expect(r.flooredAtBmr).toBe(false);
  });

  it('lose: −20 %', () => {
    const r = ok(nutritionGoals({ ...man, activityFactor: 1.55, goal: 'perte' }));
    expect(r).toMatchObject({ kcal: 2207, proteinG: 160, fatG: 74, carbsG: 226 });
  });

  it('never sets a target under the BMR (sedentary × 0.8 would be 0.96 × BMR)', () => {
    const r = ok(nutritionGoals({ ...man, activityFactor: 1.2, goal: 'perte' }));
    expect(r.kcal).toBe(1780);
    expect(r.flooredAtBmr).toBe(true);
  });

  it('validates like bmrTdee', () => {
    expect(fail(nutritionGoals({ ...man, weightKg: 20, activityFactor: 1.2, goal: 'prise' })).errors[0]?.field).toBe('weightKg');
  });
});
