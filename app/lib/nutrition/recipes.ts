/*
 * Recipe nutrition and the shopping list of a meal plan.
 */
import { assertQuantity, nutrientsFor, scaleNutrients, sumNutrients, type Per100g } from './nutrients.ts';

export interface RecipeIngredient {
  readonly grams: number;
  readonly per100g: Per100g;
}

export interface Recipe {
  readonly servings: number;
  /** Weight of the cooked dish; cooking loses or takes up water, so it sets the per-100 g values. */
  readonly cookedWeightG?: number;
  readonly ingredients: readonly RecipeIngredient[];
}

export interface RecipeNutrition {
  total: Per100g;
  perServing: Per100g;
  per100g: Per100g;
}

const UNKNOWN: Per100g = { kcal: null, proteinG: null, carbsG: null, sugarsG: null, fatG: null, satFatG: null, fiberG: null, saltG: null };

/**
 * Totals of a recipe, per serving and per 100 g of the dish: of the cooked dish when its weight
 * is given, else of the raw ingredients together. A nutrient is unknown only when no ingredient
 * knows it (see sumNutrients). With no weight at all (no ingredient yet), per 100 g is unknown.
 */
export function recipeNutrition(recipe: Recipe): RecipeNutrition {
  if (!Number.isFinite(recipe.servings) || recipe.servings <= 0) throw new RangeError(`servings must be > 0, got ${recipe.servings}`);
  if (recipe.cookedWeightG !== undefined && !(Number.isFinite(recipe.cookedWeightG) && recipe.cookedWeightG > 0)) {
    throw new RangeError(`cookedWeightG must be > 0, got ${recipe.cookedWeightG}`);
  }
  const total = sumNutrients(recipe.ingredients.map(({ per100g, grams }) => nutrientsFor(per100g, grams)));
  const weight = recipe.cookedWeightG ?? recipe.ingredients.reduce((sum, { grams }) => sum + grams, 0);
  return {
    total,
    perServing: scaleNutrients(total, 1 / recipe.servings),
    per100g: weight > 0 ? scaleNutrients(total, 100 / weight) : UNKNOWN,
  };
}

export interface ShoppingItem {
  readonly foodId: string;
  readonly name: string;
  readonly grams: number;
}

const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** One line per food with its grams summed, in French alphabetical order of the names. */
export function shoppingList(items: readonly ShoppingItem[]): ShoppingItem[] {
  const byFood = new Map<string, ShoppingItem>();
  for (const item of items) {
    assertQuantity('grams', item.grams);
    const line = byFood.get(item.foodId);
    byFood.set(item.foodId, line ? { ...line, grams: line.grams + item.grams } : { foodId: item.foodId, name: item.name, grams: item.grams });
  }
  return [...byFood.values()].sort((a, b) => frenchOrder.compare(a.name, b.name) || (a.foodId < b.foodId ? -1 : a.foodId > b.foodId ? 1 : 0));
}
