/*
 * Everything the energy balance screen shows, computed from the loader's (then the listeners')
 * documents by the pure functions of app/lib/nutrition.
 */
import { mifflinBmr } from '#app/lib/calculators/bmr-tdee.ts';
import { goalsFromMaintenance, type Goal } from '#app/lib/calculators/nutrition.ts';
import { addDays, ageOn, daysInRange } from '#app/lib/dates/index.ts';
import type { BalanceSession, DayIntake } from '#app/lib/data/energy-balance.ts';
import type { Measurement } from '#app/lib/data/measurements.ts';
import type { NutritionGoalsInput } from '#app/lib/data/nutrition-goals.ts';
import type { Profile } from '#app/lib/data/profile.ts';
import { adaptiveTdee, WINDOW_DAYS, type AdaptiveTdee } from '#app/lib/nutrition/energy.ts';
import {
  balanceDays,
  balanceWeeks,
  cumulativeBalance,
  dailyWeighIns,
  weightTrend,
  type BalanceDay,
  type BalancePerson,
  type BalanceWeek,
  type WeighIn,
} from '#app/lib/nutrition/energy-balance.ts';
import type { ExerciseKind } from '#app/lib/training/index.ts';
import { builtInExercise } from '#app/lib/training/index.ts';

export const PROFILE_FIELDS = ['sex', 'birthDate', 'heightCm', 'activityLevel'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export interface BalanceSources {
  readonly today: string;
  readonly from: string;
  readonly profile: Profile;
  readonly intakes: readonly DayIntake[];
  /** Measurements of the period, and the last ones before it. */
  readonly measurements: readonly Measurement[];
  readonly earlier: readonly Measurement[];
  readonly sessions: readonly BalanceSession[];
  readonly customKinds: Readonly<Record<string, ExerciseKind>>;
}

export interface Estimate {
  readonly result: AdaptiveTdee | null;
  readonly intakeDays: number;
  readonly weighIns: number;
  /** The formula's mean expenditure over the same 28 days, when it can be computed. */
  readonly formulaKcal: number | null;
  /** The goals "utiliser cette dépense" would save; null without the profile it needs. */
  readonly goals: (NutritionGoalsInput & { flooredAtBmr: boolean; warnings: readonly string[]; goal: Goal }) | null;
}

export interface BalanceView {
  readonly missingProfile: readonly ProfileField[];
  /** null when the profile or every weigh-in is missing. */
  readonly days: readonly BalanceDay[] | null;
  readonly weeks: readonly BalanceWeek[];
  readonly cumulative: readonly { date: string; kcal: number; expectedKg: number }[];
  /** The smoothed weight's change since the period began, at each weigh-in of the period. */
  readonly trendChange: readonly WeighIn[];
  readonly hasWeighIn: boolean;
  readonly estimate: Estimate;
}

function personOf(profile: Profile): BalancePerson | null {
  const { sex, birthDate, heightCm, activityLevel } = profile;
  return sex && birthDate && heightCm !== null && activityLevel ? { sex, birthDate, heightCm, activityLevel } : null;
}

export function balanceView(sources: BalanceSources): BalanceView {
  const { today, from, profile } = sources;
  const weighIns = [...sources.earlier, ...sources.measurements].flatMap((m) => (m.weightKg === null ? [] : [{ date: m.date, weightKg: m.weightKg }]));
  const readings = dailyWeighIns(weighIns);
  const intakes = new Map(sources.intakes.map((i) => [i.day, i.kcal]));
  const person = personOf(profile);
  const kindOf = (id: string) => builtInExercise(id)?.kind ?? sources.customKinds[id];
  const days = person ? balanceDays({ days: daysInRange(from, today), intakes, weighIns, sessions: sources.sessions, kindOf, person }) : null;

  const trend = weightTrend(weighIns);
  const baseline = [...trend].reverse().find((t) => t.date <= from) ?? trend.find((t) => t.date >= from);
  const trendChange = baseline ? trend.filter((t) => t.date >= from).map((t) => ({ date: t.date, weightKg: t.weightKg - baseline.weightKg })) : [];

  return {
    missingProfile: PROFILE_FIELDS.filter((field) => profile[field] === null),
    days,
    weeks: days ? balanceWeeks(days) : [],
    cumulative: days ? cumulativeBalance(days) : [],
    trendChange,
    hasWeighIn: readings.length > 0,
    estimate: estimateOf(sources, intakes, readings, days, person),
  };
}

function estimateOf(sources: BalanceSources, intakes: ReadonlyMap<string, number>, readings: readonly WeighIn[], days: readonly BalanceDay[] | null, person: BalancePerson | null): Estimate {
  const window = daysInRange(addDays(sources.today, 1 - WINDOW_DAYS), sources.today);
  const weightOn = new Map(readings.map((r) => [r.date, r.weightKg]));
  const series = window.map((date) => ({ date, intakeKcal: intakes.get(date) ?? null, weightKg: weightOn.get(date) ?? null }));
  const result = adaptiveTdee(series);
  const recent = days?.filter((d) => d.date >= (window[0] ?? sources.today)) ?? [];
  const latest = readings[readings.length - 1];
  const goal = sources.profile.goal;
  const age = person ? ageOn(person.birthDate, sources.today) : null;
  let goals: Estimate['goals'] = null;
  if (result && person && latest && goal && age !== null) {
    const bmr = mifflinBmr({ sex: person.sex, age, weightKg: latest.weightKg, heightCm: person.heightCm });
    const split = goalsFromMaintenance({ maintenanceKcal: result.tdee, bmr, weightKg: latest.weightKg, goal });
    goals = { mode: 'manuel', kcal: split.kcal, proteinG: split.proteinG, carbsG: split.carbsG, fatG: split.fatG, fiberG: split.fiberG, flooredAtBmr: split.flooredAtBmr, warnings: split.warnings, goal };
  }
  return {
    result,
    intakeDays: series.filter((d) => d.intakeKcal !== null).length,
    weighIns: series.filter((d) => d.weightKg !== null).length,
    formulaKcal: recent.length ? recent.reduce((sum, d) => sum + d.expenditureKcal, 0) / recent.length : null,
    goals,
  };
}
