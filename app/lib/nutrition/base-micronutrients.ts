/*
 * The micronutrients of the Ciqual base (data/ciqual-2025-micronutrients.json, 28 values for
 * each of the 3,484 foods). Kept apart from the main table and from search results: ≈ 500 KB that
 * only the foods a person actually logs need, fetched by code. Imported as raw text and parsed on
 * first use, like the main table (see base.ts), so it stays out of browser bundles.
 */
import microText from './data/ciqual-2025-micronutrients.json?raw';
import { allBaseFoods, baseFoodByCode, type BaseFood } from './base.ts';
import { fromStored, type MicronutrientKey, type Micronutrients, type StoredMicronutrients } from './micronutrients.ts';
import { richFoods, type RichFood } from './rich-foods.ts';

let stored: Readonly<Record<string, StoredMicronutrients>> | undefined;
const parsed = new Map<string, Micronutrients>();

/** The micronutrients per 100 g of a Ciqual food, or null for a code the table does not hold. */
export function baseMicronutrients(code: string): Micronutrients | null {
  stored ??= (JSON.parse(microText) as { foods: Record<string, StoredMicronutrients> }).foods;
  if (!Object.hasOwn(stored, code)) return null;
  let values = parsed.get(code);
  if (!values) {
    values = Object.freeze(fromStored(stored[code]!));
    parsed.set(code, values);
  }
  return values;
}

/** A suggested food with what it takes to log it at once: its values per 100 g and its portions. */
export type BaseRichFood = RichFood & Pick<BaseFood, 'per100g' | 'portions'>;

const richByKey = new Map<MicronutrientKey, readonly BaseRichFood[]>();

/** The base's foods richest in a nutrient (ranking: rich-foods.ts), computed once per server. */
export function baseRichFoods(key: MicronutrientKey): readonly BaseRichFood[] {
  let foods = richByKey.get(key);
  if (!foods) {
    foods = Object.freeze(
      richFoods(key, allBaseFoods(), baseMicronutrients).flatMap((food) => {
        const base = baseFoodByCode(food.code);
        return base ? [{ ...food, per100g: base.per100g, portions: base.portions }] : [];
      }),
    );
    richByKey.set(key, foods);
  }
  return foods;
}
