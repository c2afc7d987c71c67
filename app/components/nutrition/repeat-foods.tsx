import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#app/components/ui/toaster.tsx';
import { ENTRIES_MAX, type LogEntry, type Meal } from '#app/lib/data/nutrition.ts';
import { repeatCandidate, repeatEntry, type RepeatFood } from '#app/lib/nutrition/repeat-foods.ts';
import { nutrientText } from '#app/lib/nutrition/nutrient-values.ts';
import { AddToMealForm } from './add-to-meal-form.tsx';
import { quantityText } from './log-entry-row.tsx';
import { newEntryId, type FoodLogControl } from './use-food-log.ts';
import { useServingWords } from './use-serving-words.ts';

/** Long enough to reach "Annuler" after glancing at the meal. */
const UNDO_TOAST_MS = 6000;
const QUICK_ADD_TOAST = 'quick-add';

/**
 * Entries added in one tap (a food again, yesterday's meal), each with an undo. Adds made while
 * the toast shows are counted in that one toast ("3 aliments ajoutés"), whose "Annuler" removes
 * exactly the entries it counts, so a run of quick adds never covers the page with toasts.
 */
export function useQuickAdd(food: FoodLogControl) {
  const { t } = useTranslation();
  // The undo runs after later renders: it must remove from the day as it is then.
  const latest = useRef(food);
  useEffect(() => {
    latest.current = food;
  });
  const shown = useRef<{ toastId: string; entries: LogEntry[] } | null>(null);

  const undo = (entries: readonly LogEntry[]) => {
    const ids = new Set(entries.map((entry) => entry.id));
    void latest.current.change((list) => list.filter((entry) => !ids.has(entry.id)), t('nutrition:repeat.undoFailed'));
  };

  /**
   * Appends `entries` to the day; `title` says what this tap did, when it is the only one counted.
   * The toast shows at once: without signal the write is kept and sent later, and the entries
   * already show (and can be undone) meanwhile.
   */
  return (entries: LogEntry[], title: string): void => {
    if (latest.current.log.entries.length + entries.length > ENTRIES_MAX) {
      toast.error(t('nutrition:errors.dayFull', { max: ENTRIES_MAX }));
      return;
    }
    const saving = latest.current.change((list) => [...list, ...entries]);
    const still = shown.current && toast.getSnapshot().some((item) => item.id === shown.current?.toastId) ? shown.current : null;
    const counted = [...(still?.entries ?? []), ...entries];
    const toastId = toast.success(still ? t('nutrition:repeat.addedMany', { count: counted.length }) : title, undefined, {
      key: QUICK_ADD_TOAST,
      duration: UNDO_TOAST_MS,
      action: { label: t('nutrition:repeat.undo'), run: () => undo(counted) },
    });
    shown.current = { toastId, entries: counted };
    // Refused (the writer said why): nothing of it to undo.
    void saving.then((saved) => {
      if (!saved) toast.dismiss(toastId);
    });
  };
}

export type QuickAdd = ReturnType<typeof useQuickAdd>;

/** A food logged lately: one tap logs its last quantity into `meal`; a tap on its name changes the quantity first. */
function RepeatFoodRow({ food, log, meal, quickAdd }: { food: RepeatFood; log: FoodLogControl; meal: Meal; quickAdd: QuickAdd }) {
  const { t } = useTranslation();
  const servingWords = useServingWords();
  const [changing, setChanging] = useState(false);
  const { last } = food;
  const quantity = quantityText(last, servingWords);
  const add = () =>
    quickAdd([repeatEntry(food, meal, newEntryId())], t('nutrition:repeat.added', { name: last.name, meal: t(`nutrition:meals.${meal}`) }));
  return (
    <li className="food-result repeat-food" data-food={food.key}>
      <div className="repeat-food-row">
        <button
          type="button"
          className="repeat-food-open"
          aria-expanded={changing}
          onClick={() => setChanging((open) => !open)}
        >
          <span className="food-name">{last.name}</span>
          <span className="muted food-detail">
            {quantity} · {nutrientText('kcal', last.nutrients.kcal)}
          </span>
          {/* Said after what shows, so the button's name starts with its visible text. */}
          <span className="visually-hidden">{t('nutrition:repeat.change')}</span>
        </button>
        <button type="button" className="button" disabled={!log.ready} onClick={add} aria-label={t('nutrition:repeat.addOf', { name: last.name, quantity })}>
          {t('nutrition:repeat.add')}
        </button>
      </div>
      {changing ? <AddToMealForm food={repeatCandidate(food)} log={log} meal={meal} last={last} onDone={() => setChanging(false)} /> : null}
    </li>
  );
}

export function RepeatFoodList({ foods, log, meal, quickAdd }: { foods: readonly RepeatFood[]; log: FoodLogControl; meal: Meal; quickAdd: QuickAdd }) {
  return (
    <ul className="food-results">
      {foods.map((food) => (
        <RepeatFoodRow key={food.key} food={food} log={log} meal={meal} quickAdd={quickAdd} />
      ))}
    </ul>
  );
}
