/*
 * Mapping of an Open Food Facts product to the food shape Élan stores. OFF data is crowd-sourced
 * and typed loosely (numbers arrive as numbers or strings, names may be empty, brands are a
 * comma-separated string or, from Search-a-licious, an array), so every field is read
 * defensively and anything unusable becomes "unknown" rather than a wrong value.
 */
import { KJ_PER_KCAL } from '#app/lib/format/energy.ts';
import { MICRONUTRIENT_KEYS, MICRONUTRIENTS, type MicronutrientKey, type Micronutrients, type MicronutrientValue } from './micronutrients.ts';
import { NUTRIENT_KEYS, type NutrientKey, type Per100g } from './nutrients.ts';

export type NutriScore = 'a' | 'b' | 'c' | 'd' | 'e';
/** NOVA: 1 unprocessed or minimally processed … 4 ultra-processed. */
export type NovaGroup = 1 | 2 | 3 | 4;

export interface Serving {
  label: string;
  grams: number;
}

export interface Food {
  /** French name first; empty when OFF has none in any language (the import form asks for one). */
  name: string;
  brand: string | null;
  barcode: string;
  per100g: Per100g;
  servings: Serving[];
  nutriscore: NutriScore | null;
  nova: NovaGroup | null;
  /** Per 100 g, in the units of MICRONUTRIENTS; null where the product's label gave nothing. */
  micronutrients: Micronutrients;
}

type JsonObject = Record<string, unknown>;

/** EU labelling rule (Regulation 1169/2011, annex I): salt = sodium × 2.5. */
const SALT_PER_SODIUM = 2.5;
/** Above any real food (pure fat is about 900 kcal per 100 g): such a value is a typing error. */
const MAX_KCAL = 1000;
const MAX_GRAMS = 100;

/** `_100g` keys: OFF normalises them per 100 g, or per 100 ml for drinks (taken as 100 g). */
const GRAM_FIELDS: Record<Exclude<NutrientKey, 'kcal' | 'saltG'>, string> = {
  proteinG: 'proteins_100g',
  carbsG: 'carbohydrates_100g',
  sugarsG: 'sugars_100g',
  fatG: 'fat_100g',
  satFatG: 'saturated-fat_100g',
  fiberG: 'fiber_100g',
};

/*
 * Open Food Facts' nutrient ids for each micronutrient, the first present wins. Their `_100g`
 * values are in grams whatever unit the label used (OFF converts mg and µg on input).
 * Decisions: labels' "vitamine K" is phylloquinone (K1), which is the only form OFF separates;
 * "vitamin-b9" (folic acid and folates as labelled) before "folates".
 */
const OFF_MICRONUTRIENTS: Record<MicronutrientKey, readonly string[]> = {
  calciumMg: ['calcium'],
  ironMg: ['iron'],
  magnesiumMg: ['magnesium'],
  potassiumMg: ['potassium'],
  sodiumMg: ['sodium'],
  zincMg: ['zinc'],
  iodineUg: ['iodine'],
  seleniumUg: ['selenium'],
  copperMg: ['copper'],
  manganeseMg: ['manganese'],
  phosphorusMg: ['phosphorus'],
  vitaminAUg: ['vitamin-a'],
  vitaminDUg: ['vitamin-d'],
  vitaminEMg: ['vitamin-e'],
  vitaminK1Ug: ['phylloquinone', 'vitamin-k'],
  vitaminCMg: ['vitamin-c'],
  vitaminB1Mg: ['vitamin-b1'],
  vitaminB2Mg: ['vitamin-b2'],
  vitaminB3Mg: ['vitamin-pp', 'vitamin-b3'],
  vitaminB5Mg: ['pantothenic-acid', 'vitamin-b5'],
  vitaminB6Mg: ['vitamin-b6'],
  vitaminB9Ug: ['vitamin-b9', 'folates'],
  vitaminB12Ug: ['vitamin-b12'],
  cholesterolMg: ['cholesterol'],
  alaG: ['alpha-linolenic-acid'],
  epaG: ['eicosapentaenoic-acid'],
  dhaG: ['docosahexaenoic-acid'],
  linoleicG: ['linoleic-acid'],
};

const GRAMS_TO: Record<(typeof MICRONUTRIENTS)[MicronutrientKey], number> = { g: 1, mg: 1e3, µg: 1e6 };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

/** A finite number ≥ 0 from a JSON number or a numeric string ("15", "60,8"), else null. */
function amount(value: unknown): number | null {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : Number.NaN;
  return Number.isFinite(parsed) && parsed >= 0 ? parsed : null;
}

function atMost(max: number, value: number | null): number | null {
  return value !== null && value <= max ? value : null;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function kcalOf(nutriments: JsonObject): number | null {
  const kcal = amount(nutriments['energy-kcal_100g']);
  if (kcal !== null) return atMost(MAX_KCAL, kcal);
  // `energy_100g` is always in kJ, whatever unit the contributor typed.
  const kj = amount(nutriments['energy-kj_100g']) ?? amount(nutriments.energy_100g);
  return kj === null ? null : atMost(MAX_KCAL, round(kj / KJ_PER_KCAL, 1));
}

function saltOf(nutriments: JsonObject): number | null {
  const salt = amount(nutriments.salt_100g);
  if (salt !== null) return atMost(MAX_GRAMS, salt);
  const sodium = amount(nutriments.sodium_100g);
  return sodium === null ? null : atMost(MAX_GRAMS, round(sodium * SALT_PER_SODIUM, 4));
}

function per100gOf(nutriments: JsonObject): Per100g {
  const grams = (key: keyof typeof GRAM_FIELDS) => atMost(MAX_GRAMS, amount(nutriments[GRAM_FIELDS[key]]));
  return {
    kcal: kcalOf(nutriments),
    proteinG: grams('proteinG'),
    carbsG: grams('carbsG'),
    sugarsG: grams('sugarsG'),
    fatG: grams('fatG'),
    satFatG: grams('satFatG'),
    fiberG: grams('fiberG'),
    saltG: saltOf(nutriments),
  };
}

/**
 * One micronutrient in its app unit. A "<" modifier (the label said "< 0.1 mg") is kept as a
 * limit, like Ciqual's "< x"; a value above 100 g per 100 g is a typing error and stays unknown.
 */
function micronutrientOf(nutriments: JsonObject, key: MicronutrientKey): MicronutrientValue {
  for (const id of OFF_MICRONUTRIENTS[key]) {
    const grams = atMost(MAX_GRAMS, amount(nutriments[`${id}_100g`]));
    if (grams === null) continue;
    // Six significant figures: the grams OFF stores carry float noise (0.156 g × 1000 = 156.00000000000003).
    const value = Number((grams * GRAMS_TO[MICRONUTRIENTS[key]]).toPrecision(6));
    const modifier = text(nutriments[`${id}_modifier`]);
    return modifier === '<' || modifier === '≤' || modifier === '<=' ? { below: value } : value;
  }
  return null;
}

function micronutrientsOf(nutriments: JsonObject): Micronutrients {
  return Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, micronutrientOf(nutriments, key)])) as Micronutrients;
}

function novaOf(product: JsonObject): NovaGroup | null {
  const group = amount(product.nova_group);
  return group === 1 || group === 2 || group === 3 || group === 4 ? group : null;
}

function brandOf(brands: unknown): string | null {
  const first = Array.isArray(brands) ? brands[0] : typeof brands === 'string' ? brands.split(',')[0] : undefined;
  return text(first) || null;
}

/** The serving OFF knows, in g (or ml for drinks, counted as g). */
function servingsOf(product: JsonObject): Serving[] {
  const grams = amount(product.serving_quantity);
  const unit = text(product.serving_quantity_unit).toLowerCase() || 'g';
  if (grams === null || grams === 0 || (unit !== 'g' && unit !== 'ml')) return [];
  return [{ label: text(product.serving_size) || `${grams} ${unit}`, grams }];
}

function nutriscoreOf(product: JsonObject): NutriScore | null {
  const grade = text(product.nutriscore_grade || product.nutrition_grades).toLowerCase();
  return /^[a-e]$/.test(grade) ? (grade as NutriScore) : null;
}

/**
 * The product inside a product response: v0/v2 (`status` 1, or 0 when not found), v3
 * (`status` "success…" or "failure"), or a bare product object as search results list them.
 */
function productOf(response: unknown): { product: JsonObject; code: unknown } | null {
  if (!isObject(response)) return null;
  if (!('product' in response) && !('status' in response)) return { product: response, code: response.code };
  const { status, product } = response;
  const found = status === 1 || (typeof status === 'string' && status.startsWith('success'));
  return found && isObject(product) ? { product, code: product.code ?? response.code } : null;
}

/**
 * An Open Food Facts product read (API v2 `/api/v2/product/{code}`) as an Élan food, or `null`
 * when the product was not found, has no barcode, or has no nutrition data (declared absent or
 * not one of the eight values known).
 */
export function fromOffProduct(response: unknown): Food | null {
  const found = productOf(response);
  if (!found) return null;
  const { product } = found;
  const barcode = typeof found.code === 'number' ? String(found.code) : text(found.code);
  if (!/^\d+$/.test(barcode) || text(product.no_nutrition_data) === 'on') return null;

  const nutriments = isObject(product.nutriments) ? product.nutriments : {};
  const per100g = per100gOf(nutriments);
  if (NUTRIENT_KEYS.every((key) => per100g[key] === null)) return null;

  return {
    name: text(product.product_name_fr) || text(product.product_name) || text(product.generic_name_fr) || text(product.generic_name),
    brand: brandOf(product.brands),
    barcode,
    per100g,
    servings: servingsOf(product),
    nutriscore: nutriscoreOf(product),
    nova: novaOf(product),
    micronutrients: micronutrientsOf(nutriments),
  };
}
