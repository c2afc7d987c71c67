import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#app/components/ui/toaster.tsx';
import { shoppingItemsOf } from '#app/lib/data/meal-plans.ts';
import type { MyRecipe } from '#app/lib/data/recipes.ts';
import { capitalised, formatDay, formatNumber } from '#app/lib/format/index.ts';
import { groupedShoppingList, type ShoppingGroup } from '#app/lib/nutrition/index.ts';
import type { MealPlanControl } from './use-meal-plan.ts';

/* A recipe's share of a pinch of salt weighs less than a gram: small amounts keep a decimal. */
const gramsText = (grams: number) => `${formatNumber(grams, grams < 10 ? 1 : 0, { trimZeros: true })} g`;
/* Ciqual writes its group names in lower case ("produits laitiers"): a heading starts with a capital. */

/** The list as plain text, for a message or a note: one heading per group, one dash per line. */
export function shoppingText(title: string, groups: readonly ShoppingGroup[], otherGroup: string): string {
  const blocks = groups.map((g) => [capitalised(g.group ?? otherGroup), ...g.items.map((item) => `- ${item.name} : ${gramsText(item.grams)}`)].join('\n'));
  return [title, ...blocks].join('\n\n');
}

/**
 * What to buy for the week or the chosen days, by food group, a planned recipe as its ingredients; a line ticked off stays ticked on
 * every device (kept in the plan). Shared as text (the system's share sheet, or the clipboard)
 * and printed alone (print stylesheet).
 */
export function ShoppingList({
  control,
  dates,
  recipes,
  groups: foodGroups,
}: {
  control: MealPlanControl;
  dates: readonly string[];
  recipes: readonly MyRecipe[];
  groups: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const [chosenDays, setChosenDays] = useState<number[]>(() => dates.map((_, i) => i));
  const groups = groupedShoppingList(shoppingItemsOf(control.plan, chosenDays, recipes, foodGroups));
  // A tick shows at once, before the listener brings the write back; a refused write undoes it.
  const [pendingTicks, setPendingTicks] = useState<string[] | null>(null);
  const tickedKeys = pendingTicks ?? control.plan.ticked;
  const ticked = new Set(tickedKeys);
  const otherGroup = t('meal-plans:shopping.otherGroup');
  const title = t('meal-plans:shopping.textTitle', { from: formatDay(dates[0]!, 'short'), to: formatDay(dates[6]!, 'short') });

  const toggleDay = (index: number) => setChosenDays((days) => (days.includes(index) ? days.filter((d) => d !== index) : [...days, index].sort((a, b) => a - b)));
  const toggleLine = (key: string) => {
    const next = ticked.has(key) ? tickedKeys.filter((k) => k !== key) : [...tickedKeys, key];
    setPendingTicks(next);
    void control.setTicked(next).then(() => setPendingTicks((current) => (current === next ? null : current)));
  };

  const share = async () => {
    const text = shoppingText(title, groups, otherGroup);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text });
        return;
      } catch (error) {
        // The person closed the share sheet: nothing to say. Anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('meal-plans:shopping.copied'));
    } catch (error) {
      console.warn('[meal plans] clipboard refused', error);
      toast.error(t('meal-plans:shopping.copyFailed'));
    }
  };

  return (
    <section className="panel stack shopping-list" aria-labelledby="shopping-title">
      <h2 id="shopping-title">{t('meal-plans:shopping.title')}</h2>
      <fieldset className="shopping-days no-print">
        <legend>{t('meal-plans:shopping.days')}</legend>
        {dates.map((date, i) => (
          <label key={date} className="check">
            <input type="checkbox" checked={chosenDays.includes(i)} onChange={() => toggleDay(i)} /> {formatDay(date, 'weekday')}
          </label>
        ))}
      </fieldset>
      <p className="print-only">{title}</p>
      {groups.length === 0 ? (
        <p className="muted">{chosenDays.length === 0 ? t('meal-plans:shopping.noDay') : t('meal-plans:shopping.empty')}</p>
      ) : (
        <>
          {groups.map((group) => (
            <section key={group.group ?? ''} className="shopping-group" aria-label={capitalised(group.group ?? otherGroup)}>
              <h3>{capitalised(group.group ?? otherGroup)}</h3>
              <ul className="shopping-lines">
                {group.items.map((item) => (
                  <li key={item.foodId} className={ticked.has(item.foodId) ? 'shopping-line ticked' : 'shopping-line'}>
                    <label>
                      <input type="checkbox" checked={ticked.has(item.foodId)} disabled={!control.ready} onChange={() => toggleLine(item.foodId)} />{' '}
                      <span className="food-name">{item.name}</span>
                    </label>
                    <span className="food-kcal" data-testid={`shopping-grams-${item.foodId}`}>
                      {gramsText(item.grams)}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <p className="muted">{t('meal-plans:shopping.note')}</p>
          <div className="form-actions no-print">
            <button type="button" className="button" onClick={() => void share()}>
              {t('meal-plans:shopping.share')}
            </button>
            <button type="button" className="button ghost" onClick={() => window.print()}>
              {t('meal-plans:shopping.print')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
