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

/** The training screens' periods (session history, progress), as their URLs say them. */
export const TRAINING_PERIODS = ['4s', '3m', '6m', '1a', 'tout'] as const;
export type TrainingPeriod = (typeof TRAINING_PERIODS)[number];

export function isTrainingPeriod(value: unknown): value is TrainingPeriod {
  return TRAINING_PERIODS.includes(value as TrainingPeriod);
}

/** First day inside the training period that ends on `today` (4 weeks: 28 days), or null for everything. */
export function trainingPeriodStart(period: TrainingPeriod, today: string): string | null {
  switch (period) {
    case '4s':
      return addDays(today, -27);
    case '3m':
      return addMonths(today, -3);
    case '6m':
      return addMonths(today, -6);
    case '1a':
      return addMonths(today, -12);
    case 'tout':
      return null;
  }
}
