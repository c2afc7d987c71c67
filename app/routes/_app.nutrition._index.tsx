import type { Route } from './+types/_app.nutrition._index';
import { NutritionTodayScreen } from '#app/components/nutrition/nutrition-today-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc } from '#app/lib/data/documents.server.ts';
import { foodLogDoc } from '#app/lib/data/nutrition.ts';
import { nutritionGoalsDoc } from '#app/lib/data/nutrition-goals.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

export const handle = { i18n: 'nutrition' };

// Today (the Paris day) is read here, so the first HTML already shows it against the goals.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const day = isoDayIn();
  const db = adminDb();
  const [log, goals] = await Promise.all([readDoc(db, foodLogDoc, { uid: user.uid, id: day }), readDoc(db, nutritionGoalsDoc, { uid: user.uid })]);
  return { day, log, goals };
}

export default function NutritionRoute({ loaderData }: Route.ComponentProps) {
  return <NutritionTodayScreen data={loaderData} />;
}
