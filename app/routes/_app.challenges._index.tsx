import type { Route } from './+types/_app.challenges._index';
import { ChallengesScreen } from '#app/components/challenges/challenges-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { challengesOverview, refreshChallengeProgress } from '#app/lib/challenges/challenges.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

export const handle = { i18n: 'challenges' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const today = isoDayIn();
  // The progress shown is today's, whatever the person did since the last refresh.
  await refreshChallengeProgress(db, user.uid, today);
  return { today, ...(await challengesOverview(db, user.uid, today)) };
}

export default function ChallengesRoute({ loaderData }: Route.ComponentProps) {
  return <ChallengesScreen {...loaderData} />;
}
