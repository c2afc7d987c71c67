/*
 * Copying a Ciqual food or an Open Food Facts product into my foods. Their ids come from the
 * source (ciqual-<code>, off-<barcode>), so a second import is impossible; a food of my own
 * carrying the same barcode also counts as already there.
 */
import { useTranslation } from 'react-i18next';
import { useWriter } from '#app/components/data/use-writer.ts';
import { toast } from '#app/components/ui/toaster.tsx';
import { baseFoodId, foodDoc, offFoodId, type FoodInput, type MyFood } from '#app/lib/data/nutrition.ts';
import type { BaseFood, Food } from '#app/lib/nutrition/index.ts';
import { toSnapshot } from '#app/lib/nutrition/micronutrients.ts';

export function baseFoodInput(food: BaseFood): FoodInput {
  return {
    name: food.name,
    brand: null,
    barcode: null,
    per100g: { ...food.per100g },
    servings: food.portions.map(({ label, grams }) => ({ label, grams })),
    source: 'base',
    favorite: false,
    nutriscore: null,
    nova: null,
  };
}

export function offFoodInput(food: Food): FoodInput {
  return {
    name: food.name.slice(0, 120),
    brand: food.brand?.slice(0, 80) ?? null,
    barcode: food.barcode,
    per100g: { ...food.per100g },
    servings: food.servings.slice(0, 20).map((s) => ({ label: s.label.slice(0, 40), grams: s.grams })),
    source: 'off',
    favorite: false,
    nutriscore: food.nutriscore,
    nova: food.nova,
    micronutrients: toSnapshot(food.micronutrients),
  };
}

export function useImport(foods: readonly MyFood[]) {
  const { t } = useTranslation();
  const writer = useWriter();
  const hasId = (id: string) => foods.some((f) => f.id === id);
  const withBarcode = (barcode: string) => foods.find((f) => f.id === offFoodId(barcode) || f.barcode === barcode) ?? null;

  const save = (id: string, input: FoodInput) =>
    writer
      .run((data) => data.set(foodDoc, { id }, input, { creating: true }), t('nutrition:import.failed'))
      .then((ok) => {
        if (ok) toast.success(t('nutrition:import.done', { name: input.name }));
        return ok;
      });

  return {
    ready: writer.ready,
    status: writer.status,
    hasId,
    withBarcode,
    importBase: (food: BaseFood) => (hasId(baseFoodId(food.code)) ? Promise.resolve(false) : save(baseFoodId(food.code), baseFoodInput(food))),
    importOff: (food: Food) => (withBarcode(food.barcode) ? Promise.resolve(false) : save(offFoodId(food.barcode), offFoodInput(food))),
  };
}
