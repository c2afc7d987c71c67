import type { Route } from './+types/_app.nutrition.recipes._index';
import { RecipesScreen } from '#app/components/recipes/recipes-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { foodLogDoc } from '#app/lib/data/nutrition.ts';
import { myRecipes } from '#app/lib/data/recipes.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { dayAndMealOf } from '#app/lib/nutrition-routes.server.ts';

export const handle = { i18n: ['nutrition', 'recipes'] };

// `?jour=` names the day portions are logged into (today in Paris by default).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { day, meal } = dayAndMealOf(new URL(request.url));
  const db = adminDb();
  const [recipes, log] = await Promise.all([readQuery(db, myRecipes, { uid: user.uid }), readDoc(db, foodLogDoc, { uid: user.uid, id: day })]);
  return { recipes, day, meal, log };
}

export default function RecipesRoute({ loaderData }: Route.ComponentProps) {
  return <RecipesScreen data={loaderData} />;
}
