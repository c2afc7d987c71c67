import type { Route } from './+types/_app.nutrition.logs';
import { FoodLogScreen } from '#app/components/nutrition/food-log-screen.tsx';
import { isoDayIn } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc } from '#app/lib/firebase/documents.server.ts';
import { foodLogDoc } from '#app/lib/firebase/nutrition.ts';
import { nutritionGoalsDoc } from '#app/lib/firebase/nutrition-goals.ts';
import { requireUser } from '#app/lib/firebase/session.server.ts';
import { dayOf } from '#app/lib/nutrition-routes.server.ts';

export const handle = { i18n: 'nutrition' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const day = dayOf(new URL(request.url));
  const db = adminDb();
  const [log, goals] = await Promise.all([readDoc(db, foodLogDoc, { uid: user.uid, id: day }), readDoc(db, nutritionGoalsDoc, { uid: user.uid })]);
  return { day, today: isoDayIn(), log, goals };
}

export default function FoodLogRoute({ loaderData }: Route.ComponentProps) {
  return <FoodLogScreen data={loaderData} />;
}
