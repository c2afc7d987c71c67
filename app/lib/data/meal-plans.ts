/*
 * Weekly meal plans (`users/{uid}/mealPlans/{week}`, the id an ISO week key such as '2026-W48'):
 * seven days, Monday first, each the four meals of the day log, each at most 30 planned items.
 * A planned item is a day-log entry without its meal (the meal is where it sits in the week):
 * the same reference, name, quantity and nutrient snapshot, so applying it to the log copies it
 * as it is. firestore.rules mirror the bounds (isMealPlan).
 */
import * as z from 'zod/mini';
import { addDays, mondayOfWeekKey } from '#app/lib/dates/index.ts';
import { defineDocument, type PlainData } from './documents.ts';
import { recipeIngredientsToBuy, type GroupedShoppingItem, type ShoppingRecipe } from '#app/lib/nutrition/index.ts';
import { baseFoodId, ENTRIES_MAX, logEntrySchema, MEALS, offFoodId, type LogEntry, type Meal } from './nutrition.ts';
import { RECIPE_SERVING_LABEL, type MyRecipe } from './recipes.ts';

export const PLANNED_PER_MEAL_MAX = 30;
export const DAYS_PER_WEEK = 7;
/* The Ciqual group names are at most 44 characters; 80 leaves room for other sources. */
export const FOOD_GROUP_MAX = 80;

/**
 * The food group of a planned item, kept with it for the shopping list: a Ciqual food's group
 * when the item came from the base (or was imported from it), else null.
 */
export const planItemSchema = z.extend(z.omit(logEntrySchema, { meal: true }), {
  group: z.nullable(z.string().check(z.maxLength(FOOD_GROUP_MAX))),
});
export type PlanItem = z.infer<typeof planItemSchema>;

const plannedMeal = z.array(planItemSchema).check(z.maxLength(PLANNED_PER_MEAL_MAX, { message: 'meal-plans:errors.mealFull' }));

export const plannedDaySchema = z.strictObject({
  'petit-dejeuner': plannedMeal,
  dejeuner: plannedMeal,
  diner: plannedMeal,
  collation: plannedMeal,
});
export type PlannedDay = z.infer<typeof plannedDaySchema>;

/* Every item of a full week could be a different food; a recipe's ingredients add lines, but no week's shop comes near 840. */
export const TICKED_MAX = DAYS_PER_WEEK * MEALS.length * PLANNED_PER_MEAL_MAX;

export const mealPlanInputSchema = z.strictObject({
  days: z.array(plannedDaySchema).check(z.length(DAYS_PER_WEEK)),
  /** The shopping list's lines already bought (their `shoppingKey`), kept for every device. */
  ticked: z.array(z.string().check(z.minLength(1), z.maxLength(80))).check(z.maxLength(TICKED_MAX)),
});
export type MealPlanInput = z.infer<typeof mealPlanInputSchema>;

export interface MealPlan extends MealPlanInput {
  /** The ISO week key, the document's id. */
  readonly week: string;
}

export const emptyDay = (): PlannedDay => ({ 'petit-dejeuner': [], dejeuner: [], diner: [], collation: [] });

/**
 * A week nobody planned reads as an empty plan; items that no longer fit the schema are left out
 * one by one, so one bad item never hides the rest of the week.
 */
export function mealPlanFromData(week: string, data: PlainData | undefined): MealPlan {
  const rawDays = Array.isArray(data?.days) ? (data.days as unknown[]) : [];
  const days = Array.from({ length: DAYS_PER_WEEK }, (_, i) => {
    const raw = rawDays[i];
    const day = emptyDay();
    if (raw === null || typeof raw !== 'object') return day;
    for (const meal of MEALS) {
      const items = (raw as Record<string, unknown>)[meal];
      if (!Array.isArray(items)) continue;
      day[meal] = items
        .flatMap((item) => {
          const parsed = planItemSchema.safeParse(item);
          return parsed.success ? [parsed.data] : [];
        })
        .slice(0, PLANNED_PER_MEAL_MAX);
    }
    return day;
  });
  const ticked = Array.isArray(data?.ticked) ? (data.ticked as unknown[]).filter((key): key is string => typeof key === 'string').slice(0, TICKED_MAX) : [];
  return { week, days, ticked };
}

export const mealPlanDoc = defineDocument({
  path: 'users/{uid}/mealPlans/{id}',
  fromData: (data, id) => mealPlanFromData(id, data),
  schema: mealPlanInputSchema,
  // A line ticked off alone; the rules check the whole document after the change.
  patchSchema: z.partial(mealPlanInputSchema),
  stamps: { updatedAt: true },
  browserWrites: ['set', 'delete'],
});

/** How many items these days hold. */
export function plannedCount(days: readonly PlannedDay[]): number {
  return days.reduce((sum, day) => sum + MEALS.reduce((n, meal) => n + day[meal].length, 0), 0);
}

/** A planned item seen as the day-log entry it becomes in `meal`. */
export const asEntry = (item: PlanItem, meal: Meal): LogEntry => {
  const { group: _group, ...entry } = item;
  return { ...entry, meal };
};

/** A day-log entry (as the add form builds it) kept in a plan, with its food group. */
export const asPlanItem = (entry: LogEntry, group: string | null): PlanItem => {
  const { meal: _meal, ...item } = entry;
  return { ...item, group };
};

// ---------------------------------------------------------------------------------------------
// Applying a plan to the day log

/**
 * The id of the day-log entry an item becomes (decision): derived from the week and the item's
 * own id, so applying a day twice finds its entries already there and adds nothing. An item's id
 * is unique in its plan and an item sits on one day, so the pair names one entry of one day.
 * Editing the entry in the log keeps it applied (it is not overwritten); deleting it there lets
 * the next application add it again.
 */
export function appliedEntryId(week: string, itemId: string): string {
  return `plan${week.replace('-', '')}-${itemId}`;
}

export interface DayApplication {
  /** The calendar day, YYYY-MM-DD. */
  readonly day: string;
  /** The log's entries after the application: what it held, then the items not yet applied. */
  readonly entries: LogEntry[];
  readonly added: number;
  /** Items whose entry the log already holds. */
  readonly skipped: number;
}

export type ApplyResult = { readonly ok: true; readonly days: DayApplication[] } | { readonly ok: false; readonly fullDay: string };

/**
 * What applying `dayIndexes` (0 = Monday) of a plan does to the day logs `logs` (by day), without
 * writing anything: each day keeps its entries and gains the planned items it lacks, meal by meal
 * in the plan's order. Refused as a whole when a day would hold more than the log's bound.
 */
export function applyPlan(plan: MealPlan, dayIndexes: readonly number[], logs: ReadonlyMap<string, readonly LogEntry[]>): ApplyResult {
  const monday = mondayOfWeekKey(plan.week);
  if (monday === null) throw new RangeError(`not an ISO week: ${plan.week}`);
  const days: DayApplication[] = [];
  for (const index of [...new Set(dayIndexes)].sort((a, b) => a - b)) {
    const plannedDay = plan.days[index];
    if (!plannedDay) throw new RangeError(`no day ${index} in a week`);
    const day = addDays(monday, index);
    const existing = logs.get(day) ?? [];
    const present = new Set(existing.map((e) => e.id));
    const planned = MEALS.flatMap((meal) => plannedDay[meal].map((item) => ({ ...asEntry(item, meal), id: appliedEntryId(plan.week, item.id) })));
    const missing = planned.filter((entry) => !present.has(entry.id));
    if (existing.length + missing.length > ENTRIES_MAX) return { ok: false, fullDay: day };
    days.push({ day, entries: [...existing, ...missing], added: missing.length, skipped: planned.length - missing.length });
  }
  return { ok: true, days };
}


// ---------------------------------------------------------------------------------------------
// Shopping list

/**
 * One key per food whatever the way it was picked: a Ciqual food taken from the base and the same
 * food imported into my foods (`ciqual-<code>`) make one line.
 */
export function shoppingKey(ref: PlanItem['ref']): string {
  switch (ref.kind) {
    case 'base':
      return baseFoodId(ref.id);
    case 'off':
      return offFoodId(ref.id);
    case 'recipe':
      return `recipe-${ref.id}`;
    case 'food':
      return ref.id;
  }
}

/** A recipe's ingredients as lines to buy: each under its food's key and Ciqual group when known. */
function shoppingRecipe(recipe: MyRecipe, groups: Readonly<Record<string, string>>): ShoppingRecipe {
  return {
    servings: recipe.servings,
    cookedWeightG: recipe.cookedWeightG,
    ingredients: recipe.ingredients.map((ingredient) => {
      const foodId = shoppingKey(ingredient.ref);
      return { foodId, name: ingredient.name, grams: ingredient.grams, group: groups[foodId] ?? null };
    }),
  };
}

/**
 * The items of the chosen days (0 = Monday), as lines for the shopping list. A planned recipe
 * becomes its ingredients for the planned quantity (counted in its servings when the plan counts
 * portions, else by weight); one deleted since it was planned can only be listed as itself.
 * `groups` gives the Ciqual group of a food by its key (see foodGroupsOf), for the ingredients.
 */
export function shoppingItemsOf(
  plan: MealPlanInput,
  dayIndexes: readonly number[],
  recipes: readonly MyRecipe[],
  groups: Readonly<Record<string, string>>,
): GroupedShoppingItem[] {
  const recipeById = new Map(recipes.map((recipe) => [recipe.id, recipe]));
  return dayIndexes.flatMap((index) =>
    MEALS.flatMap((meal) =>
      (plan.days[index]?.[meal] ?? []).flatMap((item): GroupedShoppingItem[] => {
        const recipe = item.ref.kind === 'recipe' ? recipeById.get(item.ref.id) : undefined;
        if (!recipe) return [{ foodId: shoppingKey(item.ref), name: item.name, grams: item.grams, group: item.group }];
        const amount = item.serving?.label === RECIPE_SERVING_LABEL ? { servings: item.serving.count } : { grams: item.grams };
        return recipeIngredientsToBuy(shoppingRecipe(recipe, groups), amount);
      }),
    ),
  );
}
