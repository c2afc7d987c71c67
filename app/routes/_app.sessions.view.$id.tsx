import type { Route } from './+types/_app.sessions.view.$id';
import { SessionView } from '#app/components/sessions/session-view.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { myExercises } from '#app/lib/data/programs.ts';
import { sessionDoc } from '#app/lib/data/sessions.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { documentIdParam } from '#app/lib/request.server.ts';

export const handle = { i18n: ['sessions', 'body-map'] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = documentIdParam(params.id);
  const user = await requireUser(request);
  const db = adminDb();
  const [session, custom] = await Promise.all([readDoc(db, sessionDoc, { uid: user.uid, id }), readQuery(db, myExercises, { uid: user.uid })]);
  return { id, session, custom };
}

export default function SessionViewRoute({ loaderData }: Route.ComponentProps) {
  const { id, session, custom } = loaderData;
  return <SessionView key={id} id={id} initial={session} custom={custom} />;
}
