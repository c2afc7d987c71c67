import type { Route } from './+types/_app.nutrition._index';
import { KeptDayNotice } from '#app/components/nutrition/kept-day-notice.tsx';
import { NutritionTodayScreen } from '#app/components/nutrition/nutrition-today-screen.tsx';
import { ageOn, isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc } from '#app/lib/data/documents.server.ts';
import { ciqualCodeOf, foodLogDoc } from '#app/lib/data/nutrition.ts';
import { nutritionGoalsDoc } from '#app/lib/data/nutrition-goals.ts';
import { profileDoc } from '#app/lib/data/profile.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { baseMicronutrients, baseRichFoods } from '#app/lib/nutrition/base-micronutrients.ts';
import { onAskedDay, type OnAskedDay } from '#app/lib/nutrition/kept-day.ts';
import { MICRONUTRIENT_KEYS } from '#app/lib/nutrition/micronutrients.ts';
import { referenceIntake } from '#app/lib/nutrition/references.ts';

export const handle = { i18n: 'nutrition' };

// Today (the Paris day) is read here, so the first HTML already shows it against the goals.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const day = isoDayIn();
  const db = adminDb();
  const [log, goals, profile] = await Promise.all([
    readDoc(db, foodLogDoc, { uid: user.uid, id: day }),
    readDoc(db, nutritionGoalsDoc, { uid: user.uid }),
    readDoc(db, profileDoc, { uid: user.uid }),
  ]);
  const person = { sex: profile.sex, age: ageOn(profile.birthDate, day) };
  // The day's Ciqual foods' micronutrients come with the page (foods added later are fetched),
  // with foods rich in each nutrient the person has a reference for, to suggest what is missing.
  const codes = new Set(log.entries.flatMap((e) => ciqualCodeOf(e.ref) ?? []));
  const micronutrients = Object.fromEntries([...codes].map((code) => [code, baseMicronutrients(code)]));
  const { sex, age } = person;
  const richFoods = sex && age !== null ? Object.fromEntries(MICRONUTRIENT_KEYS.flatMap((key) => (referenceIntake(key, sex, age) ? [[key, baseRichFoods(key)]] : []))) : {};
  return { day, log, goals, micronutrients, richFoods, person };
}

// A copy kept for use offline names the day it was fetched on as today (app/lib/nutrition/kept-day.ts);
// this page asks no day, so its data is always shown (moved onto today when older).
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  const shown: OnAskedDay<typeof data> = onAskedDay(data, new URL(request.url)) ?? data;
  return shown;
}
clientLoader.hydrate = true as const;

export default function NutritionRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <KeptDayNotice keptFrom={'keptFrom' in loaderData ? loaderData.keptFrom : undefined} />
      <NutritionTodayScreen data={loaderData} />
    </>
  );
}
