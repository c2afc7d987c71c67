import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StoredNutritionGoals } from '#app/lib/data/nutrition-goals.ts';
import type { Per100g } from '#app/lib/nutrition/index.ts';
import { GOAL_NUTRIENTS, nutrientText } from '#app/lib/nutrition/nutrient-values.ts';

/**
 * A day's totals against the goals: eaten, goal, what remains (or how much over), as a bar a
 * screen reader reads as "x sur y". Without goals, the totals alone and a link to set them.
 */
export function DayTotals({ totals, goals, title }: { totals: Per100g; goals: StoredNutritionGoals | null; title: string }) {
  const { t } = useTranslation();
  return (
    <section className="panel stack day-totals" aria-label={title} data-testid="day-totals">
      <h2>{title}</h2>
      <ul className="goal-list">
        {GOAL_NUTRIENTS.map((key) => {
          const eaten = totals[key] ?? 0;
          const goal = goals ? goals[key] : null;
          const remaining = goal === null ? null : goal - eaten;
          return (
            <li key={key} className="goal-row" data-nutrient={key}>
              <span className="goal-name">{t(`nutrition:nutrients.${key}`)}</span>
              <span className="goal-eaten" data-testid={`total-${key}`}>
                {nutrientText(key, totals[key])}
              </span>
              {goal === null || remaining === null ? null : (
                <>
                  <progress
                    className={remaining < 0 ? 'goal-bar over' : 'goal-bar'}
                    max={goal}
                    value={Math.min(eaten, goal)}
                    aria-label={t('nutrition:totals.ofGoal', {
                      eaten: nutrientText(key, eaten),
                      goal: nutrientText(key, goal),
                    })}
                  />
                  <span className="goal-remaining" data-testid={`remaining-${key}`}>
                    {remaining >= 0
                      ? t('nutrition:totals.remaining', {
                          amount: nutrientText(key, remaining),
                        })
                      : t('nutrition:totals.over', {
                          amount: nutrientText(key, -remaining),
                        })}
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {goals ? null : (
        <p className="muted">
          {t('nutrition:totals.noGoals')} <Link to="/settings/nutrition-goals">{t('nutrition:totals.setGoals')}</Link>
        </p>
      )}
    </section>
  );
}
