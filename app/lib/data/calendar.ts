/*
 * The calendar's documents: `users/{uid}/calendar/{id}`, what a person plans by hand on a day
 * (a session, a fitness test or a note), and `users/{uid}/settings/programSchedule`, the active
 * program and the weekdays it is trained on (one active program at a time). firestore.rules
 * mirror both schemas (`isCalendarEntry`, `isProgramSchedule`). The calendar also reads the
 * finished sessions of a period, through the few fields it shows.
 */
import * as z from 'zod/mini';
import { ISO_WEEKDAYS, type ProgramSchedule } from '#app/lib/calendar/program-schedule.ts';
import { programDayStartPath } from '#app/lib/training/program-day-path.ts';
import { isIsoDay } from '#app/lib/dates/index.ts';
import { inAppPath } from '#app/lib/in-app-path.ts';
import { defineDocument, defineQuery, type PlainData } from './documents.ts';
import { measurementDoc } from './measurements.ts';
import { instantOf } from './plain-values.ts';
import { PROGRAM_SESSIONS_READ } from './programs.ts';
import { sessionDoc } from './sessions.ts';
import { testResultDoc } from './test-results.ts';
import { defineView } from './views.ts';

export const CALENDAR_ENTRY_KINDS = ['seance-prevue', 'test-prevu', 'note'] as const;
export type CalendarEntryKind = (typeof CALENDAR_ENTRY_KINDS)[number];

export const ENTRY_TITLE_MAX = 120;
export const ENTRY_LINK_MAX = 500;

const day = () => z.string().check(z.refine(isIsoDay, { message: 'calendar:errors.date' }));

export const calendarEntrySchema = z.strictObject({
  date: day(),
  kind: z.enum(CALENDAR_ENTRY_KINDS),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { message: 'calendar:errors.titleRequired' }),
      z.maxLength(ENTRY_TITLE_MAX, { message: 'calendar:errors.titleTooLong' }),
    ),
  // An in-app path only (the rules' isInAppLink): a stored link never leads off the site.
  link: z.nullable(
    z.string().check(
      z.maxLength(ENTRY_LINK_MAX),
      z.refine((value) => inAppPath(value) === value, { message: 'calendar:errors.link' }),
    ),
  ),
  done: z.boolean(),
});

export type CalendarEntryInput = z.infer<typeof calendarEntrySchema>;

export interface CalendarEntry extends CalendarEntryInput {
  readonly id: string;
  readonly createdAt: number | null;
  readonly updatedAt: number | null;
}

/** Stored data → CalendarEntry, or null when it does not fit (lists skip it). */
export function calendarEntryFromData(id: string, data: PlainData | undefined): CalendarEntry | null {
  if (!data) return null;
  const { createdAt, updatedAt, ...rest } = data;
  const parsed = calendarEntrySchema.safeParse(rest);
  return parsed.success ? { id, ...parsed.data, createdAt: instantOf(createdAt), updatedAt: instantOf(updatedAt) } : null;
}

export const calendarEntryDoc = defineDocument({
  path: 'users/{uid}/calendar/{id}',
  fromData: (data, id) => calendarEntryFromData(id, data),
  schema: calendarEntrySchema,
  // Moving (date) and marking done (done) send only their field; the rules check the whole result.
  patchSchema: z.partial(calendarEntrySchema),
  stamps: { createdAt: true, updatedAt: true },
  browserWrites: ['add', 'update', 'delete'],
});

/** By day, then in the order they were planned (pending writes last, where they will land). */
export function compareEntries(a: CalendarEntry, b: CalendarEntry): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return (a.createdAt ?? Number.MAX_SAFE_INTEGER) - (b.createdAt ?? Number.MAX_SAFE_INTEGER);
}

/** Upper bound on one period's entries (decision): six weeks of a dozen entries a day. */
export const ENTRIES_PER_PERIOD_LIMIT = 500;

/** Entries of the days from `from` to `to`, both included, by day. */
export const calendarEntriesBetween = defineQuery(
  calendarEntryDoc,
  ({ from, to }: { from: string; to: string }) => ({
    where: [
      { field: 'date', op: '>=', value: from },
      { field: 'date', op: '<=', value: to },
    ],
    orderBy: [{ field: 'date', direction: 'asc' }],
    limit: ENTRIES_PER_PERIOD_LIMIT,
  }),
  compareEntries,
);

/**
 * Entries whose link starts a day of one program ('/sessions/new/{programId}/…'), whatever their
 * date: the schedule leaves the days they plan to them. A range on one field needs no index.
 */
export const programDayEntries = defineQuery(calendarEntryDoc, ({ programId }: { programId: string }) => {
  const prefix = programDayStartPath(programId, 1, 0).replace(/1\/0$/, '');
  return {
    where: [
      { field: 'link', op: '>=', value: prefix },
      // '0' follows '/' in code point order: every link under the prefix sorts before it.
      { field: 'link', op: '<', value: `${prefix.slice(0, -1)}0` },
    ],
    limit: ENTRIES_PER_PERIOD_LIMIT,
  };
});

// ---------------------------------------------------------------------------------------------
// The active program's schedule

export const programScheduleSchema = z.strictObject({
  programId: z.string().check(z.minLength(1), z.maxLength(128)),
  weekdays: z
    .array(z.int().check(z.gte(1), z.lte(7)))
    .check(
      z.minLength(1, { message: 'calendar:errors.weekdaysRequired' }),
      z.maxLength(ISO_WEEKDAYS.length),
      z.refine((days) => new Set(days).size === days.length && days.every((d, i) => i === 0 || (days[i - 1] as number) < d), {
        message: 'calendar:errors.weekdaysOrder',
      }),
    ),
  startDate: day(),
});

export interface StoredProgramSchedule extends ProgramSchedule {
  readonly updatedAt: number | null;
}

/** Null when no program is active (or the stored schedule no longer fits). */
export function programScheduleFromData(data: PlainData | undefined): StoredProgramSchedule | null {
  if (!data) return null;
  const { updatedAt, ...rest } = data;
  const parsed = programScheduleSchema.safeParse(rest);
  return parsed.success ? { ...parsed.data, updatedAt: instantOf(updatedAt) } : null;
}

/**
 * Written whole ('set') when a program is started or its weekdays change, deleted when it is
 * stopped: one active program at a time, since there is one such document.
 */
export const programScheduleDoc = defineDocument({
  path: 'users/{uid}/settings/programSchedule',
  fromData: programScheduleFromData,
  schema: programScheduleSchema,
  stamps: { updatedAt: true },
  browserWrites: ['set', 'delete'],
});

// ---------------------------------------------------------------------------------------------
// Finished sessions as the calendar shows them.

export interface CalendarSession {
  readonly id: string;
  readonly date: string;
  readonly title: string;
  readonly durationSec: number;
  readonly volumeKg: number;
  readonly programDay: { readonly programId: string; readonly week: number; readonly dayIndex: number } | null;
}

export const calendarSessionView = defineView(sessionDoc, {
  fields: ['status', 'date', 'title', 'durationSec', 'volumeKg', 'programId', 'week', 'dayIndex'],
  from: ({ status, date, title, durationSec, volumeKg, programId, week, dayIndex }, id): CalendarSession | null => {
    if (status !== 'terminee') return null;
    const programDay = programId !== undefined && week !== undefined && dayIndex !== undefined ? { programId, week, dayIndex } : null;
    return { id, date, title, durationSec, volumeKg, programDay };
  },
});

/**
 * Finished sessions of the days from `from` to `to`, latest first: served by the history's
 * (status, date desc) index, so no index of its own.
 */
export const finishedSessionsBetween = defineQuery(
  calendarSessionView,
  ({ from, to }: { from: string; to: string }) => ({
    where: [
      { field: 'status', op: '==', value: 'terminee' },
      { field: 'date', op: '>=', value: from },
      { field: 'date', op: '<=', value: to },
    ],
    orderBy: [{ field: 'date', direction: 'desc' }],
    limit: ENTRIES_PER_PERIOD_LIMIT,
  }),
  (a, b) => b.date.localeCompare(a.date),
);

/** Every finished session of one program (its progression and the day it was last trained). */
export const programSessionsDone = defineQuery(calendarSessionView, ({ programId }: { programId: string }) => ({
  where: [{ field: 'programId', op: '==', value: programId }],
  limit: PROGRAM_SESSIONS_READ,
}));

// ---------------------------------------------------------------------------------------------
// The other areas' documents of a period, through their own document types.

const between = ({ from, to }: { from: string; to: string }) => ({
  where: [
    { field: 'date', op: '>=', value: from } as const,
    { field: 'date', op: '<=', value: to } as const,
  ],
  orderBy: [{ field: 'date', direction: 'asc' } as const],
  limit: ENTRIES_PER_PERIOD_LIMIT,
});

export const testResultsBetween = defineQuery(testResultDoc, between);

export const measurementsBetween = defineQuery(measurementDoc, between);
