/* The weekly summary reminder's figures: the seven days that end on the day it is sent. */
import { addDays } from '#app/lib/dates/index.ts';

export const SUMMARY_DAYS = 7;

export type WeekSummary = {
  /** Finished sessions dated within the week. */
  sessions: number;
  durationSec: number;
  volumeKg: number;
  /** Days of the week with at least one food logged. */
  loggedDays: number;
};

/** The first day of the summary that ends on `lastDay` (both included). */
export const summaryStart = (lastDay: string) => addDays(lastDay, -(SUMMARY_DAYS - 1));

export function weekSummary(
  sessions: readonly { date: string; status: string; durationSec: number; volumeKg: number }[],
  foodLogs: readonly { day: string; entries: readonly unknown[] }[],
  lastDay: string,
): WeekSummary {
  const first = summaryStart(lastDay);
  const inWeek = (day: string) => day >= first && day <= lastDay;
  const done = sessions.filter((s) => s.status === 'terminee' && inWeek(s.date));
  return {
    sessions: done.length,
    durationSec: done.reduce((sum, s) => sum + s.durationSec, 0),
    volumeKg: done.reduce((sum, s) => sum + s.volumeKg, 0),
    loggedDays: new Set(foodLogs.filter((log) => inWeek(log.day) && log.entries.length > 0).map((log) => log.day)).size,
  };
}
