import { data as routeData } from 'react-router';
import type { Route } from './+types/_app.nutrition.recipes._index';
import { KeptDayNotice } from '#app/components/nutrition/kept-day-notice.tsx';
import { RecipesScreen } from '#app/components/recipes/recipes-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { foodLogDoc } from '#app/lib/data/nutrition.ts';
import { myRecipes } from '#app/lib/data/recipes.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { onAskedDay } from '#app/lib/nutrition/kept-day.ts';
import { dayAndMealOf } from '#app/lib/nutrition-routes.server.ts';
import { NO_SAVED_COPY } from '#app/lib/offline/cache-names.ts';

export const handle = { i18n: ['nutrition', 'recipes'] };

// `?jour=` names the day portions are logged into (today in Paris by default).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { day, meal } = dayAndMealOf(new URL(request.url));
  const db = adminDb();
  const [recipes, log] = await Promise.all([readQuery(db, myRecipes, { uid: user.uid }), readDoc(db, foodLogDoc, { uid: user.uid, id: day })]);
  return { recipes, day, meal, log };
}

// A copy kept for use offline names the day it was fetched on as today (app/lib/nutrition/kept-day.ts).
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const shown = onAskedDay(await serverLoader(), new URL(request.url));
  if (!shown) throw routeData(NO_SAVED_COPY, { status: 503 });
  return shown;
}
clientLoader.hydrate = true as const;

export default function RecipesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <KeptDayNotice keptFrom={'keptFrom' in loaderData ? loaderData.keptFrom : undefined} />
      <RecipesScreen data={loaderData} />
    </>
  );
}
