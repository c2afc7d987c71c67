import { data, redirect } from 'react-router';
import type { Route } from './+types/_app.challenges.view.$id';
import { ChallengeScreen } from '#app/components/challenges/challenge-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { serverEnv } from '#app/lib/env.server.ts';
import { parseDecimal } from '#app/lib/format/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { runChallengeAction } from '#app/lib/firebase/challenge-actions.server.ts';
import { challengeRanking } from '#app/lib/firebase/challenges.ts';
import {
  deleteChallenge,
  endChallengeToday,
  joinChallenge,
  knownPseudonymOf,
  leaveChallenge,
  readableChallenge,
  recordManualProgress,
  refreshChallengeProgress,
} from '#app/lib/firebase/challenges.server.ts';
import { readQuery } from '#app/lib/firebase/documents.server.ts';
import { refreshLeaderboardEntry } from '#app/lib/firebase/leaderboard.server.ts';
import { assertSameOrigin, requireUser } from '#app/lib/firebase/session.server.ts';
import { documentIdParam, readForm } from '#app/lib/request.server.ts';

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
  assertSameOrigin(request);
  const user = await requireUser(request);
  const form = await readForm({ request, context }, { intents: ['join', 'leave', 'progress', 'end', 'delete'] });
  const intent = String(form.get('intent') ?? '');
  const db = adminDb();
  const today = isoDayIn();
  return runChallengeAction(intent, async () => {
    switch (intent) {
      case 'join': {
        await joinChallenge(db, user.uid, id, { inviteCode: null, pseudonym: String(form.get('pseudonym') ?? '') }, today);
        await refreshLeaderboardEntry(db, user.uid, today);
        return { intent, ok: true as const };
      }
      case 'leave': {
        if (await leaveChallenge(db, user.uid, id)) await refreshLeaderboardEntry(db, user.uid, today);
        return redirect('/challenges');
      }
      case 'progress': {
        const progress = parseDecimal(String(form.get('progress') ?? ''));
        if (progress === null) return { intent, ok: false as const, error: 'challenges:errors.progress' };
        const completed = await recordManualProgress(db, user.uid, id, progress, today);
        if (completed) await refreshLeaderboardEntry(db, user.uid, today);
        return { intent, ok: true as const, completed };
      }
      case 'end':
        await endChallengeToday(db, user.uid, id, today);
        return { intent, ok: true as const };
      case 'delete':
        await deleteChallenge(db, user.uid, id);
        return redirect('/challenges');
      default:
        return data({ intent: 'unknown', ok: false as const, error: 'challenges:errors.failed' }, { status: 400 });
    }
  });
}

export default function ChallengeRoute({ loaderData }: Route.ComponentProps) {
  return <ChallengeScreen key={loaderData.challenge.id} {...loaderData} />;
}
