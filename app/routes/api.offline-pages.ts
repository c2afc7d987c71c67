import { data } from 'react-router';
import type { Route } from './+types/api.offline-pages';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { requireApiUser } from '#app/lib/firebase/auth-session.server.ts';
import { offlinePagesOf } from '#app/lib/offline/offline-pages.server.ts';

// The paths the service worker keeps for this account so they open with no signal (app/sw.ts).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireApiUser(request);
  return data({ uid: user.uid, paths: await offlinePagesOf(adminDb(), user.uid) }, { headers: { 'Cache-Control': 'private, no-store' } });
}
