/*
 * Élan nutrition domain: pure functions, no framework, no Firestore. Safe to import from the
 * browser: the Ciqual table behind searchBase and baseFoodByCode stays out of client bundles
 * unless they are called there (see base.ts); they are meant for loaders and resource routes.
 */
export { NUTRIENT_KEYS, nutrientsFor, dayTotals } from './nutrients.ts';
export type { Per100g, NutrientKey, NutrientSnapshot } from './nutrients.ts';
export { allBaseFoods, baseFoodByCode, searchBase } from './base.ts';
export type { BaseFood, Portion } from './base.ts';
export { fromOffProduct } from './open-food-facts.ts';
export type { Food, Serving, NutriScore, NovaGroup } from './open-food-facts.ts';
export { isValidBarcode } from './barcode.ts';
export { recipeNutrition, shoppingList } from './recipes.ts';
export type { Recipe, RecipeIngredient, RecipeNutrition, ShoppingItem } from './recipes.ts';
export { exerciseKcal, adaptiveTdee } from './energy.ts';
export type { EnergyDay, AdaptiveTdee } from './energy.ts';
export { groupedShoppingList, recipeIngredientsToBuy } from './shopping.ts';
export type { GroupedShoppingItem, PlannedRecipeAmount, ShoppingGroup, ShoppingRecipe } from './shopping.ts';
