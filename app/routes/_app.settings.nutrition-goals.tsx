import type { Route } from './+types/_app.settings.nutrition-goals';
import { NutritionGoalsSettings } from '#app/components/settings/nutrition-goals-settings.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { bodyFactsFrom } from '#app/lib/data/body-facts.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { recentMeasurements } from '#app/lib/data/measurements.ts';
import { nutritionGoalsDoc } from '#app/lib/data/nutrition-goals.ts';
import { profileDoc } from '#app/lib/data/profile.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

export const handle = { i18n: ['settings', 'profile', 'calculators'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const uid = user.uid;
  const [goals, profile, recent] = await Promise.all([readDoc(db, nutritionGoalsDoc, { uid }), readDoc(db, profileDoc, { uid }), readQuery(db, recentMeasurements, { uid })]);
  const today = isoDayIn();
  return { goals, energyUnit: profile.energyUnit, facts: bodyFactsFrom(profile, recent, today), profileExists: profile.exists, today };
}

export default function NutritionGoalsRoute({ loaderData }: Route.ComponentProps) {
  const { goals, energyUnit, facts, profileExists, today } = loaderData;
  return <NutritionGoalsSettings initial={goals} energyUnit={energyUnit} facts={facts} profileExists={profileExists} today={today} />;
}
