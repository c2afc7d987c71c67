import { data } from 'react-router';
import type { Route } from './+types/api.cron.leaderboard';
import { cronLoader, isCronCall } from '#app/lib/cron.server.ts';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { refreshAllLeaderboardEntries } from '#app/lib/firebase/leaderboard.server.ts';

const noStore = { 'Cache-Control': 'no-store' };

export const loader = cronLoader;

// Hourly (README): every entry recomputed from its sessions, so deleted sessions and a new week show.
export async function action({ request }: Route.ActionArgs) {
  const refused = isCronCall(request);
  if (refused) return refused;
  const entries = await refreshAllLeaderboardEntries(adminDb(), isoDayIn());
  return data({ ok: true, entries }, { headers: noStore });
}
