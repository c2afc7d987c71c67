import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { DayTotals } from '#app/components/nutrition/day-totals.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { PeriodNav } from '#app/components/ui/period-nav.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { addDays, isoWeekKey, mondayOfWeekKey, shiftWeekKey } from '#app/lib/dates/index.ts';
import { asEntry, DAYS_PER_WEEK, type MealPlan } from '#app/lib/data/meal-plans.ts';
import { MEALS, myFoods, type MyFood } from '#app/lib/data/nutrition.ts';
import type { StoredNutritionGoals } from '#app/lib/data/nutrition-goals.ts';
import { formatDay } from '#app/lib/format/index.ts';
import { dayTotals } from '#app/lib/nutrition/index.ts';
import { ApplyPanel, CopyWeekPanel } from './plan-actions.tsx';
import { PlannedDayEditor } from './planned-day.tsx';
import { ShoppingList } from './shopping-list.tsx';
import { useMealPlan } from './use-meal-plan.ts';
import { WeekGrid } from './week-grid.tsx';
import type { MyRecipe } from '#app/lib/data/recipes.ts';

export interface MealPlanData {
  readonly week: string;
  readonly today: string;
  /** What `?semaine=` held when it named no week (the current week is shown instead). */
  readonly unknownWeek: string | null;
  readonly plan: MealPlan;
  readonly goals: StoredNutritionGoals | null;
  readonly foods: MyFood[];
  readonly recipes: MyRecipe[];
  /** Ciqual group of my foods imported from the base and of the recipes' ingredients, by food key. */
  readonly groups: Record<string, string>;
}

/** A week of meals planned day by day, its totals, its application to the log and its shopping list. */
export function MealPlanScreen({ data }: { data: MealPlanData }) {
  const { t } = useTranslation();
  const control = useMealPlan(data.plan);
  const { data: foods, error: foodsError } = useLiveQuery(myFoods, {}, data.foods);
  const monday = mondayOfWeekKey(data.week)!;
  const dates = Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDays(monday, i));
  const todayIndex = dates.indexOf(data.today);
  const [selection, setSelection] = useState({ week: data.week, index: Math.max(todayIndex, 0) });
  // Another week (a link, the back button): its first day to plan is today when it holds it.
  if (selection.week !== data.week) setSelection({ week: data.week, index: Math.max(todayIndex, 0) });
  const selected = selection.week === data.week ? selection.index : Math.max(todayIndex, 0);
  const select = (index: number) => setSelection({ week: data.week, index });

  const totals = control.plan.days.map((day) => dayTotals(MEALS.flatMap((meal) => day[meal].map((item) => asEntry(item, meal)))));
  const currentWeek = isoWeekKey(data.today);
  const weekNumber = Number(data.week.slice(6));
  const selectedLabel = formatDay(dates[selected]!, 'weekday');

  return (
    <Page
      title={t('nutrition:mealPlans.title')}
      description={t('meal-plans:description', { number: weekNumber, from: formatDay(dates[0]!, 'short'), to: formatDay(dates[6]!, 'medium') })}
      actions={<SaveIndicator status={control.writer.status} liveError={control.error ?? foodsError} />}
    >
      {data.unknownWeek !== null ? (
        <p className="form-error" role="alert">
          {t('meal-plans:errors.unknownWeek', { week: data.unknownWeek })}
        </p>
      ) : null}
      <PeriodNav
        label={t('meal-plans:weekNav')}
        steps={{
          previous: { to: `?semaine=${shiftWeekKey(data.week, -1)}`, text: t('meal-plans:previous'), label: t('meal-plans:previousWeek', { week: shiftWeekKey(data.week, -1) }) },
          home: data.week === currentWeek ? null : { to: `?semaine=${currentWeek}`, text: t('meal-plans:thisWeek') },
          next: { to: `?semaine=${shiftWeekKey(data.week, 1)}`, text: t('meal-plans:next'), label: t('meal-plans:nextWeek', { week: shiftWeekKey(data.week, 1) }) },
        }}
        pick={{ id: 'plan-week', name: 'semaine', type: 'week', value: data.week, label: t('meal-plans:pickWeek'), submit: t('meal-plans:go') }}
      >
        <a className="button ghost" href="#shopping-title">
          {t('meal-plans:shopping.jump')}
        </a>
      </PeriodNav>

      <WeekGrid days={control.plan.days} dates={dates} totals={totals} goals={data.goals} selected={selected} onSelect={select} />

      <div className="plan-day-tabs" role="group" aria-label={t('meal-plans:dayTabs')}>
        {dates.map((date, i) => (
          <button key={date} type="button" className="button ghost" aria-pressed={i === selected} onClick={() => select(i)}>
            {formatDay(date, 'weekday')}
          </button>
        ))}
      </div>

      <div className="split-layout">
        <section className="stack" aria-labelledby="plan-day-title">
          <h2 id="plan-day-title">{formatDay(dates[selected]!, 'long')}</h2>
          <PlannedDayEditor key={`${data.week}-${selected}`} control={control} index={selected} dayLabel={selectedLabel} foods={foods} recipes={data.recipes} groups={data.groups} />
        </section>
        <div className="stack">
          <DayTotals totals={totals[selected]!} goals={data.goals} title={t('meal-plans:dayTotals', { day: selectedLabel })} />
          <ApplyPanel week={data.week} selected={selected} dates={dates} saving={control.writer.status === 'saving'} />
          <CopyWeekPanel key={data.week} week={data.week} />
        </div>
      </div>

      <ShoppingList key={data.week} control={control} dates={dates} recipes={data.recipes} groups={data.groups} />
    </Page>
  );
}
