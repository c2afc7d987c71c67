/*
 * `users/{uid}/settings/{name}`: one document per group of settings. This module owns
 * `nutritionGoals`; other groups (`notifications`, `timers`) live in their areas' modules.
 * Isomorphic half; `settings.server.ts` and `settings.client.ts` hold the SDK-specific parts.
 */
import * as z from 'zod/mini';
import { millisOf } from './serialize.ts';
import type { NumberBounds } from './validation.ts';

export const nutritionGoalsPath = (uid: string) => `users/${uid}/settings/nutritionGoals`;

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

export function nutritionGoalsFromData(data: Record<string, unknown> | undefined): StoredNutritionGoals | null {
  if (!data) return null;
  const { updatedAt, ...rest } = data;
  const parsed = nutritionGoalsInputSchema.safeParse(rest);
  return parsed.success ? { ...parsed.data, updatedAt: millisOf(updatedAt) } : null;
}

export const KJ_PER_KCAL = 4.184;
