import type { Route } from './+types/_app.sessions._index';
import { HistoryScreen } from '#app/components/sessions/history-screen.tsx';
import { historyFilterOf, historyViewFrom } from '#app/lib/sessions/history-view.ts';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { myExercises, myProgramChoices } from '#app/lib/data/programs.ts';
import { historyEntries } from '#app/lib/data/sessions.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

// The period names are the progress page's.
export const handle = { i18n: ['sessions', 'progress'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const view = historyViewFrom(new URL(request.url).searchParams);
  const filter = historyFilterOf(view, isoDayIn());
  const db = adminDb();
  const [sessions, programs, custom] = await Promise.all([
    // One more than shown: whether "Afficher plus" has anything to show.
    readQuery(db, historyEntries, { uid: user.uid, count: view.count + 1, ...filter }),
    readQuery(db, myProgramChoices, { uid: user.uid }),
    readQuery(db, myExercises, { uid: user.uid }),
  ]);
  return { view, filter, sessions, programs, custom };
}

export default function SessionsRoute({ loaderData }: Route.ComponentProps) {
  const { view, filter, sessions, programs, custom } = loaderData;
  return <HistoryScreen view={view} filter={filter} initial={sessions} programs={programs} custom={custom} />;
}
