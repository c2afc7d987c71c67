import type { Route } from './+types/api.cron.leaderboard';
import { cronLoader, isCronCall } from '#app/lib/cron.server.ts';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { refreshAllChallengeProgress } from '#app/lib/challenges/challenges.server.ts';
import { refreshAllLeaderboardEntries } from '#app/lib/leaderboard/leaderboard.server.ts';
import { actionSuccess } from '#app/lib/forms/action-result.ts';
import { acceptPost } from '#app/lib/request.server.ts';

const noStore = { 'Cache-Control': 'no-store' };

export const loader = cronLoader;

// Hourly (docs/social-and-push.md): challenges' progress, then every entry, recomputed from people's own data, so
// deleted sessions, food logged and a new week show.
export async function action({ request, context }: Route.ActionArgs) {
  acceptPost({ request, context }, 'POST');
  const refused = isCronCall(request);
  if (refused) return refused;
  const db = adminDb();
  const today = isoDayIn();
  const participants = await refreshAllChallengeProgress(db, today);
  const entries = await refreshAllLeaderboardEntries(db, today);
  return actionSuccess({ entries, participants: participants.length }, { headers: noStore });
}
