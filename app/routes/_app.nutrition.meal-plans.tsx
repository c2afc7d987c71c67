import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/_app.nutrition.meal-plans';
import { MealPlanScreen } from '#app/components/meal-plans/meal-plan-screen.tsx';
import type { PlanActionResult } from '#app/components/meal-plans/plan-actions.tsx';
import { isoDayIn, isoWeekKey, mondayOfWeekKey } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/firebase/documents.server.ts';
import { DAYS_PER_WEEK, mealPlanDoc, shoppingKey } from '#app/lib/firebase/meal-plans.ts';
import { applyPlanToLog, copyWeekPlan, foodGroupsOf } from '#app/lib/firebase/meal-plans.server.ts';
import { myFoods } from '#app/lib/firebase/nutrition.ts';
import { nutritionGoalsDoc } from '#app/lib/firebase/nutrition-goals.ts';
import { assertSameOrigin, requireUser } from '#app/lib/firebase/session.server.ts';
import { myRecipes } from '#app/lib/firebase/recipes.ts';
import { readForm } from '#app/lib/request.server.ts';

export const handle = { i18n: ['nutrition', 'meal-plans'] };

/** `?semaine=2026-W48`; the current Paris week when absent, and when it names no week (said on screen). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const asked = new URL(request.url).searchParams.get('semaine');
  const today = isoDayIn();
  const week = asked !== null && mondayOfWeekKey(asked) !== null ? asked : isoWeekKey(today);
  const db = adminDb();
  const [plan, goals, foods, recipes] = await Promise.all([
    readDoc(db, mealPlanDoc, { uid: user.uid, id: week }),
    readDoc(db, nutritionGoalsDoc, { uid: user.uid }),
    readQuery(db, myFoods, { uid: user.uid }),
    readQuery(db, myRecipes, { uid: user.uid }),
  ]);
  // Groups of my foods (for what gets planned) and of the recipes' ingredients (for the shopping list).
  const groups = foodGroupsOf([...foods.map((food) => food.id), ...recipes.flatMap((recipe) => recipe.ingredients.map((ingredient) => shoppingKey(ingredient.ref)))]);
  return { week, today, unknownWeek: asked !== null && asked !== week ? asked.slice(0, 40) : null, plan, goals, foods, recipes, groups };
}

/* Applying or copying changes neither this week's plan (live already) nor anything else the loader read. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

/*
 * A refusal is an answer the screen words in French, not a failed request: it comes with 200, so
 * the browser does not log a failed resource for a person's typing mistake.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<PlanActionResult> {
  assertSameOrigin(request);
  const user = await requireUser(request);
  const form = await readForm({ request, context }, { intents: ['apply', 'copy'] });
  const intent = form.get('intent');
  const week = String(form.get('semaine') ?? '');
  if (intent !== 'apply' && intent !== 'copy') throw data(null, { status: 400 });
  if (mondayOfWeekKey(week) === null) return { intent, ok: false, error: 'week' };

  if (intent === 'apply') {
    const days = [...new Set(form.getAll('jour').map(Number))].filter((i) => Number.isInteger(i) && i >= 0 && i < DAYS_PER_WEEK);
    if (days.length === 0) return { intent, ok: false, error: 'noDay' };
    return { intent, ...(await applyPlanToLog(adminDb(), user.uid, week, days)) };
  }

  const target = String(form.get('vers') ?? '').trim();
  if (mondayOfWeekKey(target) === null) return { intent, ok: false, error: 'targetWeek' };
  if (target === week) return { intent, ok: false, error: 'sameWeek' };
  const outcome = await copyWeekPlan(adminDb(), user.uid, week, target, form.get('remplacer') === 'oui');
  return outcome.ok ? { intent, ok: true, target } : { intent, ...outcome };
}

export default function MealPlansRoute({ loaderData }: Route.ComponentProps) {
  return <MealPlanScreen data={loaderData} />;
}
