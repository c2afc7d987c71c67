/*
 * What is planned for a person over a period, read on the server (planned-items.ts says how the
 * schedule, the entries and the finished sessions combine).
 */
import { plannedItemsFrom, type PlannedItem } from '#app/lib/calendar/planned-items.ts';
import { adminDb } from './admin.server.ts';
import { calendarEntriesBetween, finishedSessionsBetween, programDayEntries, programScheduleDoc, programSessionsDone } from './calendar.ts';
import { readDoc, readQuery } from './documents.server.ts';
import { programDoc } from './programs.ts';

export type { PlannedItem };

/** Everything planned in [from, to] for a person: schedule program days + calendar entries, done ones matched. */
export async function readPlannedItems(uid: string, from: string, to: string, today: string): Promise<PlannedItem[]> {
  const db = adminDb();
  const [entries, sessions, schedule] = await Promise.all([
    readQuery(db, calendarEntriesBetween, { uid, from, to }),
    readQuery(db, finishedSessionsBetween, { uid, from, to }),
    readDoc(db, programScheduleDoc, { uid }),
  ]);
  const [program, programSessions, programEntries] = schedule
    ? await Promise.all([
        readDoc(db, programDoc, { uid, id: schedule.programId }),
        readQuery(db, programSessionsDone, { uid, programId: schedule.programId }),
        readQuery(db, programDayEntries, { uid, programId: schedule.programId }),
      ])
    : [null, [], []];
  return plannedItemsFrom({ entries, sessions, schedule, program: program && !program.archived ? program : null, programSessions, programEntries }, from, to, today);
}
