/*
 * Calendar days written 'YYYY-MM-DD': how Élan stores a measurement's day, a birth date or a
 * test day. They sort as text, need no time zone and read the same on the server and in the
 * browser. Arithmetic runs on UTC midnights, so no daylight-saving change can shift a day.
 */

/** The zone the server renders "today" in: Élan's people are in France. */
export const APP_TIME_ZONE = 'Europe/Paris';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True for a real calendar day written 'YYYY-MM-DD' (rejects 2025-02-30). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 'YYYY-MM-DD' → UTC midnight in ms (charts and day arithmetic). */
export function dayToUtcMillis(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** UTC midnight (or any instant, read in UTC) → 'YYYY-MM-DD'. */
export function utcMillisToDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The person's local calendar day (the browser's zone), 'YYYY-MM-DD'. */
export function localIsoDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of an instant in a time zone ('Europe/Paris' by default), 'YYYY-MM-DD'. */
export function isoDayIn(instant: Date | number = new Date(), timeZone: string = APP_TIME_ZONE): string {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zoneFormats.set(timeZone, format);
  }
  return format.format(instant);
}

export function addDays(day: string, days: number): string {
  return utcMillisToDay(dayToUtcMillis(day) + days * DAY_MS);
}

/**
 * The same day `months` later (or earlier), clamped to the end of a shorter month:
 * 31 March − 1 month = 28 (or 29) February.
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return utcMillisToDay(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayToUtcMillis(to) - dayToUtcMillis(from)) / DAY_MS);
}
