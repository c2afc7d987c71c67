/*
 * Weeks as French calendars show them: Monday to Sunday, numbered by ISO 8601 (week 1 holds the
 * year's first Thursday). A week key 'YYYY-Www' names a week plan or a weekly total; its year is
 * the ISO week-year, which differs from the calendar year for a few days around 1 January.
 */
import { addDays, APP_TIME_ZONE, dayToUtcMillis, isoDayIn } from './days.ts';

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(day: string): number {
  const weekday = new Date(dayToUtcMillis(day)).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  return addDays(day, 1 - isoWeekday(day));
}

/** The seven days of the week holding `day`, Monday first. */
export function weekDays(day: string): string[] {
  const monday = mondayOf(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** ISO week key of a day: '2026-W01' for 1 January 2026, '2020-W53' for 3 January 2021. */
export function isoWeekKey(day: string): string {
  // The week belongs to the year of its Thursday.
  const thursday = addDays(day, 4 - isoWeekday(day));
  const year = Number(thursday.slice(0, 4));
  const firstThursdayWeek = mondayOf(`${year}-01-04`);
  const week = Math.round((dayToUtcMillis(mondayOf(day)) - dayToUtcMillis(firstThursdayWeek)) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

const WEEK_KEY = /^(\d{4})-W(\d{2})$/;

/** The Monday of an ISO week key, or null for a key that names no week ('2026-W54'). */
export function mondayOfWeekKey(key: string): string | null {
  const match = WEEK_KEY.exec(key);
  if (!match) return null;
  const [year, week] = [Number(match[1]), Number(match[2])];
  const monday = addDays(mondayOf(`${year}-01-04`), (week - 1) * 7);
  return week >= 1 && isoWeekKey(monday) === key ? monday : null;
}

/** The Monday of the week an instant falls in, as the calendar in Paris reads it. */
export function weekStartOf(instant: Date | number = new Date(), timeZone = APP_TIME_ZONE): string {
  return mondayOf(isoDayIn(instant, timeZone));
}

/** The week `weeks` after (or before, when negative) a week key: '2026-W53' + 1 → '2027-W01'. */
export function shiftWeekKey(key: string, weeks: number): string {
  const monday = mondayOfWeekKey(key);
  if (monday === null) throw new RangeError(`not an ISO week: ${key}`);
  return isoWeekKey(addDays(monday, weeks * 7));
}
