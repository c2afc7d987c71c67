/*
 * The starter set of /nutrition/seed: common generic foods of the Ciqual base, for people who
 * would rather pick from their own list than search every day. Decision: "common and generic"
 * reads as a short Ciqual name (30 characters at most) without parentheses or "aliment moyen":
 * a plain food and one or two qualifiers ("Pomme, chair et peau, crue", "Riz blanc, cuit",
 * "Yaourt nature"), not brand-like or composite entries; infant foods are left out. About 1,300
 * foods in 10 groups, under the my-foods list's bound. Server only: the table stays out of the
 * browser, which fetches the chosen groups' foods when it imports them.
 */
import { allBaseFoods, type BaseFood } from '#app/lib/nutrition/index.ts';

const STARTER_NAME_MAX = 30;
const LEFT_OUT_GROUPS = new Set(['aliments infantiles']);

let starter: BaseFood[] | undefined;

export function starterFoods(): BaseFood[] {
  starter ??= allBaseFoods().filter((f) => f.group !== null && !LEFT_OUT_GROUPS.has(f.group) && f.name.length <= STARTER_NAME_MAX && !/[()]|aliment moyen/i.test(f.name));
  return starter;
}

/** Each group of the starter set with its number of foods, in the table's order. */
export function starterGroups(): { group: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const food of starterFoods()) counts.set(food.group!, (counts.get(food.group!) ?? 0) + 1);
  return [...counts].map(([group, count]) => ({ group, count }));
}
