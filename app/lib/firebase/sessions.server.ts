/*
 * Server reads of training sessions beyond one query: every finished session a page at a time
 * for the export.
 */
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { adminQuery } from './documents.server.ts';
import { listFrom, resolveQuery } from './documents.ts';
import { toPlainData } from './plain-values.ts';
import { finishedSessionsByStart, type Session } from './sessions.ts';

/** Sessions read per request by the export: memory stays bounded whatever the history's size. */
export const SESSION_EXPORT_PAGE = 200;

/**
 * Every finished session of the person, oldest first, a page at a time: each page starts after
 * the last document of the one before (a cursor, not an offset, so no page re-reads the others).
 */
export async function* finishedSessionPages(db: Firestore, uid: string, pageSize = SESSION_EXPORT_PAGE): AsyncGenerator<Session[]> {
  const first = adminQuery(db, resolveQuery(finishedSessionsByStart, { uid, count: pageSize }));
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snapshot = await (after ? first.startAfter(after) : first).get();
    yield listFrom(finishedSessionsByStart, snapshot.docs.map((d) => ({ id: d.id, data: toPlainData(d.data()) })));
    if (snapshot.size < pageSize) return;
    after = snapshot.docs.at(-1);
  }
}
