/* How nutrient amounts read on every nutrition screen: whole kcal, grams to one decimal, "–" when unknown. */
import type { NutrientKey } from '#app/lib/nutrition/index.ts';
import { formatNumber } from '#app/lib/format/index.ts';

export function nutrientText(key: NutrientKey, value: number | null): string {
  if (value === null) return '–';
  return key === 'kcal' ? `${formatNumber(value, 0)} kcal` : `${formatNumber(value, value < 10 ? 1 : 0, { trimZeros: true })} g`;
}

/** The nutrients compared with the goals on the day screens, in the goals' order. */
export const GOAL_NUTRIENTS = ['kcal', 'proteinG', 'carbsG', 'fatG', 'fiberG'] as const satisfies readonly NutrientKey[];
