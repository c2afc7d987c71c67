/*
 * What is planned for a person over a period: the active program's next days placed on its
 * training weekdays, and the entries planned by hand. A planned program day that was done is
 * matched to its finished session and shown done, with a link to it. Pure: the readers
 * (calendar.server.ts) pass what they read.
 */
import { addDays } from '#app/lib/dates/index.ts';
import type { CalendarEntry, CalendarSession } from '#app/lib/data/calendar.ts';
import { programDayOfPath, programDayStartPath } from '#app/lib/training/program-day-path.ts';
import { placeOnTrainingWeekdays, remainingProgramDays, type ProgramSchedule } from './program-schedule.ts';

export interface PlannedItem {
  readonly date: string; // YYYY-MM-DD
  readonly kind: 'programme' | 'seance-prevue' | 'test-prevu' | 'note';
  readonly title: string; // French text as shown
  readonly link: string | null; // in-app path that starts it / opens it
  readonly done: boolean;
  readonly entryId: string | null; // calendar entry id, null for program days from the schedule
  readonly programDay: { readonly programId: string; readonly week: number; readonly dayIndex: number } | null;
}

type ProgramDay = NonNullable<PlannedItem['programDay']>;

const programDayKey = (day: ProgramDay) => `${day.programId}/${day.week}/${day.dayIndex}`;
const sameDay = (a: ProgramDay, b: ProgramDay) => a.programId === b.programId && a.week === b.week && a.dayIndex === b.dayIndex;

/** The link that opens a finished session. */
export function sessionViewPath(sessionId: string): string {
  return `/sessions/view/${encodeURIComponent(sessionId)}`;
}

/** "Jour · Programme" as the calendar names a day of a program (the day first: a narrow cell shows it); the day alone when the program is gone. */
export function programDayTitle(program: Pick<PlannableProgram, 'name'> | null, dayName: string): string {
  return program ? `${dayName} · ${program.name}` : dayName;
}

function dayNameOf(program: PlannableProgram, day: ProgramDay): string | null {
  return program.weeks[day.week - 1]?.days[day.dayIndex]?.name ?? null;
}

/** What planning needs of a program: its name and its days' names. */
export interface PlannableProgram {
  readonly id: string;
  readonly name: string;
  readonly weeks: readonly { readonly days: readonly { readonly name: string }[] }[];
}

/** A program reduced to what planning needs (its exercises stay on the server). */
export function plannableProgram(program: PlannableProgram): PlannableProgram {
  return { id: program.id, name: program.name, weeks: program.weeks.map((week) => ({ days: week.days.map((day) => ({ name: day.name })) })) };
}

export interface PlanningSources {
  readonly entries: readonly CalendarEntry[];
  /** Finished sessions of [from, to]. */
  readonly sessions: readonly CalendarSession[];
  readonly schedule: ProgramSchedule | null;
  /** The scheduled program, null when there is no schedule or the program is gone or archived. */
  readonly program: PlannableProgram | null;
  /** Every finished session of the scheduled program. */
  readonly programSessions: readonly CalendarSession[];
  /** Entries that plan a day of the scheduled program, whatever their date. */
  readonly programEntries: readonly CalendarEntry[];
  /** Fitness test results of [from, to]. */
  readonly testResults: readonly { readonly id: string; readonly testId: string; readonly date: string }[];
}

const TEST_PATH = /^\/tests\/([^/?#]+)$/;

/**
 * The planned items of [from, to] from what was read (pure, so the matching is unit-tested):
 * - an entry that plans a program day is done when a finished session of that day has its date;
 *   it then opens that session; an entry that plans a fitness test is done when a result of that
 *   test has its date;
 * - a finished session of the active program since its start, matched by no entry, is a planned
 *   day done;
 * - the schedule places the program's next days from today on, or from the day after a session
 *   of the program done today or later; a day an entry plans from today on, not done, is left to
 *   that entry (the others move up), while one planned on a day already past is placed again.
 * Sorted by day, program days first within a day.
 */
export function plannedItemsFrom(sources: PlanningSources, from: string, to: string, today: string): PlannedItem[] {
  const { entries, sessions, schedule, program, programSessions, programEntries, testResults } = sources;
  const matchedSessions = new Set<string>();
  const items: PlannedItem[] = [];

  for (const entry of entries) {
    const programDay = entry.kind === 'seance-prevue' ? programDayOfPath(entry.link) : null;
    const session = programDay ? sessions.find((s) => s.date === entry.date && s.programDay && sameDay(s.programDay, programDay) && !matchedSessions.has(s.id)) : undefined;
    if (session) matchedSessions.add(session.id);
    const testId = entry.kind === 'test-prevu' && entry.link ? TEST_PATH.exec(entry.link)?.[1] : undefined;
    const tested = testId !== undefined && testResults.some((result) => result.testId === testId && result.date === entry.date);
    items.push({
      date: entry.date,
      kind: entry.kind,
      title: entry.title,
      link: session ? sessionViewPath(session.id) : entry.link,
      done: entry.done || session !== undefined || tested,
      entryId: entry.id,
      programDay,
    });
  }

  if (schedule && program) {
    // A program day done twice on one date is one planned day done; the other session is listed
    // as a session of its own (contentsByDay shows sessions no planned item opens).
    const daysDone = new Set(items.flatMap((item) => (item.done && item.programDay ? [`${item.date} ${programDayKey(item.programDay)}`] : [])));
    for (const session of sessions) {
      const day = session.programDay;
      if (!day || day.programId !== schedule.programId || session.date < schedule.startDate || matchedSessions.has(session.id)) continue;
      const dayDone = `${session.date} ${programDayKey(day)}`;
      if (daysDone.has(dayDone)) continue;
      daysDone.add(dayDone);
      items.push({
        date: session.date,
        kind: 'programme',
        title: programDayTitle(program, dayNameOf(program, day) ?? session.title),
        link: sessionViewPath(session.id),
        done: true,
        entryId: null,
        programDay: day,
      });
    }

    const lastTrained = programSessions.reduce<string | null>((latest, s) => (latest === null || s.date > latest ? s.date : latest), null);
    const firstOpenDay = lastTrained !== null && lastTrained >= today ? addDays(lastTrained, 1) : today;
    const plannedAhead = [...entries, ...programEntries].flatMap((entry) => {
      const day = entry.kind === 'seance-prevue' && !entry.done && entry.date >= today ? programDayOfPath(entry.link) : null;
      return day ? [day] : [];
    });
    const done = programSessions.flatMap((s) => (s.programDay ? [s.programDay] : []));
    const toPlace = remainingProgramDays(program, done).filter((day) => !plannedAhead.some((planned) => sameDay(planned, { programId: schedule.programId, ...day })));
    for (const day of placeOnTrainingWeekdays(toPlace, schedule, from, to, firstOpenDay)) {
      const programDay = { programId: schedule.programId, week: day.week, dayIndex: day.dayIndex };
      items.push({
        date: day.date,
        kind: 'programme',
        title: programDayTitle(program, day.dayName),
        link: programDayStartPath(schedule.programId, day.week, day.dayIndex),
        done: false,
        entryId: null,
        programDay,
      });
    }
  }

  return items.sort((a, b) => a.date.localeCompare(b.date) || Number(b.kind === 'programme') - Number(a.kind === 'programme'));
}

