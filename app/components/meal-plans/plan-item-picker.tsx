import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuantityForm, type Quantity } from '#app/components/nutrition/add-to-meal-form.tsx';
import { FoodPicker, type PickedFood } from '#app/components/nutrition/food-picker.tsx';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { useDebounced } from '#app/components/ui/use-debounced.ts';
import type { Meal, MyFood } from '#app/lib/data/nutrition.ts';
import type { MyRecipe } from '#app/lib/data/recipes.ts';
import type { Micronutrients } from '#app/lib/nutrition/micronutrients.ts';

/** What can be planned: a food found, with the group its shopping line goes under. */
export type PlanCandidate = PickedFood;

/** Finds a food for a meal of a planned day and asks its quantity. */
export function PlanItemPicker({
  meal,
  dayLabel,
  foods,
  recipes,
  groups,
  busy,
  onAdd,
  onClose,
}: {
  meal: Meal;
  dayLabel: string;
  foods: readonly MyFood[];
  recipes: readonly MyRecipe[];
  groups: Readonly<Record<string, string>>;
  busy: boolean;
  /** With the food's micronutrients per 100 g when they are known (as the day log's add form gives them). */
  onAdd: (candidate: PlanCandidate, quantity: Quantity, micronutrients: Micronutrients | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const search = useDebounced((value: string) => setQuery(value.trim()));
  const [chosen, setChosen] = useState<PlanCandidate | null>(null);
  const searchId = `plan-search-${meal}`;

  if (chosen)
    return (
      <QuantityForm
        food={chosen}
        meal={meal}
        formLabel={t('meal-plans:picker.quantityOf', { name: chosen.name })}
        submitLabel={t('meal-plans:picker.submit', { day: dayLabel })}
        busy={busy}
        onSubmit={(quantity, micronutrients) => onAdd(chosen, quantity, micronutrients)}
        onCancel={() => setChosen(null)}
      />
    );

  // My foods go under the group their shopping line was given; a base food under its Ciqual group.
  const choose = (food: PickedFood) => setChosen(food.ref.kind === 'food' ? { ...food, group: groups[food.ref.id] ?? null } : food);

  return (
    <div className="stack plan-picker" role="group" aria-label={t('meal-plans:picker.label', { meal: t(`nutrition:meals.${meal}`), day: dayLabel })}>
      <div className="field">
        <label htmlFor={searchId}>{t('meal-plans:picker.search')}</label>
        <div className="search-row">
          <input
            id={searchId}
            type="search"
            value={typed}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => {
              setTyped(e.target.value);
              search(e.target.value);
            }}
          />
          <button type="button" className="button ghost" onClick={onClose}>
            {t('nutrition:add.cancel')}
          </button>
        </div>
      </div>
      <FoodPicker
        query={query}
        foods={foods}
        recipes={recipes}
        copy={{
          mine: t('meal-plans:picker.mine'),
          favorites: t('meal-plans:picker.favorites'),
          noneMine: t('meal-plans:picker.noneMine'),
          noFavorites: t('meal-plans:picker.noFavorites'),
          recipes: t('meal-plans:picker.recipes'),
          base: t('meal-plans:picker.base'),
          noneBase: (q) => t('meal-plans:picker.noneBase', { q }),
          searching: t('meal-plans:picker.searching'),
          baseFailed: t('meal-plans:picker.baseFailed'),
        }}
        headingLevel={4}
        listClassName="plan-candidates"
        hideListedBase
        row={(food) => (
          <li className="plan-candidate">
            <span>
              <span className="food-name">{food.name}</span>
              {food.detail ? <span className="muted food-detail">{food.detail}</span> : null}
            </span>
            <span className="food-kcal">{t('nutrition:search.per100g', { kcal: nutrientText('kcal', food.per100g.kcal) })}</span>
            <button type="button" className="button" onClick={() => choose(food)} aria-label={t('meal-plans:picker.chooseOf', { name: food.name })}>
              {t('meal-plans:picker.choose')}
            </button>
          </li>
        )}
      />
    </div>
  );
}
