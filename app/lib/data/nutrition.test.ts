import { describe, expect, it } from 'vitest';
import { fieldErrorsFrom } from '#app/lib/forms/messages.ts';
import { resolveQuery } from './documents.ts';
import { foodFromData, foodInputSchema, foodLogFromData, macrosFit, mealAt, myFoods, ownBaseCodes, type FoodLog, type LogEntry } from './nutrition.ts';

const per100g = { kcal: 52, proteinG: 0.3, carbsG: 11.6, sugarsG: 9.4, fatG: 0.2, satFatG: null, fiberG: 2.4, saltG: 0.01 };
const food = {
  name: 'Pomme',
  brand: null,
  barcode: null,
  per100g,
  servings: [{ label: '1 pomme', grams: 150 }],
  source: 'perso',
  favorite: false,
  nutriscore: null,
  nova: null,
};
const entry = (id: string, refId: string, kind: LogEntry['ref']['kind'] = 'food'): LogEntry => ({
  id,
  meal: 'dejeuner',
  ref: { kind, id: refId },
  name: 'Pomme',
  grams: 100,
  serving: null,
  nutrients: per100g,
});

describe('foods', () => {
  it('accepts a food with unknown values and refuses what the rules refuse, with French keys', () => {
    expect(foodInputSchema.safeParse(food).success).toBe(true);
    const refused = (change: object) => {
      const candidate = { ...food, ...change };
      const parsed = foodInputSchema.safeParse(candidate);
      return parsed.success ? null : fieldErrorsFrom(parsed.error.issues, candidate);
    };
    expect(refused({ name: '  ' })).toEqual({ name: { key: 'common:form.required' } });
    expect(refused({ barcode: '30176204220AB' })).toEqual({ barcode: { key: 'nutrition:errors.barcode' } });
    expect(refused({ per100g: { ...per100g, kcal: 1001 } })).toHaveProperty(['per100g.kcal']);
    expect(refused({ per100g: { ...per100g, proteinG: 60, carbsG: 50 } })).toEqual({ 'per100g.proteinG': { key: 'nutrition:errors.macrosOver100' } });
    expect(refused({ servings: Array.from({ length: 21 }, () => ({ label: '1 tranche', grams: 40 })) })).toHaveProperty('servings');
    expect(refused({ source: 'scan' })).toHaveProperty('source');
    expect(refused({ nova: 5 })).toHaveProperty('nova');
    expect(refused({ nova: '4' })).toHaveProperty('nova');
  });

  it('macros: at most 100 g per 100 g, with the tolerance Ciqual’s own values need', () => {
    expect(macrosFit({ ...per100g, proteinG: 14.8, carbsG: 51.4, fatG: 29.7, fiberG: 6.1 })).toBe(true); // 102 g
    expect(macrosFit({ ...per100g, proteinG: 60, carbsG: 50, fatG: 0, fiberG: 0 })).toBe(false);
  });

  it('reads stored foods, defaulting optional fields, and skips misfits', () => {
    const { brand: _b, favorite: _f, nutriscore: _n, nova: _g, barcode: _c, ...minimal } = food;
    expect(foodFromData('f1', { ...minimal, createdAt: 1000, updatedAt: 2000 })).toMatchObject({ id: 'f1', brand: null, favorite: false, nutriscore: null, nova: null, createdAt: 1000 });
    // An imported product keeps its NOVA group with its Nutri-Score.
    expect(foodFromData('off-1', { ...food, nutriscore: 'd', nova: 4, createdAt: 1, updatedAt: 2 })).toMatchObject({ nutriscore: 'd', nova: 4 });
    expect(foodFromData('f1', { ...food, per100g: { kcal: 52 } })).toBeNull();
    expect(foodFromData('f1', undefined)).toBeNull();
  });

  it('keeps the micronutrients an imported product came with, and leaves them out of foods without', () => {
    const micronutrients = { sodiumMg: 452, vitaminDUg: { below: 0.5 } };
    expect(foodFromData('off-1', { ...food, micronutrients, createdAt: 1, updatedAt: 2 })?.micronutrients).toEqual(micronutrients);
    expect(foodFromData('f1', { ...food, createdAt: 1, updatedAt: 2 })).not.toHaveProperty('micronutrients');
    expect(foodFromData('f1', { ...food, micronutrients: { sodiumMg: null }, createdAt: 1, updatedAt: 2 })).toBeNull();
  });

  it('lists my foods by name, favourites first', () => {
    expect(resolveQuery(myFoods, { uid: 'u1' })).toEqual({ collection: 'users/u1/foods', orderBy: [{ field: 'name', direction: 'asc' }], limit: 2000 });
  });
});

describe('day logs', () => {
  it('reads a missing day as empty and drops entries that no longer fit', () => {
    expect(foodLogFromData('2026-03-15', undefined)).toEqual({ day: '2026-03-15', entries: [] });
    expect(foodLogFromData('2026-03-15', { entries: [entry('e1', 'f1'), { ...entry('e2', 'f1'), meal: 'gouter' }] }).entries.map((e) => e.id)).toEqual(['e1']);
  });

  it('keeps the micronutrients snapshot when there is one, and reads entries without it as before', () => {
    const withMicros = { ...entry('e1', '13039', 'base'), micronutrients: { vitaminCMg: 4.6, iodineUg: { below: 0 }, seleniumUg: { below: 1.5 } } };
    const old = entry('e2', 'f1');
    expect(foodLogFromData('2026-03-15', { entries: [withMicros, old] }).entries).toEqual([withMicros, old]);
  });

  it('refuses a snapshot that counts an unknown as something, or names what the app does not track', () => {
    for (const micronutrients of [{ vitaminCMg: null }, { vitaminCMg: -1 }, { vitaminCMg: '4,6' }, { caffeineMg: 12 }, { ironMg: { below: -1 } }, { ironMg: { below: 1, value: 2 } }, []]) {
      expect(foodLogFromData('2026-03-15', { entries: [{ ...entry('e1', 'f1'), micronutrients }] }).entries, JSON.stringify(micronutrients)).toEqual([]);
    }
  });

  it('own Ciqual codes: from the base or my copies of base foods, most often logged first, then latest', () => {
    const logs: FoodLog[] = [
      { day: '2026-03-13', entries: [entry('a', '9104', 'base'), entry('b', 'ciqual-13039'), entry('c', 'f1')] },
      { day: '2026-03-15', entries: [entry('d', '19041', 'base'), entry('e', '13039', 'base')] },
      { day: '2026-03-14', entries: [entry('f', '22000', 'base'), entry('g', '3017620422003', 'off')] },
    ];
    expect(ownBaseCodes(logs)).toEqual(['13039', '19041', '22000', '9104']);
    expect(ownBaseCodes([])).toEqual([]);
  });
});

describe('the meal a food added now belongs to', () => {
  it("follows French meal times, on the device's clock", () => {
    const at = (hour: number, minute: number) => mealAt(new Date(2026, 2, 15, hour, minute));
    expect([at(0, 5), at(10, 29)]).toEqual(['petit-dejeuner', 'petit-dejeuner']);
    expect([at(10, 30), at(14, 59)]).toEqual(['dejeuner', 'dejeuner']);
    expect([at(15, 0), at(18, 29)]).toEqual(['collation', 'collation']);
    expect([at(18, 30), at(23, 59)]).toEqual(['diner', 'diner']);
  });
});
