import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { searchBase } from './base.ts';
import { createBaseSearch, EVERYDAY_FOODS } from './base-search.ts';
import { createNameSearch, searchWords } from './name-search.ts';
import { COMMON_SEARCHES } from './common-searches.fixture.ts';

const rows = JSON.parse(readFileSync(new URL('./data/ciqual-2025.json', import.meta.url), 'utf8')) as { code: string; name: string }[];
const top = (query: string, n = 3) => searchBase(query, n).map((f) => f.name);

describe('common searches, typed as people type them', () => {
  it.each(COMMON_SEARCHES)('"%s" finds %s in the first three', (query, expected) => {
    const found = top(query);
    expect(found.some((name) => expected.test(name)), `"${query}" gave ${JSON.stringify(found)}`).toBe(true);
  });
});

describe('Ciqual ranking', () => {
  it('"baguette": the breads, whose "par ex." list holds the word, before every sandwich', () => {
    const found = top('baguette', 10);
    expect(found.slice(0, 2).sort()).toEqual(['Pain blanc (par ex. : baguette, boule…)', 'Pain de tradition française (par ex. : baguette, boule…)']);
    expect(found.slice(2).every((name) => name.startsWith('Sandwich'))).toBe(true);
  });

  it('a food named by the query comes before a composite dish that merely contains the word', () => {
    const found = top('emmental', 10);
    const firstDish = found.findIndex((name) => /^Sandwich/.test(name));
    expect(firstDish).toBeGreaterThan(found.lastIndexOf('Emmental ou emmenthal, râpé'));
  });

  it('"pâtes" never finds "Pâté": a final "é" is no feminine "e"', () => {
    for (const query of ['pates', 'pâtes', 'Pâtes']) expect(searchBase(query, 50).some((f) => f.name.startsWith('Pâté'))).toBe(false);
    expect(top('pâté', 1)).toEqual(['Pâté (aliment moyen)']);
  });

  it('case, accents, ligatures and plurals give the same results', () => {
    const names = (query: string) => searchBase(query, 30).map((f) => f.name);
    expect(names('ŒUFS')).toEqual(names('oeuf'));
    expect(names('Épinards')).toEqual(names('epinard'));
    expect(names('CAFÉ')).toEqual(names('cafe'));
    expect(names('Fraises')).toEqual(names('fraise'));
  });

  it('overseas samples and infant foods come after the everyday food of the same name', () => {
    const found = top('orange', 10);
    expect(found[0]).toBe('Orange, chair sans peau, sans pépins, crue');
    expect(found.indexOf('Orange (variété locale), chair sans peau, sans pépins, prélevée à la Martinique')).toBeGreaterThan(found.indexOf('Jus d\'orange, pur jus'));
  });

  it('every everyday food is in the table under the name written beside its code', () => {
    const byCode = new Map(rows.map((r) => [r.code, r.name]));
    for (const [code, name] of Object.entries(EVERYDAY_FOODS)) expect(byCode.get(code), code).toBe(name);
  });
});

describe("the person's own foods", () => {
  it('come first among the matches, most used first', () => {
    const mine = ['19050', '19024']; // Lait écrémé UHT, then lait entier pasteurisé
    const found = searchBase('lait', 5, { mine }).map((f) => f.code);
    expect(found.slice(0, 2)).toEqual(['19050', '19024']);
    expect(searchBase('lait', 5, { mine: ['19024', '19050'] }).map((f) => f.code).slice(0, 2)).toEqual(['19024', '19050']);
  });

  it('are not pulled in by a query they do not match, nor by the inside of a word', () => {
    // Boeuf eaten yesterday: "oeuf" still means eggs.
    const found = searchBase('oeuf', 5, { mine: ['6001'] }).map((f) => f.name);
    expect(found[0]).toBe('Oeuf cru');
    expect(searchBase('banane', 20, { mine: ['19041'] }).some((f) => f.code === '19041')).toBe(false);
  });

  it('leave the ranking as it was when there are none', () => {
    expect(searchBase('riz', 20, { mine: [] })).toEqual(searchBase('riz', 20));
  });
});

describe('name search building blocks', () => {
  it('normalises text in one way for names and queries', () => {
    expect(searchWords('Œufs Brouillés')).toEqual([
      { text: 'oeufs', stem: 'oeuf' },
      { text: 'brouilles', stem: 'brouille' },
    ]);
    expect(searchWords('Pâté').map((w) => w.stem)).toEqual(['pate']);
    expect(searchWords('pâtes').map((w) => w.stem)).toEqual(['pat']);
  });

  it('reads a "par ex." list outside parentheses as other names, up to the next parenthesis', () => {
    const search = createNameSearch([{ name: 'Confiture de prune, par ex. mirabelle, quetsche (extra)' }, { name: 'Tarte à la mirabelle' }]);
    expect(search('mirabelle', 2).map((f) => f.name)[0]).toBe('Confiture de prune, par ex. mirabelle, quetsche (extra)');
  });

  it('works on any list of named things, with a prior and a per-query boost', () => {
    const items = [{ name: 'Riz rouge' }, { name: 'Riz blanc' }];
    const search = createNameSearch(items, { prior: (item) => (item.name === 'Riz rouge' ? 1 : 0) });
    expect(search('riz', 2).map((f) => f.name)).toEqual(['Riz rouge', 'Riz blanc']);
    expect(search('riz', 2, { boost: (item) => (item.name === 'Riz blanc' ? 5 : 0) }).map((f) => f.name)).toEqual(['Riz blanc', 'Riz rouge']);
    const base = createBaseSearch([{ code: '1', name: 'Riz', group: 'aliments infantiles' }, { code: '2', name: 'Riz cuit', group: null }]);
    expect(base('riz', 2).map((f) => f.code)).toEqual(['2', '1']);
  });
});
