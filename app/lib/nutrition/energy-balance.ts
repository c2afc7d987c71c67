/*
 * The energy balance, day by day: what was eaten (the day log) against what was spent (the
 * BMR × an activity factor, plus logged sessions), and how the scale moved meanwhile.
 *
 * Double counting (decision): the activity factors describe a whole week of life *including*
 * its exercise ("exercise 3–5 days a week" is 1.55). So a week where the person logged at least
 * one finished session takes the sedentary factor (1.2, daily life without sport) and adds each
 * session above rest; a week without logged sessions takes the profile's factor, which already
 * holds their usual training. A physical job is therefore missed in logged weeks: the adaptive
 * estimate (energy.ts), read from intake and weight, corrects what these formulas cannot know.
 */
import { activityFactor, mifflinBmr, type ActivityLevelId } from '#app/lib/calculators/bmr-tdee.ts';
import { addDays, ageOn, daysBetween, mondayOf, periodStart } from '#app/lib/dates/index.ts';
import type { Sex } from '#app/lib/person/sex.ts';
import type { ExerciseKind } from '#app/lib/training/index.ts';
import { KCAL_PER_KG } from './energy.ts';
import { sessionEnergy, type SessionForEnergy } from './exercise-met.ts';

/** Daily life without sport: the lowest of the conventional factors. */
export const SEDENTARY_FACTOR = activityFactor('sedentaire');
/**
 * Weight trend: each day the trend moves 10 % of the way to the scale's reading (an
 * exponentially weighted average, as in Walker's "Hacker's Diet"); a reading after a gap of n
 * days moves it 1 − 0.9ⁿ of the way, as n daily readings of that weight would have.
 */
export const TREND_DAILY_WEIGHT = 0.1;

export const BALANCE_PERIODS = ['4s', '3m', '6m'] as const;
export type BalancePeriod = (typeof BALANCE_PERIODS)[number];
export const isBalancePeriod = (value: unknown): value is BalancePeriod => typeof value === 'string' && (BALANCE_PERIODS as readonly string[]).includes(value);

/** First day of a period ending on `today`: 4 weeks are 28 days, months are calendar months. */
export function balancePeriodStart(period: BalancePeriod, today: string): string {
  return period === '4s' ? addDays(today, -27) : (periodStart(period, today) ?? today);
}

export interface BalancePerson {
  readonly sex: Sex;
  readonly birthDate: string;
  readonly heightCm: number;
  readonly activityLevel: ActivityLevelId;
}

export interface WeighIn {
  readonly date: string;
  readonly weightKg: number;
}

export interface DatedSession extends SessionForEnergy {
  readonly date: string;
}

export interface BalanceDay {
  readonly date: string;
  /** null: nothing logged that day ("non renseigné"), never read as 0. */
  readonly intakeKcal: number | null;
  /** The scale's reading that day, if any. */
  readonly weighInKg: number | null;
  /** The weight the formulas used: the latest weigh-in up to that day (else the first one after). */
  readonly weightKg: number;
  readonly bmr: number;
  readonly factor: number;
  /** The day's week holds a logged session: sedentary factor plus sessions. */
  readonly trainedWeek: boolean;
  readonly sessionsKcal: number;
  readonly expenditureKcal: number;
  /** intake − expenditure; null on days without intake. */
  readonly balanceKcal: number | null;
}

export interface BalanceInput {
  /** Every day of the period, in order. */
  readonly days: readonly string[];
  readonly intakes: ReadonlyMap<string, number>;
  /** Any order; may start before the period (the reading in effect on its first day). */
  readonly weighIns: readonly WeighIn[];
  readonly sessions: readonly DatedSession[];
  readonly kindOf: (exerciseId: string) => ExerciseKind | undefined;
  readonly person: BalancePerson;
}

/** The latest reading of each day, oldest day first. */
export function dailyWeighIns(weighIns: readonly WeighIn[]): WeighIn[] {
  const byDay = new Map<string, number>();
  for (const w of weighIns) byDay.set(w.date, w.weightKg);
  return [...byDay].map(([date, weightKg]) => ({ date, weightKg })).sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** Null when there is no weigh-in at all: without a weight there is no BMR. */
export function balanceDays(input: BalanceInput): BalanceDay[] | null {
  const readings = dailyWeighIns(input.weighIns);
  const first = readings[0];
  if (!first) return null;
  const trainedWeeks = new Set(input.sessions.map((s) => mondayOf(s.date)));
  const profileFactor = activityFactor(input.person.activityLevel);
  let next = 0;
  let weightKg = first.weightKg;
  return input.days.map((date) => {
    while (readings[next] && (readings[next]?.date ?? '') <= date) weightKg = readings[next++]?.weightKg ?? weightKg;
    const age = ageOn(input.person.birthDate, date) ?? 0;
    const bmr = mifflinBmr({ sex: input.person.sex, age, weightKg, heightCm: input.person.heightCm });
    const trainedWeek = trainedWeeks.has(mondayOf(date));
    const factor = trainedWeek ? SEDENTARY_FACTOR : profileFactor;
    const sessionsKcal = input.sessions.filter((s) => s.date === date).reduce((sum, s) => sum + sessionEnergy(s, input.kindOf, weightKg).netKcal, 0);
    const expenditureKcal = bmr * factor + sessionsKcal;
    const intakeKcal = input.intakes.get(date) ?? null;
    const weighInKg = readings.find((r) => r.date === date)?.weightKg ?? null;
    return { date, intakeKcal, weighInKg, weightKg, bmr, factor, trainedWeek, sessionsKcal, expenditureKcal, balanceKcal: intakeKcal === null ? null : intakeKcal - expenditureKcal };
  });
}

export interface BalanceWeek {
  /** Monday of the ISO week. */
  readonly monday: string;
  /** Days of the week inside the period (the first and last weeks may be partial). */
  readonly days: number;
  readonly loggedDays: number;
  readonly meanIntakeKcal: number | null;
  readonly meanExpenditureKcal: number;
  /** Sum over the logged days only: an unlogged day's balance is unknown. */
  readonly balanceKcal: number | null;
  readonly factor: number;
  readonly trained: boolean;
}

export function balanceWeeks(days: readonly BalanceDay[]): BalanceWeek[] {
  const weeks = new Map<string, BalanceDay[]>();
  for (const day of days) {
    const monday = mondayOf(day.date);
    weeks.set(monday, [...(weeks.get(monday) ?? []), day]);
  }
  return [...weeks].map(([monday, list]) => {
    const logged = list.filter((d) => d.intakeKcal !== null);
    const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
    return {
      monday,
      days: list.length,
      loggedDays: logged.length,
      meanIntakeKcal: logged.length ? sum(logged.map((d) => d.intakeKcal ?? 0)) / logged.length : null,
      meanExpenditureKcal: sum(list.map((d) => d.expenditureKcal)) / list.length,
      balanceKcal: logged.length ? sum(logged.map((d) => d.balanceKcal ?? 0)) : null,
      factor: list[0]?.factor ?? SEDENTARY_FACTOR,
      trained: list[0]?.trainedWeek ?? false,
    };
  });
}

/** Running sum of the logged days' balance, and the weight change it would mean at 7,700 kcal/kg. */
export function cumulativeBalance(days: readonly BalanceDay[]): { date: string; kcal: number; expectedKg: number }[] {
  let kcal = 0;
  return days.flatMap((day) => {
    if (day.balanceKcal === null) return [];
    kcal += day.balanceKcal;
    return [{ date: day.date, kcal, expectedKg: kcal / KCAL_PER_KG }];
  });
}

/** The smoothed weight at each weigh-in (see TREND_DAILY_WEIGHT). */
export function weightTrend(weighIns: readonly WeighIn[]): WeighIn[] {
  const readings = dailyWeighIns(weighIns);
  let trend: WeighIn | null = null;
  return readings.map((reading) => {
    const gain = trend ? 1 - (1 - TREND_DAILY_WEIGHT) ** daysBetween(trend.date, reading.date) : 1;
    const weightKg: number = trend ? trend.weightKg + gain * (reading.weightKg - trend.weightKg) : reading.weightKg;
    trend = { date: reading.date, weightKg };
    return trend;
  });
}
