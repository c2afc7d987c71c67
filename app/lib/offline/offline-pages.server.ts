/*
 * The pages a signed-in person can use with no signal even if this device never showed them:
 * the service worker fetches them (page and loader data) in the background after a visit online
 * and keeps them with the pages the person saw (app/sw.ts). Pages that need the server
 * (leaderboard, challenges, export) are not among them; the food search is, for its Ciqual part.
 */
import { readDoc, readQuery, type Firestore } from '#app/lib/data/documents.server.ts';
import { programScheduleDoc } from '#app/lib/data/calendar.ts';
import { programDaysDone, programDoc } from '#app/lib/data/programs.ts';
import { latestActiveProgram } from '#app/lib/dashboard/dashboard.server.ts';
import { CALCULATOR_GROUPS } from '#app/lib/calculators/groups.ts';
import { programDayStartPath } from '#app/lib/training/program-day-path.ts';
import { nextProgramDay } from '#app/lib/training/position.ts';

/** What a day at the gym or in the kitchen needs, whatever the account. */
export const OFFLINE_PAGES: readonly string[] = [
  '/dashboard',
  '/sessions/new',
  '/measurements',
  '/timers',
  '/timers/rest',
  '/timers/interval',
  '/timers/workout',
  '/calculators',
  ...CALCULATOR_GROUPS.flatMap((group) => group.ids.map((id) => `/calculators/${id}`)),
  '/nutrition',
  '/nutrition/logs',
  '/nutrition/recipes',
  '/nutrition/foods',
  // Its kept copy stands in for any query: the page searches this device's copy of the base.
  '/nutrition/foods/search',
];

/**
 * The program followed (the one scheduled from its page, else the latest changed active one):
 * its page and every day of the week its next day falls in, so any of them can be started offline.
 */
async function programPages(db: Firestore, uid: string): Promise<string[]> {
  const [schedule, [latest]] = await Promise.all([readDoc(db, programScheduleDoc, { uid }), readQuery(db, latestActiveProgram, { uid })]);
  const scheduledId = schedule?.programId;
  const program = scheduledId && scheduledId !== latest?.id ? ((await readDoc(db, programDoc, { uid, id: scheduledId })) ?? latest) : latest;
  if (!program || program.archived) return [];
  const next = nextProgramDay(program, await readQuery(db, programDaysDone, { uid, programId: program.id }));
  if (!next) return [`/programs/${encodeURIComponent(program.id)}`];
  const days = program.weeks[next.week - 1]?.days ?? [];
  return [`/programs/${encodeURIComponent(program.id)}`, ...days.map((_, dayIndex) => programDayStartPath(program.id, next.week, dayIndex))];
}

export async function offlinePagesOf(db: Firestore, uid: string): Promise<string[]> {
  return [...OFFLINE_PAGES, ...(await programPages(db, uid))];
}
