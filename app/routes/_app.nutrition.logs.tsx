import { data as routeData } from 'react-router';
import type { Route } from './+types/_app.nutrition.logs';
import { KeptDayNotice } from '#app/components/nutrition/kept-day-notice.tsx';
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
import { onAskedDay } from '#app/lib/nutrition/kept-day.ts';
import { dayOf } from '#app/lib/nutrition-routes.server.ts';
import { NO_SAVED_COPY } from '#app/lib/offline/cache-names.ts';

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

// A copy kept for use offline names the day it was fetched on as today (app/lib/nutrition/kept-day.ts).
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  const shown = onAskedDay(data, new URL(request.url));
  if (!shown) throw routeData(NO_SAVED_COPY, { status: 503 });
  if (!shown.keptFrom) return shown;
  // The copy's day is now one of the other days: its foods are offered again, and it is
  // yesterday's log when it is the day before.
  const yesterday = addDays(shown.day, -1);
  return {
    ...shown,
    today: shown.day,
    yesterday: data.day === yesterday ? data.log : { day: yesterday, entries: [] },
    repeats: keepRepeats(repeatFoods([data.log], data.repeats), REPEATS_KEPT),
  };
}
clientLoader.hydrate = true as const;

export default function FoodLogRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <KeptDayNotice keptFrom={'keptFrom' in loaderData ? loaderData.keptFrom : undefined} />
      <FoodLogScreen data={loaderData} />
    </>
  );
}
