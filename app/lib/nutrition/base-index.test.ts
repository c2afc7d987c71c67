import { describe, expect, it } from 'vitest';
import { allBaseFoods, searchBase } from './base.ts';
import { BASE_INDEX_FORMAT, decodeBaseIndex, encodeBaseIndex } from './base-index.ts';
import { baseIndexFile, matchesEtag } from './base-index.server.ts';
import { createBaseSearch } from './base-search.ts';
import { COMMON_SEARCHES } from './common-searches.fixture.ts';

/** The index as the browser gets it: the server's text, parsed. */
const browserFoods = () => decodeBaseIndex(JSON.parse(baseIndexFile().body));

describe('the packed Ciqual base', () => {
  it('gives back every food of the table, in its order, with its nutrients and portions', () => {
    const foods = browserFoods();
    expect(foods).toHaveLength(allBaseFoods().length);
    expect(foods).toEqual(allBaseFoods());
    const withPortions = foods.find((food) => food.portions.length > 1)!;
    expect(withPortions.portions).toEqual(allBaseFoods().find((food) => food.code === withPortions.code)!.portions);
    expect(foods.some((food) => food.group === null)).toBe(true);
    expect(foods.some((food) => Object.values(food.per100g).includes(null))).toBe(true);
  });

  it('holds no more than the search and a result row need', () => {
    const { body } = baseIndexFile();
    // Micronutrients and the portions' sources (the reasoning behind each weight) stay on the server.
    const parsed = JSON.parse(body) as { foods: unknown[][] };
    expect(Object.keys(parsed).sort()).toEqual(['foods', 'format', 'groups', 'labels']);
    expect(parsed.foods.every((food) => food.length <= 5)).toBe(true);
    expect(body.includes('≈')).toBe(false);
    expect(body.length).toBeLessThan(allBaseFoods().reduce((sum, food) => sum + JSON.stringify(food).length, 0) / 2);
  });

  it('refuses what is not an index of this format', () => {
    const index = encodeBaseIndex(allBaseFoods().slice(0, 3));
    expect(decodeBaseIndex(JSON.parse(JSON.stringify(index)))).toEqual(allBaseFoods().slice(0, 3));
    expect(() => decodeBaseIndex({ ...index, format: BASE_INDEX_FORMAT + 1 })).toThrow(/format/);
    expect(() => decodeBaseIndex(null)).toThrow(/format/);
    expect(() => decodeBaseIndex({ ...index, foods: [['1', 'X', 99, [1, 2, 3, 4, 5, 6, 7, 8]]] })).toThrow(/group/);
    expect(() => decodeBaseIndex({ ...index, foods: [['1', 'X', -1, [1, 2, 3]]] })).toThrow(/nutrients/);
    expect(() => decodeBaseIndex({ ...index, foods: [['1', 'X', -1, [1, 2, 3, 4, 5, 6, 7, 8], [999, 30]]] })).toThrow(/portion/);
  });

  it('has an ETag that follows its content', () => {
    const { body, etag } = baseIndexFile();
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(baseIndexFile()).toEqual({ body, etag });
    expect(matchesEtag(etag, etag)).toBe(true);
    expect(matchesEtag(`"other", W/${etag}`, etag)).toBe(true);
    expect(matchesEtag('"other"', etag)).toBe(false);
    expect(matchesEtag(null, etag)).toBe(false);
  });
});

describe('searching the packed base in the browser', () => {
  const searchInBrowser = createBaseSearch(browserFoods());
  const queries = [...new Set(COMMON_SEARCHES.map(([query]) => query))];
  // A person's recent and frequent Ciqual foods, as the food search route ranks them first.
  const mine = ['19041', '13005', '7001', '9104', '22000', '36018', '17270', '18004', '19593', '13039', '28900', '12115', '19050'];

  it.each(queries)('"%s" finds what the server finds, in the same order', (query) => {
    expect(searchInBrowser(query, 20)).toEqual(searchBase(query, 20));
    expect(searchInBrowser(query, 8, { mine })).toEqual(searchBase(query, 8, { mine }));
  });

  it('ranks the person\'s own foods first, as the server does', () => {
    expect(searchInBrowser('lait', 2, { mine: ['19050'] }).map((food) => food.code)).toEqual(['19050', '19041']);
  });
});
