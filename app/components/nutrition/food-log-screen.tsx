import { useMemo, useState } from 'react';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessage } from '#app/components/ui/form.tsx';
import { Page } from '#app/components/ui/page.tsx';
import { PeriodNav } from '#app/components/ui/period-nav.tsx';
import { SaveIndicator } from '#app/components/ui/save-indicator.tsx';
import { toast } from '#app/components/ui/toaster.tsx';
import { useForm } from '#app/components/ui/use-form.ts';
import { addDays, isIsoDay } from '#app/lib/dates/index.ts';
import { ENTRIES_MAX, foodLogDoc, MEALS, type FoodLog, type LogEntry, type Meal } from '#app/lib/data/nutrition.ts';
import type { StoredNutritionGoals } from '#app/lib/data/nutrition-goals.ts';
import { formatDay } from '#app/lib/format/index.ts';
import type { Validation } from '#app/lib/forms/validation.ts';
import { dayTotals } from '#app/lib/nutrition/index.ts';
import type { Sex } from '#app/lib/person/sex.ts';
import { DayTotals } from './day-totals.tsx';
import { LogEntryRow } from './log-entry-row.tsx';
import { MicronutrientsPanel, type MicronutrientsByCode } from './micronutrients-panel.tsx';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { mealRepeats, repeatFoods, type RepeatFood } from '#app/lib/nutrition/repeat-foods.ts';
import { RepeatFoodList, useQuickAdd } from './repeat-foods.tsx';
import { newEntryId, useFoodLog } from './use-food-log.ts';

export interface FoodLogData {
  readonly day: string;
  readonly today: string;
  readonly log: FoodLog;
  /** The day before, for "Comme hier". */
  readonly yesterday: FoodLog;
  /** Foods of the latest other days, for what each meal offers again. */
  readonly repeats: RepeatFood[];
  readonly goals: StoredNutritionGoals | null;
  readonly micronutrients: MicronutrientsByCode;
  readonly person: { readonly sex: Sex | null; readonly age: number | null };
}

const ALL_MEALS = 'journee';
/** Foods a meal's quick list offers (decision): five rows fit a phone's screen under the meal. */
const MEAL_REPEATS_SHOWN = 5;

/** Copies of entries for another day: new ids, same snapshots (what was eaten, as it was). */
export function copiesOf(entries: readonly LogEntry[], meal: Meal | null): LogEntry[] {
  return entries.filter((e) => meal === null || e.meal === meal).map((e) => ({ ...e, id: newEntryId() }));
}

/** Copies a meal or the whole day to another day, after what that day already holds. */
function CopyPanel({ log }: { log: FoodLog }) {
  const { t } = useTranslation();
  const message = useMessage();
  // Every message sits under the day: it names what to change there (or in the meal chosen above it).
  const refusal = (key: string): Validation<never> => ({ ok: false, errors: { target: { key } } });
  const copy = useForm({
    values: { what: ALL_MEALS, target: addDays(log.day, 1) },
    validate: ({ what, target }): Validation<{ meal: Meal | null; target: string }> => {
      if (!isIsoDay(target)) return refusal('common:form.date');
      if (target === log.day) return refusal('nutrition:copy.sameDay');
      const meal = what === ALL_MEALS ? null : (what as Meal);
      if (!log.entries.some((e) => meal === null || e.meal === meal)) return refusal('nutrition:copy.nothing');
      return { ok: true, value: { meal, target } };
    },
  });
  const { what, target } = copy.values;
  const validTarget = isIsoDay(target) && target !== log.day;
  // The target day's own log, live: the copy is appended to what it holds on the server.
  const targetInitial = useMemo<FoodLog>(() => ({ day: validTarget ? target : log.day, entries: [] }), [target, validTarget, log.day]);
  const targetLog = useFoodLog(validTarget ? target : log.day, targetInitial);
  const error = message(copy.errors.target);

  const submit = copy.submit(({ meal, target: day }) => {
    const copies = copiesOf(log.entries, meal);
    if (targetLog.log.entries.length + copies.length > ENTRIES_MAX) {
      copy.refuse({ target: { key: 'nutrition:errors.dayFull', params: { max: ENTRIES_MAX } } });
      return;
    }
    void targetLog
      .change((entries) => [...entries, ...copies], t('nutrition:copy.failed'))
      .then((ok) => {
        if (ok) toast.success(t('nutrition:copy.done', { count: copies.length, day: formatDay(day, 'medium') }));
      });
  });

  return (
    <form className="panel stack" onSubmit={submit} noValidate aria-labelledby="copy-title">
      <h2 id="copy-title">{t('nutrition:copy.title')}</h2>
      <div className="form-grid">
        <div className="field">
          <label htmlFor="copy-what">{t('nutrition:copy.what')}</label>
          <select id="copy-what" name="what" value={what} onChange={(e) => copy.set('what', e.target.value)}>
            <option value={ALL_MEALS}>{t('nutrition:copy.wholeDay')}</option>
            {MEALS.map((m) => (
              <option key={m} value={m}>
                {t(`nutrition:meals.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="copy-target">{t('nutrition:copy.to')}</label>
          <input
            id="copy-target"
            name="target"
            type="date"
            value={target}
            onChange={(e) => copy.set('target', e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'copy-error' : undefined}
          />
          {error ? (
            <p id="copy-error" className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <div className="form-actions">
        <button type="submit" className="button" disabled={!targetLog.ready || !validTarget} aria-busy={(validTarget && !targetLog.ready) || undefined}>
          {t('nutrition:copy.submit')}
        </button>
      </div>
    </form>
  );
}

export function FoodLogScreen({ data }: { data: FoodLogData }) {
  const { t } = useTranslation();
  const food = useFoodLog(data.day, data.log);
  const { entries } = food.log;
  const totals = dayTotals(entries);
  const quickAdd = useQuickAdd(food);
  const yesterdayDay = addDays(data.day, -1);
  const { data: yesterday } = useLiveDoc(foodLogDoc, { id: yesterdayDay }, data.yesterday);
  // The day shown counts as it is now: a food logged at lunch is offered again at dinner.
  const repeats = useMemo(() => repeatFoods([food.log], data.repeats), [data.repeats, food.log]);
  const [quickListOf, setQuickListOf] = useState<Meal | null>(null);

  const replace = (next: LogEntry) => void food.change((list) => list.map((e) => (e.id === next.id ? next : e)));
  const move = (entry: LogEntry, meal: Meal) =>
    void food
      .change((list) => list.map((e) => (e.id === entry.id ? { ...e, meal } : e)), t('nutrition:logs.moveFailed'))
      .then((ok) => {
        if (ok) toast.success(t('nutrition:logs.moved', { name: entry.name, meal: t(`nutrition:meals.${meal}`) }), undefined, { key: 'entry-moved' });
      });
  const likeYesterday = (meal: Meal) => {
    const copies = copiesOf(yesterday.entries, meal);
    quickAdd(copies, t('nutrition:repeat.copiedYesterday', { count: copies.length, meal: t(`nutrition:meals.${meal}`) }));
  };
  const remove = (entry: LogEntry) =>
    void food
      .change((list) => list.filter((e) => e.id !== entry.id), t('nutrition:logs.deleteFailed'))
      .then((ok) => {
        if (ok) toast.success(t('nutrition:logs.deleted', { name: entry.name }));
      });

  return (
    <Page
      title={t('nutrition:logs.title')}
      description={formatDay(data.day, 'long')}
      actions={<SaveIndicator status={food.writer.status} liveError={food.error} />}
    >
      <PeriodNav
        label={t('nutrition:logs.dayNav')}
        steps={{
          previous: { to: `?jour=${addDays(data.day, -1)}`, text: t('nutrition:logs.previous'), label: t('nutrition:logs.previousDay', { day: formatDay(addDays(data.day, -1), 'long') }) },
          home: data.day === data.today ? null : { to: `?jour=${data.today}`, text: t('nutrition:logs.today') },
          next: { to: `?jour=${addDays(data.day, 1)}`, text: t('nutrition:logs.next'), label: t('nutrition:logs.nextDay', { day: formatDay(addDays(data.day, 1), 'long') }) },
        }}
        pick={{ id: 'log-day', name: 'jour', type: 'date', value: data.day, label: t('nutrition:logs.pickDay'), submit: t('nutrition:logs.go') }}
      />

      <div className="split-layout">
        <div className="stack">
          {MEALS.map((meal) => {
            const items = entries.filter((e) => e.meal === meal);
            const mealTotals = dayTotals(items);
            const yesterdayCount = yesterday.entries.filter((e) => e.meal === meal).length;
            const quickListOpen = quickListOf === meal;
            return (
              <section key={meal} className="panel stack meal" aria-labelledby={`meal-${meal}`} data-meal={meal}>
                <div className="meal-head">
                  <h2 id={`meal-${meal}`}>{t(`nutrition:meals.${meal}`)}</h2>
                  <span className="food-kcal" data-testid={`meal-kcal-${meal}`}>
                    {nutrientText('kcal', mealTotals.kcal)}
                  </span>
                </div>
                {items.length === 0 ? (
                  <p className="muted">{t('nutrition:logs.emptyMeal')}</p>
                ) : (
                  <ul className="log-entries">
                    {items.map((entry) => (
                      <LogEntryRow key={entry.id} entry={entry} ready={food.ready} onChange={replace} onDelete={() => remove(entry)} onMove={(to) => move(entry, to)} />
                    ))}
                  </ul>
                )}
                {items.length > 0 ? (
                  <p className="muted meal-macros">
                    {t('nutrition:logs.mealMacros', {
                      protein: nutrientText('proteinG', mealTotals.proteinG),
                      carbs: nutrientText('carbsG', mealTotals.carbsG),
                      fat: nutrientText('fatG', mealTotals.fatG),
                    })}
                  </p>
                ) : null}
                <div className="food-result-actions">
                  <Link
                    className="button"
                    to={`/nutrition/foods/search?jour=${data.day}&repas=${meal}`}
                    aria-label={t('nutrition:logs.addTo', {
                      meal: t(`nutrition:meals.${meal}`),
                    })}
                  >
                    {t('nutrition:logs.add')}
                  </Link>
                  <button
                    type="button"
                    className="button"
                    aria-expanded={quickListOpen}
                    onClick={() => setQuickListOf(quickListOpen ? null : meal)}
                    aria-label={t('nutrition:repeat.mealListOf', { meal: t(`nutrition:meals.${meal}`) })}
                  >
                    {t('nutrition:repeat.mealList')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    disabled={!food.ready || yesterdayCount === 0}
                    onClick={() => likeYesterday(meal)}
                    aria-label={t('nutrition:repeat.likeYesterdayOf', { meal: t(`nutrition:meals.${meal}`) })}
                    aria-describedby={yesterdayCount === 0 ? `yesterday-empty-${meal}` : undefined}
                  >
                    {t('nutrition:repeat.likeYesterday')}
                  </button>
                  {yesterdayCount === 0 ? (
                    <span id={`yesterday-empty-${meal}`} className="muted meal-note">
                      {t('nutrition:repeat.nothingYesterday')}
                    </span>
                  ) : null}
                </div>
                {quickListOpen ? (
                  <section id={`repeats-${meal}`} className="stack" aria-label={t('nutrition:repeat.mealListOf', { meal: t(`nutrition:meals.${meal}`) })}>
                    {repeats.length === 0 ? (
                      <p className="muted">{t('nutrition:repeat.none')}</p>
                    ) : (
                      <RepeatFoodList foods={mealRepeats(repeats, meal, MEAL_REPEATS_SHOWN)} log={food} meal={meal} quickAdd={quickAdd} />
                    )}
                  </section>
                ) : null}
              </section>
            );
          })}
        </div>
        <div className="stack">
          <DayTotals totals={totals} goals={data.goals} title={t('nutrition:totals.dayTitle')} />
          <MicronutrientsPanel key={`micronutrients-${data.day}`} entries={entries} initial={data.micronutrients} sex={data.person.sex} age={data.person.age} />
          <CopyPanel key={data.day} log={food.log} />
        </div>
      </div>
    </Page>
  );
}
