import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { Page } from '#app/components/ui/page.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { MEALS, type FoodLog } from '#app/lib/data/nutrition.ts';
import type { StoredNutritionGoals } from '#app/lib/data/nutrition-goals.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { dayTotals } from '#app/lib/nutrition/index.ts';
import type { Sex } from '#app/lib/person/sex.ts';
import { DayTotals } from './day-totals.tsx';
import { MicronutrientsPanel, type MicronutrientsByCode, type RichFoodsByNutrient } from './micronutrients-panel.tsx';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { useFoodLog } from './use-food-log.ts';

export interface NutritionTodayData {
  readonly day: string;
  readonly log: FoodLog;
  readonly goals: StoredNutritionGoals | null;
  readonly micronutrients: MicronutrientsByCode;
  readonly richFoods: RichFoodsByNutrient;
  readonly person: { readonly sex: Sex | null; readonly age: number | null };
}

/**
 * Today by meal against the goals, what remains, its micronutrients with foods to add for what is
 * missing, a quick search to add, the way to the log.
 */
export function NutritionTodayScreen({ data }: { data: NutritionTodayData }) {
  const { t } = useTranslation();
  const today = useFoodLog(data.day, data.log);
  const { log, error } = today;
  const totals = dayTotals(log.entries);

  return (
    <Page
      title={t('nutrition:title')}
      description={t('nutrition:today.description', {
        day: formatDay(data.day, 'long'),
      })}
      actions={<SaveIndicator status={today.writer.status} liveError={error} />}
    >
      <div className="split-layout">
        <div className="stack">
          <Form method="get" action="/nutrition/foods/search" role="search" className="panel stack">
            <h2>{t('nutrition:today.quickAdd')}</h2>
            <input type="hidden" name="jour" value={data.day} />
            <div className="field">
              <label htmlFor="quick-add">{t('nutrition:search.label')}</label>
              <div className="search-row">
                <input id="quick-add" name="q" type="search" maxLength={100} autoComplete="off" placeholder={t('nutrition:search.placeholder')} />
                <button type="submit" className="button primary">
                  {t('nutrition:search.submit')}
                </button>
              </div>
            </div>
          </Form>
          <section className="panel stack" aria-labelledby="meals-title">
            <h2 id="meals-title">{t('nutrition:today.meals')}</h2>
            <ul className="meal-summary">
              {MEALS.map((meal) => {
                const items = log.entries.filter((e) => e.meal === meal);
                return (
                  <li key={meal} data-meal={meal}>
                    <Link to={`/nutrition/logs?jour=${data.day}#meal-${meal}`}>{t(`nutrition:meals.${meal}`)}</Link>
                    <span className="muted">{t('nutrition:today.items', { count: items.length })}</span>
                    <span className="food-kcal" data-testid={`meal-kcal-${meal}`}>
                      {nutrientText('kcal', dayTotals(items).kcal)}
                    </span>
                  </li>
                );
              })}
            </ul>
            <div className="form-actions">
              <Link className="button primary" to={`/nutrition/logs?jour=${data.day}`}>
                {t('nutrition:today.openLog')}
              </Link>
              <Link className="button ghost" to="/nutrition/foods">
                {t('nutrition:foods.title')}
              </Link>
              <Link className="button ghost" to="/nutrition/seed">
                {t('nutrition:seed.title')}
              </Link>
            </div>
          </section>
        </div>
        <div className="stack">
          <DayTotals totals={totals} goals={data.goals} title={t('nutrition:totals.todayTitle')} />
          <MicronutrientsPanel
            key={`micronutrients-${data.day}`}
            entries={log.entries}
            initial={data.micronutrients}
            sex={data.person.sex}
            age={data.person.age}
            richFoods={data.richFoods}
            log={today}
          />
        </div>
      </div>
    </Page>
  );
}
