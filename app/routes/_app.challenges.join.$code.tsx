import { redirect } from 'react-router';
import type { Route } from './+types/_app.challenges.join.$code';
import { JoinByLinkScreen } from '#app/components/challenges/join-by-link.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { joinInput, runChallengeAction } from '#app/lib/challenges/challenge-actions.server.ts';
import { challengeByInviteCode, joinChallenge, knownPseudonymOf, readableChallenge } from '#app/lib/challenges/challenges.server.ts';
import { refreshLeaderboardEntry } from '#app/lib/leaderboard/leaderboard.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { actionFailure } from '#app/lib/forms/action-result.ts';
import { assertSameOrigin, readFormInput } from '#app/lib/request.server.ts';

export const handle = { i18n: 'challenges' };

// The invite link of a private challenge. Whoever holds the code sees what they are invited to
// (title, terms, how many take part) — not the participants, who show once joined.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const challenge = await challengeByInviteCode(db, params.code);
  if (challenge && (await readableChallenge(db, user.uid, challenge.id))?.joined) throw redirect(`/challenges/view/${challenge.id}`);
  return { today: isoDayIn(), challenge, pseudonym: challenge ? await knownPseudonymOf(db, user.uid) : null };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin({ request, context });
  const user = await requireUser(request);
  const input = await readFormInput({ request, context }, joinInput);
  if (!input.ok) return actionFailure('common:form.checkFields', { status: 400, intent: 'join', fieldErrors: input.fieldErrors });
  const db = adminDb();
  const today = isoDayIn();
  return runChallengeAction('join', async () => {
    const challenge = await challengeByInviteCode(db, params.code);
    if (!challenge) return actionFailure('challenges:refusals.wrongCode', { status: 200, intent: 'join' });
    await joinChallenge(db, user.uid, challenge.id, { inviteCode: params.code, pseudonym: input.value.pseudonym }, today);
    await refreshLeaderboardEntry(db, user.uid, today);
    return redirect(`/challenges/view/${challenge.id}`);
  });
}

export default function JoinByLinkRoute({ loaderData }: Route.ComponentProps) {
  return <JoinByLinkScreen {...loaderData} />;
}
