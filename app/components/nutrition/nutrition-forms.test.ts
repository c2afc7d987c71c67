import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LogEntry, MyFood } from '#app/lib/data/nutrition.ts';
import { fromSnapshot } from '#app/lib/nutrition/micronutrients.ts';
import { entryFor, quantityOf } from './add-to-meal-form.tsx';
import { copiesOf } from './food-log-screen.tsx';
import { parseServings, servingsText, validateFood } from './food-form.tsx';
import { quantityError, quantityText, withQuantity } from './log-entry-row.tsx';
import { cleanBarcode } from './off-panel.tsx';
import { offFoodInput } from './use-import.ts';
import { fromOffProduct } from '#app/lib/nutrition/index.ts';
import { foodInputSchema } from '#app/lib/data/nutrition.ts';

const nutritionFr = JSON.parse(readFileSync(new URL('../../../locales/fr/nutrition.json', import.meta.url), 'utf8')) as { servings: { words: Record<string, string>; unnamed: string } };
const french = nutritionFr.servings;
const per100g = { kcal: 250, proteinG: 8, carbsG: 48, sugarsG: null, fatG: 2, satFatG: null, fiberG: 6, saltG: 1.2 };
const bread = { ref: { kind: 'food' as const, id: 'f1' }, name: 'Pain de seigle', per100g, servings: [{ label: '1 tranche', grams: 40 }] };

describe('adding to a meal', () => {
  it('takes grams or a number of servings, and says in French what is wrong', () => {
    expect(quantityOf({ meal: 'diner', unit: 'g', amount: '125,5' }, bread.servings)).toEqual({
      ok: true,
      value: { meal: 'diner', grams: 125.5, serving: null },
    });
    expect(quantityOf({ meal: 'diner', unit: '0', amount: '2' }, bread.servings)).toEqual({
      ok: true,
      value: { meal: 'diner', grams: 80, serving: { label: '1 tranche', count: 2 } },
    });
    expect(quantityOf({ meal: 'diner', unit: 'g', amount: '' }, [])).toEqual({ ok: false, errors: { amount: { key: 'common:form.required' } } });
    expect(quantityOf({ meal: 'diner', unit: 'g', amount: 'beaucoup' }, [])).toEqual({ ok: false, errors: { amount: { key: 'common:form.notANumber' } } });
    expect(quantityOf({ meal: 'diner', unit: 'g', amount: '0' }, [])).toMatchObject({ ok: false, errors: { amount: { key: 'nutrition:errors.grams' } } });
    expect(quantityOf({ meal: 'diner', unit: '0', amount: '60' }, bread.servings)).toMatchObject({
      ok: false,
      errors: { amount: { key: 'nutrition:errors.servingCount' } },
    });
    expect(quantityOf({ meal: 'gouter', unit: 'g', amount: '10' }, [])).toMatchObject({ ok: false, errors: { meal: { key: 'common:form.required' } } });
  });

  it('keeps a snapshot of the nutrients for the quantity, unknown values staying unknown', () => {
    const entry = entryFor(bread, { meal: 'dejeuner', grams: 80, serving: { label: '1 tranche', count: 2 } });
    const rounded = Object.fromEntries(Object.entries(entry.nutrients).map(([k, v]) => [k, v === null ? null : Math.round(v * 1000) / 1000]));
    expect(rounded).toEqual({ kcal: 200, proteinG: 6.4, carbsG: 38.4, sugarsG: null, fatG: 1.6, satFatG: null, fiberG: 4.8, saltG: 0.96 });
    expect(entry.ref).toEqual({ kind: 'food', id: 'f1' });
    expect(entry.id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    expect(entry).not.toHaveProperty('micronutrients');
  });

  it('keeps the micronutrients known for the quantity: unknown ones absent, limits with their mark', () => {
    const per100gMicros = { ...fromSnapshot({}), vitaminCMg: 10, calciumMg: 0, iodineUg: { below: 0 }, seleniumUg: { below: 2 } };
    const entry = entryFor(bread, { meal: 'dejeuner', grams: 80, serving: null }, per100gMicros);
    expect(entry.micronutrients).toEqual({ calciumMg: 0, vitaminCMg: 8, iodineUg: { below: 0 }, seleniumUg: { below: 1.6 } });
    // An Open Food Facts product brings its own values.
    const product = { ...bread, ref: { kind: 'off' as const, id: '3228857000852' }, micronutrients: { ...fromSnapshot({}), sodiumMg: 452 } };
    expect(entryFor(product, { meal: 'diner', grams: 50, serving: null }).micronutrients).toEqual({ sodiumMg: 226 });
  });
});

describe('editing an entry', () => {
  const entry: LogEntry = {
    id: 'e1',
    meal: 'dejeuner',
    ref: { kind: 'food', id: 'f1' },
    name: 'Pain',
    grams: 80,
    serving: { label: '1 tranche', count: 2 },
    nutrients: { ...per100g, kcal: 200 },
  };

  it('rescales its own snapshot, in the unit it was logged in', () => {
    const three = withQuantity(entry, 3);
    expect(three.grams).toBe(120);
    expect(three.serving).toEqual({ label: '1 tranche', count: 3 });
    expect(three.nutrients.kcal).toBeCloseTo(300);
    expect(three.nutrients.sugarsG).toBeNull();
    expect(quantityText(three, french)).toBe('3 × 1 tranche (120 g)');
    expect(quantityText({ grams: 150, serving: null }, french)).toBe('150 g');
    // A serving label from Open Food Facts that holds its grams: they are written once.
    expect(quantityText({ grams: 121.6, serving: { label: '60.8 g (1 tranche)', count: 2 } }, french)).toBe('2 × 1 tranche (121,6 g)');
    expect(quantityError(entry, '0')).toMatchObject({ key: 'nutrition:errors.servingCount' });
    expect(quantityError({ ...entry, serving: null }, '6000')).toMatchObject({ key: 'nutrition:errors.grams' });
    expect(quantityError(entry, '2,5')).toBeNull();
  });

  it('rescales its micronutrients with its quantity, and adds none to an entry that had none', () => {
    const withMicros: LogEntry = { ...entry, micronutrients: { vitaminCMg: 8, seleniumUg: { below: 1.6 } } };
    const three = withQuantity(withMicros, 3);
    expect(three.micronutrients?.vitaminCMg).toBeCloseTo(12);
    expect((three.micronutrients?.seleniumUg as { below: number }).below).toBeCloseTo(2.4);
    expect(Object.keys(three.micronutrients ?? {})).toEqual(['vitaminCMg', 'seleniumUg']);
    expect(withQuantity(entry, 3)).not.toHaveProperty('micronutrients');
  });

  it('copies entries with new ids and the same snapshots, one meal or the whole day', () => {
    const day = [entry, { ...entry, id: 'e2', meal: 'diner' as const }];
    expect(copiesOf(day, 'diner').map((e) => [e.meal, e.nutrients.kcal])).toEqual([['diner', 200]]);
    const all = copiesOf(day, null);
    expect(all).toHaveLength(2);
    expect(all.map((e) => e.id)).not.toContain('e1');
  });
});

describe('my foods form', () => {
  const values = {
    name: 'Pain',
    brand: '',
    barcode: '',
    servings: '',
    favorite: '',
    kcal: '250',
    proteinG: '8',
    carbsG: '48',
    sugarsG: '',
    fatG: '2',
    satFatG: '',
    fiberG: '',
    saltG: '',
  };

  it('reads servings written as "1 tranche = 40 g", one a line', () => {
    expect(parseServings('1 tranche = 40 g\n\n1 bol=250,5')).toEqual({
      servings: [
        { label: '1 tranche', grams: 40 },
        { label: '1 bol', grams: 250.5 },
      ],
    });
    expect(parseServings('1 tranche = 40 g\nune poignée')).toEqual({ badLine: 2 });
    expect(servingsText([{ label: '1 tranche', grams: 40 }])).toBe('1 tranche = 40 g');
  });

  it('validates in French: energy required, numbers, barcode check digit, macros per 100 g', () => {
    expect(validateFood(values, null)).toMatchObject({ ok: true, value: { name: 'Pain', source: 'perso', per100g: { kcal: 250, sugarsG: null } } });
    const errors = (change: Partial<typeof values>) => {
      const result = validateFood({ ...values, ...change }, null);
      return result.ok ? {} : result.errors;
    };
    expect(errors({ kcal: '' })).toEqual({ kcal: { key: 'nutrition:foods.errors.kcalRequired' } });
    expect(errors({ fatG: 'deux' })).toEqual({ fatG: { key: 'common:form.notANumber' } });
    expect(errors({ fatG: '120' })).toHaveProperty('fatG');
    expect(errors({ proteinG: '60', carbsG: '50' })).toEqual({ proteinG: { key: 'nutrition:errors.macrosOver100' } });
    expect(errors({ barcode: '3017620422004' })).toEqual({ barcode: { key: 'nutrition:barcode.checkDigit' } });
    expect(errors({ barcode: '3017 6204 22003' })).toEqual({});
    expect(errors({ servings: '1 tranche = 0 g' })).toHaveProperty('servings');
  });

  it('keeps the source, Nutri-Score and NOVA group of an imported food when it is edited', () => {
    const imported = { id: 'off-1', source: 'off', nutriscore: 'e', nova: 4 } as unknown as MyFood;
    expect(validateFood(values, imported)).toMatchObject({ ok: true, value: { source: 'off', nutriscore: 'e', nova: 4 } });
  });

  it('drops spaces and dashes typed in a barcode', () => {
    expect(cleanBarcode(' 3017-6204 22003 ')).toBe('3017620422003');
  });
});

describe('importing an Open Food Facts product', () => {
  it('keeps the micronutrients its label gave, per 100 g, and its NOVA group, in a shape the foods schema accepts', () => {
    const recorded = JSON.parse(readFileSync(new URL('../../../tests/fixtures/off/product-v0_7622210288257_poulain-grand-arome_2020.json', import.meta.url), 'utf8')) as unknown;
    const input = offFoodInput(fromOffProduct(recorded)!);
    expect(input.micronutrients).toEqual({ magnesiumMg: 156, sodiumMg: 12, phosphorusMg: 246 });
    expect(input.nova).toBe(4);
    expect(foodInputSchema.safeParse(input).success).toBe(true);
  });
});
