import { redirect } from 'react-router';
import type { Route } from './+types/_app.challenges.new';
import { ChallengeFormScreen } from '#app/components/challenges/challenge-form.tsx';
import { addDays, isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { challengeFieldsFrom, runChallengeAction } from '#app/lib/challenges/challenge-actions.server.ts';
import { createChallenge, knownPseudonymOf } from '#app/lib/challenges/challenges.server.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { actionFailure, formFields, rateLimitedFailure } from '#app/lib/forms/action-result.ts';
import { assertSameOrigin, readForm } from '#app/lib/request.server.ts';
import { headersWithRetryAfter, limitAccount, limitAddress } from '#app/lib/security/rate-limit.server.ts';

export const handle = { i18n: 'challenges' };

export const headers = headersWithRetryAfter;

const rateLimited = (retryAfterSec: number) => rateLimitedFailure(retryAfterSec, 'create');

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const today = isoDayIn();
  return { today, defaultEnd: addDays(today, 29), pseudonym: await knownPseudonymOf(adminDb(), user.uid) };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin({ request, context });
  const byAddress = limitAddress('challengeCreate', context);
  if (!byAddress.allowed) return rateLimited(byAddress.retryAfterSec);
  const user = await requireUser(request);
  const fields = formFields(await readForm({ request, context }));
  const today = isoDayIn();
  return runChallengeAction('create', async () => {
    const challenge = challengeFieldsFrom(fields, today);
    if (!challenge.ok) return actionFailure('common:form.checkFields', { status: 200, intent: 'create', fieldErrors: challenge.fieldErrors });
    // Counted once the challenge would be created: a form sent back for a mistake costs nothing.
    const byAccount = await limitAccount('challengeCreate', user.uid);
    if (!byAccount.allowed) return rateLimited(byAccount.retryAfterSec);
    const id = await createChallenge(adminDb(), user.uid, challenge.value, typeof fields.pseudonym === 'string' ? fields.pseudonym : '', today);
    return redirect(`/challenges/view/${id}`);
  });
}

export default function NewChallengeRoute({ loaderData }: Route.ComponentProps) {
  return <ChallengeFormScreen mode="new" {...loaderData} challenge={null} />;
}
