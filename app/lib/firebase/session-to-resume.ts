/*
 * The session in progress in Firestore, as every page offers it ("Reprendre la séance"): one left
 * `en-cours` on another device is offered here too, where the browser's storage knows nothing of
 * it. Read without the session's schema (only the fields the offer needs), so the signed-in
 * shell's bundle stays light; the logging screen reads the whole document when it is resumed.
 */
import { programDayStartPath } from '#app/lib/training/program-day-path.ts';
import { defineQuery, type PlainData, type ReadableType } from './documents.ts';

/** `/sessions/new?seance={id}`: the logging screen takes over that session instead of starting one. */
export const RESUME_PARAM = 'seance';

export type SessionToResume = {
  readonly id: string;
  readonly title: string;
  /** The logging screen of the session: its program day's, else the free session's. */
  readonly path: string;
  /** That screen, naming the session to take over. */
  readonly href: string;
};

/** The logging screen at `path` taking over the session `id`. */
export const resumeHref = (path: string, id: string) => `${path}?${RESUME_PARAM}=${encodeURIComponent(id)}`;

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Where a session is logged, from its program day (as the program's "Commencer" links to it). */
export function loggingPathOf(data: PlainData): string {
  const { programId, week, dayIndex } = data;
  if (typeof programId === 'string' && programId && whole(week) && whole(dayIndex)) {
    return programDayStartPath(programId, week, dayIndex);
  }
  return '/sessions/new';
}

const sessionToResumeType: ReadableType<SessionToResume | null, 'users/{uid}/sessions/{id}'> = {
  path: 'users/{uid}/sessions/{id}',
  fromData: (data, id) => {
    if (data?.status !== 'en-cours') return null;
    const path = loggingPathOf(data);
    return { id, title: typeof data.title === 'string' ? data.title : '', path, href: resumeHref(path, id) };
  },
  pendingTimestamps: 'estimate',
};

/** The latest day's session in progress (the index of the history's status + date serves it). */
export const sessionInProgress = defineQuery(sessionToResumeType, {
  where: [{ field: 'status', op: '==', value: 'en-cours' }],
  orderBy: [{ field: 'date', direction: 'desc' }],
  limit: 1,
});
