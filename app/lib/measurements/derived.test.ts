import { describe, expect, it } from 'vitest';
import { NO_MEASURES, type Measurement } from '#app/lib/data/measurements.ts';
import { deriveIndicators, latestWith } from './derived.ts';

let n = 0;
function m(date: string, measures: Partial<Measurement>): Measurement {
  n += 1;
  return {
    id: `m${n}`,
    date,
    ...NO_MEASURES,
    notes: '',
    createdAt: n,
    updatedAt: n,
    ...measures,
  };
}

describe('deriveIndicators', () => {
  // Newest first, as the screen holds them.
  const entries = [m('2025-03-10', { weightKg: 81 }), m('2025-03-01', { waistCm: 85, neckCm: 38, hipsCm: 100 }), m('2025-02-01', { weightKg: 90, waistCm: 95 })];

  it('BMI from the latest weight and the profile height, banded as on the calculator', () => {
    const { bmi } = deriveIndicators(entries, { heightCm: 180, sex: 'homme' });
    expect(bmi).toEqual({ status: 'ok', value: 25, band: 'overweight', date: '2025-03-10' });
  });

  it('waist-to-height ratio from the latest waist', () => {
    const { whtr } = deriveIndicators(entries, { heightCm: 180, sex: 'homme' });
    expect(whtr.status === 'ok' && whtr.value).toBeCloseTo(85 / 180, 10);
    expect(whtr).toMatchObject({ band: 'healthy', date: '2025-03-01' });
  });

  it('US Navy body fat from waist and neck of the same day (men)', () => {
    const { navyBodyFat } = deriveIndicators(entries, { heightCm: 180, sex: 'homme' });
    const expected = 495 / (1.0324 - 0.19077 * Math.log10(85 - 38) + 0.15456 * Math.log10(180)) - 450;
    expect(navyBodyFat.status === 'ok' && navyBodyFat.value).toBeCloseTo(expected, 10);
    expect(navyBodyFat).toMatchObject({ date: '2025-03-01', band: 'fitness' });
  });

  it('women need the hips measured the same day', () => {
    const { navyBodyFat } = deriveIndicators(entries, { heightCm: 168, sex: 'femme' });
    const expected = 495 / (1.29579 - 0.35004 * Math.log10(85 + 100 - 38) + 0.221 * Math.log10(168)) - 450;
    expect(navyBodyFat.status === 'ok' && navyBodyFat.value).toBeCloseTo(expected, 10);
    const noHips = deriveIndicators([m('2025-03-01', { waistCm: 85, neckCm: 38 })], { heightCm: 168, sex: 'femme' });
    expect(noHips.navyBodyFat).toEqual({ status: 'missing', missing: ['waistCm', 'neckCm', 'hipsCm'] });
  });

  it('says what is missing', () => {
    const none = deriveIndicators([], { heightCm: null, sex: null });
    expect(none.bmi).toEqual({ status: 'missing', missing: ['height', 'weightKg'] });
    expect(none.whtr).toEqual({ status: 'missing', missing: ['height', 'waistCm'] });
    expect(none.navyBodyFat).toEqual({ status: 'missing', missing: ['height', 'sex', 'waistCm', 'neckCm'] });
    expect(deriveIndicators(entries, { heightCm: 180, sex: null }).navyBodyFat).toEqual({ status: 'missing', missing: ['sex'] });
  });

  it('reports measures outside the formula instead of a number', () => {
    const { navyBodyFat } = deriveIndicators([m('2025-03-01', { waistCm: 40, neckCm: 45 })], { heightCm: 180, sex: 'homme' });
    expect(navyBodyFat).toMatchObject({ status: 'invalid', error: { key: 'calculators:errors.navyCircumferences' } });
  });

  it('latestWith finds the newest entry holding all the keys', () => {
    expect(latestWith(entries, ['waistCm'])?.date).toBe('2025-03-01');
    expect(latestWith(entries, ['chestCm'])).toBeUndefined();
  });
});
