/*
 * The app's base of generic foods: the whole ANSES Ciqual 2025 table (3,484 foods, French names,
 * values per 100 g), a verbatim copy in data/ciqual-2025.json (format and conversion rules:
 * data/README.md).
 *
 * Server only in practice, though importable anywhere. Decision: the table is imported as raw
 * text (`?raw`) and parsed and indexed on the first search, so
 * - a production client bundle that imports this module's neighbours from index.ts (nutrientsFor,
 *   fromOffProduct…) without calling searchBase drops the 900 KB string by tree-shaking (the
 *   import has no side effect); client-bundle.test.ts builds such a bundle and checks it;
 * - the server pays for parsing (≈ 20 ms) only when someone searches, and TypeScript does not
 *   infer a type for 3,484 objects on every type check.
 * A `.server.ts` module would be refused by React Router in any client graph, including through
 * index.ts, which the browser needs for the other functions.
 */
import ciqualText from './data/ciqual-2025.json?raw';
import portionsText from './data/ciqual-portions.json?raw';
import { createBaseSearch, type BaseSearch, type BaseSearchOptions } from './base-search.ts';
import type { Per100g } from './nutrients.ts';

/** A usual portion of a food: "1 banane moyenne", 120 g. */
export interface Portion {
  label: string;
  grams: number;
}

export interface BaseFood {
  code: string;
  name: string;
  group: string | null;
  per100g: Per100g;
  /** Usual portions (data/ciqual-portions.json), offered next to grams; often none. */
  portions: readonly Portion[];
}

interface CiqualRecord extends Omit<BaseFood, 'portions'> {
  subgroup: string | null;
}

interface PortionRecord {
  code: string;
  portions: (Portion & { source: string })[];
}

const DEFAULT_SEARCH_LIMIT = 20;

let foods: readonly BaseFood[] | undefined;
let search: BaseSearch<BaseFood> | undefined;
let byCode: ReadonlyMap<string, BaseFood> | undefined;

function loadFoods(): readonly BaseFood[] {
  const records = JSON.parse(ciqualText) as CiqualRecord[];
  // The source of each portion stays in the file, for whoever checks it; people get the portion.
  const portions = new Map(
    (JSON.parse(portionsText) as PortionRecord[]).map((r) => [r.code, Object.freeze(r.portions.map(({ label, grams }) => Object.freeze({ label, grams })))]),
  );
  // Frozen: the same objects are handed to every request of the server.
  return records.map(
    ({ code, name, group, per100g }): BaseFood => Object.freeze({ code, name, group, per100g: Object.freeze(per100g), portions: portions.get(code) ?? Object.freeze([]) }),
  );
}

/** The whole base, in the table's order. */
export function allBaseFoods(): readonly BaseFood[] {
  return (foods ??= loadFoods());
}

/**
 * Best matches of `query` in the Ciqual base, best first (ranking rules: base-search.ts and
 * name-search.ts); `mine`: the person's own recent and frequent Ciqual codes, ranked first.
 */
export function searchBase(query: string, limit: number = DEFAULT_SEARCH_LIMIT, options?: BaseSearchOptions): BaseFood[] {
  search ??= createBaseSearch((foods ??= loadFoods()));
  return search(query, limit, options);
}

/** The Ciqual food of a code, or null for a code the table does not hold. */
export function baseFoodByCode(code: string): BaseFood | null {
  byCode ??= new Map((foods ??= loadFoods()).map((food) => [food.code, food]));
  return byCode.get(code) ?? null;
}
