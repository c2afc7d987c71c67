/*
 * Recent and frequent foods, from the person's latest day logs, whatever each food's source
 * (one of my foods, a Ciqual food, an Open Food Facts product, a recipe): what a person eats
 * again is offered again, with the quantity they took last time.
 */
import type { FoodCandidate, FoodLog, LogEntry, Meal } from '#app/lib/data/nutrition.ts';
import { scaleNutrients } from './nutrients.ts';

/** A food logged lately: the last entry that logged it (its quantity, unit and snapshot) and how often. */
export interface RepeatFood {
  /** The same food whatever the way it was logged (see `foodKey`). */
  readonly key: string;
  readonly last: LogEntry;
  readonly lastDay: string;
  /** Entries of it in the logs read. */
  readonly count: number;
  /** Entries of it per meal. */
  readonly meals: Readonly<Partial<Record<Meal, number>>>;
}

const CIQUAL_COPY = 'ciqual-';
const OFF_COPY = 'off-';

/**
 * One key per food: a Ciqual food logged from the base and my imported copy of it (`ciqual-<code>`)
 * are the same food, and so are an Open Food Facts product and my copy of it (`off-<barcode>`).
 */
export function foodKey(ref: LogEntry['ref']): string {
  if (ref.kind === 'base') return `ciqual:${ref.id}`;
  if (ref.kind === 'off') return `off:${ref.id}`;
  if (ref.kind === 'recipe') return `recipe:${ref.id}`;
  if (ref.id.startsWith(CIQUAL_COPY)) return `ciqual:${ref.id.slice(CIQUAL_COPY.length)}`;
  if (ref.id.startsWith(OFF_COPY)) return `off:${ref.id.slice(OFF_COPY.length)}`;
  return `food:${ref.id}`;
}

/** The id of my food a key names, once imported: the Ciqual or Open Food Facts copy, or my own food. */
export function myFoodIdOf(key: string): string | null {
  const [source, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  if (source === 'ciqual') return `${CIQUAL_COPY}${id}`;
  if (source === 'off') return `${OFF_COPY}${id}`;
  return source === 'food' ? id : null;
}

/**
 * Every food of `logs`, latest use first: a later day is later, and within a day a later entry is
 * later (entries are appended as they are logged). The order the logs come in does not matter.
 * `earlier`, foods already counted from older days (latest first), are counted on top of: the
 * server sends the foods of the latest days, the page adds the day it shows, live.
 */
export function repeatFoods(logs: readonly FoodLog[], earlier: readonly RepeatFood[] = []): RepeatFood[] {
  const days = [...logs].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const uses = new Map<string, { last: LogEntry; lastDay: string; count: number; meals: Partial<Record<Meal, number>>; order: number }>();
  let order = 0;
  for (const food of [...earlier].reverse()) {
    order += 1;
    uses.set(food.key, { last: food.last, lastDay: food.lastDay, count: food.count, meals: { ...food.meals }, order });
  }
  for (const log of days) {
    for (const entry of log.entries) {
      order += 1;
      const key = foodKey(entry.ref);
      const use = uses.get(key) ?? { last: entry, lastDay: log.day, count: 0, meals: {}, order };
      use.count += 1;
      use.meals[entry.meal] = (use.meals[entry.meal] ?? 0) + 1;
      use.last = entry;
      use.lastDay = log.day;
      use.order = order;
      uses.set(key, use);
    }
  }
  return [...uses]
    .sort(([, a], [, b]) => b.order - a.order)
    .map(([key, { last, lastDay, count, meals }]) => ({ key, last, lastDay, count, meals }));
}

/** Foods a page receives (decision): the most it shows is a few of each kind; 30 leaves room. */
export const REPEATS_KEPT = 30;

/**
 * What a page needs of `foods` (latest first): the `kept` latest and the `kept` most often
 * logged, in the same order; the rest is never shown, so never sent.
 */
export function keepRepeats(foods: readonly RepeatFood[], kept: number): RepeatFood[] {
  const often = new Set(
    foods
      .map((food, latest) => ({ food, latest }))
      .sort((a, b) => b.food.count - a.food.count || a.latest - b.latest)
      .slice(0, kept)
      .map(({ food }) => food.key),
  );
  return foods.filter((food, latest) => latest < kept || often.has(food.key));
}

/** Foods logged at least this often count as frequent (once is only recent). */
export const FREQUENT_FROM = 2;

/**
 * What the search offers before anything is typed: the latest foods, then the most often logged
 * among the others (by count, then latest), each food once.
 */
export function recentAndFrequent(foods: readonly RepeatFood[], shown: number): { recent: RepeatFood[]; frequent: RepeatFood[] } {
  const recent = foods.slice(0, shown);
  const listed = new Set(recent.map((food) => food.key));
  const frequent = foods
    .map((food, latest) => ({ food, latest }))
    .filter(({ food }) => food.count >= FREQUENT_FROM && !listed.has(food.key))
    .sort((a, b) => b.food.count - a.food.count || a.latest - b.latest)
    .slice(0, shown)
    .map(({ food }) => food);
  return { recent, frequent };
}

/**
 * What a meal offers: the foods already eaten at that meal first (most often, then latest), then
 * the others by latest use, each food once.
 */
export function mealRepeats(foods: readonly RepeatFood[], meal: Meal, shown: number): RepeatFood[] {
  const atMeal = (food: RepeatFood) => food.meals[meal] ?? 0;
  return foods
    .map((food, latest) => ({ food, latest }))
    .sort((a, b) => atMeal(b.food) - atMeal(a.food) || a.latest - b.latest)
    .slice(0, shown)
    .map(({ food }) => food);
}

/**
 * The entry that logs a food again: its last quantity and unit, into `meal`, with the nutrient
 * snapshot of that quantity (the same quantity of the same food), under a new id.
 */
export function repeatEntry(food: RepeatFood, meal: Meal, id: string): LogEntry {
  return { ...food.last, id, meal };
}

/**
 * The food as the add form takes it, from its last entry: values per 100 g from that entry's
 * snapshot, and the serving it was counted in. The form then starts from the last quantity.
 */
export function repeatCandidate(food: RepeatFood): FoodCandidate {
  const { ref, name, grams, serving, nutrients } = food.last;
  return {
    ref,
    name,
    per100g: scaleNutrients(nutrients, 100 / grams),
    servings: serving ? [{ label: serving.label, grams: grams / serving.count }] : [],
  };
}
