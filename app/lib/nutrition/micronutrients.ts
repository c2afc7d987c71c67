/*
 * Vitamins, minerals, cholesterol and fatty acids per 100 g, with Ciqual's conventions kept
 * honest. A value is a number, or
 * - `{ below: x }` for Ciqual's "traces" (x = 0) and "< x": present below what the laboratory can
 *   quantify; counted as 0, and marked so, since the true value is between 0 and x;
 * - `null` for "-": not measured. Unknown is never counted as 0: a day's total over entries where
 *   some lack the value is a lower bound ("au moins …").
 * Pure: the browser sums what the server hands over.
 */

/** Each nutrient with its unit, in the order the data file stores them. */
export const MICRONUTRIENTS = {
  calciumMg: 'mg',
  ironMg: 'mg',
  magnesiumMg: 'mg',
  potassiumMg: 'mg',
  sodiumMg: 'mg',
  zincMg: 'mg',
  iodineUg: 'µg',
  seleniumUg: 'µg',
  copperMg: 'mg',
  manganeseMg: 'mg',
  phosphorusMg: 'mg',
  vitaminAUg: 'µg',
  vitaminDUg: 'µg',
  vitaminEMg: 'mg',
  vitaminK1Ug: 'µg',
  vitaminCMg: 'mg',
  vitaminB1Mg: 'mg',
  vitaminB2Mg: 'mg',
  vitaminB3Mg: 'mg',
  vitaminB5Mg: 'mg',
  vitaminB6Mg: 'mg',
  vitaminB9Ug: 'µg',
  vitaminB12Ug: 'µg',
  cholesterolMg: 'mg',
  alaG: 'g',
  epaG: 'g',
  dhaG: 'g',
  linoleicG: 'g',
} as const;

export type MicronutrientKey = keyof typeof MICRONUTRIENTS;
export const MICRONUTRIENT_KEYS = Object.keys(MICRONUTRIENTS) as MicronutrientKey[];

/** Below the quantification limit `below` (0 for "traces"): counted as 0. */
export interface BelowLimit {
  readonly below: number;
}

export type MicronutrientValue = number | BelowLimit | null;
export type Micronutrients = Readonly<Record<MicronutrientKey, MicronutrientValue>>;

/**
 * One food's values as the data file stores them, in `MICRONUTRIENT_KEYS` order: a number,
 * "t" (traces), "<x" (below x) or null (not measured).
 */
export type StoredMicronutrients = readonly (number | string | null)[];

export function fromStored(stored: StoredMicronutrients): Micronutrients {
  return Object.fromEntries(
    MICRONUTRIENT_KEYS.map((key, i) => {
      const raw = stored[i] ?? null;
      if (raw === null || typeof raw === 'number') return [key, raw];
      if (raw === 't') return [key, { below: 0 }];
      const limit = /^<(\d+(?:\.\d+)?)$/.exec(raw);
      if (!limit) throw new RangeError(`unexpected micronutrient value ${JSON.stringify(raw)} for ${key}`);
      return [key, { below: Number(limit[1]) }];
    }),
  ) as Micronutrients;
}

/** The values for `grams` of a food given per 100 g (a limit scales with the quantity). */
export function micronutrientsFor(per100g: Micronutrients, grams: number): Micronutrients {
  if (!Number.isFinite(grams) || grams < 0) throw new RangeError(`grams must be a finite number ≥ 0, got ${grams}`);
  const factor = grams / 100;
  return Object.fromEntries(
    MICRONUTRIENT_KEYS.map((key) => {
      const value = per100g[key];
      return [key, value === null ? null : typeof value === 'number' ? value * factor : { below: value.below * factor }];
    }),
  ) as Micronutrients;
}

/** A total over several entries. */
export interface MicronutrientTotal {
  /** The sum of the known values ("traces" and "< x" counted as 0). */
  readonly amount: number;
  /** Entries that do not know this value: the amount is then a lower bound ("au moins"). */
  readonly unknown: number;
  /** Entries whose value is below a limit, counted as 0. */
  readonly belowLimit: number;
  /** Entries that know the value (a number or below a limit). */
  readonly known: number;
}

/**
 * Totals of entries, each a set of values or null (an entry that brought no micronutrients at
 * all: a food of my own, a product without them), which counts as unknown for every nutrient.
 */
export function sumMicronutrients(parts: readonly (Micronutrients | null)[]): Record<MicronutrientKey, MicronutrientTotal> {
  return Object.fromEntries(
    MICRONUTRIENT_KEYS.map((key) => {
      let amount = 0;
      let unknown = 0;
      let belowLimit = 0;
      for (const part of parts) {
        const value = part?.[key] ?? null;
        if (value === null) unknown += 1;
        else if (typeof value === 'number') amount += value;
        else belowLimit += 1;
      }
      return [key, { amount, unknown, belowLimit, known: parts.length - unknown }];
    }),
  ) as Record<MicronutrientKey, MicronutrientTotal>;
}

/** "au moins" when some entries do not know the value, unknown when none of them does. */
export function totalCertainty(total: MicronutrientTotal): 'exact' | 'atLeast' | 'unknown' {
  if (total.known === 0 && total.unknown > 0) return 'unknown';
  return total.unknown > 0 ? 'atLeast' : 'exact';
}

/**
 * An entry's micronutrients as its log snapshot keeps them: only the values known ("traces" and
 * "< x" with their limit), an absent one is unknown. Small for Firestore, and never a 0 for "-".
 */
export type MicronutrientSnapshot = Partial<Record<MicronutrientKey, number | BelowLimit>>;

export function toSnapshot(values: Micronutrients): MicronutrientSnapshot {
  return Object.fromEntries(MICRONUTRIENT_KEYS.flatMap((key) => (values[key] === null ? [] : [[key, values[key]]])));
}

export function fromSnapshot(snapshot: MicronutrientSnapshot): Micronutrients {
  return Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, snapshot[key] ?? null])) as Micronutrients;
}

/** A snapshot for `factor` times the quantity (an entry's quantity changed). */
export function scaleSnapshot(snapshot: MicronutrientSnapshot, factor: number): MicronutrientSnapshot {
  if (!Number.isFinite(factor) || factor < 0) throw new RangeError(`factor must be a finite number ≥ 0, got ${factor}`);
  return Object.fromEntries(
    Object.entries(snapshot).map(([key, value]) => [key, typeof value === 'number' ? value * factor : { below: value.below * factor }]),
  );
}

/**
 * A recipe's micronutrients per 100 g of the dish weighing `weightG`, from its ingredients' values
 * per 100 g (null: an ingredient whose values are not known at all). A nutrient is known only
 * when every ingredient knows it: an unknown part is never counted as 0. Below-limit parts count
 * as 0 beside measured ones; when all are below their limits, so is the dish, below their sum.
 */
export function recipeMicronutrients(ingredients: readonly { readonly per100g: Micronutrients | null; readonly grams: number }[], weightG: number): Micronutrients | null {
  if (ingredients.length === 0 || !Number.isFinite(weightG) || weightG <= 0) return null;
  const parts = ingredients.map(({ per100g, grams }) => (per100g ? micronutrientsFor(per100g, grams) : null));
  const factor = 100 / weightG;
  return Object.fromEntries(
    MICRONUTRIENT_KEYS.map((key) => {
      const values = parts.map((part) => part?.[key] ?? null);
      if (values.some((value) => value === null)) return [key, null];
      const measured = values.filter((value): value is number => typeof value === 'number');
      if (measured.length > 0) return [key, measured.reduce((sum, value) => sum + value, 0) * factor];
      const limits = values.map((value) => (value as BelowLimit).below);
      return [key, { below: limits.reduce((sum, limit) => sum + limit, 0) * factor }];
    }),
  ) as Micronutrients;
}

/**
 * One entry's values: the snapshot taken when it was logged, else (entries logged before
 * snapshots kept them) its grams of the food's values per 100 g that `per100gOf` finds, else null.
 */
export function entryMicronutrients<E extends { readonly grams: number; readonly micronutrients?: MicronutrientSnapshot }>(
  entry: E,
  per100gOf: (entry: E) => Micronutrients | null,
): Micronutrients | null {
  if (entry.micronutrients) return fromSnapshot(entry.micronutrients);
  const per100g = per100gOf(entry);
  return per100g ? micronutrientsFor(per100g, entry.grams) : null;
}

/** A day's totals over its entries (see entryMicronutrients for where each entry's values come from). */
export function dayMicronutrients<E extends { readonly grams: number; readonly micronutrients?: MicronutrientSnapshot }>(
  entries: readonly E[],
  per100gOf: (entry: E) => Micronutrients | null,
): Record<MicronutrientKey, MicronutrientTotal> {
  return sumMicronutrients(entries.map((entry) => entryMicronutrients(entry, per100gOf)));
}
