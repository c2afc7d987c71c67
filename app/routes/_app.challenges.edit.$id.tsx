import { data, redirect } from 'react-router';
import type { Route } from './+types/_app.challenges.edit.$id';
import { ChallengeFormScreen } from '#app/components/challenges/challenge-form.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { challengeFieldsFrom, runChallengeAction } from '#app/lib/challenges/challenge-actions.server.ts';
import { readableChallenge, updateChallenge } from '#app/lib/challenges/challenges.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { actionFailure, formFields } from '#app/lib/forms/action-result.ts';
import { assertSameOrigin, documentIdParam, readForm } from '#app/lib/request.server.ts';

export const handle = { i18n: 'challenges' };

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = documentIdParam(params.id);
  const user = await requireUser(request);
  const found = await readableChallenge(adminDb(), user.uid, id);
  if (!found || found.challenge.createdBy !== user.uid) throw data(null, { status: 404 });
  // Others joined: the terms are theirs too now; the challenge's page says what is still possible.
  if (found.challenge.participantCount > (found.joined ? 1 : 0)) throw redirect(`/challenges/view/${id}`);
  const today = isoDayIn();
  return { today, defaultEnd: found.challenge.endDate, pseudonym: null, challenge: found.challenge };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = documentIdParam(params.id);
  assertSameOrigin({ request, context });
  const user = await requireUser(request);
  const fields = formFields(await readForm({ request, context }));
  const today = isoDayIn();
  return runChallengeAction('update', async () => {
    const challenge = challengeFieldsFrom(fields, today);
    if (!challenge.ok) return actionFailure('common:form.checkFields', { status: 200, intent: 'update', fieldErrors: challenge.fieldErrors });
    await updateChallenge(adminDb(), user.uid, id, challenge.value, today);
    return redirect(`/challenges/view/${id}`);
  });
}

export default function EditChallengeRoute({ loaderData }: Route.ComponentProps) {
  return <ChallengeFormScreen key={loaderData.challenge.id} mode="edit" {...loaderData} />;
}
