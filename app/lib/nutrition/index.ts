/*
 * Élan nutrition domain: pure functions, no framework, no Firestore.
 */
export { NUTRIENT_KEYS, nutrientsFor, dayTotals } from './nutrients.ts';
export type { Per100g, NutrientKey, NutrientSnapshot } from './nutrients.ts';
export { fromOffProduct } from './open-food-facts.ts';
export type { Food, Serving, NutriScore } from './open-food-facts.ts';
export { isValidBarcode } from './barcode.ts';
