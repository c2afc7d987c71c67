import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromOffProduct } from './open-food-facts.ts';
import { servingName, servingText } from './servings.ts';

const french = (JSON.parse(readFileSync(new URL('../../../locales/fr/nutrition.json', import.meta.url), 'utf8')) as { servings: { words: Record<string, string>; unnamed: string } })
  .servings;
const text = (label: string, grams: number) => servingText({ label, grams }, french.words, french.unnamed);

// Every product of the recorded Open Food Facts responses, wherever the response nests it.
const fixturesDir = new URL('../../../tests/fixtures/off/', import.meta.url);
function productsIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(productsIn);
  if (value === null || typeof value !== 'object') return [];
  const object = value as Record<string, unknown>;
  return [...('serving_size' in object ? [object] : []), ...Object.values(object).flatMap(productsIn)];
}
const recorded = readdirSync(fixturesDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => productsIn(JSON.parse(readFileSync(new URL(f, fixturesDir), 'utf8'))));

describe('serving labels in French', () => {
  it('rewrites the recorded serving sizes of Open Food Facts, the quantity written once', () => {
    const shown = new Map<string, string>();
    for (const product of recorded) {
      const food = fromOffProduct(product);
      for (const serving of food?.servings ?? []) shown.set(serving.label, text(serving.label, serving.grams));
    }
    expect(Object.fromEntries(shown)).toEqual({
      '15g': '1 portion (15 g)',
      '25g': '1 portion (25 g)',
      '1 can (330 ml)': '1 canette (330 ml)',
      '1 portion (250 ml)': '1 portion (250 ml)',
      '100 ml': '1 portion (100 ml)',
      '100ml': '1 portion (100 ml)',
      '1250 ml': '1 portion (1\u202f250 ml)',
      '1L': '1 portion (1\u202f000 ml)',
      '250 ml': '1 portion (250 ml)',
      '250ml': '1 portion (250 ml)',
      '330ml': '1 portion (330 ml)',
      '450 ml': '1 portion (450 ml)',
      '450ml': '1 portion (450 ml)',
      '500 ml': '1 portion (500 ml)',
    });
    for (const line of shown.values()) expect(line.match(/\d\s?(g|ml)\b/g)).toHaveLength(1);
  });

  it('"60.8 g (1 tranche)" reads "1 tranche (60,8 g)", never the grams twice', () => {
    expect(text('60.8 g (1 tranche)', 60.8)).toBe('1 tranche (60,8 g)');
    expect(text('2 slices (50 g)', 50)).toBe('2 tranches (50 g)');
    expect(text('1 biscuit = 12,5 g', 12.5)).toBe('1 biscuit (12,5 g)');
    expect(text('1 tranche', 40)).toBe('1 tranche (40 g)');
    expect(text('tranche', 40)).toBe('1 tranche (40 g)');
    expect(text('1 gaufre', 25)).toBe('1 gaufre (25 g)');
    expect(text('350g', 350)).toBe('1 portion (350 g)');
  });

  it('keeps a label of my own as I wrote it, and tells grams from millilitres', () => {
    expect(servingName('1 banane moyenne', french.words)).toEqual({ name: '1 banane moyenne', unit: 'g' });
    expect(servingName('1 bol', french.words)).toEqual({ name: '1 bol', unit: 'g' });
    expect(servingName('33 cl', french.words)).toEqual({ name: null, unit: 'ml' });
    expect(servingName('1 L', french.words)).toEqual({ name: null, unit: 'ml' });
  });
});
