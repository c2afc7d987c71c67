import { data } from 'react-router';
import type { Route } from './+types/_app.profile';
import type { DeleteAccountResult } from '#app/components/profile/delete-account.tsx';
import { ProfileScreen } from '#app/components/profile/profile-screen.tsx';
import { deleteAccount, listUserCollections } from '#app/lib/firebase/account.server.ts';
import { adminAuth, adminDb } from '#app/lib/firebase/admin.server.ts';
import { countMeasurements, latestWeight } from '#app/lib/firebase/measurements.server.ts';
import { readProfile } from '#app/lib/firebase/profile.server.ts';
import { clearedSessionCookie, assertSameOrigin, requireUser } from '#app/lib/firebase/session.server.ts';
import { readNutritionGoals } from '#app/lib/firebase/settings.server.ts';
import { frResources } from '#app/lib/i18n/resources.server.ts';

export const handle = { i18n: ['profile', 'calculators'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const fallbackName = user.displayName ?? user.email ?? '';
  const [profile, measurementCount, weight, goals, collections] = await Promise.all([
    readProfile(db, user.uid, fallbackName),
    countMeasurements(db, user.uid),
    latestWeight(db, user.uid),
    readNutritionGoals(db, user.uid),
    listUserCollections(db, user.uid),
  ]);
  return {
    profile,
    fallbackName,
    email: user.email,
    stats: { measurementCount, latestWeight: weight, goalKcal: goals?.kcal ?? null },
    collections,
  };
}

/** Account deletion: the server must be trusted with it (recursive, then the Auth account). */
export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  // A revoked session (signed out elsewhere, password changed) must not erase an account.
  const user = await requireUser(request, { checkRevoked: true });
  const form = await request.formData();
  if (form.get('intent') !== 'delete-account') throw data(null, { status: 400 });
  // The word the dialog asks for, from the same locale file, so a copy edit cannot desync them.
  const word = String((frResources.profile?.account as { confirmWord?: string } | undefined)?.confirmWord ?? 'SUPPRIMER');
  if (String(form.get('confirm') ?? '').trim().toLocaleUpperCase('fr-FR') !== word) {
    return data<DeleteAccountResult>({ deleted: false, error: 'word' }, { status: 400 });
  }
  try {
    await deleteAccount(adminDb(), adminAuth, user.uid);
  } catch (error) {
    console.error('account deletion failed', user.uid, error);
    return data<DeleteAccountResult>({ deleted: false, error: 'failed' }, { status: 500 });
  }
  return data<DeleteAccountResult>({ deleted: true }, { headers: { 'Set-Cookie': await clearedSessionCookie() } });
}

export default function ProfileRoute({ loaderData }: Route.ComponentProps) {
  return <ProfileScreen initial={loaderData.profile} fallbackName={loaderData.fallbackName} email={loaderData.email} stats={loaderData.stats} collections={loaderData.collections} />;
}
