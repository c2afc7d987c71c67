import type { Route } from './+types/_app.sessions.edit.$id';
import { EditScreen } from '#app/components/sessions/edit-screen.tsx';
import { PlateSetupProvider } from '#app/components/sessions/plate-setup.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { plateSetupDoc } from '#app/lib/data/plate-setup.ts';
import { myExercises } from '#app/lib/data/programs.ts';
import { pastSessions, sessionDoc } from '#app/lib/data/sessions.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { documentIdParam } from '#app/lib/request.server.ts';

export const handle = { i18n: ['sessions', 'programs'] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = documentIdParam(params.id);
  const user = await requireUser(request);
  const db = adminDb();
  const [session, history, custom, plates] = await Promise.all([
    readDoc(db, sessionDoc, { uid: user.uid, id }),
    readQuery(db, pastSessions, { uid: user.uid }),
    readQuery(db, myExercises, { uid: user.uid }),
    readDoc(db, plateSetupDoc, { uid: user.uid }),
  ]);
  // A session still being logged is edited on its logging screen.
  return { id, session: session?.status === 'terminee' ? session : null, history, custom, plates };
}

export default function EditSessionRoute({ loaderData }: Route.ComponentProps) {
  const { id, session, history, custom, plates } = loaderData;
  return (
    <PlateSetupProvider initial={plates}>
      <EditScreen key={id} initial={session} history={history} custom={custom} />
    </PlateSetupProvider>
  );
}
