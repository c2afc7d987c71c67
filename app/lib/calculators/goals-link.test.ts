import { describe, expect, it } from 'vitest';
import { goalsFromLink, nutritionGoalsHref } from './goals-link.ts';

describe('the calculators → nutrition goals link', () => {
  it('carries whole numbers and is read back', () => {
    const href = nutritionGoalsHref({ kcal: 1999.6, proteinG: 160, carbsG: 190.4, fatG: 67 }, 'macros');
    expect(href).toBe('/settings/nutrition-goals?source=macros&kcal=2000&proteinG=160&carbsG=190&fatG=67');
    const params = new URL(href, 'https://elan.example').searchParams;
    expect(goalsFromLink(params)).toEqual({ source: 'macros', values: { kcal: 2000, proteinG: 160, carbsG: 190, fatG: 67 }, ignored: false });
  });

  it('takes only kcal from BMR/TDEE (bmr and tdee explain it)', () => {
    const params = new URLSearchParams('source=bmr-tdee&kcal=2136&bmr=1780&tdee=2136');
    expect(goalsFromLink(params)).toEqual({ source: 'bmr-tdee', values: { kcal: 2136 }, ignored: false });
  });

  it('leaves out what is not a whole number, and says so', () => {
    const params = new URLSearchParams('source=macros&kcal=2000&proteinG=abc&fatG=-3&carbsG=1e3');
    expect(goalsFromLink(params)).toEqual({ source: 'macros', values: { kcal: 2000 }, ignored: true });
  });

  it('ignores a page opened without a known calculator', () => {
    expect(goalsFromLink(new URLSearchParams(''))).toBeNull();
    expect(goalsFromLink(new URLSearchParams('source=autre&kcal=2000'))).toBeNull();
  });
});
