/*
 * The weight card: the latest weigh-in and the 7-day trend. The trend compares the mean of the
 * seven days ending on the latest weigh-in with the mean of the seven days before them, each day
 * counted once (the mean of its weigh-ins): a single morning after a salty dinner moves it less
 * than a comparison of two weigh-ins would.
 */
import { addDays } from '#app/lib/dates/index.ts';

export interface WeighIn {
  readonly date: string;
  readonly weightKg: number;
}

export interface WeightTrend {
  readonly latest: WeighIn;
  /** Change of the 7-day mean against the previous 7 days, in kg (rounded to 0.1); null without a weigh-in in both. */
  readonly changeKg: number | null;
}

const tenth = (value: number) => Math.round(value * 10) / 10;

/** Mean of the daily means of the days in [from, to]; null when none has a weigh-in. */
function meanOfDays(byDay: ReadonlyMap<string, number[]>, from: string, to: string): number | null {
  const daily = [...byDay].filter(([day]) => day >= from && day <= to).map(([, values]) => values.reduce((a, b) => a + b, 0) / values.length);
  return daily.length ? daily.reduce((a, b) => a + b, 0) / daily.length : null;
}

/** Weigh-ins in any order; null when there is none. */
export function weightTrend(weighIns: readonly WeighIn[]): WeightTrend | null {
  if (!weighIns.length) return null;
  const byDay = new Map<string, number[]>();
  for (const { date, weightKg } of weighIns) byDay.set(date, [...(byDay.get(date) ?? []), weightKg]);
  const latestDay = [...byDay.keys()].sort().at(-1)!;
  const latestValues = byDay.get(latestDay)!;
  const latest = { date: latestDay, weightKg: tenth(latestValues.reduce((a, b) => a + b, 0) / latestValues.length) };
  const recent = meanOfDays(byDay, addDays(latestDay, -6), latestDay);
  const before = meanOfDays(byDay, addDays(latestDay, -13), addDays(latestDay, -7));
  return { latest, changeKg: recent === null || before === null ? null : tenth(recent - before) };
}
