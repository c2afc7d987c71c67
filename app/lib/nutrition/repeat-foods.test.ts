import { describe, expect, it } from 'vitest';
import type { FoodLog, LogEntry, Meal } from '#app/lib/data/nutrition.ts';
import { foodKey, keepRepeats, mealRepeats, myFoodIdOf, recentAndFrequent, repeatCandidate, repeatEntry, repeatFoods } from './repeat-foods.ts';

const nutrients = { kcal: 54, proteinG: 0.3, carbsG: 11.6, sugarsG: 10.6, fatG: 0.3, satFatG: null, fiberG: 1.4, saltG: 0 };
function entry(id: string, kind: LogEntry['ref']['kind'], refId: string, extra: Partial<LogEntry> = {}): LogEntry {
  return { id, meal: 'dejeuner', ref: { kind, id: refId }, name: `${kind} ${refId}`, grams: 100, serving: null, nutrients, ...extra };
}
const keys = (foods: readonly { key: string }[]) => foods.map((food) => food.key);

describe('one key per food, whatever the way it was logged', () => {
  it('joins a base food with my copy of it and a product with my copy of it', () => {
    expect(foodKey({ kind: 'base', id: '13039' })).toBe(foodKey({ kind: 'food', id: 'ciqual-13039' }));
    expect(foodKey({ kind: 'off', id: '3017620422003' })).toBe(foodKey({ kind: 'food', id: 'off-3017620422003' }));
    expect(foodKey({ kind: 'food', id: 'f1' })).not.toBe(foodKey({ kind: 'recipe', id: 'f1' }));
    expect(myFoodIdOf(foodKey({ kind: 'base', id: '13039' }))).toBe('ciqual-13039');
    expect(myFoodIdOf(foodKey({ kind: 'off', id: '3017620422003' }))).toBe('off-3017620422003');
    expect(myFoodIdOf(foodKey({ kind: 'food', id: 'f1' }))).toBe('f1');
    expect(myFoodIdOf(foodKey({ kind: 'recipe', id: 'r1' }))).toBeNull();
  });
});

describe('repeat foods', () => {
  const logs: FoodLog[] = [
    // Days come in any order (the query orders by last update).
    { day: '2026-03-15', entries: [entry('c', 'off', '3017620422003'), entry('d', 'recipe', 'r1'), entry('e', 'food', 'f1', { meal: 'diner' })] },
    { day: '2026-03-13', entries: [entry('a', 'base', '13039', { meal: 'petit-dejeuner' }), entry('b', 'food', 'f1')] },
    { day: '2026-03-14', entries: [entry('f', 'food', 'ciqual-13039', { meal: 'petit-dejeuner', grams: 150, serving: { label: '1 pomme moyenne', count: 1 } })] },
  ];

  it('lists every source, latest use first (later day, then later entry), each food once', () => {
    expect(keys(repeatFoods(logs))).toEqual(['food:f1', 'recipe:r1', 'off:3017620422003', 'ciqual:13039']);
  });

  it('keeps the last quantity and unit used, counts every use and the meals', () => {
    const apple = repeatFoods(logs).find((food) => food.key === 'ciqual:13039')!;
    expect(apple.count).toBe(2);
    expect(apple.lastDay).toBe('2026-03-14');
    expect(apple.last).toMatchObject({ id: 'f', grams: 150, serving: { label: '1 pomme moyenne', count: 1 }, ref: { kind: 'food', id: 'ciqual-13039' } });
    expect(apple.meals).toEqual({ 'petit-dejeuner': 2 });
    expect(repeatFoods(logs).find((food) => food.key === 'food:f1')!.meals).toEqual({ dejeuner: 1, diner: 1 });
  });

  it('reads nothing from no logs or empty days', () => {
    expect(repeatFoods([])).toEqual([]);
    expect(repeatFoods([{ day: '2026-03-15', entries: [] }])).toEqual([]);
  });

  it('counts a day on top of foods already counted, as if read together', () => {
    const older = logs.filter((log) => log.day !== '2026-03-15');
    const shown = logs.find((log) => log.day === '2026-03-15')!;
    expect(repeatFoods([shown], repeatFoods(older))).toEqual(repeatFoods(logs));
    const live: FoodLog = { day: '2026-03-15', entries: [entry('z', 'food', 'f9'), entry('y', 'base', '13039', { meal: 'diner' })] };
    const counted = repeatFoods([live], repeatFoods(older));
    expect(keys(counted)).toEqual(['ciqual:13039', 'food:f9', 'food:f1']);
    expect(counted[0]).toMatchObject({ count: 3, lastDay: '2026-03-15', meals: { 'petit-dejeuner': 2, diner: 1 }, last: { id: 'y' } });
  });

  it('sends only the latest and the most often logged', () => {
    const many = repeatFoods([
      { day: '2026-03-01', entries: [entry('1', 'food', 'bread'), entry('2', 'food', 'bread'), entry('3', 'food', 'old')] },
      { day: '2026-03-02', entries: [entry('4', 'food', 'a'), entry('5', 'food', 'b'), entry('6', 'food', 'c')] },
    ]);
    expect(keys(keepRepeats(many, 2))).toEqual(['food:c', 'food:b', 'food:bread']);
    expect(keepRepeats(many, 10)).toEqual(many);
  });
});

describe('recent and frequent', () => {
  const day = (d: string, ...entries: LogEntry[]): FoodLog => ({ day: d, entries });
  const foods = repeatFoods([
    day('2026-03-10', entry('1', 'food', 'bread'), entry('2', 'food', 'bread'), entry('3', 'food', 'bread'), entry('4', 'base', 'egg'), entry('5', 'base', 'egg')),
    day('2026-03-11', entry('6', 'off', 'yogurt'), entry('7', 'off', 'yogurt')),
    day('2026-03-12', entry('8', 'recipe', 'soup')),
    day('2026-03-13', entry('9', 'food', 'tea')),
  ]);

  it('recent by latest use; frequent by count among the others, at least twice, ties to the latest', () => {
    const { recent, frequent } = recentAndFrequent(foods, 2);
    expect(keys(recent)).toEqual(['food:tea', 'recipe:soup']);
    expect(keys(frequent)).toEqual(['food:bread', 'off:yogurt']);
    // A food logged once is never frequent; nothing is listed twice.
    const all = recentAndFrequent(foods, 10);
    expect(keys(all.recent)).toEqual(['food:tea', 'recipe:soup', 'off:yogurt', 'ciqual:egg', 'food:bread']);
    expect(all.frequent).toEqual([]);
  });

  it('a meal offers what was eaten at it first, most often then latest, then the rest by latest', () => {
    const at = (meal: Meal) => ({ meal });
    const mealFoods = repeatFoods([
      day('2026-03-10', entry('1', 'food', 'bread', at('petit-dejeuner')), entry('2', 'food', 'bread', at('petit-dejeuner')), entry('3', 'food', 'jam', at('petit-dejeuner'))),
      day('2026-03-11', entry('4', 'food', 'coffee', at('petit-dejeuner')), entry('5', 'food', 'pasta', at('diner'))),
      day('2026-03-12', entry('6', 'food', 'salad', at('dejeuner')), entry('7', 'food', 'bread', at('dejeuner'))),
    ]);
    expect(keys(mealRepeats(mealFoods, 'petit-dejeuner', 10))).toEqual(['food:bread', 'food:coffee', 'food:jam', 'food:salad', 'food:pasta']);
    expect(keys(mealRepeats(mealFoods, 'diner', 2))).toEqual(['food:pasta', 'food:bread']);
  });
});

describe('logging a food again', () => {
  it('copies the last quantity, unit and snapshot into the chosen meal under a new id', () => {
    const [bread] = repeatFoods([{ day: '2026-03-10', entries: [entry('old', 'off', '123', { meal: 'petit-dejeuner', grams: 121.6, serving: { label: '1 tranche', count: 2 } })] }]);
    expect(repeatEntry(bread!, 'collation', 'new')).toEqual({ ...bread!.last, id: 'new', meal: 'collation' });
    expect(repeatEntry(bread!, 'collation', 'new')).toMatchObject({ grams: 121.6, serving: { label: '1 tranche', count: 2 }, nutrients, ref: { kind: 'off', id: '123' } });
  });
});

describe('changing the quantity first', () => {
  it('gives the add form values per 100 g from the snapshot and the serving last used', () => {
    const [toast] = repeatFoods([
      { day: '2026-03-10', entries: [entry('t', 'off', '123', { name: 'Pain de mie', grams: 50, serving: { label: '1 tranche', count: 2 }, nutrients: { ...nutrients, kcal: 130, satFatG: null } })] },
    ]);
    const candidate = repeatCandidate(toast!);
    expect(candidate.ref).toEqual({ kind: 'off', id: '123' });
    expect(candidate.name).toBe('Pain de mie');
    expect(candidate.per100g.kcal).toBe(260);
    expect(candidate.per100g.satFatG).toBeNull();
    expect(candidate.servings).toEqual([{ label: '1 tranche', grams: 25 }]);
    const [rice] = repeatFoods([{ day: '2026-03-10', entries: [entry('r', 'base', '9104', { grams: 200 })] }]);
    expect(repeatCandidate(rice!).servings).toEqual([]);
    expect(repeatCandidate(rice!).per100g.kcal).toBe(27);
  });
});
