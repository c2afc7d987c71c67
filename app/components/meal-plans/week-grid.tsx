import { useTranslation } from 'react-i18next';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { quantityText } from '#app/components/nutrition/log-entry-row.tsx';
import { useServingWords } from '#app/components/nutrition/use-serving-words.ts';
import type { PlannedDay } from '#app/lib/data/meal-plans.ts';
import { MEALS } from '#app/lib/data/nutrition.ts';
import type { StoredNutritionGoals } from '#app/lib/data/nutrition-goals.ts';
import { formatDay } from '#app/lib/format/index.ts';
import type { Per100g } from '#app/lib/nutrition/index.ts';

/**
 * The week at a glance: meals down, days across, each cell its planned foods, and each day's
 * energy against the goal. A day's heading selects it for editing. Wide screens only: phones
 * show one day at a time (the day tabs).
 */
export function WeekGrid({
  days,
  dates,
  totals,
  goals,
  selected,
  onSelect,
}: {
  days: readonly PlannedDay[];
  dates: readonly string[];
  totals: readonly Per100g[];
  goals: StoredNutritionGoals | null;
  selected: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation();
  const servingWords = useServingWords();
  return (
    <div className="plan-grid-wrap">
      <table className="plan-grid">
        <caption className="visually-hidden">{t('meal-plans:grid.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('meal-plans:grid.meal')}</span>
            </th>
            {dates.map((date, i) => (
              <th key={date} scope="col" aria-current={i === selected ? 'date' : undefined}>
                <button type="button" className="plan-grid-day" aria-pressed={i === selected} onClick={() => onSelect(i)}>
                  {formatDay(date, 'weekday')}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {MEALS.map((meal) => (
            <tr key={meal}>
              <th scope="row">{t(`nutrition:meals.${meal}`)}</th>
              {days.map((day, i) => (
                <td key={dates[i]}>
                  <ul className="plan-grid-items">
                    {day[meal].map((item) => (
                      <li key={item.id}>
                        <span className="food-name">{item.name}</span> <span className="muted">{quantityText(item, servingWords)}</span>
                      </li>
                    ))}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('meal-plans:grid.total')}</th>
            {totals.map((total, i) => (
              <td key={dates[i]} className={goals && (total.kcal ?? 0) > goals.kcal ? 'food-kcal over' : 'food-kcal'} data-testid={`grid-kcal-${i}`}>
                <span className="plan-grid-kcal">{nutrientText('kcal', total.kcal ?? 0)}</span>{' '}
                {goals ? <span className="plan-grid-goal">{t('meal-plans:grid.ofGoal', { goal: nutrientText('kcal', goals.kcal) })}</span> : null}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
