import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { baseFoodByCode, searchBase } from './base.ts';
import { NUTRIENT_KEYS } from './nutrients.ts';

interface Row {
  code: string;
  name: string;
  group: string | null;
  subgroup: string | null;
  per100g: Record<string, number | null>;
}

// Read apart from base.ts, so the file itself is checked against the counts its source gives.
const rows = JSON.parse(readFileSync(new URL('./data/ciqual-2025.json', import.meta.url), 'utf8')) as Row[];
const names = (query: string, limit?: number) => searchBase(query, limit).map((f) => f.name);

describe('Ciqual 2025 table (counts from data/README.md)', () => {
  it('has the 3,484 foods of the table, with unique digit codes and trimmed names', () => {
    expect(rows).toHaveLength(3484);
    expect(new Set(rows.map((r) => r.code)).size).toBe(3484);
    expect(rows.every((r) => /^\d+$/.test(r.code))).toBe(true);
    expect(rows.every((r) => r.name.length > 0 && r.name === r.name.replace(/\s+/g, ' ').trim())).toBe(true);
  });

  it('has exactly the eight nutrients per 100 g, each a number ≥ 0 or null', () => {
    for (const r of rows) {
      expect(Object.keys(r.per100g)).toEqual([...NUTRIENT_KEYS]);
      for (const value of Object.values(r.per100g)) expect(value === null || (typeof value === 'number' && value >= 0)).toBe(true);
    }
  });

  it('has the documented unknown values', () => {
    const nulls = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, rows.filter((r) => r.per100g[k] === null).length]));
    expect(nulls).toEqual({ kcal: 143, proteinG: 29, carbsG: 70, sugarsG: 223, fatG: 20, satFatG: 248, fiberG: 70, saltG: 190 });
    expect(rows.filter((r) => r.per100g.kcal === 0)).toHaveLength(60);
    expect(rows.filter((r) => NUTRIENT_KEYS.every((k) => r.per100g[k] !== null))).toHaveLength(3006);
    expect(rows.filter((r) => NUTRIENT_KEYS.every((k) => r.per100g[k] === null))).toHaveLength(0);
  });

  it('has the documented missing groups and subgroups', () => {
    expect(rows.filter((r) => r.group === null).map((r) => r.code)).toEqual(['24999']);
    expect(rows.filter((r) => r.subgroup === null).map((r) => r.code).sort()).toEqual(['24999', '39500']);
  });

  it('matches the hand-checked values of common foods', () => {
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(byCode.get('22000')).toMatchObject({ name: 'Oeuf cru', per100g: { kcal: 140, proteinG: 12.8, fatG: 9.83, saltG: 0.31 } });
    expect(byCode.get('9104')).toMatchObject({ name: 'Riz blanc, cuit, sans sel ajouté', per100g: { kcal: 155, carbsG: 33.2, sugarsG: 0 } });
    expect(byCode.get('13005')?.per100g).toMatchObject({ kcal: 87.6, fatG: 0, satFatG: 0, saltG: 0 });
    expect(byCode.get('17270')?.per100g).toMatchObject({ kcal: 899, fatG: 99.9, satFatG: 15.2 });
    expect(byCode.get('9107')?.per100g).toMatchObject({ kcal: null, proteinG: null, carbsG: 28.1 });
  });
});

describe('searchBase', () => {
  it('returns base foods with their code, name, group and values per 100 g', () => {
    const [apple] = searchBase('pomme chair et peau crue', 1);
    expect(apple).toEqual({
      code: '13039',
      name: 'Pomme, chair et peau, crue',
      group: 'fruits, légumes, légumineuses et oléagineux',
      per100g: { kcal: 54, proteinG: 0.25, carbsG: 11.6, sugarsG: 10.6, fatG: 0.25, satFatG: 0.052, fiberG: 1.4, saltG: 0.0037 },
      portions: [{ label: '1 pomme moyenne', grams: 150 }],
    });
    expect(Object.isFrozen(apple) && Object.isFrozen(apple?.per100g)).toBe(true);
  });

  it('ignores accents, case and plurals: "epinard" finds "Épinard", the plain raw one first', () => {
    const found = names('epinard');
    expect(found[0]).toBe('Épinard, cru');
    expect(found.slice(0, 6).every((n) => /^[ÉE]pinard,/.test(n))).toBe(true);
    for (const query of ['Épinards', 'EPINARDS', 'épinard']) expect(names(query)).toEqual(found);
  });

  it('"oeuf" finds eggs first, before any "boeuf" (a whole word beats the inside of a word)', () => {
    const found = names('oeuf', 100);
    expect(found[0]).toBe('Oeuf cru');
    const lastEgg = Math.max(...found.flatMap((n, i) => (n.startsWith('Oeuf') ? [i] : [])));
    const firstBeef = found.findIndex((n) => /boeuf/i.test(n));
    expect(firstBeef).toBeGreaterThan(lastEgg);
    expect(names('œufs')).toEqual(names('oeuf'));
  });

  it('"pomme crue" ranks "Pomme, chair et peau, crue" at the top, whatever the word order', () => {
    expect(names('pomme crue').indexOf('Pomme, chair et peau, crue')).toBe(0);
    expect(names('crue pomme', 200)).toEqual(names('pomme crue', 200));
  });

  it('requires every meaningful word of the query, and ignores "de", "la", "à"…', () => {
    expect(names('pomme de terre', 200)).toEqual(names('terre pomme', 200));
    expect(names('pomme terre', 200).every((n) => /pomme/i.test(n) && /terre/i.test(n))).toBe(true);
    expect(names('banane saumon')).toEqual([]);
  });

  it('prefers the shorter, more generic name', () => {
    expect(names('pain')[0]).toBe('Pain (aliment moyen)');
    expect(names('fromage')[0]).toBe('Fromage (aliment moyen)');
    expect(names('riz blanc cuit')[0]).toBe('Riz blanc, cuit, sans sel ajouté');
  });

  it('a food named by the query comes before another food that starts with the same word', () => {
    const found = names('pomme', 30);
    const firstPotato = found.findIndex((n) => n.startsWith('Pomme de terre'));
    expect(found.indexOf('Pomme, chair et peau, crue')).toBeLessThan(firstPotato);
    expect(found.slice(0, 5).every((n) => !n.startsWith('Pomme de terre'))).toBe(true);
  });

  it('matches the start of a word while the person types', () => {
    expect(names('banan')[0]).toMatch(/^Banane, /);
    expect(names('epin')[0]).toBe('Épinard, cru');
    expect(names('lait demi').slice(0, 4).every((n) => n.startsWith('Lait demi-écrémé'))).toBe(true);
  });

  it('words side by side in the query and the name rank higher', () => {
    expect(names('huile olive')[0]).toBe("Huile d'olive vierge extra");
  });

  it('forgives one typo in a long word', () => {
    expect(names('epinrad')[0]).toBe('Épinard, cru');
    expect(names('spagetti').length).toBeGreaterThan(0);
    expect(names('spagetti').every((n) => n.includes('spaghetti'))).toBe(true);
  });

  it('honours the limit (20 by default) and returns nothing for an empty query', () => {
    expect(names('a')).toHaveLength(20);
    expect(names('lait', 3)).toHaveLength(3);
    expect(names('lait', 0)).toEqual([]);
    for (const query of ['', '   ', '?!,', 'xyzzyq']) expect(names(query)).toEqual([]);
  });

  it('bounds the work for an absurdly long query: words past 200 characters are not read', () => {
    // With "saumon" read, no food would hold every word.
    expect(names(`${'pomme '.repeat(5000)}saumon`)[0]).toMatch(/^Pomme/);
  });
});

describe('baseFoodByCode', () => {
  it('finds a food with its group by its Ciqual code, and nothing for an unknown code', () => {
    const apple = rows.find((r) => r.code === '13039')!;
    expect(baseFoodByCode('13039')).toEqual({ code: '13039', name: apple.name, group: apple.group, per100g: apple.per100g, portions: [{ label: '1 pomme moyenne', grams: 150 }] });
    expect(baseFoodByCode('13039')?.group).toBe('fruits, légumes, légumineuses et oléagineux');
    expect(baseFoodByCode('0')).toBeNull();
  });
});
