import type { Route } from './+types/_app.sessions.export';
import { catalogueWith } from '#app/components/programs/catalogue.ts';
import { APP_TIME_ZONE, localIsoDay } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/firebase/documents.server.ts';
import { myExercises } from '#app/lib/firebase/programs.ts';
import { finishedSessions, HISTORY_MAX, pastSessionOf } from '#app/lib/firebase/sessions.ts';
import { requireUserWithinLimits } from '#app/lib/security/rate-limit.server.ts';
import { toStrongCsv } from '#app/lib/training/index.ts';

/** "2026-03-15T08:05:00" on the app's clock (Paris), as Strong writes a workout's start. */
const wallClock = new Intl.DateTimeFormat('sv-SE', { timeZone: APP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * GET /sessions/export — every done set of the finished sessions as CSV in Strong's columns, the
 * file other training apps import. A resource route: it checks the session itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUserWithinLimits('export', request, context);

  const db = adminDb();
  const [sessions, custom] = await Promise.all([readQuery(db, finishedSessions, { uid: user.uid, count: HISTORY_MAX }), readQuery(db, myExercises, { uid: user.uid })]);
  const exportable = sessions.map((session) => {
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
  });
  return new Response(toStrongCsv(exportable, catalogueWith(custom).nameOf), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="elan-seances-${localIsoDay()}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
