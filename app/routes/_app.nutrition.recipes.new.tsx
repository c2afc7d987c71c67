import type { Route } from './+types/_app.nutrition.recipes.new';
import { RecipeEditorScreen } from '#app/components/recipes/recipe-editor-screen.tsx';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readQuery } from '#app/lib/data/documents.server.ts';
import { myFoods } from '#app/lib/data/nutrition.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { offConfig } from '#app/lib/open-food-facts/config.server.ts';

export const handle = { i18n: ['nutrition', 'recipes'] };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const foods = await readQuery(adminDb(), myFoods, { uid: user.uid });
  return { recipe: null, foods, off: offConfig(request) };
}

export default function NewRecipeRoute({ loaderData }: Route.ComponentProps) {
  return <RecipeEditorScreen data={loaderData} />;
}
