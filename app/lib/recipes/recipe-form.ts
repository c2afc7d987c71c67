/*
 * The recipe form's values (what the person typed) and their checking: one French message per
 * field, and nothing written while one is wrong. Each ingredient's quantity is its own field.
 */
import {
  COOKED_WEIGHT_BOUNDS,
  INGREDIENT_GRAMS_BOUNDS,
  INGREDIENTS_MAX,
  INSTRUCTIONS_MAX,
  RECIPE_NAME_MAX,
  RECIPE_SERVINGS_BOUNDS,
  type Ingredient,
  type MyRecipe,
  type RecipeInput,
} from '#app/lib/data/recipes.ts';
import type { FieldErrors, NumberBounds } from '#app/lib/forms/messages.ts';
import { formatDecimalInput, parseDecimal } from '#app/lib/format/index.ts';
import { type Validation } from '#app/lib/forms/validation.ts';

/** An ingredient being edited: its snapshot, and its quantity as typed. */
export interface IngredientDraft extends Omit<Ingredient, 'grams'> {
  /** Stable within the form, for React keys and field ids (the same food may appear twice). */
  readonly key: string;
  readonly grams: string;
}

export interface RecipeValues {
  readonly name: string;
  readonly servings: string;
  readonly cookedWeightG: string;
  readonly instructions: string;
  readonly ingredients: readonly IngredientDraft[];
}

export const EMPTY_RECIPE: RecipeValues = { name: '', servings: '1', cookedWeightG: '', instructions: '', ingredients: [] };

/** The error field of an ingredient's quantity. */
export const gramsField = (draft: Pick<IngredientDraft, 'key'>) => `grams-${draft.key}`;

let drafted = 0;
/** A key no other draft of this page has. */
export function draftKey(): string {
  drafted += 1;
  return `i${drafted}`;
}

export function valuesOf(recipe: RecipeInput): RecipeValues {
  return {
    name: recipe.name,
    servings: String(recipe.servings),
    cookedWeightG: formatDecimalInput(recipe.cookedWeightG, 1),
    instructions: recipe.instructions,
    ingredients: recipe.ingredients.map((ingredient) => ({ ...ingredient, key: draftKey(), grams: formatDecimalInput(ingredient.grams, 1) })),
  };
}

/*
 * Each bound has its own message, its numbers written the French way ("0,1", "5 000"): the
 * shared range message passes its unit to the number formatter, which refuses "g" and then
 * leaves the numbers unformatted.
 */
const RANGE_KEYS = {
  servings: 'recipes:errors.servings',
  grams: 'recipes:errors.grams',
  cookedWeight: 'recipes:errors.cookedWeight',
} as const;

/** A typed number within bounds, or the message saying what is expected. */
function numberIn(raw: string, bounds: NumberBounds, rangeKey: string): { value: number } | { error: FieldErrors[string] } {
  const value = parseDecimal(raw);
  if (value === null) return { error: { key: 'common:form.required' } };
  if (Number.isNaN(value)) return { error: { key: 'common:form.notANumber' } };
  if (value < bounds.min || value > bounds.max || (bounds.integer && !Number.isInteger(value))) {
    return { error: { key: rangeKey, params: { min: bounds.min, max: bounds.max } } };
  }
  return { value };
}

/** The quantities that can be read, for the live nutrition while the form is still being typed. */
export function readableIngredients(values: RecipeValues): Ingredient[] {
  return values.ingredients.flatMap(({ key: _key, grams, ...rest }) => {
    const read = numberIn(grams, INGREDIENT_GRAMS_BOUNDS, RANGE_KEYS.grams);
    return 'value' in read ? [{ ...rest, grams: read.value }] : [];
  });
}

export function validateRecipe(values: RecipeValues): Validation<RecipeInput> {
  const errors: FieldErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = { key: 'common:form.required' };
  else if (name.length > RECIPE_NAME_MAX) errors.name = { key: 'common:form.tooLong', params: { max: RECIPE_NAME_MAX } };

  const servings = numberIn(values.servings, RECIPE_SERVINGS_BOUNDS, RANGE_KEYS.servings);
  if ('error' in servings) errors.servings = servings.error;

  const cooked = values.cookedWeightG.trim() === '' ? { value: null } : numberIn(values.cookedWeightG, COOKED_WEIGHT_BOUNDS, RANGE_KEYS.cookedWeight);
  if ('error' in cooked) errors.cookedWeightG = cooked.error;

  if (values.ingredients.length === 0) errors.ingredients = { key: 'recipes:errors.noIngredient' };
  else if (values.ingredients.length > INGREDIENTS_MAX) errors.ingredients = { key: 'recipes:errors.tooManyIngredients', params: { max: INGREDIENTS_MAX } };
  const ingredients: Ingredient[] = [];
  for (const { key, grams, ...rest } of values.ingredients) {
    const read = numberIn(grams, INGREDIENT_GRAMS_BOUNDS, RANGE_KEYS.grams);
    if ('error' in read) errors[gramsField({ key })] = read.error;
    else ingredients.push({ ...rest, grams: read.value });
  }

  const instructions = values.instructions.trim();
  if (instructions.length > INSTRUCTIONS_MAX) errors.instructions = { key: 'common:form.tooLong', params: { max: INSTRUCTIONS_MAX } };

  if (Object.keys(errors).length > 0 || !('value' in servings) || !('value' in cooked)) return { ok: false, errors };
  return { ok: true, value: { name, servings: servings.value, cookedWeightG: cooked.value, ingredients, instructions } };
}

/** The copy a "Dupliquer" writes: everything but the name, which says it is a copy. */
export function duplicateOf(recipe: MyRecipe, copyName: string): RecipeInput {
  return {
    name: copyName.slice(0, RECIPE_NAME_MAX),
    servings: recipe.servings,
    cookedWeightG: recipe.cookedWeightG,
    ingredients: recipe.ingredients,
    instructions: recipe.instructions,
  };
}
