/*
 * A shopping list in the aisles' order: lines of the same food group together (Ciqual's groups:
 * "produits laitiers", "viandes, oeufs, poissons"…), groups in French alphabetical order, and the
 * foods without a group (Open Food Facts products, foods typed by hand) last. A planned recipe is
 * bought as its ingredients (recipeIngredientsToBuy).
 */
import { shoppingList, type ShoppingItem } from './recipes.ts';

export interface GroupedShoppingItem extends ShoppingItem {
  /** Null when the food's source names no group. */
  readonly group: string | null;
}

export interface ShoppingGroup {
  readonly group: string | null;
  readonly items: ShoppingItem[];
}

const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * One line per food, grams summed (see shoppingList), under its group. A food listed under two
 * groups (a snapshot taken before its group was known) goes under the first named one.
 */
export function groupedShoppingList(items: readonly GroupedShoppingItem[]): ShoppingGroup[] {
  const groupOf = new Map<string, string | null>();
  for (const item of items) if (!groupOf.get(item.foodId)) groupOf.set(item.foodId, item.group);
  const byGroup = new Map<string | null, ShoppingItem[]>();
  for (const line of shoppingList(items)) {
    const group = groupOf.get(line.foodId) ?? null;
    byGroup.set(group, [...(byGroup.get(group) ?? []), line]);
  }
  return [...byGroup.entries()]
    .map(([group, lines]) => ({ group, items: lines }))
    .sort((a, b) => (a.group === null ? 1 : b.group === null ? -1 : frenchOrder.compare(a.group, b.group)));
}

/** A recipe as the shop sees it: its ingredients, each a line to buy with its group. */
export interface ShoppingRecipe {
  readonly servings: number;
  /** The cooked dish's weight; null when only its raw ingredients' total is known. */
  readonly cookedWeightG: number | null;
  readonly ingredients: readonly GroupedShoppingItem[];
}

/** How much of a recipe a plan holds: a number of its servings, or grams of the dish. */
export type PlannedRecipeAmount = { readonly servings: number } | { readonly grams: number };

/**
 * The ingredients to buy for `amount` of a recipe: each ingredient's grams times the planned share
 * of the dish — servings planned ÷ the recipe's servings, or grams planned ÷ what the dish weighs
 * (its cooked weight when given, else its raw ingredients together, as its values per 100 g are).
 */
export function recipeIngredientsToBuy(recipe: ShoppingRecipe, amount: PlannedRecipeAmount): GroupedShoppingItem[] {
  const dishG = recipe.cookedWeightG ?? recipe.ingredients.reduce((sum, { grams }) => sum + grams, 0);
  const share = 'servings' in amount ? amount.servings / recipe.servings : amount.grams / dishG;
  if (!Number.isFinite(share) || share < 0) throw new RangeError(`cannot share a recipe of ${recipe.servings} servings and ${dishG} g by ${JSON.stringify(amount)}`);
  return recipe.ingredients.map((ingredient) => ({ ...ingredient, grams: ingredient.grams * share }));
}
