import type { Route } from './+types/_app.sessions._index';
import { HistoryScreen } from '#app/components/sessions/history-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/firebase/documents.server.ts';
import { finishedSessions, HISTORY_MAX, HISTORY_PAGE } from '#app/lib/firebase/sessions.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';

export const handle = { i18n: 'sessions' };

/** `?n=40`: how many sessions to show, in whole pages. */
function countFrom(url: URL): number {
  const asked = Number(url.searchParams.get('n'));
  return Number.isInteger(asked) && asked > HISTORY_PAGE ? Math.min(HISTORY_MAX, Math.ceil(asked / HISTORY_PAGE) * HISTORY_PAGE) : HISTORY_PAGE;
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const count = countFrom(new URL(request.url));
  // One more than shown: whether "voir plus" has anything to show.
  return { count, sessions: await readQuery(adminDb(), finishedSessions, { uid: user.uid, count: count + 1 }) };
}

export default function SessionsRoute({ loaderData }: Route.ComponentProps) {
  return <HistoryScreen count={loaderData.count} initial={loaderData.sessions} />;
}
