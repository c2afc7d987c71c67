/*
 * Foods of the Ciqual base rich in a vitamin or mineral, to suggest when a day is under its
 * reference. Ranked by what a person would actually eat of them (decision):
 * - the amount is for the food's first usual portion (data/ciqual-portions.json) when it has one,
 *   else for 100 g;
 * - a food without a portion is kept only when 100 g of it is a plain helping: fruit, vegetables,
 *   cooked pulses, cooked meat, fish and eggs. Everything else without a portion is left out:
 *   100 g of tea leaves, of a flour, of seeds, of nuts, of chewing-gum or of a spice would top
 *   every list while nobody eats that much; so are dried, concentrated or uncooked dry forms, raw
 *   meat and fish (eaten cooked; the cooked form is in the table) and regional samples ("prélevé
 *   à la Martinique"), which duplicate a common food;
 * - powdered, dehydrated and freeze-dried foods are left out even with a portion;
 * - one food per family (the first word of its name: "Poivron rouge, cru" and "Poivron jaune,
 *   cru"), the richest, so the few suggestions are different foods;
 * - only measured values count: "traces", "< x" and unknown values never suggest a food.
 */
import type { MicronutrientKey, Micronutrients } from './micronutrients.ts';

export interface RichFoodCandidate {
  readonly code: string;
  readonly name: string;
  readonly group: string | null;
  readonly portions: readonly { readonly label: string; readonly grams: number }[];
}

export interface RichFood {
  readonly code: string;
  readonly name: string;
  /** The usual portion the amount is for; null: per 100 g. */
  readonly portion: { readonly label: string; readonly grams: number } | null;
  /** The nutrient in that portion (or in 100 g), in the nutrient's unit. */
  readonly amount: number;
}

export const RICH_FOODS_PER_NUTRIENT = 3;

const PLAIN_HELPING_GROUPS = new Set(['fruits, légumes, légumineuses et oléagineux', 'viandes, oeufs, poissons']);
/** Never a helping, portion or not (a powder's "glass" portion is a slip of the portion table). */
const NEVER_A_HELPING = /poudre|déshydraté|lyophilisé/i;
const DRY_OR_SAMPLE = /graine|farine|concentré|séché|(^|[\s,])(sec|secs|sèche|sèches)([\s,)]|$)|prélevée? /i;
/** Nuts are eaten by the handful, not by 100 g; their portions, where the table has one, count. */
const NUTS = /noix|noisette|amande|cacahuète|pistache|pignon|sésame|fruits à coque/i;
const RAW = /, crue?s?\b/i;

function eatenByThe100g(food: RichFoodCandidate): boolean {
  if (food.group === null || !PLAIN_HELPING_GROUPS.has(food.group)) return false;
  if (DRY_OR_SAMPLE.test(food.name) || NUTS.test(food.name)) return false;
  // Fruit and vegetables are eaten raw; meat and fish are not.
  return food.group === 'fruits, légumes, légumineuses et oléagineux' || !RAW.test(food.name);
}

/** "Poivron rouge, cru" → "poivron"; "Oeufs brouillés" → "oeuf". */
export function foodFamily(name: string): string {
  const first = name.split(/[\s,(]/, 1)[0] ?? name;
  return first
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[sx]$/, '');
}

/** The richest foods in `key`, richest first, at most `limit`, one per family. */
export function richFoods(
  key: MicronutrientKey,
  foods: readonly RichFoodCandidate[],
  micronutrientsOf: (code: string) => Micronutrients | null,
  limit: number = RICH_FOODS_PER_NUTRIENT,
): RichFood[] {
  const best = new Map<string, RichFood>();
  for (const food of foods) {
    const per100g = micronutrientsOf(food.code)?.[key];
    if (typeof per100g !== 'number' || per100g <= 0) continue;
    const portion = food.portions[0] ?? null;
    if (NEVER_A_HELPING.test(food.name) || (!portion && !eatenByThe100g(food))) continue;
    const amount = (per100g * (portion?.grams ?? 100)) / 100;
    const family = foodFamily(food.name);
    const kept = best.get(family);
    if (!kept || amount > kept.amount) best.set(family, { code: food.code, name: food.name, portion, amount });
  }
  return [...best.values()].sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name, 'fr')).slice(0, limit);
}
