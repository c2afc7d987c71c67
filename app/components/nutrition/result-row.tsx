import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoodCandidate, Meal } from '#app/lib/data/nutrition.ts';
import { AddToMealForm } from './add-to-meal-form.tsx';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import type { FoodLogControl } from './use-food-log.ts';

/** A result row: what it is, its energy per 100 g, and what can be done with it. */
export function ResultRow({
  candidate,
  detail,
  actions,
  log,
  meal,
}: {
  candidate: FoodCandidate;
  detail?: string | null;
  actions?: ReactNode;
  log: FoodLogControl;
  meal: Meal;
}) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <li className="food-result">
      <div className="food-result-head">
        <div>
          <span className="food-name">{candidate.name}</span>
          {detail ? <span className="muted food-detail">{detail}</span> : null}
        </div>
        <span className="food-kcal">
          {t('nutrition:search.per100g', {
            kcal: nutrientText('kcal', candidate.per100g.kcal),
          })}
        </span>
      </div>
      <div className="food-result-actions">
        <button
          type="button"
          className="button"
          aria-expanded={adding}
          onClick={() => setAdding((a) => !a)}
          aria-label={t('nutrition:search.addToMealOf', {
            name: candidate.name,
          })}
        >
          {t('nutrition:search.addToMeal')}
        </button>
        {actions}
      </div>
      {adding ? <AddToMealForm food={candidate} log={log} meal={meal} onDone={() => setAdding(false)} /> : null}
    </li>
  );
}
