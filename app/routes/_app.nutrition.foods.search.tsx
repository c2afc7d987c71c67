import type { Route } from './+types/_app.nutrition.foods.search';
import { FoodSearchScreen } from '#app/components/nutrition/food-search-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { foodLogDoc, myFoods, ownBaseCodes, recentFoodLogs } from '#app/lib/data/nutrition.ts';
import { myRecipes } from '#app/lib/data/recipes.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { searchBase } from '#app/lib/nutrition/index.ts';
import { keepRepeats, REPEATS_KEPT, repeatFoods } from '#app/lib/nutrition/repeat-foods.ts';
import { dayAndMealOf, SEARCH_QUERY_MAX } from '#app/lib/nutrition-routes.server.ts';
import { offConfig } from '#app/lib/open-food-facts/config.server.ts';

export const handle = { i18n: 'nutrition' };

// `?q=` is searched here, so the first HTML already lists my foods and the Ciqual matches.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, SEARCH_QUERY_MAX);
  const { day, meal } = dayAndMealOf(url);
  const db = adminDb();
  const [foods, recipes, log, recentLogs] = await Promise.all([
    readQuery(db, myFoods, { uid: user.uid }),
    readQuery(db, myRecipes, { uid: user.uid }),
    readDoc(db, foodLogDoc, { uid: user.uid, id: day }),
    // Ranks the Ciqual matches; with nothing typed, gives the foods offered again.
    readQuery(db, recentFoodLogs, { uid: user.uid }),
  ]);
  return {
    q,
    day,
    meal,
    foods,
    recipes,
    log,
    base: q ? searchBase(q, undefined, { mine: ownBaseCodes(recentLogs) }) : [],
    // The other days' foods; the page counts the target day on top, live.
    repeats: q ? [] : keepRepeats(repeatFoods(recentLogs.filter((other) => other.day !== day)), REPEATS_KEPT),
    off: offConfig(request),
  };
}

export default function FoodSearchRoute({ loaderData }: Route.ComponentProps) {
  return <FoodSearchScreen data={loaderData} />;
}
