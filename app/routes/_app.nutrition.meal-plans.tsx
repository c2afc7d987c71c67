import { type ShouldRevalidateFunctionArgs } from 'react-router';
import * as z from 'zod/mini';
import type { Route } from './+types/_app.nutrition.meal-plans';
import { MealPlanScreen } from '#app/components/meal-plans/meal-plan-screen.tsx';
import { isoDayIn, isoWeekKey, mondayOfWeekKey } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import { readDoc, readQuery } from '#app/lib/data/documents.server.ts';
import { DAYS_PER_WEEK, mealPlanDoc, shoppingKey } from '#app/lib/data/meal-plans.ts';
import { applyPlanToLog, copyWeekPlan, foodGroupsOf } from '#app/lib/meal-plans/meal-plans.server.ts';
import { ENTRIES_MAX, myFoods } from '#app/lib/data/nutrition.ts';
import { nutritionGoalsDoc } from '#app/lib/data/nutrition-goals.ts';
import { requireUser } from '#app/lib/firebase/auth-session.server.ts';
import { myRecipes } from '#app/lib/data/recipes.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { actionFailure, actionSuccess } from '#app/lib/forms/action-result.ts';
import { assertSameOrigin, readFormInput } from '#app/lib/request.server.ts';

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

const text = z.pipe(z.optional(z.string()), z.transform((typed) => (typed ?? '').trim()));
const weekKey = (message: string) => text.check(z.refine((typed) => mondayOfWeekKey(typed) !== null, { message }));

const planInput = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('apply'),
    semaine: weekKey('meal-plans:errors.week'),
    jour: z.pipe(
      z.array(z.string()),
      z.transform((typed) => [...new Set(typed.map(Number))].filter((i) => Number.isInteger(i) && i >= 0 && i < DAYS_PER_WEEK)),
    ).check(z.refine((days) => days.length > 0, { message: 'meal-plans:errors.noDay' })),
  }),
  z.object({ intent: z.literal('copy'), semaine: weekKey('meal-plans:errors.week'), vers: weekKey('meal-plans:errors.targetWeek'), remplacer: text }),
]);

type PlanError = 'nothingPlanned' | 'dayFull' | 'targetNotEmpty';

/*
 * A refusal is an answer the screen words in French, not a failed request: it comes with 200, so
 * the browser does not log a failed resource for a person's typing mistake.
 */
const planRefusal = (intent: 'apply' | 'copy', error: PlanError, day?: string) =>
  actionFailure({ key: `meal-plans:errors.${error}`, params: { day: day ? formatDay(day, 'long') : '', max: ENTRIES_MAX } }, { status: 200, intent });

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin({ request, context });
  const user = await requireUser(request);
  const input = await readFormInput({ request, context }, planInput, { intents: ['apply', 'copy'], lists: ['jour'] });
  if (!input.ok) {
    const first = Object.values(input.fieldErrors)[0] ?? { key: 'common:form.invalid' };
    return actionFailure(first, { status: 200, fieldErrors: input.fieldErrors });
  }
  const plan = input.value;
  if (plan.intent === 'apply') {
    const outcome = await applyPlanToLog(adminDb(), user.uid, plan.semaine, plan.jour);
    if (!outcome.ok) return planRefusal(plan.intent, outcome.error, 'day' in outcome ? outcome.day : undefined);
    return actionSuccess({ intent: plan.intent, added: outcome.added, skipped: outcome.skipped, days: outcome.days });
  }
  if (plan.vers === plan.semaine) {
    return actionFailure('meal-plans:errors.sameWeek', { status: 200, intent: plan.intent, fieldErrors: { vers: { key: 'meal-plans:errors.sameWeek' } } });
  }
  const outcome = await copyWeekPlan(adminDb(), user.uid, plan.semaine, plan.vers, plan.remplacer === 'oui');
  return outcome.ok ? actionSuccess({ intent: plan.intent, target: plan.vers }) : planRefusal(plan.intent, outcome.error);
}

export default function MealPlansRoute({ loaderData }: Route.ComponentProps) {
  return <MealPlanScreen data={loaderData} />;
}
