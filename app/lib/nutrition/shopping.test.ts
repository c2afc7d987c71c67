import { describe, expect, it } from 'vitest';
import { groupedShoppingList } from './shopping.ts';

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
