import type { Route } from './+types/_app.sessions.new._index';
import { LoggingScreen } from '#app/components/sessions/logging-screen.tsx';
import { freeSession, newId } from '#app/components/sessions/session-model.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/firebase/documents.server.ts';
import { myExercises } from '#app/lib/firebase/programs.ts';
import { pastSessions } from '#app/lib/firebase/sessions.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { isoDayIn } from '#app/lib/dates/index.ts';

export const handle = { i18n: ['sessions', 'programs'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const [history, custom] = await Promise.all([readQuery(db, pastSessions, { uid: user.uid }), readQuery(db, myExercises, { uid: user.uid })]);
  const now = Date.now();
  // The title is the screen's default, in French, until the person renames it.
  const fresh = freeSession({ id: newId(), date: isoDayIn(now), now }, '');
  return { fresh, history, custom };
}

export default function NewSessionRoute({ loaderData }: Route.ComponentProps) {
  return <LoggingScreen path="/sessions/new" titleKey="sessions:new.title" {...loaderData} />;
}
