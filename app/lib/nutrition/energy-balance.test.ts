import { describe, expect, it } from 'vitest';
import { goalsFromMaintenance, nutritionGoals } from '#app/lib/calculators/index.ts';
import { daysInRange } from '#app/lib/dates/index.ts';
import {
  balanceDays,
  balancePeriodStart,
  balanceWeeks,
  cumulativeBalance,
  dailyWeighIns,
  weightTrend,
  type BalanceInput,
  type DatedSession,
} from './energy-balance.ts';

/** Man, 29 in March 2025, 180 cm, "modérément actif" (× 1.55). */
const person = { sex: 'homme', birthDate: '1995-06-15', heightCm: 180, activityLevel: 'moderement-actif' } as const;

/** 5 km in 30 min (10 km/h: 9.8 MET), nothing else. */
const run: DatedSession = { date: '2025-03-12', durationSec: 1800, exercises: [{ exerciseId: 'course-a-pied', sets: [{ done: true, kind: 'normale', distanceM: 5000, durationSec: 1800 }] }] };

function input(overrides: Partial<BalanceInput> = {}): BalanceInput {
  return {
    // Monday 3 to Sunday 16 March 2025: two ISO weeks.
    days: daysInRange('2025-03-03', '2025-03-16'),
    intakes: new Map([
      ['2025-03-03', 2500],
      ['2025-03-12', 2600],
    ]),
    // The reading before the period holds until the next one.
    weighIns: [
      { date: '2025-03-10', weightKg: 79 },
      { date: '2025-02-28', weightKg: 80 },
    ],
    sessions: [run],
    kindOf: () => 'cardio',
    person,
    ...overrides,
  };
}

describe('balanceDays', () => {
  const days = balanceDays(input()) ?? [];
  const day = (date: string) => days.find((d) => d.date === date);

  it('BMR from the weight in effect that day (Mifflin: 10 × 80 + 6.25 × 180 − 5 × 29 + 5 = 1,785)', () => {
    expect(days).toHaveLength(14);
    expect(day('2025-03-03')).toMatchObject({ weightKg: 80, weighInKg: null, bmr: 1785 });
    expect(day('2025-03-10')).toMatchObject({ weightKg: 79, weighInKg: 79, bmr: 1775 });
  });

  it('a week without a logged session takes the profile factor, sessions not added', () => {
    // 1,785 × 1.55 = 2,766.75
    expect(day('2025-03-03')).toMatchObject({ factor: 1.55, trainedWeek: false, sessionsKcal: 0 });
    expect(day('2025-03-03')?.expenditureKcal).toBeCloseTo(2766.75, 6);
    expect(day('2025-03-03')?.balanceKcal).toBeCloseTo(-266.75, 6);
  });

  it('a week with a logged session: sedentary factor for all its days, plus the session above rest', () => {
    expect(day('2025-03-11')).toMatchObject({ factor: 1.2, trainedWeek: true, sessionsKcal: 0 });
    expect(day('2025-03-11')?.expenditureKcal).toBeCloseTo(2130, 6);
    // (9.8 − 1) × 3.5 × 79 ÷ 200 × 30 = 364.98
    expect(day('2025-03-12')?.sessionsKcal).toBeCloseTo(364.98, 6);
    expect(day('2025-03-12')?.expenditureKcal).toBeCloseTo(2494.98, 6);
    expect(day('2025-03-12')?.balanceKcal).toBeCloseTo(105.02, 6);
  });

  it('a day without a log is unknown, never 0', () => {
    expect(day('2025-03-04')).toMatchObject({ intakeKcal: null, balanceKcal: null });
    expect(balanceDays(input({ intakes: new Map([['2025-03-04', 0]]) }))?.find((d) => d.date === '2025-03-04')?.intakeKcal).toBe(0);
  });

  it('before the first weigh-in the first one is used; no weigh-in at all, no BMR', () => {
    const later = balanceDays(input({ weighIns: [{ date: '2025-03-10', weightKg: 79 }] }));
    expect(later?.[0]).toMatchObject({ weightKg: 79, bmr: 1775 });
    expect(balanceDays(input({ weighIns: [] }))).toBeNull();
  });
});

describe('balanceWeeks', () => {
  it('means over logged days for intake, over every day for expenditure; balance of logged days only', () => {
    const weeks = balanceWeeks(balanceDays(input()) ?? []);
    expect(weeks.map((w) => [w.monday, w.days, w.loggedDays, w.meanIntakeKcal, w.factor, w.trained])).toEqual([
      ['2025-03-03', 7, 1, 2500, 1.55, false],
      ['2025-03-10', 7, 1, 2600, 1.2, true],
    ]);
    expect(weeks[0]?.meanExpenditureKcal).toBeCloseTo(2766.75, 6);
    expect(weeks[0]?.balanceKcal).toBeCloseTo(-266.75, 6);
    // (1,775 × 1.2 × 6 + 2,494.98) ÷ 7 = 2,182.14
    expect(weeks[1]?.meanExpenditureKcal).toBeCloseTo(15274.98 / 7, 6);
    expect(weeks[1]?.balanceKcal).toBeCloseTo(105.02, 6);
  });

  it('partial weeks at the edges; a week without a log has no intake and no balance', () => {
    const weeks = balanceWeeks(balanceDays(input({ days: daysInRange('2025-03-07', '2025-03-18'), intakes: new Map() })) ?? []);
    expect(weeks.map((w) => [w.monday, w.days, w.loggedDays, w.meanIntakeKcal, w.balanceKcal])).toEqual([
      ['2025-03-03', 3, 0, null, null],
      ['2025-03-10', 7, 0, null, null],
      ['2025-03-17', 2, 0, null, null],
    ]);
  });
});

describe('cumulativeBalance', () => {
  it('adds the logged days and converts at 7,700 kcal per kg', () => {
    const points = cumulativeBalance(balanceDays(input()) ?? []);
    expect(points.map((p) => p.date)).toEqual(['2025-03-03', '2025-03-12']);
    expect(points[1]?.kcal).toBeCloseTo(-161.73, 6);
    expect(points[1]?.expectedKg).toBeCloseTo(-161.73 / 7700, 9);
  });
});

describe('weightTrend', () => {
  it('moves 10 % a day towards each reading, 1 − 0.9ⁿ after n days', () => {
    const trend = weightTrend([
      { date: '2025-03-05', weightKg: 79 },
      { date: '2025-03-01', weightKg: 80 },
      { date: '2025-03-02', weightKg: 79 },
    ]);
    expect(trend.map((t) => t.date)).toEqual(['2025-03-01', '2025-03-02', '2025-03-05']);
    expect(trend[0]?.weightKg).toBe(80);
    expect(trend[1]?.weightKg).toBeCloseTo(79.9, 9);
    // 79.9 + 0.271 × (79 − 79.9)
    expect(trend[2]?.weightKg).toBeCloseTo(79.6561, 9);
  });

  it('one reading per day: the last one given', () => {
    expect(dailyWeighIns([
      { date: '2025-03-01', weightKg: 80 },
      { date: '2025-03-01', weightKg: 80.4 },
    ])).toEqual([{ date: '2025-03-01', weightKg: 80.4 }]);
  });
});

describe('balancePeriodStart', () => {
  it('4 weeks are 28 days, months are calendar months', () => {
    expect(balancePeriodStart('4s', '2025-03-28')).toBe('2025-03-01');
    expect(balancePeriodStart('3m', '2025-05-31')).toBe('2025-02-28');
    expect(balancePeriodStart('6m', '2025-08-15')).toBe('2025-02-15');
  });
});

describe('goalsFromMaintenance (the goals split, shared with the automatic goals)', () => {
  it('splits a measured maintenance energy like the automatic goals', () => {
    // Protein 1.6 × 75 = 120 g; fat 30 % × 2,600 ÷ 9 = 86.7 g; carbohydrate (2,600 − 480 − 780) ÷ 4 = 335 g.
    expect(goalsFromMaintenance({ maintenanceKcal: 2600, bmr: 1700, weightKg: 75, goal: 'maintien' })).toEqual({
      kcal: 2600,
      proteinG: 120,
      carbsG: 335,
      fatG: 87,
      fiberG: 30,
      flooredAtBmr: false,
      warnings: [],
    });
  });

  it('a loss target never goes under the BMR', () => {
    expect(goalsFromMaintenance({ maintenanceKcal: 1900, bmr: 1600, weightKg: 60, goal: 'perte' })).toMatchObject({ kcal: 1600, flooredAtBmr: true });
  });

  it('is what nutritionGoals applies to its formula TDEE', () => {
    const auto = nutritionGoals({ sex: 'homme', age: 30, weightKg: 80, heightCm: 180, activityFactor: 1.55, goal: 'perte' });
    if (!auto.ok) throw new Error('expected goals');
    const { ok: _ok, bmr, tdee, ...split } = auto;
    expect(goalsFromMaintenance({ maintenanceKcal: 1780 * 1.55, bmr: 1780, weightKg: 80, goal: 'perte' })).toEqual(split);
    expect([bmr, tdee]).toEqual([1780, 2759]);
  });
});
