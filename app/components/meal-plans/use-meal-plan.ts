/*
 * A week's plan, live, and its writes. Like a day log, the week is one document written from its
 * live copy (which holds this tab's pending writes), only once the listener has the server's copy.
 * The days and the ticked lines are written apart (merge), so ticking in the shop on a phone and
 * planning on a computer do not undo each other.
 */
import { useTranslation } from 'react-i18next';
import { useLiveDoc } from '#app/components/data/use-live.ts';
import { useWriter, type Writer } from '#app/components/data/use-writer.ts';
import { mealPlanDoc, type MealPlan, type PlannedDay } from '#app/lib/data/meal-plans.ts';

export interface MealPlanControl {
  readonly plan: MealPlan;
  readonly error: unknown;
  readonly writer: Writer;
  readonly ready: boolean;
  /** Writes `change(days)` as the week's days; resolves with whether the server accepted it. */
  readonly changeDays: (change: (days: PlannedDay[]) => PlannedDay[], failureTitle?: string) => Promise<boolean>;
  readonly setTicked: (ticked: string[]) => Promise<boolean>;
}

export function useMealPlan(initial: MealPlan): MealPlanControl {
  const { t } = useTranslation();
  const { data: plan, error, live } = useLiveDoc(mealPlanDoc, { id: initial.week }, initial);
  const writer = useWriter();
  const changeDays = (edit: (days: PlannedDay[]) => PlannedDay[], failureTitle = t('meal-plans:saveFailed')) =>
    writer.run((data) => data.set(mealPlanDoc, { id: plan.week }, { days: edit(plan.days) }, { merge: true }), failureTitle);
  const setTicked = (ticked: string[]) => writer.run((data) => data.set(mealPlanDoc, { id: plan.week }, { ticked }, { merge: true }), t('meal-plans:saveFailed'));
  return { plan, error, writer, ready: writer.ready && live, changeDays, setTicked };
}
