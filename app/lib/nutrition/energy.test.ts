import { describe, expect, it } from 'vitest';
import { adaptiveTdee, exerciseKcal, type EnergyDay } from './energy.ts';

describe('exerciseKcal', () => {
  it('MET × 3.5 × kg ÷ 200 × minutes', () => {
    expect(exerciseKcal(8, 70, 30)).toBeCloseTo(294, 10);
    expect(exerciseKcal(3.5, 60, 60)).toBeCloseTo(220.5, 10);
    expect(exerciseKcal(6, 80, 0)).toBe(0);
  });

  it('refuses negative or non-finite inputs', () => {
    expect(() => exerciseKcal(-1, 70, 30)).toThrow(RangeError);
    expect(() => exerciseKcal(8, Number.NaN, 30)).toThrow(RangeError);
    expect(() => exerciseKcal(8, 70, -5)).toThrow(RangeError);
  });
});

/** `count` consecutive days from 1 March 2025, shaped by `day(i)`. */
function series(count: number, day: (i: number) => Partial<EnergyDay>, start = Date.UTC(2025, 2, 1)): EnergyDay[] {
  return Array.from({ length: count }, (_, i) => ({
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    intakeKcal: null,
    weightKg: null,
    ...day(i),
  }));
}

describe('adaptiveTdee', () => {
  it('constant weight: expenditure is the mean intake', () => {
    expect(adaptiveTdee(series(28, (i) => ({ intakeKcal: i % 2 ? 2200 : 2400, weightKg: 75 })))).toEqual({ tdee: 2300, days: 28 });
  });

  it('losing 1 kg over 28 days while eating 2,500 kcal/day: about 2,775 kcal/day', () => {
    expect(adaptiveTdee(series(28, (i) => ({ intakeKcal: 2500, weightKg: 80 - i / 28 })))).toEqual({ tdee: 2775, days: 28 });
  });

  it('the trend line sees through water swings and weigh-ins twice a week', () => {
    const noisy = series(28, (i) => ({ intakeKcal: 2500, weightKg: i % 3 === 0 ? 80 - i / 28 + (i % 2 ? 0.6 : -0.6) : null }));
    const estimate = adaptiveTdee(noisy);
    expect(estimate?.days).toBe(28);
    expect(Math.abs((estimate?.tdee ?? 0) - 2775)).toBeLessThan(150);
  });

  it('gaining weight lowers the estimate below intake', () => {
    expect(adaptiveTdee(series(28, (i) => ({ intakeKcal: 3000, weightKg: 70 + i / 56 })))?.tdee).toBe(2863);
  });

  it('uses only the last 28 days that hold data', () => {
    const older = series(40, (i) => ({ intakeKcal: 1500, weightKg: 90 - i / 10 }));
    const recent = series(28, () => ({ intakeKcal: 2300, weightKg: 75 }), Date.UTC(2025, 3, 10));
    const after = series(10, () => ({}), Date.UTC(2025, 4, 8));
    expect(adaptiveTdee([...older, ...recent, ...after])).toEqual({ tdee: 2300, days: 28 });
  });

  it('leaves unlogged days out of the mean intake instead of counting them as zero', () => {
    expect(adaptiveTdee(series(28, (i) => ({ intakeKcal: i < 18 ? 2000 : null, weightKg: 70 })))).toEqual({ tdee: 2000, days: 18 });
  });

  it('does not depend on the order of the days', () => {
    const days = series(28, (i) => ({ intakeKcal: 2500, weightKg: 80 - i / 28 }));
    expect(adaptiveTdee([...days].reverse())).toEqual(adaptiveTdee(days));
  });

  it('needs at least 14 days with intake and 2 weigh-ins', () => {
    const intakeDays = (n: number) => series(28, (i) => ({ intakeKcal: i < n ? 2000 : null, weightKg: i % 7 === 0 ? 70 : null }));
    expect(adaptiveTdee(intakeDays(13))).toBeNull();
    expect(adaptiveTdee(intakeDays(14))).toEqual({ tdee: 2000, days: 14 });
    expect(adaptiveTdee(series(28, (i) => ({ intakeKcal: 2000, weightKg: i === 5 ? 70 : null })))).toBeNull();
    expect(adaptiveTdee(series(28, (i) => ({ intakeKcal: 2000, weightKg: i === 5 || i === 20 ? 70 : null })))).toEqual({ tdee: 2000, days: 28 });
    expect(adaptiveTdee([])).toBeNull();
    expect(adaptiveTdee(series(28, () => ({})))).toBeNull();
  });

  it('says nothing rather than a non-positive expenditure', () => {
    expect(adaptiveTdee(series(28, (i) => ({ intakeKcal: 500, weightKg: 70 + (2 * i) / 28 })))).toBeNull();
  });

  it('refuses impossible dates, a date given twice and negative values', () => {
    expect(() => adaptiveTdee([{ date: '2025-02-30', intakeKcal: 2000, weightKg: 70 }])).toThrow(RangeError);
    expect(() => adaptiveTdee([{ date: '1 mars', intakeKcal: 2000, weightKg: 70 }])).toThrow(RangeError);
    const day = { date: '2025-03-01', intakeKcal: 2000, weightKg: 70 };
    expect(() => adaptiveTdee([day, day])).toThrow(RangeError);
    expect(() => adaptiveTdee([{ ...day, intakeKcal: -1 }])).toThrow(RangeError);
  });
});
