/*
 * The Ciqual base packed for the browser, which keeps it to search without signal: each food's
 * code, name, group, 8 main nutrients per 100 g and usual portions — what a result row shows and
 * what the ranking (base-search.ts) reads — and nothing else (no micronutrients, no sources).
 * Groups and portion labels repeat across foods, so each is written once in a table and foods
 * give its position. Decoding gives back foods equal to the server's, in the table's order, so the
 * same ranking code finds the same foods in the same order. Pure: the server encodes
 * (base-index.server.ts), the browser decodes (base-index-store.ts).
 */
import type { BaseFood, Portion } from './base.ts';
import { NUTRIENT_KEYS, type Per100g } from './nutrients.ts';

/** Changes whenever the packing below changes: a browser holding another format downloads again. */
export const BASE_INDEX_FORMAT = 1;

const NO_GROUP = -1;

/** Code, name, group's position (-1: none), the 8 nutrients in NUTRIENT_KEYS' order, then portions as label position and grams, in turn. */
type PackedFood = [code: string, name: string, group: number, nutrients: (number | null)[], portions?: number[]];

export interface BaseIndex {
  readonly format: typeof BASE_INDEX_FORMAT;
  readonly groups: readonly string[];
  readonly labels: readonly string[];
  readonly foods: readonly PackedFood[];
}

function positions(values: Iterable<string>): { list: string[]; at: (value: string) => number } {
  const list = [...new Set(values)];
  const index = new Map(list.map((value, i) => [value, i]));
  return { list, at: (value) => index.get(value)! };
}

export function encodeBaseIndex(foods: readonly BaseFood[]): BaseIndex {
  const groups = positions(foods.flatMap((food) => (food.group === null ? [] : [food.group])));
  const labels = positions(foods.flatMap((food) => food.portions.map((portion) => portion.label)));
  return {
    format: BASE_INDEX_FORMAT,
    groups: groups.list,
    labels: labels.list,
    foods: foods.map((food): PackedFood => {
      const packed: PackedFood = [food.code, food.name, food.group === null ? NO_GROUP : groups.at(food.group), NUTRIENT_KEYS.map((key) => food.per100g[key])];
      if (food.portions.length > 0) packed.push(food.portions.flatMap((portion) => [labels.at(portion.label), portion.grams]));
      return packed;
    }),
  };
}

class BaseIndexError extends Error {
  constructor(what: string) {
    super(`Ciqual index: ${what}`);
    this.name = 'BaseIndexError';
  }
}

const isNutrient = (value: unknown) => value === null || (typeof value === 'number' && Number.isFinite(value));

function decodeFood(packed: unknown, groups: readonly string[], labels: readonly string[]): BaseFood {
  if (!Array.isArray(packed)) throw new BaseIndexError('a food is not a list');
  const [code, name, group, nutrients, flatPortions = []] = packed as unknown[];
  if (typeof code !== 'string' || typeof name !== 'string') throw new BaseIndexError('a food has no code or name');
  if (typeof group !== 'number' || (group !== NO_GROUP && groups[group] === undefined)) throw new BaseIndexError(`food ${code}: unknown group`);
  if (!Array.isArray(nutrients) || nutrients.length !== NUTRIENT_KEYS.length || !nutrients.every(isNutrient)) throw new BaseIndexError(`food ${code}: bad nutrients`);
  if (!Array.isArray(flatPortions) || flatPortions.length % 2 !== 0) throw new BaseIndexError(`food ${code}: bad portions`);
  const portions: Portion[] = [];
  for (let i = 0; i < flatPortions.length; i += 2) {
    const label = labels[flatPortions[i] as number];
    const grams = flatPortions[i + 1] as unknown;
    if (label === undefined || typeof grams !== 'number' || !(grams > 0)) throw new BaseIndexError(`food ${code}: bad portion`);
    portions.push(Object.freeze({ label, grams }));
  }
  const per100g = Object.fromEntries(NUTRIENT_KEYS.map((key, i) => [key, nutrients[i] as number | null])) as unknown as Per100g;
  return Object.freeze({ code, name, group: group === NO_GROUP ? null : groups[group]!, per100g: Object.freeze(per100g), portions: Object.freeze(portions) });
}

/** The foods of a packed index (as parsed from JSON); throws on anything that is not one. */
export function decodeBaseIndex(index: unknown): BaseFood[] {
  const { format, groups, labels, foods } = (index ?? {}) as Partial<Record<keyof BaseIndex, unknown>>;
  if (format !== BASE_INDEX_FORMAT) throw new BaseIndexError(`format ${String(format)}, expected ${BASE_INDEX_FORMAT}`);
  const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');
  if (!isTextList(groups) || !isTextList(labels) || !Array.isArray(foods)) throw new BaseIndexError('missing tables');
  return foods.map((food) => decodeFood(food, groups, labels));
}
