import type { Route } from './+types/_app.settings.nutrition-goals';
import { NutritionGoalsSettings } from '#app/components/settings/nutrition-goals-settings.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { latestWeight } from '#app/lib/firebase/measurements.server.ts';
import { readProfile } from '#app/lib/firebase/profile.server.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { readNutritionGoals } from '#app/lib/firebase/settings.server.ts';
import { displayNameOf } from '#app/lib/identity/display-name.ts';

export const handle = { i18n: ['settings', 'profile', 'calculators'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const [goals, profile, weight] = await Promise.all([
    readNutritionGoals(db, user.uid),
    readProfile(db, user.uid, displayNameOf(user)),
    latestWeight(db, user.uid),
  ]);
  return { goals, profile, latestWeight: weight };
}

export default function NutritionGoalsRoute({ loaderData }: Route.ComponentProps) {
  return <NutritionGoalsSettings initial={loaderData.goals} profile={loaderData.profile} latestWeight={loaderData.latestWeight} />;
}
