import * as z from 'zod/mini';
import type { Route } from './+types/_app.profile';
import { ProfileScreen } from '#app/components/profile/profile-screen.tsx';
import { ActionRefusal } from '#app/components/ui/form.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { deleteAccount, listUserCollections } from '#app/lib/account/account.server.ts';
import { adminAuth, adminDb } from '#app/lib/firebase/admin.server.ts';
import { bodyFactsFrom } from '#app/lib/data/body-facts.ts';
import { readCount, readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { allMeasurements, recentMeasurements } from '#app/lib/data/measurements.ts';
import { nutritionGoalsDoc } from '#app/lib/data/nutrition-goals.ts';
import { profileDoc } from '#app/lib/data/profile.ts';
import { clearedSessionCookie, forgetAccount, requireUser, signedInRecentlyAs } from '#app/lib/firebase/auth-session.server.ts';
import { displayNameOf } from '#app/lib/identity/display-name.ts';
import { frResources } from '#app/lib/i18n/resources.server.ts';
import { actionFailure, actionSuccess, rateLimitedFailure } from '#app/lib/forms/action-result.ts';
import { headersWithRetryAfter, limitAccount, limitAddress } from '#app/lib/security/rate-limit.server.ts';
import { assertSameOrigin, readFormInput } from '#app/lib/request.server.ts';

export const handle = { i18n: ['profile', 'calculators'] };

export const headers = headersWithRetryAfter;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const uid = user.uid;
  const [profile, measurementCount, recent, goals, collections] = await Promise.all([
    readDoc(db, profileDoc, { uid }),
    readCount(db, allMeasurements, { uid }),
    readQuery(db, recentMeasurements, { uid }),
    readDoc(db, nutritionGoalsDoc, { uid }),
    listUserCollections(db, uid),
  ]);
  return {
    profile,
    accountName: displayNameOf(user),
    email: user.email,
    stats: { measurementCount, latestWeight: bodyFactsFrom(profile, recent, isoDayIn()).latest.weightKg ?? null, goalKcal: goals?.kcal ?? null },
    collections,
  };
}

const deletionInput = z.object({
  intent: z.literal('delete-account'),
  confirm: z.pipe(z.optional(z.string()), z.transform((typed) => (typed ?? '').trim().toLocaleUpperCase('fr-FR'))),
  idToken: z.optional(z.string()),
});

/** Account deletion: the server must be trusted with it (recursive, then the Auth account). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin({ request, context });
  // A request that is no deletion form spends none of the deletion budget.
  const input = await readFormInput({ request, context }, deletionInput, { intents: ['delete-account'] });
  const byAddress = limitAddress('deleteAccount', context);
  if (!byAddress.allowed) return rateLimitedFailure(byAddress.retryAfterSec);
  // A revoked session (signed out elsewhere, password changed) must not erase an account: read now.
  const user = await requireUser(request, { fresh: true });
  const byAccount = await limitAccount('deleteAccount', user.uid);
  if (!byAccount.allowed) return rateLimitedFailure(byAccount.retryAfterSec);
  if (!input.ok) return actionFailure('profile:account.deleteFailedBody', { status: 400, fieldErrors: input.fieldErrors });
  // The word the dialog asks for, from the same locale file, so a copy edit cannot desync them.
  const word = String((frResources.profile?.account as { confirmWord?: string } | undefined)?.confirmWord ?? 'SUPPRIMER');
  if (input.value.confirm !== word) return actionFailure('profile:account.wordMismatch', { status: 400, fieldErrors: { confirm: { key: 'profile:account.wordMismatch' } } });
  // An unattended signed-in browser must not be enough: the person proves a recent sign-in.
  if (!(await signedInRecentlyAs(user, input.value.idToken ?? null))) {
    return actionFailure('profile:account.reauth', { status: 403, fieldErrors: { idToken: { key: 'profile:account.reauth' } } });
  }
  try {
    await deleteAccount(adminDb(), adminAuth, user.uid);
  } catch (error) {
    console.error('account deletion failed', user.uid, error);
    return actionFailure('profile:account.deleteFailedBody', { status: 500 });
  } finally {
    forgetAccount(user.uid);
  }
  return actionSuccess({}, { headers: { 'Set-Cookie': await clearedSessionCookie() } });
}

export default function ProfileRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ActionRefusal result={actionData} />
      <ProfileScreen initial={loaderData.profile} accountName={loaderData.accountName} email={loaderData.email} stats={loaderData.stats} collections={loaderData.collections} />
    </>
  );
}
