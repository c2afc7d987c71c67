/*
 * The calendar's periods as its URL says them: `?vue=mois&date=2026-11` (a month) or
 * `?vue=semaine&date=2026-11-23` (the week holding that day, Monday first), and the grid of days
 * each shows. Days are 'YYYY-MM-DD' Paris days (app/lib/dates).
 */
import { addDays, addMonths, isIsoDay, mondayOf } from '#app/lib/dates/index.ts';

export const CALENDAR_VIEWS = ['mois', 'semaine'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export interface CalendarPeriod {
  readonly view: CalendarView;
  /** A month's first day, or a week's Monday. */
  readonly start: string;
  /** The period's last day. */
  readonly end: string;
  /** Whole weeks, Monday first, covering the period (a month shows the days around it too). */
  readonly weeks: readonly (readonly string[])[];
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

function lastDayOfMonth(first: string): string {
  return addDays(addMonths(first, 1), -1);
}

export function periodOf(view: CalendarView, day: string): CalendarPeriod {
  const start = view === 'mois' ? `${day.slice(0, 7)}-01` : mondayOf(day);
  const end = view === 'mois' ? lastDayOfMonth(start) : addDays(start, 6);
  const weeks: string[][] = [];
  for (let monday = mondayOf(start); monday <= end; monday = addDays(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
  }
  return { view, start, end, weeks };
}

/** The first and last day the grid shows. */
export function gridRange(period: CalendarPeriod): { from: string; to: string } {
  const first = period.weeks[0] as readonly string[];
  const last = period.weeks[period.weeks.length - 1] as readonly string[];
  return { from: first[0] as string, to: last[6] as string };
}

export interface CalendarQuery {
  readonly period: CalendarPeriod;
  /** The URL asked for something that is not a period: the screen says so and shows today's month. */
  readonly invalid: boolean;
}

/**
 * The period a URL asks for. Missing parameters mean today's month; a date that names no day
 * (or a view that does not exist) is reported and today's month shown instead.
 */
export function calendarQueryOf(params: URLSearchParams, today: string): CalendarQuery {
  const view = params.get('vue');
  const date = params.get('date');
  const fallback = { period: periodOf('mois', today), invalid: true };
  if (view === null && date === null) return { period: periodOf('mois', today), invalid: false };
  if (view !== null && !(CALENDAR_VIEWS as readonly string[]).includes(view)) return fallback;
  const chosen = (view ?? 'mois') as CalendarView;
  if (date === null) return { period: periodOf(chosen, today), invalid: false };
  if (chosen === 'mois') {
    if (MONTH.test(date)) return { period: periodOf('mois', `${date}-01`), invalid: false };
    return isIsoDay(date) ? { period: periodOf('mois', date), invalid: false } : fallback;
  }
  return isIsoDay(date) ? { period: periodOf('semaine', date), invalid: false } : fallback;
}

/** The URL search of a period: `?vue=mois&date=2026-11`, `?vue=semaine&date=2026-11-23`. */
export function periodSearch(view: CalendarView, day: string): string {
  const period = periodOf(view, day);
  return `?vue=${view}&date=${view === 'mois' ? period.start.slice(0, 7) : period.start}`;
}

/** A day of the period `steps` periods away (the same day of the month, or of the week). */
export function shiftDay(view: CalendarView, day: string, steps: number): string {
  return view === 'mois' ? addMonths(day, steps) : addDays(day, 7 * steps);
}

export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

/**
 * The day a key moves the focus to, as in the WAI-ARIA date grid: arrows by a day or a week,
 * Home and End to the week's ends, Page Up and Page Down by a period.
 */
export function dayAfterKey(view: CalendarView, day: string, key: GridKey): string {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return mondayOf(day);
    case 'End':
      return addDays(mondayOf(day), 6);
    case 'PageUp':
      return shiftDay(view, day, -1);
    case 'PageDown':
      return shiftDay(view, day, 1);
  }
}

/** Whether a day belongs to the period (a month grid also shows days of the months around it). */
export function inPeriod(period: CalendarPeriod, day: string): boolean {
  return day >= period.start && day <= period.end;
}
