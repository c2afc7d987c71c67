/*
 * The days the phones' list shows for a period: those with something in them, and today. When the
 * period holds today, the list opens on today: the days before it are set apart, to be folded.
 */
import { daysInRange } from '#app/lib/dates/index.ts';
import { inPeriod, type CalendarPeriod } from './period.ts';

export interface ListDays {
  /** Days before today in today's period, oldest first; empty for any other period. */
  readonly earlier: readonly string[];
  /** Today and the days after it, or every listed day of a period without today. */
  readonly main: readonly string[];
}

export function listDays(period: CalendarPeriod, today: string, hasSomething: (day: string) => boolean): ListDays {
  const listed = daysInRange(period.start, period.end).filter((day) => day === today || hasSomething(day));
  if (!inPeriod(period, today)) return { earlier: [], main: listed };
  return { earlier: listed.filter((day) => day < today), main: listed.filter((day) => day >= today) };
}
