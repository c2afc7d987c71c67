import type { Route } from './+types/_app.nutrition.foods._index';
import { MyFoodsScreen } from '#app/components/nutrition/my-foods-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { myFoods, recentFoodLogs } from '#app/lib/data/nutrition.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';

export const handle = { i18n: 'nutrition' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const db = adminDb();
  const [foods, recentLogs] = await Promise.all([readQuery(db, myFoods, { uid: user.uid }), readQuery(db, recentFoodLogs, { uid: user.uid })]);
  return { foods, recentLogs };
}

export default function MyFoodsRoute({ loaderData }: Route.ComponentProps) {
  return <MyFoodsScreen initial={loaderData.foods} recentLogs={loaderData.recentLogs} />;
}
