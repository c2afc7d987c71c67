/*
 * What the meal plans screen asks of the server: applying days of a plan to the day log and
 * copying a week, each a transaction that reads what it builds on (the plan, the target days or
 * week) and writes only if every part fits, so a refusal saves nothing and two clicks cannot add
 * an entry twice.
 */
import type { Firestore } from '#app/lib/data/documents.server.ts';
import { addDays, mondayOfWeekKey } from '#app/lib/dates/index.ts';
import { baseFoodByCode } from '#app/lib/nutrition/index.ts';
import { transactAsServer } from '#app/lib/data/documents.server.ts';
import { applyPlan, plannedCount, mealPlanDoc } from '#app/lib/data/meal-plans.ts';
import { baseFoodId, foodLogDoc, type LogEntry } from '#app/lib/data/nutrition.ts';

const CIQUAL_PREFIX = baseFoodId('');

export type ApplyOutcome =
  | { readonly ok: true; readonly added: number; readonly skipped: number; readonly days: readonly string[] }
  | { readonly ok: false; readonly error: 'nothingPlanned' }
  | { readonly ok: false; readonly error: 'dayFull'; readonly day: string };

/** Adds the planned items of `dayIndexes` (0 = Monday) that the log lacks; see applyPlan. */
export function applyPlanToLog(db: Firestore, uid: string, week: string, dayIndexes: readonly number[]): Promise<ApplyOutcome> {
  const monday = mondayOfWeekKey(week);
  if (monday === null) throw new RangeError(`not an ISO week: ${week}`);
  return transactAsServer(db, async (tx): Promise<ApplyOutcome> => {
    const plan = await tx.read(mealPlanDoc, { uid, id: week });
    const chosen = dayIndexes.filter((i) => plannedCount([plan.days[i]!]) > 0);
    if (chosen.length === 0) return { ok: false, error: 'nothingPlanned' };
    const logs = new Map<string, readonly LogEntry[]>();
    for (const index of chosen) {
      const day = addDays(monday, index);
      logs.set(day, (await tx.read(foodLogDoc, { uid, id: day })).entries);
    }
    const result = applyPlan(plan, chosen, logs);
    if (!result.ok) return { ok: false, error: 'dayFull', day: result.fullDay };
    for (const day of result.days) if (day.added > 0) tx.set(foodLogDoc, { uid, id: day.day }, { entries: day.entries }, { merge: true });
    return {
      ok: true,
      added: result.days.reduce((n, d) => n + d.added, 0),
      skipped: result.days.reduce((n, d) => n + d.skipped, 0),
      days: result.days.map((d) => d.day),
    };
  });
}

export type CopyOutcome = { readonly ok: true } | { readonly ok: false; readonly error: 'nothingPlanned' | 'targetNotEmpty' };

/**
 * The week's plan written as `target`'s, with no line ticked (another week, another shop). A
 * target that already holds a plan is replaced only when the person said so.
 */
export function copyWeekPlan(db: Firestore, uid: string, week: string, target: string, replace: boolean): Promise<CopyOutcome> {
  return transactAsServer(db, async (tx): Promise<CopyOutcome> => {
    const [plan, existing] = [await tx.read(mealPlanDoc, { uid, id: week }), await tx.read(mealPlanDoc, { uid, id: target })];
    if (plannedCount(plan.days) === 0) return { ok: false, error: 'nothingPlanned' };
    if (plannedCount(existing.days) > 0 && !replace) return { ok: false, error: 'targetNotEmpty' };
    tx.set(mealPlanDoc, { uid, id: target }, { days: plan.days, ticked: [] });
    return { ok: true };
  });
}

/**
 * The Ciqual group of each food key (`ciqual-<code>`: a food imported from the base, or a recipe's
 * ingredient taken from it), by key; other keys name no group. Read from the base here, on the
 * server, since the table stays out of the browser.
 */
export function foodGroupsOf(keys: Iterable<string>): Record<string, string> {
  const groups: Record<string, string> = {};
  for (const key of keys) {
    const group = key.startsWith(CIQUAL_PREFIX) ? baseFoodByCode(key.slice(CIQUAL_PREFIX.length))?.group : null;
    if (group) groups[key] = group;
  }
  return groups;
}
