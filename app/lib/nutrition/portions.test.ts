import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVING_GRAMS_BOUNDS, SERVING_LABEL_MAX, SERVINGS_MAX } from '#app/lib/data/nutrition.ts';
import { baseFoodByCode, searchBase } from './base.ts';

interface PortionRow {
  code: string;
  name: string;
  portions: { label: string; grams: number; source: string }[];
}

const read = (file: string): unknown => JSON.parse(readFileSync(new URL(`./data/${file}`, import.meta.url), 'utf8'));
const rows = read('ciqual-portions.json') as PortionRow[];
const names = new Map((read('ciqual-2025.json') as { code: string; name: string }[]).map((f) => [f.code, f.name]));

describe('usual portions of Ciqual foods (data/ciqual-portions.json)', () => {
  it('covers at least 300 foods, each once, under its exact Ciqual name', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    for (const row of rows) expect(names.get(row.code), row.code).toBe(row.name);
  });

  it('gives each portion a French label that fits a serving, its grams, and its source beside it', () => {
    for (const { name, portions } of rows) {
      expect(portions.length, name).toBeGreaterThan(0);
      expect(portions.length).toBeLessThanOrEqual(SERVINGS_MAX);
      for (const p of portions) {
        expect(p.label, name).toMatch(/^(1|1\/2|1\/4) \S/);
        expect(p.label.length).toBeLessThanOrEqual(SERVING_LABEL_MAX);
        expect(p.grams).toBeGreaterThanOrEqual(SERVING_GRAMS_BOUNDS.min);
        expect(p.grams).toBeLessThanOrEqual(1000);
        expect(p.source.length, `${name}: ${p.label}`).toBeGreaterThan(10);
      }
    }
  });

  it('holds the portions people log most', () => {
    const portion = (code: string, label: string) => baseFoodByCode(code)?.portions.find((p) => p.label === label)?.grams;
    expect(portion('13005', '1 banane moyenne')).toBe(120);
    expect(portion('22000', '1 œuf moyen')).toBe(50);
    expect(portion('19593', '1 pot')).toBe(125);
    expect(portion('7001', '1/4 de baguette')).toBe(60);
    expect(portion('17270', '1 c. à soupe')).toBe(13);
    expect(portion('19041', '1 verre')).toBe(200);
    expect(portion('18004', '1 tasse')).toBe(150);
  });

  it('gives spices a spoon or a pinch, never a drink or a handful that only shares a word with them', () => {
    const labels = (code: string) => baseFoodByCode(code)?.portions.map((p) => p.label);
    expect(labels('11006')).toEqual(['1 c. à café']);
    expect(labels('11074')).toEqual(['1 morceau de 2 cm', '1 c. à café râpée']);
    expect(labels('11048')).toEqual(['1 pincée', '1 c. à café']);
  });

  it('come with the base foods a search returns, without their sources', () => {
    const [banana] = searchBase('banane', 1);
    expect(banana?.portions).toEqual([{ label: '1 banane moyenne', grams: 120 }]);
    expect(searchBase('sel de table', 1)[0]?.portions ?? []).toEqual([]);
  });
});
