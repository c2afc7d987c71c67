// firestore.rules for the profile, measurements, nutrition goals and timer presets (tables in
// tests/integration/rules/tables/profile.ts), and the valid documents against the app's schemas.
import { expect, it } from 'vitest';
import { measurementInputSchema } from '#app/lib/data/measurements.ts';
import { profileInputSchema } from '#app/lib/data/profile.ts';
import { nutritionGoalsInputSchema } from '#app/lib/data/nutrition-goals.ts';
import { timerPresetsSchema } from '#app/lib/data/timer-presets.ts';
import { describeRulesTables } from './rules/rules-table.ts';
import { measurementInput, nutritionGoalsInput, PRESETS, PROFILE_TABLES, profileInput } from './rules/tables/profile.ts';

it('the valid documents of the tables pass the app schemas', () => {
  expect(profileInputSchema.safeParse(profileInput).success).toBe(true);
  expect(measurementInputSchema.safeParse(measurementInput).success).toBe(true);
  expect(nutritionGoalsInputSchema.safeParse(nutritionGoalsInput).success).toBe(true);
  expect(timerPresetsSchema.safeParse(PRESETS).success).toBe(true);
});

describeRulesTables('demo-rules-profile', PROFILE_TABLES);
