import { cronAction } from '#app/lib/cron.server.ts';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { refreshAllChallengeProgress } from '#app/lib/challenges/challenges.server.ts';
import { refreshAllLeaderboardEntries } from '#app/lib/leaderboard/leaderboard.server.ts';

// Hourly (docs/social-and-push.md): challenges' progress, then every entry, recomputed from people's own data, so
// deleted sessions, food logged and a new week show.
export const action = cronAction(async () => {
  const db = adminDb();
  const today = isoDayIn();
  const participants = await refreshAllChallengeProgress(db, today);
  const entries = await refreshAllLeaderboardEntries(db, today);
  return { entries, participants: participants.length };
});
