/*
 * What one day of the calendar holds, from what a period's loader read and what is planned:
 * planned items (program days, entries), sessions done that nothing planned, fitness tests
 * done, measurements taken and whether food was logged.
 */
import type { CalendarSession } from '#app/lib/data/calendar.ts';
import { sessionViewPath, type PlannedItem } from './planned-items.ts';

export interface LoggedTest {
  readonly id: string;
  readonly date: string;
  readonly testId: string;
}

export interface LoggedMeasurement {
  readonly id: string;
  readonly date: string;
  readonly weightKg: number | null;
}

export interface DayContents {
  readonly planned: readonly PlannedItem[];
  /** Finished sessions no planned item stands for (a free session, another program's day). */
  readonly sessions: readonly CalendarSession[];
  readonly tests: readonly LoggedTest[];
  readonly measurements: readonly LoggedMeasurement[];
  readonly foodLogged: boolean;
}

export interface PeriodRecords {
  readonly planned: readonly PlannedItem[];
  readonly sessions: readonly CalendarSession[];
  readonly tests: readonly LoggedTest[];
  readonly measurements: readonly LoggedMeasurement[];
  readonly foodDays: readonly string[];
}

export const EMPTY_DAY: DayContents = { planned: [], sessions: [], tests: [], measurements: [], foodLogged: false };

/** Each day's contents, by day; days with nothing are absent. */
export function contentsByDay(records: PeriodRecords): Map<string, DayContents> {
  const shown = new Set(records.planned.flatMap((item) => (item.link ? [item.link] : [])));
  const days = new Map<string, DayContents>();
  const at = (day: string) => days.get(day) ?? EMPTY_DAY;
  for (const item of records.planned) days.set(item.date, { ...at(item.date), planned: [...at(item.date).planned, item] });
  for (const session of records.sessions) {
    if (shown.has(sessionViewPath(session.id))) continue;
    days.set(session.date, { ...at(session.date), sessions: [...at(session.date).sessions, session] });
  }
  for (const test of records.tests) days.set(test.date, { ...at(test.date), tests: [...at(test.date).tests, test] });
  for (const measurement of records.measurements) days.set(measurement.date, { ...at(measurement.date), measurements: [...at(measurement.date).measurements, measurement] });
  for (const day of records.foodDays) days.set(day, { ...at(day), foodLogged: true });
  return days;
}

/** How many things a day shows (for its summary to screen readers and the list view). */
export function countOf(day: DayContents): number {
  return day.planned.length + day.sessions.length + day.tests.length + day.measurements.length + (day.foodLogged ? 1 : 0);
}
