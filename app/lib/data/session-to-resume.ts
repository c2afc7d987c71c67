/*
 * The session in progress in Firestore, as every page offers it ("Reprendre la séance"): one left
 * `en-cours` on another device is offered here too, where the browser's storage knows nothing of
 * it. Only the fields the offer needs are read; the logging screen reads the whole document when
 * it is resumed.
 */
import { programDayStartPath } from '#app/lib/training/program-day-path.ts';
import { defineQuery } from './documents.ts';
import { sessionDoc, type SessionInput } from './sessions.ts';
import { defineView } from './views.ts';

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

/** Where a session is logged, from its program day (as the program's "Commencer" links to it). */
export function loggingPathOf({ programId, week, dayIndex }: Partial<SessionInput>): string {
  // A program day that cannot be a path is logged as a free session rather than lost.
  if (programId && Number.isInteger(week) && Number.isInteger(dayIndex)) return programDayStartPath(programId, week as number, dayIndex as number);
  return '/sessions/new';
}

/** Field by field: a session whose title or program day does not fit is still offered, as a free session. */
export const sessionToResumeView = defineView(sessionDoc, {
  fields: ['status', 'title', 'programId', 'week', 'dayIndex'],
  partial: true,
  from: (session, id): SessionToResume | null => {
    if (session.status !== 'en-cours') return null;
    const path = loggingPathOf(session);
    return { id, title: session.title ?? '', path, href: resumeHref(path, id) };
  },
});

/** The latest day's session in progress (the index of the history's status + date serves it). */
export const sessionInProgress = defineQuery(sessionToResumeView, {
  where: [{ field: 'status', op: '==', value: 'en-cours' }],
  orderBy: [{ field: 'date', direction: 'desc' }],
  limit: 1,
});
