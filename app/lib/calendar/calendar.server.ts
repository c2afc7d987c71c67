/*
 * What the calendar shows of a period, read on the server (planned-items.ts says how the
 * schedule, the entries and the finished sessions combine into what is planned).
 */
import type { Firestore } from '#app/lib/data/documents.server.ts';
import { plannableProgram, plannedItemsFrom, type PlannedItem, type PlanningSources } from '#app/lib/calendar/planned-items.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import {
  calendarEntriesBetween,
  finishedSessionsBetween,
  measurementsBetween,
  programDayEntries,
  programScheduleDoc,
  programSessionsDone,
  testResultsBetween,
} from '#app/lib/data/calendar.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { foodLogsBetween } from '#app/lib/data/nutrition.ts';
import { programDoc } from '#app/lib/data/programs.ts';

export type { PlannedItem };

/** Everything planned depends on, for [from, to], read in two parallel rounds. */
export async function readPlanningSources(db: Firestore, uid: string, from: string, to: string): Promise<PlanningSources> {
  const [entries, sessions, schedule, tests] = await Promise.all([
    readQuery(db, calendarEntriesBetween, { uid, from, to }),
    readQuery(db, finishedSessionsBetween, { uid, from, to }),
    readDoc(db, programScheduleDoc, { uid }),
    readQuery(db, testResultsBetween, { uid, from, to }),
  ]);
  const [program, programSessions, programEntries] = schedule
    ? await Promise.all([
        readDoc(db, programDoc, { uid, id: schedule.programId }),
        readQuery(db, programSessionsDone, { uid, programId: schedule.programId }),
        readQuery(db, programDayEntries, { uid, programId: schedule.programId }),
      ])
    : [null, [], []];
  return {
    entries,
    sessions,
    schedule,
    program: program && !program.archived ? plannableProgram(program) : null,
    programSessions,
    programEntries,
    testResults: tests.map((result) => ({ id: result.id, testId: result.testId, date: result.date })),
  };
}

/** Everything planned in [from, to] for a person: schedule program days + calendar entries, done ones matched. */
export async function readPlannedItems(uid: string, from: string, to: string, today: string): Promise<PlannedItem[]> {
  return plannedItemsFrom(await readPlanningSources(adminDb(), uid, from, to), from, to, today);
}

/** Days of [from, to] with food logged, and the measurements taken (the planning reads the tests). */
export async function readLoggedDays(db: Firestore, uid: string, from: string, to: string) {
  const [foodLogs, measurements] = await Promise.all([readQuery(db, foodLogsBetween, { uid, from, to }), readQuery(db, measurementsBetween, { uid, from, to })]);
  return {
    foodDays: foodLogs.filter((log) => log.entries.length > 0).map((log) => log.day),
    measurements: measurements.map((m) => ({ id: m.id, date: m.date, weightKg: m.weightKg })),
  };
}
