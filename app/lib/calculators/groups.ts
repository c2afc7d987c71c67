import type { CalculatorId } from '#app/lib/calculators/index.ts';

/** How the hub groups the calculators (kept apart from the forms so the hub bundle stays small). */
export const CALCULATOR_GROUPS: readonly { readonly id: 'body' | 'energy' | 'training'; readonly ids: readonly CalculatorId[] }[] = [
  { id: 'body', ids: ['bmi', 'sport-bmi', 'body-fat', 'ffmi', 'lean-mass', 'whtr'] },
  { id: 'energy', ids: ['bmr-tdee', 'macros'] },
  { id: 'training', ids: ['heart-zones', 'one-rm', 'pace', 'vo2max'] },
];
