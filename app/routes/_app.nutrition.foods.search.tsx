import { data as routeData } from 'react-router';
import type { Route } from './+types/_app.nutrition.foods.search';
import { answersRequest, foodSearchOnThisDevice, rememberFoodSearch } from '#app/components/nutrition/food-search-offline.ts';
import { FoodSearchScreen } from '#app/components/nutrition/food-search-screen.tsx';
import { KeptDayNotice } from '#app/components/nutrition/kept-day-notice.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { foodLogDoc, myFoods, ownBaseCodes, recentFoodLogs } from '#app/lib/data/nutrition.ts';
import { myRecipes } from '#app/lib/data/recipes.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { searchBase } from '#app/lib/nutrition/index.ts';
import { onAskedDay } from '#app/lib/nutrition/kept-day.ts';
import { searchQueryOf } from '#app/lib/nutrition/search-query.ts';
import { keepRepeats, REPEATS_KEPT, repeatFoods } from '#app/lib/nutrition/repeat-foods.ts';
import { dayAndMealOf } from '#app/lib/nutrition-routes.server.ts';
import { NO_SAVED_COPY } from '#app/lib/offline/cache-names.ts';
import { offConfig } from '#app/lib/open-food-facts/config.server.ts';

export const handle = { i18n: 'nutrition' };

const BASE_RESULTS = 20;

// `?q=` is searched here, so the first HTML already lists my foods and the Ciqual matches.
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  const q = searchQueryOf(url);
  const { day, meal } = dayAndMealOf(url);
  const db = adminDb();
  const [foods, recipes, log, recentLogs] = await Promise.all([
    readQuery(db, myFoods, { uid: user.uid }),
    readQuery(db, myRecipes, { uid: user.uid }),
    readDoc(db, foodLogDoc, { uid: user.uid, id: day }),
    // Read even with nothing searched: they rank the Ciqual matches (here and when the page searches
    // without signal) and, with nothing typed, give the foods offered again.
    readQuery(db, recentFoodLogs, { uid: user.uid }),
  ]);
  const mine = ownBaseCodes(recentLogs);
  return {
    q,
    day,
    meal,
    foods,
    recipes,
    log,
    mine,
    base: q ? searchBase(q, BASE_RESULTS, { mine }) : [],
    // The other days' foods; the page counts the target day on top, live.
    repeats: q ? [] : keepRepeats(repeatFoods(recentLogs.filter((other) => other.day !== day)), REPEATS_KEPT),
    off: offConfig(request),
  };
}

// Without signal, the Ciqual base is searched in this browser's copy, as the server would.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  let data;
  try {
    data = await serverLoader();
  } catch (failure) {
    return foodSearchOnThisDevice(request, failure, BASE_RESULTS);
  }
  // Without signal, the service worker answers with the page's kept copy, made for no query on the
  // day it was fetched: moved onto today when that day is past (app/lib/nutrition/kept-day.ts); if
  // it cannot stand in (another day asked), the page says it needs a connection.
  const shown = onAskedDay(data, new URL(request.url));
  rememberFoodSearch(shown ?? data);
  return shown && answersRequest(shown, request) ? shown : foodSearchOnThisDevice(request, routeData(NO_SAVED_COPY, { status: 503 }), BASE_RESULTS);
}
clientLoader.hydrate = true as const;

export default function FoodSearchRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <KeptDayNotice keptFrom={'keptFrom' in loaderData ? loaderData.keptFrom : undefined} />
      <FoodSearchScreen data={loaderData} />
    </>
  );
}
