import type { Route } from './+types/_app.sessions.export';
import { catalogueWith } from '#app/components/programs/catalogue.ts';
import { APP_TIME_ZONE, localIsoDay } from '#app/lib/dates/index.ts';
import { download } from '#app/lib/download.server.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { myExercises } from '#app/lib/data/programs.ts';
import { pastSessionOf, type Session } from '#app/lib/data/sessions.ts';
import { finishedSessionPages } from '#app/lib/sessions/sessions.server.ts';
import { requireUserWithinLimits } from '#app/lib/security/rate-limit.server.ts';
import { strongCsv, type ExportableSession } from '#app/lib/training/index.ts';

/** "2026-03-15T08:05:00" on the app's clock (Paris), as Strong writes a workout's start. */
const wallClock = new Intl.DateTimeFormat('sv-SE', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

function exportableOf(session: Session): ExportableSession {
  const notes = new Map(session.exercises.map((entry) => [entry.id, entry.notes]));
  const done = pastSessionOf(session);
  return {
    title: session.title,
    date: session.date,
    startedAt: wallClock.format(session.startedAt).replace(' ', 'T'),
    durationSec: session.durationSec,
    notes: session.notes,
    exercises: done.exercises.map((entry, index) => ({ ...entry, notes: notes.get(session.exercises[index]!.id) })),
  };
}

async function* exportablePages(pages: AsyncIterable<Session[]>): AsyncGenerator<ExportableSession[]> {
  for await (const page of pages) yield page.map(exportableOf);
}

/**
 * GET /sessions/export — every done set of every finished session as CSV in Strong's columns,
 * the file other training apps import, streamed a page of sessions at a time. A resource route:
 * it checks the session itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserWithinLimits('export', request, context);
  const db = adminDb();
  const custom = await readQuery(db, myExercises, { uid: user.uid });
  const file = strongCsv(exportablePages(finishedSessionPages(db, user.uid)), catalogueWith(custom).nameOf);
  return download(file, 'text/csv; charset=utf-8', `elan-seances-${localIsoDay()}.csv`);
}
