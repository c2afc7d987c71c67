import type { Route } from './+types/api.leaderboard.refresh';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { refreshChallengeProgress } from '#app/lib/challenges/challenges.server.ts';
import { refreshLeaderboardEntry } from '#app/lib/leaderboard/leaderboard.server.ts';
import { requireApiUser } from '#app/lib/firebase/auth-session.server.ts';
import { actionFailure, actionSuccess, rateLimitedFailure } from '#app/lib/forms/action-result.ts';
import { limitAccount, limitAddress } from '#app/lib/security/rate-limit.server.ts';
import { acceptPost, assertSameOrigin } from '#app/lib/request.server.ts';

const noStore = { 'Cache-Control': 'no-store' };

// After a session is finished, edited or deleted (or a day's first food logged): the person's
// challenge progress, then their points (a completed challenge is worth some), recomputed by the
// server from their own data (the browser only says when; it never sends progress or points).
export async function action({ request, context }: Route.ActionArgs) {
  acceptPost({ request, context }, 'POST');
  assertSameOrigin({ request, context });
  const byAddress = limitAddress('leaderboardRefresh', context);
  if (!byAddress.allowed) return rateLimitedFailure(byAddress.retryAfterSec);
  const user = await requireApiUser(request);
  const byAccount = await limitAccount('leaderboardRefresh', user.uid);
  if (!byAccount.allowed) return rateLimitedFailure(byAccount.retryAfterSec);
  try {
    const db = adminDb();
    const today = isoDayIn();
    await refreshChallengeProgress(db, user.uid, today);
    await refreshLeaderboardEntry(db, user.uid, today);
    return actionSuccess({}, { headers: noStore });
  } catch (error) {
    console.error('[leaderboard] refresh failed', error);
    return actionFailure('leaderboard:errors.failed', { status: 503, headers: noStore });
  }
}
