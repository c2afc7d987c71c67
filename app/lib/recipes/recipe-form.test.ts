import { describe, expect, it } from 'vitest';
import type { MyRecipe } from '#app/lib/data/recipes.ts';
import { duplicateOf, EMPTY_RECIPE, gramsField, readableIngredients, validateRecipe, valuesOf, type RecipeValues } from './recipe-form.ts';

const per100g = { kcal: 130, proteinG: 2.7, carbsG: 28, sugarsG: 0.1, fatG: 0.3, satFatG: 0.1, fiberG: 0.4, saltG: 0 };
const draft = (key: string, grams: string) => ({ key, ref: { kind: 'food' as const, id: 'f1' }, name: 'Riz', per100g, grams });
const filled: RecipeValues = { name: ' Riz ', servings: '2', cookedWeightG: '450,5', instructions: '', ingredients: [draft('a', '200'), draft('b', '12,5')] };

describe('the recipe form', () => {
  it('turns typed values into a recipe (decimal commas, trimmed name, optional cooked weight)', () => {
    expect(validateRecipe(filled)).toEqual({
      ok: true,
      value: {
        name: 'Riz',
        servings: 2,
        cookedWeightG: 450.5,
        instructions: '',
        ingredients: [
          { ref: { kind: 'food', id: 'f1' }, name: 'Riz', per100g, grams: 200 },
          { ref: { kind: 'food', id: 'f1' }, name: 'Riz', per100g, grams: 12.5 },
        ],
      },
    });
    const noWeight = validateRecipe({ ...filled, cookedWeightG: ' ' });
    expect(noWeight.ok && noWeight.value.cookedWeightG).toBeNull();
  });

  it('says in French what is wrong, field by field', () => {
    const result = validateRecipe({ ...EMPTY_RECIPE, servings: '0' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: { key: 'common:form.required' },
        servings: { key: 'recipes:errors.servings', params: { min: 1, max: 100 } },
        ingredients: { key: 'recipes:errors.noIngredient' },
      },
    });
    const bad = validateRecipe({ ...filled, servings: '2,5', cookedWeightG: 'beaucoup', ingredients: [draft('a', '0'), draft('b', '6000'), draft('c', '')] });
    expect(bad.ok ? null : bad.errors).toEqual({
      servings: { key: 'recipes:errors.servings', params: { min: 1, max: 100 } },
      cookedWeightG: { key: 'common:form.notANumber' },
      [gramsField({ key: 'a' })]: { key: 'recipes:errors.grams', params: { min: 0.1, max: 5000 } },
      [gramsField({ key: 'b' })]: { key: 'recipes:errors.grams', params: { min: 0.1, max: 5000 } },
      [gramsField({ key: 'c' })]: { key: 'common:form.required' },
    });
    const tooMany = validateRecipe({ ...filled, ingredients: Array.from({ length: 101 }, (_, i) => draft(`k${i}`, '10')) });
    expect(tooMany.ok ? null : tooMany.errors).toEqual({ ingredients: { key: 'recipes:errors.tooManyIngredients', params: { max: 100 } } });
    expect(validateRecipe({ ...filled, name: 'x'.repeat(121) }).ok).toBe(false);
    expect(validateRecipe({ ...filled, instructions: 'x'.repeat(10_001) }).ok).toBe(false);
  });

  it('the live nutrition reads only the quantities that can be read', () => {
    expect(readableIngredients({ ...filled, ingredients: [draft('a', '200'), draft('b', 'abc')] }).map((i) => i.grams)).toEqual([200]);
  });

  it('round-trips a stored recipe, and duplicates it under a new name', () => {
    const stored: MyRecipe = { id: 'r1', name: 'Riz', servings: 3, cookedWeightG: null, ingredients: [{ ref: { kind: 'base', id: '9104' }, name: 'Riz', per100g, grams: 200.5 }], instructions: 'Cuire.', createdAt: 1, updatedAt: 1 };
    const back = validateRecipe(valuesOf(stored));
    expect(back.ok && back.value).toEqual({ name: 'Riz', servings: 3, cookedWeightG: null, ingredients: stored.ingredients, instructions: 'Cuire.' });
    expect(duplicateOf(stored, 'Riz (copie)')).toEqual({ name: 'Riz (copie)', servings: 3, cookedWeightG: null, ingredients: stored.ingredients, instructions: 'Cuire.' });
    expect(duplicateOf(stored, 'x'.repeat(130)).name).toHaveLength(120);
  });
});
