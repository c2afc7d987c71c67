import type { Route } from './+types/_app.sessions.import';
import { ImportScreen } from '#app/components/sessions/import-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { myExercises } from '#app/lib/data/programs.ts';
import { importHistory } from '#app/lib/data/sessions.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

// The exercise picker and the file's messages speak the programs' words.
export const handle = { i18n: ['sessions', 'programs'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const [history, custom] = await Promise.all([readQuery(db, importHistory, { uid: user.uid }), readQuery(db, myExercises, { uid: user.uid })]);
  return { history, custom };
}

export default function ImportSessionsRoute({ loaderData }: Route.ComponentProps) {
  return <ImportScreen history={loaderData.history} custom={loaderData.custom} />;
}
