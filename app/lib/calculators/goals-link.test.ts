import { describe, expect, it } from 'vitest';
import { ageOn } from '#app/lib/dates/index.ts';
import { goalsFromLink, goalsOfMacros, goalsOfTdee, nutritionGoalsHref, profileWritesFrom } from './goals-link.ts';
import { goalsFromMaintenance } from './nutrition.ts';

describe('the calculators → nutrition goals link', () => {
  it('carries whole numbers and is read back', () => {
    const href = nutritionGoalsHref({ kcal: 1999.6, proteinG: 160, carbsG: 190.4, fatG: 67, fiberG: 30 }, 'macros');
    expect(href).toBe('/settings/nutrition-goals?source=macros&kcal=2000&proteinG=160&carbsG=190&fatG=67&fiberG=30');
    const params = new URL(href, 'https://elan.example').searchParams;
    expect(goalsFromLink(params)).toEqual({ source: 'macros', values: { kcal: 2000, proteinG: 160, carbsG: 190, fatG: 67, fiberG: 30 }, person: {}, ignored: false });
  });

  it('fills the macros and fibre of BMR/TDEE from the automatic goals’ split of the TDEE', () => {
    // 70 kg, TDEE 2 500 kcal, maintain: protein 1,6 g/kg = 112 g; fat 30 % = 83 g; carbohydrate
    // (2 500 − 112 × 4 − 83,3 × 9) / 4 = 325,6 g; fibre 30 g.
    const goals = goalsOfTdee({ tdee: 2500, bmr: 1700, weightKg: 70 });
    expect(goals).toEqual({ kcal: 2500, proteinG: 112, carbsG: 326, fatG: 83, fiberG: 30 });
    const split = goalsFromMaintenance({ maintenanceKcal: 2500, bmr: 1700, weightKg: 70, goal: 'maintien' });
    expect(goals).toEqual({ kcal: split.kcal, proteinG: split.proteinG, carbsG: split.carbsG, fatG: split.fatG, fiberG: split.fiberG });
  });

  it("adds the app's fibre target to the macros calculator's split", () => {
    expect(goalsOfMacros({ kcal: 2000, proteinG: 150, carbsG: 200, fatG: 66.7 })).toEqual({ kcal: 2000, proteinG: 150, carbsG: 200, fatG: 66.7, fiberG: 30 });
  });

  it("carries the person's sex, age, weight and height, one decimal kept", () => {
    const href = nutritionGoalsHref({ kcal: 2100 }, 'bmr-tdee', { sex: 'femme', age: 34, weightKg: 61.25, heightCm: 168 });
    const read = goalsFromLink(new URL(href, 'https://elan.example').searchParams);
    expect(read?.person).toEqual({ sex: 'femme', age: 34, weightKg: 61.3, heightCm: 168 });
    expect(read?.ignored).toBe(false);
  });

  it('leaves out what is not a number of the expected form, and says so', () => {
    const params = new URLSearchParams('source=macros&kcal=2000&proteinG=abc&fatG=-3&carbsG=1e3');
    expect(goalsFromLink(params)).toEqual({ source: 'macros', values: { kcal: 2000 }, person: {}, ignored: true });
    const person = goalsFromLink(new URLSearchParams('source=bmr-tdee&sex=autre&age=3.5&weightKg=70.25&heightCm=175'));
    expect(person).toEqual({ source: 'bmr-tdee', values: {}, person: { heightCm: 175 }, ignored: true });
  });

  it('ignores a page opened without a known calculator', () => {
    expect(goalsFromLink(new URLSearchParams(''))).toBeNull();
    expect(goalsFromLink(new URLSearchParams('source=autre&kcal=2000'))).toBeNull();
  });
});

describe("saving the calculator's facts to the profile", () => {
  const person = { sex: 'femme', age: 34, weightKg: 61.5, heightCm: 168 } as const;
  const today = '2026-11-27';
  const age = (day: string) => ageOn(day, today);

  it('writes only what the person chose, the weight as a weigh-in', () => {
    expect(profileWritesFrom(person, new Set(['sex', 'heightCm']), '', age)).toEqual({ profile: { sex: 'femme', heightCm: 168 }, weightKg: null });
    expect(profileWritesFrom(person, new Set(['weightKg']), '', age)).toEqual({ profile: {}, weightKg: 61.5 });
  });

  it('keeps the age only with a birth date that gives it today', () => {
    expect(profileWritesFrom(person, new Set(['age']), ' ', age)).toBe('birthDateMissing');
    expect(profileWritesFrom(person, new Set(['age']), '1990-01-01', age)).toBe('birthDateMismatch');
    expect(profileWritesFrom(person, new Set(['age']), 'pas une date', age)).toBe('birthDateMismatch');
    expect(profileWritesFrom(person, new Set(['age', 'sex']), '1992-05-10', age)).toEqual({ profile: { sex: 'femme', birthDate: '1992-05-10' }, weightKg: null });
  });
});
