import type { Route } from './+types/_app.sessions.new._index';
import { LoggingScreen } from '#app/components/sessions/logging-screen.tsx';
import { PlateSetupProvider } from '#app/components/sessions/plate-setup.tsx';
import { freeSession, newId } from '#app/lib/sessions/session-model.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { plateSetupDoc } from '#app/lib/data/plate-setup.ts';
import { myExercises } from '#app/lib/data/programs.ts';
import { pastSessions } from '#app/lib/data/sessions.ts';
import { sessionToResume } from '#app/lib/sessions/sessions.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { isoDayIn } from '#app/lib/dates/index.ts';

export const handle = { i18n: ['sessions', 'programs'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const [history, custom, plates, resumed] = await Promise.all([
    readQuery(db, pastSessions, { uid: user.uid }),
    readQuery(db, myExercises, { uid: user.uid }),
    readDoc(db, plateSetupDoc, { uid: user.uid }),
    sessionToResume(db, user.uid, request),
  ]);
  const now = Date.now();
  // The title is the screen's default, in French, until the person renames it.
  const fresh = resumed ?? freeSession({ id: newId(), date: isoDayIn(now), now }, '');
  return { fresh, history, custom, plates, resumed: resumed !== null };
}

export default function NewSessionRoute({ loaderData: { plates, resumed, ...screen } }: Route.ComponentProps) {
  return (
    <PlateSetupProvider initial={plates}>
      {/* A session taken over from another device is another screen than a new one. */}
      <LoggingScreen key={resumed ? screen.fresh.id : 'new'} path="/sessions/new" resumed={resumed} titleKey="sessions:new.title" {...screen} />
    </PlateSetupProvider>
  );
}
