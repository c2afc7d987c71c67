/*
 * A shopping list in the aisles' order: lines of the same food group together (Ciqual's groups:
 * "produits laitiers", "viandes, oeufs, poissons"…), groups in French alphabetical order, and the
 * foods without a group (Open Food Facts products, foods typed by hand, recipes) last.
 */
import { shoppingList, type ShoppingItem } from './recipes.ts';

export interface GroupedShoppingItem extends ShoppingItem {
  /** Null when the food's source names no group. */
  readonly group: string | null;
}

export interface ShoppingGroup {
  readonly group: string | null;
  readonly items: ShoppingItem[];
}

const frenchOrder = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/**
 * One line per food, grams summed (see shoppingList), under its group. A food listed under two
 * groups (a snapshot taken before its group was known) goes under the first named one.
 */
export function groupedShoppingList(items: readonly GroupedShoppingItem[]): ShoppingGroup[] {
  const groupOf = new Map<string, string | null>();
  for (const item of items) if (!groupOf.get(item.foodId)) groupOf.set(item.foodId, item.group);
  const byGroup = new Map<string | null, ShoppingItem[]>();
  for (const line of shoppingList(items)) {
    const group = groupOf.get(line.foodId) ?? null;
    byGroup.set(group, [...(byGroup.get(group) ?? []), line]);
  }
  return [...byGroup.entries()]
    .map(([group, lines]) => ({ group, items: lines }))
    .sort((a, b) => (a.group === null ? 1 : b.group === null ? -1 : frenchOrder.compare(a.group, b.group)));
}
