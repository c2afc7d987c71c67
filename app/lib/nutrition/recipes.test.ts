import { describe, expect, it } from 'vitest';
import type { Per100g } from './nutrients.ts';
import { recipeNutrition, shoppingList } from './recipes.ts';

// Ciqual 2025: 9104 cooked white rice, 36018 grilled chicken breast, 17270 extra virgin olive oil,
// 9107 precooked rice (several values unknown).
const rice: Per100g = { kcal: 155, proteinG: 3.31, carbsG: 33.2, sugarsG: 0, fatG: 0.7, satFatG: 0.17, fiberG: 1.4, saltG: 0.045 };
const chicken: Per100g = { kcal: 141, proteinG: 30.1, carbsG: 0, sugarsG: 0, fatG: 2, satFatG: 0.58, fiberG: 0, saltG: 0.14 };
const oil: Per100g = { kcal: 899, proteinG: 0.25, carbsG: 0, sugarsG: 0, fatG: 99.9, satFatG: 15.2, fiberG: 0, saltG: 0 };
const precookedRice: Per100g = { kcal: null, proteinG: null, carbsG: 28.1, sugarsG: 0, fatG: 1.3, satFatG: null, fiberG: 1, saltG: 0.0025 };

function expectClose(actual: Per100g, expected: Per100g) {
  for (const [key, value] of Object.entries(expected) as [keyof Per100g, number | null][]) {
    if (value === null) expect(actual[key], key).toBeNull();
    else expect(actual[key], key).toBeCloseTo(value, 9);
  }
}

describe('recipeNutrition', () => {
  const ingredients = [
    { grams: 200, per100g: rice },
    { grams: 150, per100g: chicken },
    { grams: 10, per100g: oil },
  ];

  // By hand: kcal 2 × 155 + 1.5 × 141 + 0.1 × 899 = 310 + 211.5 + 89.9 = 611.4, and so on.
  const total = { kcal: 611.4, proteinG: 51.795, carbsG: 66.4, sugarsG: 0, fatG: 14.39, satFatG: 2.73, fiberG: 2.8, saltG: 0.3 };

  it('200 g rice + 150 g chicken + 10 g oil, 2 servings, 500 g cooked: total, per serving, per 100 g of the dish', () => {
    const r = recipeNutrition({ servings: 2, cookedWeightG: 500, ingredients });
    expectClose(r.total, total);
    expectClose(r.perServing, { kcal: 305.7, proteinG: 25.8975, carbsG: 33.2, sugarsG: 0, fatG: 7.195, satFatG: 1.365, fiberG: 1.4, saltG: 0.15 });
    expectClose(r.per100g, { kcal: 122.28, proteinG: 10.359, carbsG: 13.28, sugarsG: 0, fatG: 2.878, satFatG: 0.546, fiberG: 0.56, saltG: 0.06 });
  });

  it('without a cooked weight, per 100 g is of the raw ingredients together (360 g)', () => {
    const r = recipeNutrition({ servings: 2, ingredients });
    expect(r.per100g.kcal).toBeCloseTo(611.4 / 3.6, 9);
    expect(r.per100g.proteinG).toBeCloseTo(51.795 / 3.6, 9);
  });

  it('a nutrient is unknown only when no ingredient knows it', () => {
    const partly = recipeNutrition({ servings: 1, ingredients: [{ grams: 100, per100g: precookedRice }, { grams: 100, per100g: chicken }] });
    expect(partly.total.kcal).toBeCloseTo(141, 9);
    expect(partly.total.satFatG).toBeCloseTo(0.58, 9);
    const unknown = recipeNutrition({ servings: 1, ingredients: [{ grams: 100, per100g: precookedRice }] });
    expect(unknown.total).toMatchObject({ kcal: null, proteinG: null, satFatG: null });
    expect(unknown.perServing.kcal).toBeNull();
    expect(unknown.per100g).toMatchObject({ kcal: null, carbsG: 28.1 });
  });

  it('a recipe without ingredients yet weighs nothing: zero in total, per 100 g unknown', () => {
    const r = recipeNutrition({ servings: 4, ingredients: [] });
    expect(r.total.kcal).toBe(0);
    expect(r.perServing.kcal).toBe(0);
    expect(r.per100g.kcal).toBeNull();
  });

  it('refuses servings or a cooked weight that are not positive, and negative grams', () => {
    expect(() => recipeNutrition({ servings: 0, ingredients })).toThrow(RangeError);
    expect(() => recipeNutrition({ servings: Number.NaN, ingredients })).toThrow(RangeError);
    expect(() => recipeNutrition({ servings: 2, cookedWeightG: 0, ingredients })).toThrow(RangeError);
    expect(() => recipeNutrition({ servings: 2, ingredients: [{ grams: -5, per100g: rice }] })).toThrow(RangeError);
  });
});

describe('shoppingList', () => {
  it('sums the grams of each food and sorts the lines in French order', () => {
    const list = shoppingList([
      { foodId: 'spinach', name: 'Épinard', grams: 100 },
      { foodId: 'egg', name: 'Oeuf', grams: 60 },
      { foodId: 'spinach', name: 'Épinard', grams: 150 },
      { foodId: 'endive', name: 'endive', grams: 80 },
      { foodId: 'garlic', name: 'Ail', grams: 10 },
      { foodId: 'egg', name: 'Oeuf', grams: 120 },
    ]);
    expect(list).toEqual([
      { foodId: 'garlic', name: 'Ail', grams: 10 },
      { foodId: 'endive', name: 'endive', grams: 80 },
      { foodId: 'spinach', name: 'Épinard', grams: 250 },
      { foodId: 'egg', name: 'Oeuf', grams: 180 },
    ]);
  });

  it('keeps two foods of the same name apart', () => {
    const list = shoppingList([
      { foodId: 'b', name: 'Lait', grams: 200 },
      { foodId: 'a', name: 'Lait', grams: 100 },
    ]);
    expect(list).toEqual([
      { foodId: 'a', name: 'Lait', grams: 100 },
      { foodId: 'b', name: 'Lait', grams: 200 },
    ]);
  });

  it('is empty for nothing planned, and refuses negative grams', () => {
    expect(shoppingList([])).toEqual([]);
    expect(() => shoppingList([{ foodId: 'a', name: 'Lait', grams: -1 }])).toThrow(RangeError);
  });
});
