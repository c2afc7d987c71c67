import { data } from 'react-router';
import type { Route } from './+types/_app.nutrition.recipes.$recipeId';
import { RecipeEditorScreen } from '#app/components/recipes/recipe-editor-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { myFoods } from '#app/lib/data/nutrition.ts';
import { recipeDoc } from '#app/lib/data/recipes.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { offConfig } from '#app/lib/open-food-facts/config.server.ts';
import { documentIdParam } from '#app/lib/request.server.ts';

export const handle = { i18n: ['nutrition', 'recipes'] };

export async function loader({ request, params }: Route.LoaderArgs) {
  const id = documentIdParam(params.recipeId);
  const user = await requireUser(request);
  const db = adminDb();
  const [recipe, foods] = await Promise.all([readDoc(db, recipeDoc, { uid: user.uid, id }), readQuery(db, myFoods, { uid: user.uid })]);
  if (!recipe) throw data(null, { status: 404 });
  return { recipe, foods, off: offConfig(request) };
}

export default function EditRecipeRoute({ loaderData }: Route.ComponentProps) {
  // A fresh form for each recipe: navigating from one to another must not keep what was typed.
  return <RecipeEditorScreen key={loaderData.recipe.id} data={loaderData} />;
}
