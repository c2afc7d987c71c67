import { describe, expect, it } from 'vitest';
import { groupedShoppingList, recipeIngredientsToBuy, type ShoppingRecipe } from './shopping.ts';

const DAIRY = 'produits laitiers';
const FRUIT = 'fruits, légumes, légumineuses et oléagineux';
const MEAT = 'viandes, oeufs, poissons';

describe('groupedShoppingList', () => {
  it('sums each food once, groups the lines in French order and puts foods without a group last', () => {
    const groups = groupedShoppingList([
      { foodId: 'ciqual-19024', name: 'Yaourt nature', grams: 125, group: DAIRY },
      { foodId: 'off-3017620422003', name: 'Pâte à tartiner', grams: 30, group: null },
      { foodId: 'ciqual-13039', name: 'Pomme', grams: 150, group: FRUIT },
      { foodId: 'ciqual-22000', name: 'Oeuf', grams: 60, group: MEAT },
      { foodId: 'ciqual-20047', name: 'Épinard', grams: 200, group: FRUIT },
      { foodId: 'ciqual-13039', name: 'Pomme', grams: 150, group: FRUIT },
      { foodId: 'ciqual-19024', name: 'Yaourt nature', grams: 125, group: DAIRY },
      { foodId: 'perso-granola', name: 'Granola maison', grams: 45, group: null },
    ]);
    expect(groups).toEqual([
      {
        group: FRUIT,
        items: [
          { foodId: 'ciqual-20047', name: 'Épinard', grams: 200 },
          { foodId: 'ciqual-13039', name: 'Pomme', grams: 300 },
        ],
      },
      { group: DAIRY, items: [{ foodId: 'ciqual-19024', name: 'Yaourt nature', grams: 250 }] },
      { group: MEAT, items: [{ foodId: 'ciqual-22000', name: 'Oeuf', grams: 60 }] },
      {
        group: null,
        items: [
          { foodId: 'perso-granola', name: 'Granola maison', grams: 45 },
          { foodId: 'off-3017620422003', name: 'Pâte à tartiner', grams: 30 },
        ],
      },
    ]);
  });

  it('files a food under the group one of its items names', () => {
    expect(
      groupedShoppingList([
        { foodId: 'ciqual-13039', name: 'Pomme', grams: 100, group: null },
        { foodId: 'ciqual-13039', name: 'Pomme', grams: 50, group: FRUIT },
      ]),
    ).toEqual([{ group: FRUIT, items: [{ foodId: 'ciqual-13039', name: 'Pomme', grams: 150 }] }]);
  });

  it('is empty for nothing planned', () => {
    expect(groupedShoppingList([])).toEqual([]);
  });
});

/** 800 g of beans and 400 g of tomatoes, 4 servings; 1,000 g once cooked. */
const chili: ShoppingRecipe = {
  servings: 4,
  cookedWeightG: 1000,
  ingredients: [
    { foodId: 'ciqual-20503', name: 'Haricot rouge, cuit', grams: 800, group: FRUIT },
    { foodId: 'tomates', name: 'Tomates concassées', grams: 400, group: null },
  ],
};

describe('recipeIngredientsToBuy', () => {
  it('scales the ingredients by the servings planned over the recipe’s servings', () => {
    // 1.5 of 4 servings: 0.375 of each ingredient.
    expect(recipeIngredientsToBuy(chili, { servings: 1.5 })).toEqual([
      { foodId: 'ciqual-20503', name: 'Haricot rouge, cuit', grams: 300, group: FRUIT },
      { foodId: 'tomates', name: 'Tomates concassées', grams: 150, group: null },
    ]);
  });

  it('scales grams planned by the cooked weight when given, else by the raw ingredients’ total', () => {
    // 250 g of a 1,000 g dish: a quarter (not 250 / 1,200 of the raw weight).
    expect(recipeIngredientsToBuy(chili, { grams: 250 }).map((line) => line.grams)).toEqual([200, 100]);
    // No cooked weight: 600 g of 1,200 g of raw ingredients is a half.
    expect(recipeIngredientsToBuy({ ...chili, cookedWeightG: null }, { grams: 600 }).map((line) => line.grams)).toEqual([400, 200]);
  });

  it('merges the ingredients with the same foods planned directly, under their group', () => {
    const groups = groupedShoppingList([
      ...recipeIngredientsToBuy(chili, { servings: 2 }),
      { foodId: 'ciqual-20503', name: 'Haricot rouge, cuit', grams: 150, group: FRUIT },
      { foodId: 'ciqual-19024', name: 'Yaourt nature', grams: 125, group: DAIRY },
    ]);
    // Beans: 800 × 2/4 + 150 = 550 g; tomatoes: 400 × 2/4 = 200 g, without a group.
    expect(groups).toEqual([
      { group: FRUIT, items: [{ foodId: 'ciqual-20503', name: 'Haricot rouge, cuit', grams: 550 }] },
      { group: DAIRY, items: [{ foodId: 'ciqual-19024', name: 'Yaourt nature', grams: 125 }] },
      { group: null, items: [{ foodId: 'tomates', name: 'Tomates concassées', grams: 200 }] },
    ]);
  });

  it('refuses an amount that cannot be a share of the dish', () => {
    expect(() => recipeIngredientsToBuy(chili, { servings: -1 })).toThrow(RangeError);
    expect(() => recipeIngredientsToBuy({ ...chili, cookedWeightG: null, ingredients: [] }, { grams: 100 })).toThrow(RangeError);
  });
});
