/*
 * The person's foods (`users/{uid}/foods/{id}`) and day logs (`users/{uid}/foodLogs/{day}`).
 * firestore.rules mirror these schemas and bounds (isFood, isPer100g, isServings, isFoodLog).
 */
import * as z from 'zod/mini';
import type { NumberBounds } from '#app/lib/forms/messages.ts';
import type { NovaGroup, NutrientKey, NutriScore, Per100g } from '#app/lib/nutrition/index.ts';
import { MICRONUTRIENT_KEYS, type Micronutrients } from '#app/lib/nutrition/micronutrients.ts';
import { defineDocument, defineQuery, type PlainData } from './documents.ts';
import { instantOf } from './plain-values.ts';
import { defineView } from './views.ts';

// ---------------------------------------------------------------------------------------------
// Nutrients per 100 g

/*
 * Bounds (decision): nothing weighs more than itself, so no nutrient exceeds 100 g per 100 g,
 * and pure fat (≈ 900 kcal) is the most energy 100 g can hold: above 1,000 kcal is a typing error.
 */
export const PER_100G_BOUNDS = {
  kcal: { min: 0, max: 1000, unit: 'kcal' },
  proteinG: { min: 0, max: 100, unit: 'g' },
  carbsG: { min: 0, max: 100, unit: 'g' },
  sugarsG: { min: 0, max: 100, unit: 'g' },
  fatG: { min: 0, max: 100, unit: 'g' },
  satFatG: { min: 0, max: 100, unit: 'g' },
  fiberG: { min: 0, max: 100, unit: 'g' },
  saltG: { min: 0, max: 100, unit: 'g' },
} as const satisfies Record<NutrientKey, NumberBounds>;

const nutrient = (b: NumberBounds) => z.nullable(z.number().check(z.gte(b.min), z.lte(b.max)));

export const per100gSchema = z.strictObject({
  kcal: nutrient(PER_100G_BOUNDS.kcal),
  proteinG: nutrient(PER_100G_BOUNDS.proteinG),
  carbsG: nutrient(PER_100G_BOUNDS.carbsG),
  sugarsG: nutrient(PER_100G_BOUNDS.sugarsG),
  fatG: nutrient(PER_100G_BOUNDS.fatG),
  satFatG: nutrient(PER_100G_BOUNDS.satFatG),
  fiberG: nutrient(PER_100G_BOUNDS.fiberG),
  saltG: nutrient(PER_100G_BOUNDS.saltG),
});

/*
 * Protein, carbohydrates, fat and fibre are separate parts of a food: together at most 100 g.
 * Decision: 3 g of tolerance, since laboratory values of one food, measured apart, can add up to a
 * little more (Ciqual's caramelised peanuts: 102 g); a slipped digit is far beyond it.
 */
export const MACROS_SUM_MAX_G = 103;

export function macrosFit(p: Per100g): boolean {
  return (p.proteinG ?? 0) + (p.carbsG ?? 0) + (p.fatG ?? 0) + (p.fiberG ?? 0) <= MACROS_SUM_MAX_G;
}

/**
 * Known micronutrients (per 100 g of a food, or for an entry's grams): a number, or below a limit
 * ("traces", "< x"); an unknown one is absent (see MicronutrientSnapshot).
 */
const micronutrientAmount = z.union([z.number().check(z.gte(0)), z.strictObject({ below: z.number().check(z.gte(0)) })]);
export const micronutrientSnapshotSchema = z.partial(
  z.strictObject(Object.fromEntries(MICRONUTRIENT_KEYS.map((key) => [key, micronutrientAmount])) as Record<(typeof MICRONUTRIENT_KEYS)[number], typeof micronutrientAmount>),
);

// ---------------------------------------------------------------------------------------------
// Foods

export const FOOD_SOURCES = ['perso', 'off', 'base'] as const;
export type FoodSource = (typeof FOOD_SOURCES)[number];
export const NUTRISCORES = ['a', 'b', 'c', 'd', 'e'] as const;
export const NOVA_GROUPS = [1, 2, 3, 4] as const;

export const FOOD_NAME_MAX = 120;
export const BRAND_MAX = 80;
export const SERVING_LABEL_MAX = 40;
export const SERVINGS_MAX = 20;
export const SERVING_GRAMS_BOUNDS = {
  min: 0.1,
  max: 5000,
  unit: 'g',
} as const satisfies NumberBounds;

export const servingSchema = z.strictObject({
  label: z.string().check(z.trim(), z.minLength(1), z.maxLength(SERVING_LABEL_MAX)),
  grams: z.number().check(z.gte(SERVING_GRAMS_BOUNDS.min), z.lte(SERVING_GRAMS_BOUNDS.max)),
});
export type FoodServing = z.infer<typeof servingSchema>;

export const foodInputSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(FOOD_NAME_MAX)),
  brand: z.nullable(z.string().check(z.trim(), z.maxLength(BRAND_MAX))),
  barcode: z.nullable(z.string().check(z.regex(/^\d{8,14}$/, { message: 'nutrition:errors.barcode' }))),
  per100g: per100gSchema.check(
    z.refine(macrosFit, {
      message: 'nutrition:errors.macrosOver100',
      path: ['proteinG'],
    }),
  ),
  servings: z.array(servingSchema).check(z.maxLength(SERVINGS_MAX)),
  source: z.enum(FOOD_SOURCES),
  favorite: z.boolean(),
  nutriscore: z.nullable(z.enum(NUTRISCORES)),
  /** Open Food Facts' NOVA group, kept with the Nutri-Score when a product is imported. */
  nova: z.nullable(z.literal(NOVA_GROUPS)),
  /** Per 100 g, the ones its source gave (an Open Food Facts product's label); absent for most foods. */
  micronutrients: z.optional(micronutrientSnapshotSchema),
});
export type FoodInput = z.infer<typeof foodInputSchema>;

export interface MyFood extends FoodInput {
  readonly id: string;
  readonly createdAt: number | null;
  readonly updatedAt: number | null;
}

/** Stored data → MyFood; optional fields older writes left out read as their defaults. */
export function foodFromData(id: string, data: PlainData | undefined): MyFood | null {
  if (!data) return null;
  const parsed = foodInputSchema.safeParse({
    name: data.name,
    brand: data.brand ?? null,
    barcode: data.barcode ?? null,
    per100g: data.per100g,
    servings: data.servings,
    source: data.source,
    favorite: data.favorite ?? false,
    nutriscore: data.nutriscore ?? null,
    nova: data.nova ?? null,
    ...(data.micronutrients === undefined ? {} : { micronutrients: data.micronutrients }),
  });
  if (!parsed.success) return null;
  return {
    id,
    ...parsed.data,
    createdAt: instantOf(data.createdAt),
    updatedAt: instantOf(data.updatedAt),
  };
}

export const foodDoc = defineDocument({
  path: 'users/{uid}/foods/{id}',
  fromData: (data, id) => foodFromData(id, data),
  schema: foodInputSchema,
  // A favourite toggled alone; the rules check the whole document after the change.
  patchSchema: z.partial(foodInputSchema),
  stamps: { createdAt: true, updatedAt: true },
  browserWrites: ['add', 'set', 'update', 'delete'],
});

/*
 * Ids chosen from the source (decision): a Ciqual food or an Open Food Facts product has one
 * document per person, whoever imports it and however often, so importing twice is impossible
 * by construction (the rules refuse re-creating an existing document: createdAt must stay).
 */
export const baseFoodId = (ciqualCode: string) => `ciqual-${ciqualCode}`;
export const offFoodId = (barcode: string) => `off-${barcode}`;

const collator = new Intl.Collator('fr', {
  sensitivity: 'base',
  numeric: true,
});

/** Favourites first, then French alphabetical order. */
export function compareFoods(a: MyFood, b: MyFood): number {
  if (a.favorite !== b.favorite) return a.favorite ? -1 : 1;
  return collator.compare(a.name, b.name);
}

/* Upper bound (decision): the starter set's largest choice is a few hundred foods; 2,000 leaves room. */
export const MY_FOODS_LIMIT = 2000;

export const myFoods = defineQuery(foodDoc, { orderBy: [{ field: 'name', direction: 'asc' }], limit: MY_FOODS_LIMIT }, compareFoods);

// ---------------------------------------------------------------------------------------------
// Day logs

export const MEALS = ['petit-dejeuner', 'dejeuner', 'diner', 'collation'] as const;
export type Meal = (typeof MEALS)[number];
export const isMeal = (value: unknown): value is Meal => typeof value === 'string' && (MEALS as readonly string[]).includes(value);

/**
 * The meal a food added at `time` (the device's clock) most likely belongs to, where no screen
 * says which (French habits: breakfast until 10:30, lunch until 15:00, the afternoon snack until
 * 18:30, dinner after). Only a starting choice: the form shows it and lets it be changed.
 */
export function mealAt(time: Date): Meal {
  const minutes = time.getHours() * 60 + time.getMinutes();
  if (minutes < 10 * 60 + 30) return 'petit-dejeuner';
  if (minutes < 15 * 60) return 'dejeuner';
  if (minutes < 18 * 60 + 30) return 'collation';
  return 'diner';
}

/**
 * Where an entry's food came from: one of my foods, a Ciqual code, an Open Food Facts barcode,
 * one of my recipes.
 */
export const ENTRY_KINDS = ['food', 'base', 'off', 'recipe'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/** Something that can go into a meal: one of my foods, a Ciqual food, an Open Food Facts product, a recipe. */
export interface FoodCandidate {
  readonly ref: {
    readonly kind: EntryKind;
    readonly id: string;
  };
  readonly name: string;
  readonly per100g: Per100g;
  readonly servings: readonly FoodServing[];
  /**
   * Micronutrients per 100 g when they come with the food (an Open Food Facts product read);
   * absent when they are looked up by Ciqual code, or summed from a recipe's ingredients.
   */
  readonly micronutrients?: Micronutrients | null;
  /** A recipe's ingredients, to sum their micronutrients, and the dish's weight. */
  readonly recipe?: { readonly ingredients: readonly { readonly ref: LogEntry['ref']; readonly grams: number }[]; readonly weightG: number };
  /** Open Food Facts' grades, where it has them. */
  readonly nutriscore?: NutriScore | null;
  readonly nova?: NovaGroup | null;
}

export const ENTRIES_MAX = 120;
export const ENTRY_GRAMS_BOUNDS = {
  min: 1,
  max: 5000,
  unit: 'g',
} as const satisfies NumberBounds;
export const SERVING_COUNT_BOUNDS = {
  min: 0.25,
  max: 50,
} as const satisfies NumberBounds;

const amount = z.nullable(z.number().check(z.gte(0)));


export const logEntrySchema = z.strictObject({
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)),
  meal: z.enum(MEALS),
  ref: z.strictObject({
    kind: z.enum(ENTRY_KINDS),
    id: z.string().check(z.minLength(1), z.maxLength(60)),
  }),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(FOOD_NAME_MAX)),
  grams: z.number().check(z.gte(ENTRY_GRAMS_BOUNDS.min), z.lte(ENTRY_GRAMS_BOUNDS.max)),
  /** What the person chose, to show "2 × 1 tranche"; null when typed in grams. */
  serving: z.nullable(
    z.strictObject({
      label: servingSchema.shape.label,
      count: z.number().check(z.gte(SERVING_COUNT_BOUNDS.min), z.lte(SERVING_COUNT_BOUNDS.max)),
    }),
  ),
  /**
   * The food's nutrients for `grams` when it was logged: totals read these, so editing the food
   * later never rewrites history; changing the quantity rescales them.
   */
  nutrients: z.strictObject({
    kcal: amount,
    proteinG: amount,
    carbsG: amount,
    sugarsG: amount,
    fatG: amount,
    satFatG: amount,
    fiberG: amount,
    saltG: amount,
  }),
  /**
   * The micronutrients for `grams` when it was logged, only those known (see
   * MicronutrientSnapshot). Absent on entries logged before they were kept, and when the food's
   * values could not be read then: the day's sums look those up by Ciqual code.
   */
  micronutrients: z.optional(micronutrientSnapshotSchema),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

export const foodLogInputSchema = z.strictObject({
  entries: z.array(logEntrySchema).check(z.maxLength(ENTRIES_MAX, { message: 'nutrition:errors.dayFull' })),
});
export type FoodLogInput = z.infer<typeof foodLogInputSchema>;

export interface FoodLog extends FoodLogInput {
  readonly day: string;
}

/**
 * A day nobody logged reads as an empty day; entries that no longer fit are left out. Entries are
 * written one by one (arrayUnion): two devices editing the same entry at once can leave both
 * versions, of which the later one is shown.
 */
export function foodLogFromData(day: string, data: PlainData | undefined): FoodLog {
  const raw = Array.isArray(data?.entries) ? (data.entries as unknown[]) : [];
  const entries = raw.flatMap((e) => {
    const parsed = logEntrySchema.safeParse(e);
    return parsed.success ? [parsed.data] : [];
  });
  return { day, entries: entries.filter((entry, index) => !entries.slice(index + 1).some((later) => later.id === entry.id)) };
}

export const foodLogDoc = defineDocument({
  path: 'users/{uid}/foodLogs/{id}',
  fromData: (data, id) => foodLogFromData(id, data),
  schema: foodLogInputSchema,
  stamps: { updatedAt: true },
  browserWrites: ['set', 'delete'],
});

/** A day log's entries, nothing else downloaded (the day is the document's id). */
export const foodLogEntriesView = defineView(foodLogDoc, { fields: ['entries'], from: ({ entries }, day): FoodLog => ({ day, entries }) });

/**
 * Day logs read at most for a span of days (decision): the longest span read is the one of the
 * challenges a person still counts, which start at most a year back and last at most a year;
 * three years of days leave room and never cut a real span.
 */
export const DAY_LOGS_READ = 1100;

/** The day logs from `from` to `to`, entries only: day logs are named by their day, the range is on the id. */
export const foodLogsBetween = defineQuery(foodLogEntriesView, ({ from, to }: { from: string; to: string }) => ({
  where: [
    { field: '__name__', op: '>=', value: from },
    { field: '__name__', op: '<=', value: to },
  ],
  limit: DAY_LOGS_READ,
}));

/** Days read for "recent" foods (decision): two weeks, what was logged lately is what is eaten again. */
export const RECENT_DAY_LOGS = 14;

/** The latest days written, for "recent" foods. */
export const recentFoodLogs = defineQuery(foodLogDoc, { orderBy: [{ field: 'updatedAt', direction: 'desc' }], limit: RECENT_DAY_LOGS });

/** The Ciqual code of an entry's food: a base food, or my copy of one; null for any other. */
export function ciqualCodeOf(ref: LogEntry['ref']): string | null {
  if (ref.kind === 'base') return ref.id;
  return ref.kind === 'food' && ref.id.startsWith(baseFoodId('')) ? ref.id.slice(baseFoodId('').length) : null;
}

/**
 * Ciqual codes of the foods logged in `logs`, from the base or through my copy of a base food,
 * the most often logged first and, between equals, the most recently logged: what a Ciqual
 * search ranks first for this person.
 */
export function ownBaseCodes(logs: readonly FoodLog[]): string[] {
  const uses = new Map<string, { count: number; last: string }>();
  for (const log of logs) {
    for (const { ref } of log.entries) {
      const code = ciqualCodeOf(ref);
      if (code === null) continue;
      const use = uses.get(code) ?? { count: 0, last: '' };
      uses.set(code, { count: use.count + 1, last: log.day > use.last ? log.day : use.last });
    }
  }
  return [...uses].sort(([, a], [, b]) => b.count - a.count || (a.last < b.last ? 1 : a.last > b.last ? -1 : 0)).map(([code]) => code);
}
