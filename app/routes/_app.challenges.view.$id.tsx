import { data, redirect } from 'react-router';
import type { Route } from './+types/_app.challenges.view.$id';
import { ChallengeScreen } from '#app/components/challenges/challenge-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { serverEnv } from '#app/lib/env.server.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { challengePageInput, runChallengeAction } from '#app/lib/challenges/challenge-actions.server.ts';
import { challengeRanking } from '#app/lib/data/challenges.ts';
import {
  deleteChallenge,
  endChallengeToday,
  joinChallenge,
  knownPseudonymOf,
  leaveChallenge,
  readableChallenge,
  recordManualProgress,
  refreshChallengeProgress,
} from '#app/lib/challenges/challenges.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { refreshLeaderboardEntry } from '#app/lib/leaderboard/leaderboard.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { actionFailure, actionSuccess } from '#app/lib/forms/action-result.ts';
import { assertSameOrigin, documentIdParam, readFormInput } from '#app/lib/request.server.ts';

export const handle = { i18n: 'challenges' };

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = documentIdParam(params.id);
  const user = await requireUser(request);
  const db = adminDb();
  const today = isoDayIn();
  const found = await readableChallenge(db, user.uid, id);
  // A private challenge is not there for someone who has not joined it: no hint it exists.
  if (!found) throw data(null, { status: 404 });
  if (found.joined) await refreshChallengeProgress(db, user.uid, today);
  const [ranking, pseudonym] = await Promise.all([readQuery(db, challengeRanking, { challengeId: id }), knownPseudonymOf(db, user.uid)]);
  return { uid: user.uid, today, challenge: found.challenge, joined: found.joined, ranking, pseudonym, origin: serverEnv.appOrigin ?? new URL(request.url).origin };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = documentIdParam(params.id);
  assertSameOrigin({ request, context });
  const user = await requireUser(request);
  const input = await readFormInput({ request, context }, challengePageInput, { intents: ['join', 'leave', 'progress', 'end', 'delete'] });
  if (!input.ok) {
    const progress = input.fieldErrors.progress;
    return actionFailure(progress ?? 'challenges:errors.failed', { status: progress ? 200 : 400, fieldErrors: input.fieldErrors });
  }
  const db = adminDb();
  const today = isoDayIn();
  const command = input.value;
  return runChallengeAction(command.intent, async () => {
    switch (command.intent) {
      case 'join': {
        await joinChallenge(db, user.uid, id, { inviteCode: null, pseudonym: command.pseudonym }, today);
        await refreshLeaderboardEntry(db, user.uid, today);
        return actionSuccess({ intent: command.intent });
      }
      case 'leave': {
        if (await leaveChallenge(db, user.uid, id)) await refreshLeaderboardEntry(db, user.uid, today);
        return redirect('/challenges');
      }
      case 'progress': {
        const completed = await recordManualProgress(db, user.uid, id, command.progress, today);
        if (completed) await refreshLeaderboardEntry(db, user.uid, today);
        return actionSuccess({ intent: command.intent, completed });
      }
      case 'end':
        await endChallengeToday(db, user.uid, id, today);
        return actionSuccess({ intent: command.intent });
      case 'delete':
        await deleteChallenge(db, user.uid, id);
        return redirect('/challenges');
    }
  });
}

export default function ChallengeRoute({ loaderData }: Route.ComponentProps) {
  return <ChallengeScreen key={loaderData.challenge.id} {...loaderData} />;
}
