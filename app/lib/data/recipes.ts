/*
 * The person's recipes (`users/{uid}/recipes/{id}`). Each ingredient keeps the name and the
 * nutrients per 100 g its food had when it was added, so deleting or editing that food later
 * leaves the recipe readable and its values unchanged. firestore.rules mirror the bounds (isRecipe).
 */
import * as z from 'zod/mini';
import type { NumberBounds } from '#app/lib/forms/messages.ts';
import { recipeNutrition, type RecipeNutrition } from '#app/lib/nutrition/index.ts';
import { defineDocument, defineQuery, type PlainData } from './documents.ts';
import { FOOD_NAME_MAX, per100gSchema, type FoodCandidate } from './nutrition.ts';
import { instantOf } from './plain-values.ts';

export const RECIPE_NAME_MAX = FOOD_NAME_MAX;
export const INGREDIENTS_MAX = 100;
export const INSTRUCTIONS_MAX = 10_000;
/** Whole servings: a recipe is cooked for a number of people. */
export const RECIPE_SERVINGS_BOUNDS = { min: 1, max: 100, integer: true } as const satisfies NumberBounds;
/* A pinch of salt is a tenth of a gram; 5 kg is a day log entry's bound, and one ingredient's. */
export const INGREDIENT_GRAMS_BOUNDS = { min: 0.1, max: 5000, unit: 'g' } as const satisfies NumberBounds;
/* The biggest pot of a home kitchen holds far less than 100 kg: beyond it is a typing error. */
export const COOKED_WEIGHT_BOUNDS = { min: 1, max: 100_000, unit: 'g' } as const satisfies NumberBounds;

/** Where an ingredient's values came from: one of my foods, a Ciqual code, an Open Food Facts barcode. */
export const INGREDIENT_KINDS = ['food', 'base', 'off'] as const;

export const ingredientSchema = z.strictObject({
  ref: z.strictObject({
    kind: z.enum(INGREDIENT_KINDS),
    id: z.string().check(z.minLength(1), z.maxLength(60)),
  }),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(FOOD_NAME_MAX)),
  grams: z.number().check(z.gte(INGREDIENT_GRAMS_BOUNDS.min), z.lte(INGREDIENT_GRAMS_BOUNDS.max)),
  per100g: per100gSchema,
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const recipeInputSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(RECIPE_NAME_MAX)),
  servings: z.int().check(z.gte(RECIPE_SERVINGS_BOUNDS.min), z.lte(RECIPE_SERVINGS_BOUNDS.max)),
  cookedWeightG: z.nullable(z.number().check(z.gte(COOKED_WEIGHT_BOUNDS.min), z.lte(COOKED_WEIGHT_BOUNDS.max))),
  ingredients: z
    .array(ingredientSchema)
    .check(
      z.minLength(1, { message: 'recipes:errors.noIngredient' }),
      z.maxLength(INGREDIENTS_MAX, { message: 'recipes:errors.tooManyIngredients' }),
    ),
  instructions: z.string().check(z.trim(), z.maxLength(INSTRUCTIONS_MAX)),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;

export interface MyRecipe extends RecipeInput {
  readonly id: string;
  readonly createdAt: number | null;
  readonly updatedAt: number | null;
}

export function recipeFromData(id: string, data: PlainData | undefined): MyRecipe | null {
  if (!data) return null;
  const parsed = recipeInputSchema.safeParse({
    name: data.name,
    servings: data.servings,
    cookedWeightG: data.cookedWeightG ?? null,
    ingredients: data.ingredients,
    instructions: data.instructions ?? '',
  });
  if (!parsed.success) return null;
  return { id, ...parsed.data, createdAt: instantOf(data.createdAt), updatedAt: instantOf(data.updatedAt) };
}

export const recipeDoc = defineDocument({
  path: 'users/{uid}/recipes/{id}',
  fromData: (data, id) => recipeFromData(id, data),
  schema: recipeInputSchema,
  stamps: { createdAt: true, updatedAt: true },
  browserWrites: ['add', 'update', 'delete'],
});

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/* Upper bound (decision): a person's cookbook holds tens of recipes; 500 leaves room. */
export const MY_RECIPES_LIMIT = 500;

export const myRecipes = defineQuery(recipeDoc, { orderBy: [{ field: 'name', direction: 'asc' }], limit: MY_RECIPES_LIMIT }, (a: MyRecipe, b: MyRecipe) =>
  collator.compare(a.name, b.name),
);

/** Per serving, per 100 g and in all, from the ingredients' snapshots. */
export function nutritionOf(recipe: Pick<RecipeInput, 'servings' | 'cookedWeightG' | 'ingredients'>): RecipeNutrition {
  return recipeNutrition({ servings: recipe.servings, cookedWeightG: recipe.cookedWeightG ?? undefined, ingredients: recipe.ingredients });
}

/** What the dish weighs: its cooked weight when known, else its raw ingredients together. */
export function dishWeightG(recipe: Pick<RecipeInput, 'cookedWeightG' | 'ingredients'>): number {
  return recipe.cookedWeightG ?? recipe.ingredients.reduce((sum, { grams }) => sum + grams, 0);
}

/** The serving a logged portion names, stored with the entry as "2 × portion" (a domain value). */
export const RECIPE_SERVING_LABEL = 'portion';

/**
 * A recipe as a food for a meal (the search, the meal plans): its values per 100 g of the dish,
 * and one serving weighing the dish divided by its servings, so a portion is logged in servings
 * or grams like any food, with its nutrients computed then and kept.
 */
export function recipeCandidate(recipe: MyRecipe): FoodCandidate {
  return {
    ref: { kind: 'recipe', id: recipe.id },
    name: recipe.name,
    per100g: nutritionOf(recipe).per100g,
    servings: [{ label: RECIPE_SERVING_LABEL, grams: dishWeightG(recipe) / recipe.servings }],
    recipe: { ingredients: recipe.ingredients.map(({ ref, grams }) => ({ ref, grams })), weightG: dishWeightG(recipe) },
  };
}
