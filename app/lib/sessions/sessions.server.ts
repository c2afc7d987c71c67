/*
 * Server reads of training sessions beyond one query: the session a logging screen takes over
 * (`?seance=`), and every finished session a page at a time for the export.
 */
import { redirect } from 'react-router';
import { readDoc, readPages, type Firestore } from '#app/lib/data/documents.server.ts';
import { RESUME_PARAM } from '#app/lib/data/session-to-resume.ts';
import { finishedSessionsByStart, sessionDoc, type Session } from '#app/lib/data/sessions.ts';

const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The session in progress named by the page's `?seance=`, left on another device: the logging
 * screen shows it, sets included, instead of starting a new one. One finished since is shown on
 * its own page; an unknown one is ignored (the screen starts afresh).
 */
export async function sessionToResume(db: Firestore, uid: string, request: Request): Promise<Session | null> {
  const id = new URL(request.url).searchParams.get(RESUME_PARAM);
  if (!id || !SESSION_ID.test(id)) return null;
  const session = await readDoc(db, sessionDoc, { uid, id });
  if (session?.status === 'terminee') throw redirect(`/sessions/view/${id}`);
  return session?.status === 'en-cours' ? session : null;
}

/** Sessions read per request by the export: memory stays bounded whatever the history's size. */
export const SESSION_EXPORT_PAGE = 200;

/** Every finished session of the person, oldest first, a page at a time (readPages). */
export function finishedSessionPages(db: Firestore, uid: string, pageSize = SESSION_EXPORT_PAGE): AsyncGenerator<Session[]> {
  return readPages(db, finishedSessionsByStart, { uid, count: pageSize });
}
