/*
 * Dates for reading. A calendar day ('YYYY-MM-DD') is formatted in UTC, where it was built, so
 * no time zone can move it to the day before; an instant (epoch ms) is shown in a zone.
 */
import { dayToUtcMillis, isIsoDay } from '#app/lib/dates/index.ts';

const DAY_STYLES = {
  /** '15 mars 2026' */
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  /** '3 févr. 2025' */
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  /** '15 mars' */
  dayMonth: { day: 'numeric', month: 'long' },
  /** '3 févr.' */
  short: { day: 'numeric', month: 'short' },
  /** 'lun. 3 févr.' */
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
  /** 'lundi 3 février 2025' */
  full: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** 'février 2025' */
  monthYear: { month: 'long', year: 'numeric' },
  /** 'lundi' */
  weekdayName: { weekday: 'long' },
  /** 'lun.' */
  weekdayShort: { weekday: 'short' },
  /** '3' */
  dayNumber: { day: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DayStyle = keyof typeof DAY_STYLES;

const dayFormats = new Map<DayStyle, Intl.DateTimeFormat>();

/** A calendar day for reading; text that is not a day is returned as it is. */
export function formatDay(day: string, style: DayStyle = 'long'): string {
  if (!isIsoDay(day)) return day;
  let format = dayFormats.get(style);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { ...DAY_STYLES[style], timeZone: 'UTC' });
    dayFormats.set(style, format);
  }
  return format.format(dayToUtcMillis(day));
}

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as '3 février 2025 à 18:05' (or the date alone). `timeZone` undefined = the
 * browser's own zone; the server passes APP_TIME_ZONE (app/lib/dates) so its HTML reads like a French calendar.
 */
export function formatInstant(ms: number, options: { withTime?: boolean; timeZone?: string } = {}): string {
  const withTime = options.withTime ?? true;
  const key = `${withTime ? 1 : 0}-${options.timeZone ?? ''}`;
  let format = instantFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}), ...(options.timeZone ? { timeZone: options.timeZone } : {}) });
    instantFormats.set(key, format);
  }
  return format.format(ms);
}
