import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '#app/lib/forms/messages.ts';
import { nutrientsFor, type Per100g } from '#app/lib/nutrition/index.ts';
import { ENTRY_KINDS, logEntrySchema } from './nutrition.ts';
import { dishWeightG, recipeCandidate, recipeFromData, recipeInputSchema, RECIPE_SERVING_LABEL, type Ingredient, type MyRecipe } from './recipes.ts';

const values = (kcal: number, proteinG: number | null): Per100g => ({ kcal, proteinG, carbsG: null, sugarsG: null, fatG: null, satFatG: null, fiberG: null, saltG: null });
// Round values so the references are computed by hand: 200 + 300 + 90 = 590 kcal in all.
const ingredients: Ingredient[] = [
  { ref: { kind: 'base', id: '9104' }, name: 'Riz blanc, cuit', grams: 200, per100g: values(100, 3) },
  { ref: { kind: 'food', id: 'f1' }, name: 'Poulet', grams: 150, per100g: values(200, 30) },
  { ref: { kind: 'off', id: '3017620422003' }, name: 'Huile d’olive', grams: 10, per100g: values(900, null) },
];
const input = { name: 'Riz au poulet', servings: 2, cookedWeightG: 500, ingredients, instructions: 'Cuire le riz.' };
const recipe: MyRecipe = { id: 'r1', ...input, createdAt: 1, updatedAt: 2 };

describe('recipes', () => {
  it('a recipe is a food: per 100 g of the cooked dish, and a portion of dish ÷ servings', () => {
    const candidate = recipeCandidate(recipe);
    expect(candidate.ref).toEqual({ kind: 'recipe', id: 'r1' });
    expect(candidate.per100g.kcal).toBeCloseTo(118, 9); // 590 kcal in 500 g
    expect(candidate.per100g.proteinG).toBeCloseTo(10.2, 9); // 6 + 45 g in 500 g; the oil's unknown protein counts as none
    expect(candidate.servings).toEqual([{ label: RECIPE_SERVING_LABEL, grams: 250 }]);
    // One portion is half the dish; 1.5 portions, 375 g, log 442.5 kcal.
    expect(nutrientsFor(candidate.per100g, 250).kcal).toBeCloseTo(295, 9);
    expect(nutrientsFor(candidate.per100g, 375).kcal).toBeCloseTo(442.5, 9);
  });

  it('without a cooked weight, the dish weighs its raw ingredients', () => {
    const raw = { ...recipe, cookedWeightG: null };
    expect(dishWeightG(raw)).toBe(360);
    expect(recipeCandidate(raw).servings[0]!.grams).toBe(180);
    expect(recipeCandidate(raw).per100g.kcal).toBeCloseTo((590 / 360) * 100, 9);
  });

  it('a logged portion is a valid day log entry of kind recipe', () => {
    expect(ENTRY_KINDS).toContain('recipe');
    const entry = { id: 'e1', meal: 'diner', ref: { kind: 'recipe', id: 'r1' }, name: 'Riz au poulet', grams: 250, serving: { label: 'portion', count: 1 }, nutrients: values(295, 25.5) };
    expect(logEntrySchema.safeParse(entry).success).toBe(true);
  });

  it('refuses what the rules refuse, with French keys', () => {
    expect(recipeInputSchema.safeParse(input).success).toBe(true);
    const refused = (change: object) => {
      const candidate = { ...input, ...change };
      const parsed = recipeInputSchema.safeParse(candidate);
      return parsed.success ? null : fieldErrorsFrom(parsed.error.issues, candidate);
    };
    expect(refused({ name: '  ' })).toEqual({ name: { key: 'common:form.required' } });
    expect(refused({ servings: 0 })).toHaveProperty('servings');
    expect(refused({ servings: 1.5 })).toHaveProperty('servings');
    expect(refused({ cookedWeightG: 0 })).toHaveProperty('cookedWeightG');
    expect(refused({ ingredients: [] })).toEqual({ ingredients: { key: 'recipes:errors.noIngredient' } });
    expect(refused({ ingredients: Array.from({ length: 101 }, () => ingredients[0]) })).toEqual({
      ingredients: { key: 'recipes:errors.tooManyIngredients', params: { max: 100 } },
    });
    expect(refused({ ingredients: [{ ...ingredients[0], grams: 5001 }] })).toHaveProperty(['ingredients.grams']);
    expect(refused({ ingredients: [{ ...ingredients[0], ref: { kind: 'recipe', id: 'r2' } }] })).toHaveProperty(['ingredients.ref.kind']);
  });

  it('reads stored data, and skips a document that does not fit', () => {
    expect(recipeFromData('r1', { ...input, createdAt: 1, updatedAt: 2 })).toEqual(recipe);
    expect(recipeFromData('r1', { ...input, cookedWeightG: undefined, instructions: undefined })).toMatchObject({ cookedWeightG: null, instructions: '' });
    expect(recipeFromData('r1', { ...input, servings: 'deux' })).toBeNull();
    expect(recipeFromData('r1', undefined)).toBeNull();
  });
});
