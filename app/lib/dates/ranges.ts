import { addDays, addMonths, daysBetween } from './days.ts';

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export function daysInRange(from: string, to: string): string[] {
  const count = daysBetween(from, to);
  return Array.from({ length: Math.max(0, count + 1) }, (_, i) => addDays(from, i));
}

/** Chart and history periods a person can choose. */
export const PERIODS = ['1m', '3m', '6m', '1y', 'all'] as const;
export type Period = (typeof PERIODS)[number];
const PERIOD_MONTHS: Record<Exclude<Period, 'all'>, number> = { '1m': 1, '3m': 3, '6m': 6, '1y': 12 };

/**
 * First day inside the period that ends on `today`, in calendar months ("3 mois" on 31 May
 * starts on 28 or 29 February); null for the whole history.
 */
export function periodStart(period: Period, today: string): string | null {
  return period === 'all' ? null : addMonths(today, -PERIOD_MONTHS[period]);
}
