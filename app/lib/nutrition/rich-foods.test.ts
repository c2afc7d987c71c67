import { describe, expect, it } from 'vitest';
import { allBaseFoods } from './base.ts';
import { baseMicronutrients, baseRichFoods } from './base-micronutrients.ts';
import { MICRONUTRIENT_KEYS, type Micronutrients, type MicronutrientValue } from './micronutrients.ts';
import { foodFamily, richFoods, type RichFoodCandidate } from './rich-foods.ts';

const FRUIT = 'fruits, légumes, légumineuses et oléagineux';
const MEAT = 'viandes, oeufs, poissons';

function values(vitaminCMg: MicronutrientValue): Micronutrients {
  return { ...Object.fromEntries(MICRONUTRIENT_KEYS.map((k) => [k, null])), vitaminCMg } as Micronutrients;
}

const food = (code: string, name: string, group: string | null, portions: RichFoodCandidate['portions'] = []): RichFoodCandidate => ({ code, name, group, portions });

describe('foods rich in a nutrient', () => {
  const vitaminC: Record<string, MicronutrientValue> = {
    kiwi: 80, // 1 kiwi of 75 g → 60 mg
    poivron: 120, // 1 poivron of 150 g → 180 mg
    poivronJaune: 180, // no portion, 100 g → 180 mg, same family as the red one
    orange: 50, // per 100 g → 50 mg
    persil: 200, // dried herb, no portion: not a helping
    poudre: 3000, // a powder, even with a portion
    traces: { below: 0 },
    inconnu: null,
    veau: 40, // raw meat without a portion
  };
  const foods = [
    food('kiwi', 'Kiwi, pulpe et graines, cru', FRUIT, [{ label: '1 kiwi', grams: 75 }]),
    food('poivron', 'Poivron rouge, cru', FRUIT, [{ label: '1 poivron', grams: 150 }]),
    food('poivronJaune', 'Poivron jaune, cru', FRUIT),
    food('orange', 'Orange, pulpe, crue', FRUIT),
    food('persil', 'Persil, séché', 'aides culinaires et ingrédients divers'),
    food('poudre', 'Acérola, poudre', FRUIT, [{ label: '1 c. à café', grams: 2 }]),
    food('traces', 'Pomme, crue', FRUIT),
    food('inconnu', 'Poire, crue', FRUIT),
    food('veau', 'Veau, escalope, crue', MEAT),
  ];
  const of = (code: string) => values(vitaminC[code] ?? null);

  it('ranks by the amount in a usual portion, else in 100 g, one food per family', () => {
    const ranked = richFoods('vitaminCMg', foods, of, 10);
    expect(ranked.map((f) => f.code)).toEqual(['poivron', 'kiwi', 'orange']);
    expect(ranked[0]).toEqual({ code: 'poivron', name: 'Poivron rouge, cru', portion: { label: '1 poivron', grams: 150 }, amount: 180 });
    expect(ranked[1]?.amount).toBeCloseTo(60);
    expect(ranked[2]).toEqual({ code: 'orange', name: 'Orange, pulpe, crue', portion: null, amount: 50 });
  });

  it('keeps the richest of a family, whether by portion or by 100 g', () => {
    vitaminC.poivronJaune = 200;
    try {
      expect(richFoods('vitaminCMg', foods, of, 1)).toEqual([{ code: 'poivronJaune', name: 'Poivron jaune, cru', portion: null, amount: 200 }]);
    } finally {
      vitaminC.poivronJaune = 180;
    }
  });

  it('never suggests a food whose value is traces, below a limit or unknown', () => {
    const codes = richFoods('vitaminCMg', foods, of, 10).map((f) => f.code);
    expect(codes).not.toContain('traces');
    expect(codes).not.toContain('inconnu');
    expect(richFoods('ironMg', foods, of)).toEqual([]);
  });

  it('takes at most three foods by default', () => {
    expect(richFoods('vitaminCMg', foods, of)).toHaveLength(3);
  });

  it('names a family by the first word of the food, without accents or plural', () => {
    expect(foodFamily('Poivron rouge, cru')).toBe('poivron');
    expect(foodFamily('Oeufs brouillés')).toBe('oeuf');
    expect(foodFamily('Épinard, cuit')).toBe('epinard');
  });
});

describe('foods rich in a nutrient, from the Ciqual base', () => {
  it('suggests foods people eat for vitamin C, and nothing eaten by the spoonful as if by 100 g', () => {
    expect(baseRichFoods('vitaminCMg')).toHaveLength(3);
    const ranked = richFoods('vitaminCMg', allBaseFoods(), baseMicronutrients, 10);
    expect(ranked.some((f) => /^Poivron/.test(f.name))).toBe(true);
    const groups = new Map(allBaseFoods().map((f) => [f.code, f.group]));
    for (const key of ['vitaminCMg', 'ironMg', 'magnesiumMg', 'potassiumMg', 'calciumMg', 'manganeseMg'] as const) {
      for (const suggestion of baseRichFoods(key)) {
        expect(suggestion.amount, `${key} ${suggestion.name}`).toBeGreaterThan(0);
        expect(suggestion.name, key).not.toMatch(/poudre|déshydraté|lyophilisé/i);
        if (!suggestion.portion) expect(['fruits, légumes, légumineuses et oléagineux', 'viandes, oeufs, poissons'], `${key} ${suggestion.name}`).toContain(groups.get(suggestion.code));
      }
    }
  });
});
