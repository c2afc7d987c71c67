/*
 * The calendar's data for the period on screen: the loader's reads, with the entries kept live
 * (a plan, a move or a deletion shows at once), and what is planned recomputed from them.
 */
import { useMemo } from 'react';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { contentsByDay, type DayContents, type LoggedMeasurement } from '#app/lib/calendar/day-contents.ts';
import { plannedItemsFrom, type PlanningSources } from '#app/lib/calendar/planned-items.ts';
import { calendarEntriesBetween, programDayEntries, type CalendarEntry } from '#app/lib/data/calendar.ts';

export interface CalendarLoaderData {
  readonly today: string;
  readonly from: string;
  readonly to: string;
  readonly sources: PlanningSources;
  readonly logged: { readonly foodDays: readonly string[]; readonly measurements: readonly LoggedMeasurement[] };
}

export interface CalendarData {
  readonly days: Map<string, DayContents>;
  /** The live entries, by id (what a planned item's actions change). */
  readonly entries: Map<string, CalendarEntry>;
  readonly liveError: unknown;
}

export function useCalendarData({ today, from, to, sources, logged }: CalendarLoaderData): CalendarData {
  const live = useLiveQuery(calendarEntriesBetween, { from, to }, sources.entries as CalendarEntry[]);
  const programId = sources.schedule?.programId ?? '';
  const ahead = useLiveQuery(programDayEntries, { programId }, sources.programEntries as CalendarEntry[]);
  return useMemo(() => {
    const planned = plannedItemsFrom({ ...sources, entries: live.data, programEntries: ahead.data }, from, to, today);
    return {
      days: contentsByDay({ planned, sessions: sources.sessions, tests: sources.testResults, measurements: logged.measurements, foodDays: logged.foodDays }),
      entries: new Map(live.data.map((entry) => [entry.id, entry])),
      liveError: live.error ?? ahead.error,
    };
  }, [sources, live.data, live.error, ahead.data, ahead.error, logged, from, to, today]);
}
