import { describe, expect, it } from 'vitest';
import { applyPlan, appliedEntryId, emptyDay, mealPlanFromData, mealPlanInputSchema, shoppingItemsOf, type MealPlan, type PlanItem } from './meal-plans.ts';
import { ENTRIES_MAX, logEntrySchema, type LogEntry } from './nutrition.ts';
import type { MyRecipe } from './recipes.ts';

const apple = { kcal: 81, proteinG: 0.4, carbsG: 17.4, sugarsG: 15.9, fatG: 0.4, satFatG: null, fiberG: 2.1, saltG: 0 };
const FRUIT = 'fruits, légumes, légumineuses et oléagineux';
const item = (id: string, ref: PlanItem['ref'] = { kind: 'base', id: '13039' }, grams = 150): PlanItem => ({
  id,
  ref,
  name: 'Pomme',
  grams,
  serving: null,
  nutrients: apple,
  group: ref.kind === 'off' ? null : FRUIT,
});

/** 2026-W01 runs from Monday 29 December 2025 to Sunday 4 January 2026. */
function planOf(week = '2026-W01'): MealPlan {
  const days = Array.from({ length: 7 }, emptyDay);
  days[2] = { ...emptyDay(), 'petit-dejeuner': [item('p1')], diner: [item('p2', { kind: 'food', id: 'ciqual-13039' }, 200)] };
  days[4] = { ...emptyDay(), collation: [item('p3', { kind: 'off', id: '3017620422003' }, 30)] };
  return { week, days, ticked: [] };
}

const logged = (id: string): LogEntry => ({ id, meal: 'dejeuner', ref: { kind: 'food', id: 'pain' }, name: 'Pain', grams: 50, serving: null, nutrients: apple });

describe('applying a plan to the day log', () => {
  it('adds each planned item to its calendar day, across the year end, with ids the log accepts', () => {
    const result = applyPlan(planOf(), [0, 1, 2, 3, 4, 5, 6], new Map());
    if (!result.ok) throw new Error('refused');
    expect(result.days.map((d) => [d.day, d.added, d.skipped])).toEqual([
      ['2025-12-29', 0, 0],
      ['2025-12-30', 0, 0],
      ['2025-12-31', 2, 0],
      ['2026-01-01', 0, 0],
      ['2026-01-02', 1, 0],
      ['2026-01-03', 0, 0],
      ['2026-01-04', 0, 0],
    ]);
    const wednesday = result.days[2]!.entries;
    expect(wednesday.map((e) => [e.id, e.meal, e.grams])).toEqual([
      ['plan2026W01-p1', 'petit-dejeuner', 150],
      ['plan2026W01-p2', 'diner', 200],
    ]);
    for (const entry of wednesday) expect(logEntrySchema.safeParse(entry).success).toBe(true);
    expect(wednesday[0]).not.toHaveProperty('group');
  });

  it('applied again, adds nothing: entries already there are skipped, what the day held stays', () => {
    const plan = planOf();
    const first = applyPlan(plan, [2], new Map([['2025-12-31', [logged('own')]]]));
    if (!first.ok) throw new Error('refused');
    expect(first.days[0]!.entries.map((e) => e.id)).toEqual(['own', 'plan2026W01-p1', 'plan2026W01-p2']);

    // The person edited one applied entry in the log meanwhile: it is kept as they left it.
    const edited = first.days[0]!.entries.map((e) => (e.id === 'plan2026W01-p1' ? { ...e, grams: 300 } : e));
    const again = applyPlan(plan, [2, 2], new Map([['2025-12-31', edited]]));
    if (!again.ok) throw new Error('refused');
    expect(again.days).toEqual([{ day: '2025-12-31', entries: edited, added: 0, skipped: 2 }]);

    // One deleted from the log comes back, once.
    const afterDelete = applyPlan(plan, [2], new Map([['2025-12-31', edited.filter((e) => e.id !== 'plan2026W01-p2')]]));
    if (!afterDelete.ok) throw new Error('refused');
    expect(afterDelete.days[0]!.entries.map((e) => e.id)).toEqual(['own', 'plan2026W01-p1', 'plan2026W01-p2']);
    expect(afterDelete.days[0]!.added).toBe(1);
  });

  it('gives the same item in another week another entry', () => {
    expect(appliedEntryId('2026-W01', 'p1')).not.toBe(appliedEntryId('2026-W02', 'p1'));
    expect(appliedEntryId('2026-W53', 'a'.repeat(20))).toHaveLength(32);
  });

  it('refuses the whole application when a day would hold more than the log allows', () => {
    const full = Array.from({ length: ENTRIES_MAX - 1 }, (_, i) => logged(`e${i}`));
    expect(applyPlan(planOf(), [4, 2], new Map([['2025-12-31', full]]))).toEqual({ ok: false, fullDay: '2025-12-31' });
    expect(applyPlan(planOf(), [4], new Map([['2026-01-02', full]])).ok).toBe(true);
  });
});

describe('meal plan documents', () => {
  it('reads a week nobody planned as seven empty days, and leaves out items that no longer fit', () => {
    expect(mealPlanFromData('2026-W48', undefined)).toEqual({ week: '2026-W48', days: Array.from({ length: 7 }, emptyDay), ticked: [] });
    const stored = { days: [{ dejeuner: [item('ok'), { ...item('bad'), grams: -3 }] }, 'repos'], ticked: ['ciqual-13039', 4] };
    const plan = mealPlanFromData('2026-W48', stored);
    expect(plan.days[0]!.dejeuner.map((i) => i.id)).toEqual(['ok']);
    expect(plan.days[1]).toEqual(emptyDay());
    expect(plan.ticked).toEqual(['ciqual-13039']);
  });

  it('accepts recipes and refuses a 31st item in a meal or a week of six days', () => {
    const days = Array.from({ length: 7 }, emptyDay);
    days[0] = { ...emptyDay(), diner: [item('r', { kind: 'recipe', id: 'risotto' })] };
    expect(mealPlanInputSchema.safeParse({ days, ticked: [] }).success).toBe(true);
    days[1] = { ...emptyDay(), diner: Array.from({ length: 31 }, (_, i) => item(`i${i}`)) };
    const full = mealPlanInputSchema.safeParse({ days, ticked: [] });
    expect(full.success).toBe(false);
    expect(full.error?.issues[0]?.message).toBe('meal-plans:errors.mealFull');
    expect(mealPlanInputSchema.safeParse({ days: days.slice(1), ticked: [] }).success).toBe(false);
  });

  it('lists the chosen days for shopping, one key per food however it was picked', () => {
    expect(shoppingItemsOf(planOf(), [2, 4], [], {})).toEqual([
      { foodId: 'ciqual-13039', name: 'Pomme', grams: 150, group: FRUIT },
      { foodId: 'ciqual-13039', name: 'Pomme', grams: 200, group: FRUIT },
      { foodId: 'off-3017620422003', name: 'Pomme', grams: 30, group: null },
    ]);
    expect(shoppingItemsOf(planOf(), [4], [], {})).toHaveLength(1);
  });

  it('lists a planned recipe as its ingredients, by portions or by weight; a deleted one as itself', () => {
    const ingredient = (ref: MyRecipe['ingredients'][number]['ref'], name: string, grams: number) => ({ ref, name, grams, per100g: { ...apple, kcal: 100 } });
    // 4 portions, 1,200 g once cooked: a portion is a quarter of each ingredient.
    const chili: MyRecipe = {
      id: 'chili',
      name: 'Chili sin carne',
      servings: 4,
      cookedWeightG: 1200,
      ingredients: [ingredient({ kind: 'base', id: '20503' }, 'Haricot rouge, cuit', 800), ingredient({ kind: 'food', id: 'tomates' }, 'Tomates concassées', 400), ingredient({ kind: 'off', id: '3017620422003' }, 'Épices', 8)],
      instructions: '',
      createdAt: null,
      updatedAt: null,
    };
    const recipe = (id: string, grams: number, portions: number | null, recipeId = 'chili'): PlanItem => ({
      ...item(id, { kind: 'recipe', id: recipeId }, grams),
      name: 'Chili sin carne',
      serving: portions === null ? null : { label: 'portion', count: portions },
      group: null,
    });
    const days = Array.from({ length: 7 }, emptyDay);
    // 2 portions (stored as 600 g; the recipe's portions count, not its weight), then 150 g: an eighth.
    days[0] = { ...emptyDay(), dejeuner: [recipe('r1', 600, 2)], diner: [recipe('r2', 150, null)], collation: [recipe('r3', 100, null, 'deleted')] };
    const plan = { days, ticked: [] };
    expect(shoppingItemsOf(plan, [0], [chili], { 'ciqual-20503': FRUIT })).toEqual([
      { foodId: 'ciqual-20503', name: 'Haricot rouge, cuit', grams: 400, group: FRUIT },
      { foodId: 'tomates', name: 'Tomates concassées', grams: 200, group: null },
      { foodId: 'off-3017620422003', name: 'Épices', grams: 4, group: null },
      { foodId: 'ciqual-20503', name: 'Haricot rouge, cuit', grams: 100, group: FRUIT },
      { foodId: 'tomates', name: 'Tomates concassées', grams: 50, group: null },
      { foodId: 'off-3017620422003', name: 'Épices', grams: 1, group: null },
      { foodId: 'recipe-deleted', name: 'Chili sin carne', grams: 100, group: null },
    ]);
    // The recipe edited since (6 portions now): 2 portions are a third of it.
    expect(shoppingItemsOf({ days: [{ ...emptyDay(), dejeuner: [recipe('r1', 600, 2)] }, ...days.slice(1)], ticked: [] }, [0], [{ ...chili, servings: 6 }], {})[0]?.grams).toBeCloseTo(800 / 3, 9);
  });
});
