import { describe, expect, it } from 'vitest';
import { addDays, daysInRange } from '#app/lib/dates/index.ts';
import type { Measurement } from '#app/lib/data/measurements.ts';
import { EMPTY_PROFILE, type Profile } from '#app/lib/data/profile.ts';
import { balanceView, type BalanceSources } from './balance-view.ts';

const today = '2025-03-28';
const weighIn = (date: string, weightKg: number): Measurement => ({
  id: date, date, weightKg, bodyFatPct: null, waistCm: null, hipsCm: null, chestCm: null, neckCm: null, armCm: null, thighCm: null, notes: '', createdAt: null, updatedAt: null,
});
const profile: Profile = { ...EMPTY_PROFILE, sex: 'homme', birthDate: '1995-01-10', heightCm: 180, activityLevel: 'sedentaire', goal: 'maintien' };

function sources(overrides: Partial<BalanceSources> = {}): BalanceSources {
  return {
    today,
    from: '2025-03-01',
    profile,
    // 2,400 kcal on each of the 28 days.
    intakes: daysInRange('2025-03-01', today).map((day) => ({ day, kcal: 2400 })),
    // −1/28 kg a day, read weekly, plus one reading before the period.
    measurements: [weighIn('2025-03-01', 81), weighIn('2025-03-08', 80.75), weighIn('2025-03-15', 80.5), weighIn('2025-03-22', 80.25)],
    earlier: [weighIn('2025-02-20', 82)],
    sessions: [],
    customKinds: {},
    ...overrides,
  };
}

describe('balanceView', () => {
  it('the learnt expenditure over the last 28 days and the goals it gives', () => {
    const { estimate } = balanceView(sources());
    expect(estimate.result).toEqual({ tdee: 2675, days: 28 });
    expect([estimate.intakeDays, estimate.weighIns]).toEqual([28, 4]);
    // Maintien: 2,675 kcal; protein 1.6 × 80.25 = 128.4 g; fat 30 % ÷ 9 = 89.2 g; carbohydrate (2,675 − 513.6 − 802.5) ÷ 4 = 339.7 g.
    expect(estimate.goals).toEqual({ mode: 'manuel', kcal: 2675, proteinG: 128, carbsG: 340, fatG: 89, fiberG: 30, flooredAtBmr: false, warnings: [], goal: 'maintien' });
  });

  it('the weight trend is measured from where it stood when the period began', () => {
    const view = balanceView(sources());
    // 82 kg on 20 February, then 81 on 1 March: 82 + (1 − 0.9⁹) × (81 − 82) at the start.
    const start = 82 - (1 - 0.9 ** 9);
    expect(view.trendChange[0]?.date).toBe('2025-03-01');
    expect(view.trendChange[0]?.weightKg).toBe(0);
    expect(view.trendChange[1]?.weightKg).toBeCloseTo(start + (1 - 0.9 ** 7) * (80.75 - start) - start, 9);
  });

  it('without the profile: what is missing, no daily balance, the estimate still read from intake and weight', () => {
    const view = balanceView(sources({ profile: { ...EMPTY_PROFILE, heightCm: 170 } }));
    expect(view.missingProfile).toEqual(['sex', 'birthDate', 'activityLevel']);
    expect(view.days).toBeNull();
    expect(view.estimate.result?.tdee).toBe(2675);
    expect(view.estimate.goals).toBeNull();
  });

  it('without a goal in the profile, nothing to save', () => {
    expect(balanceView(sources({ profile: { ...profile, goal: null } })).estimate.goals).toBeNull();
  });

  it('too few logged days: no estimate, and the counts say what is missing', () => {
    const view = balanceView(sources({ intakes: daysInRange(addDays(today, -12), today).map((day) => ({ day, kcal: 2400 })) }));
    expect(view.estimate.result).toBeNull();
    expect([view.estimate.intakeDays, view.estimate.weighIns]).toEqual([13, 4]);
  });
});
