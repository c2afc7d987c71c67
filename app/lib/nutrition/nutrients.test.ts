import { describe, expect, it } from 'vitest';
import { dayTotals, nutrientsFor, type Per100g } from './nutrients.ts';

// Ciqual 2025, 13039 "Pomme, chair et peau, crue" and 9107 "Riz blanc, précuit, cuit, sans sel ajouté".
const apple: Per100g = { kcal: 54, proteinG: 0.25, carbsG: 11.6, sugarsG: 10.6, fatG: 0.25, satFatG: 0.052, fiberG: 1.4, saltG: 0.0037 };
const precookedRice: Per100g = { kcal: null, proteinG: null, carbsG: 28.1, sugarsG: 0, fatG: 1.3, satFatG: null, fiberG: 1, saltG: 0.0025 };

describe('nutrientsFor', () => {
  it('scales every value to the quantity eaten', () => {
    const r = nutrientsFor(apple, 150);
    expect(r.kcal).toBeCloseTo(81, 10);
    expect(r.proteinG).toBeCloseTo(0.375, 10);
    expect(r.carbsG).toBeCloseTo(17.4, 10);
    expect(r.sugarsG).toBeCloseTo(15.9, 10);
    expect(r.fatG).toBeCloseTo(0.375, 10);
    expect(r.satFatG).toBeCloseTo(0.078, 10);
    expect(r.fiberG).toBeCloseTo(2.1, 10);
    expect(r.saltG).toBeCloseTo(0.00555, 10);
  });

  it('keeps an unknown value unknown and a zero at zero', () => {
    const r = nutrientsFor(precookedRice, 200);
    expect(r).toMatchObject({ kcal: null, proteinG: null, satFatG: null, sugarsG: 0 });
    expect(r.carbsG).toBeCloseTo(56.2, 10);
  });

  it('gives zeros for 0 g, and 100 g gives the values per 100 g', () => {
    expect(nutrientsFor(apple, 0)).toEqual({ kcal: 0, proteinG: 0, carbsG: 0, sugarsG: 0, fatG: 0, satFatG: 0, fiberG: 0, saltG: 0 });
    expect(nutrientsFor(apple, 100)).toEqual(apple);
  });

  it('refuses a negative or non-finite quantity', () => {
    for (const grams of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => nutrientsFor(apple, grams)).toThrow(RangeError);
  });
});

describe('dayTotals', () => {
  it('adds the snapshots of the day', () => {
    const totals = dayTotals([{ nutrients: nutrientsFor(apple, 150) }, { nutrients: nutrientsFor(apple, 50) }]);
    expect(totals.kcal).toBeCloseTo(108, 10);
    expect(totals.fiberG).toBeCloseTo(2.8, 10);
  });

  it('adds the known values when some entries do not know a nutrient', () => {
    const totals = dayTotals([{ nutrients: nutrientsFor(apple, 100) }, { nutrients: nutrientsFor(precookedRice, 200) }]);
    expect(totals.kcal).toBeCloseTo(54, 10);
    expect(totals.carbsG).toBeCloseTo(11.6 + 56.2, 10);
    expect(totals.satFatG).toBeCloseTo(0.052, 10);
  });

  it('leaves a nutrient unknown when no entry knows it', () => {
    const totals = dayTotals([{ nutrients: precookedRice }, { nutrients: precookedRice }]);
    expect(totals).toMatchObject({ kcal: null, proteinG: null, satFatG: null, sugarsG: 0 });
    expect(totals.carbsG).toBeCloseTo(56.2, 10);
  });

  it('is zero for a day with nothing logged', () => {
    expect(dayTotals([])).toEqual({ kcal: 0, proteinG: 0, carbsG: 0, sugarsG: 0, fatG: 0, satFatG: 0, fiberG: 0, saltG: 0 });
  });
});
