/*
 * `users/{uid}/settings/nutritionGoals`: the person's daily targets, computed from the profile
 * ('auto') or typed ('manuel'). firestore.rules mirror these bounds.
 */
import * as z from 'zod/mini';
import type { NumberBounds } from '#app/lib/forms/messages.ts';
import { defineDocument, type PlainData } from './documents.ts';
import { instantOf } from './plain-values.ts';

export const NUTRITION_GOAL_MODES = ['auto', 'manuel'] as const;
export type NutritionGoalMode = (typeof NUTRITION_GOAL_MODES)[number];

/*
 * Bounds (decision): daily targets a person could hold for weeks. Below 800 kcal is a
 * medically supervised very-low-calorie diet, above 8 000 kcal only ultra-endurance days.
 * Whole numbers: goals are targets, decimals would be false precision.
 */
export const NUTRITION_GOAL_BOUNDS = {
  kcal: { min: 800, max: 8000, unit: 'kcal', integer: true },
  proteinG: { min: 0, max: 500, unit: 'g', integer: true },
  carbsG: { min: 0, max: 1000, unit: 'g', integer: true },
  fatG: { min: 0, max: 400, unit: 'g', integer: true },
  fiberG: { min: 0, max: 150, unit: 'g', integer: true },
} as const satisfies Record<string, NumberBounds>;

const whole = (b: NumberBounds) => z.int().check(z.gte(b.min), z.lte(b.max));

export const nutritionGoalsInputSchema = z.strictObject({
  mode: z.enum(NUTRITION_GOAL_MODES),
  kcal: whole(NUTRITION_GOAL_BOUNDS.kcal),
  proteinG: whole(NUTRITION_GOAL_BOUNDS.proteinG),
  carbsG: whole(NUTRITION_GOAL_BOUNDS.carbsG),
  fatG: whole(NUTRITION_GOAL_BOUNDS.fatG),
  fiberG: whole(NUTRITION_GOAL_BOUNDS.fiberG),
});
export type NutritionGoalsInput = z.infer<typeof nutritionGoalsInputSchema>;

export interface StoredNutritionGoals extends NutritionGoalsInput {
  readonly updatedAt: number | null;
}

/** Null when the person has set no goals (or the stored ones no longer fit). */
export function nutritionGoalsFromData(data: PlainData | undefined): StoredNutritionGoals | null {
  if (!data) return null;
  const { updatedAt, ...rest } = data;
  const parsed = nutritionGoalsInputSchema.safeParse(rest);
  return parsed.success ? { ...parsed.data, updatedAt: instantOf(updatedAt) } : null;
}

export const nutritionGoalsDoc = defineDocument({
  path: 'users/{uid}/settings/nutritionGoals',
  fromData: nutritionGoalsFromData,
  schema: nutritionGoalsInputSchema,
  stamps: { updatedAt: true },
  browserWrites: ['set'],
});
