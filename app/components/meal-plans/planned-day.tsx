import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quantity } from '#app/components/nutrition/add-to-meal-form.tsx';
import { entryFor } from '#app/components/nutrition/add-to-meal-form.tsx';
import { LogEntryRow } from '#app/components/nutrition/log-entry-row.tsx';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { toast } from '#app/components/ui/toaster.tsx';
import { asEntry, asPlanItem, PLANNED_PER_MEAL_MAX, type PlanItem, type PlannedDay } from '#app/lib/data/meal-plans.ts';
import { MEALS, type Meal, type MyFood } from '#app/lib/data/nutrition.ts';
import { dayTotals } from '#app/lib/nutrition/index.ts';
import type { Micronutrients } from '#app/lib/nutrition/micronutrients.ts';
import { PlanItemPicker, type PlanCandidate } from './plan-item-picker.tsx';
import type { MealPlanControl } from './use-meal-plan.ts';
import type { MyRecipe } from '#app/lib/data/recipes.ts';

/** One day of the plan, meal by meal: add a food or a recipe, change a quantity, remove. */
export function PlannedDayEditor({
  control,
  index,
  dayLabel,
  foods,
  recipes,
  groups,
}: {
  control: MealPlanControl;
  index: number;
  dayLabel: string;
  foods: readonly MyFood[];
  recipes: readonly MyRecipe[];
  groups: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<Meal | null>(null);
  const day = control.plan.days[index]!;

  const changeDay = (edit: (day: PlannedDay) => PlannedDay, failureTitle?: string) =>
    control.changeDays((days) => days.map((d, i) => (i === index ? edit(d) : d)), failureTitle);

  const add = (candidate: PlanCandidate, quantity: Quantity, micronutrients: Micronutrients | null) => {
    const meal = quantity.meal;
    if (day[meal].length >= PLANNED_PER_MEAL_MAX) {
      toast.error(t('meal-plans:errors.mealFull', { max: PLANNED_PER_MEAL_MAX, meal: t(`nutrition:meals.${meal}`) }));
      return;
    }
    // Kept with its micronutrients as an entry logged by hand is (a recipe's summed from its
    // ingredients), so the day a plan is applied to counts them the same way.
    const item = asPlanItem(entryFor(candidate, quantity, micronutrients), candidate.group);
    setAdding(null);
    void changeDay((d) => ({ ...d, [meal]: [...d[meal], item] })).then((ok) => {
      if (ok) toast.success(t('meal-plans:added', { name: item.name, meal: t(`nutrition:meals.${meal}`), day: dayLabel }));
    });
  };
  const replace = (meal: Meal, next: PlanItem) => void changeDay((d) => ({ ...d, [meal]: d[meal].map((i) => (i.id === next.id ? next : i)) }));
  const remove = (meal: Meal, item: PlanItem) =>
    void changeDay((d) => ({ ...d, [meal]: d[meal].filter((i) => i.id !== item.id) }), t('meal-plans:removeFailed')).then((ok) => {
      if (ok) toast.success(t('meal-plans:removed', { name: item.name }));
    });

  return (
    <div className="stack">
      {MEALS.map((meal) => {
        const items = day[meal];
        const kcal = dayTotals(items.map((item) => asEntry(item, meal))).kcal;
        return (
          <section key={meal} className="panel stack meal" aria-labelledby={`plan-meal-${meal}`} data-meal={meal}>
            <div className="meal-head">
              <h3 id={`plan-meal-${meal}`}>{t(`nutrition:meals.${meal}`)}</h3>
              <span className="food-kcal" data-testid={`plan-meal-kcal-${meal}`}>
                {nutrientText('kcal', kcal)}
              </span>
            </div>
            {items.length === 0 ? (
              <p className="muted">{t('meal-plans:emptyMeal')}</p>
            ) : (
              <ul className="log-entries">
                {items.map((item) => (
                  <LogEntryRow
                    key={item.id}
                    entry={asEntry(item, meal)}
                    ready={control.ready}
                    onChange={(next) => replace(meal, asPlanItem(next, item.group))}
                    onDelete={() => remove(meal, item)}
                  />
                ))}
              </ul>
            )}
            {adding === meal ? (
              <PlanItemPicker meal={meal} dayLabel={dayLabel} foods={foods} recipes={recipes} groups={groups} busy={!control.ready} onAdd={add} onClose={() => setAdding(null)} />
            ) : (
              <div>
                <button
                  type="button"
                  className="button"
                  onClick={() => setAdding(meal)}
                  aria-label={t('meal-plans:addTo', { meal: t(`nutrition:meals.${meal}`), day: dayLabel })}
                >
                  {t('meal-plans:add')}
                </button>
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
