import type { Route } from './+types/_app.nutrition.logs';
import { FoodLogScreen } from '#app/components/nutrition/food-log-screen.tsx';
import { addDays, ageOn, isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { ciqualCodeOf, foodLogDoc, recentFoodLogs } from '#app/lib/data/nutrition.ts';
import { nutritionGoalsDoc } from '#app/lib/data/nutrition-goals.ts';
import { profileDoc } from '#app/lib/data/profile.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { baseMicronutrients } from '#app/lib/nutrition/base-micronutrients.ts';
import { keepRepeats, REPEATS_KEPT, repeatFoods } from '#app/lib/nutrition/repeat-foods.ts';
import { dayOf } from '#app/lib/nutrition-routes.server.ts';

export const handle = { i18n: 'nutrition' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const day = dayOf(new URL(request.url));
  const db = adminDb();
  const [log, yesterday, recentLogs, goals, profile] = await Promise.all([
    readDoc(db, foodLogDoc, { uid: user.uid, id: day }),
    readDoc(db, foodLogDoc, { uid: user.uid, id: addDays(day, -1) }),
    readQuery(db, recentFoodLogs, { uid: user.uid }),
    readDoc(db, nutritionGoalsDoc, { uid: user.uid }),
    readDoc(db, profileDoc, { uid: user.uid }),
  ]);
  // The day's Ciqual foods' micronutrients come with the page; foods added later are fetched.
  const codes = new Set(log.entries.flatMap((e) => ciqualCodeOf(e.ref) ?? []));
  const micronutrients = Object.fromEntries([...codes].map((code) => [code, baseMicronutrients(code)]));
  const today = isoDayIn();
  // The foods of the other days; the page counts the day it shows on top, live.
  const repeats = keepRepeats(repeatFoods(recentLogs.filter((other) => other.day !== day)), REPEATS_KEPT);
  return { day, today, log, yesterday, repeats, goals, micronutrients, person: { sex: profile.sex, age: ageOn(profile.birthDate, day) } };
}

export default function FoodLogRoute({ loaderData }: Route.ComponentProps) {
  return <FoodLogScreen data={loaderData} />;
}
