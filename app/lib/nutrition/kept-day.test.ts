import { describe, expect, it } from 'vitest';
import { onAskedDay } from './kept-day.ts';

const entry = { id: 'e1', meal: 'dejeuner', ref: { kind: 'base', id: '20047' }, name: 'Pain', grams: 60, serving: null, nutrients: { kcal: 160, proteinG: 5, carbsG: 33, sugarsG: 2, fatG: 1, satFatG: 0.2, fiberG: 2, saltG: 0.7 } } as const;
const copyOf = (day: string) => ({ day, log: { day, entries: [entry] }, recipes: ['chili'] });
// 27 Nov 2026 at 00:30 in Paris (23:30 UTC the day before).
const justAfterMidnight = Date.parse('2026-11-26T23:30:00Z');
const at = (search: string) => new URL(`https://elan.test/nutrition/logs${search}`);

describe('onAskedDay', () => {
  it('keeps data of the day asked, with or without ?jour=', () => {
    expect(onAskedDay(copyOf('2026-11-27'), at(''), justAfterMidnight)).toEqual(copyOf('2026-11-27'));
    expect(onAskedDay(copyOf('2026-11-20'), at('?jour=2026-11-20'), justAfterMidnight)).toEqual(copyOf('2026-11-20'));
  });

  it('moves a copy of an earlier day onto today (the Paris day), with an empty log, and names the copy’s day', () => {
    const moved = onAskedDay(copyOf('2026-11-26'), at(''), justAfterMidnight);
    expect(moved).toEqual({ day: '2026-11-27', log: { day: '2026-11-27', entries: [] }, recipes: ['chili'], keptFrom: '2026-11-26' });
    expect(onAskedDay(copyOf('2026-11-20'), at('?jour=2026-11-27'), justAfterMidnight)?.day).toBe('2026-11-27');
  });

  it('refuses a copy standing in for another day asked', () => {
    expect(onAskedDay(copyOf('2026-11-26'), at('?jour=2026-11-25'), justAfterMidnight)).toBeNull();
    expect(onAskedDay(copyOf('2026-11-26'), at('?jour=2026-11-28'), justAfterMidnight)).toBeNull();
  });

  it('keeps the server’s today when this device’s clock is behind', () => {
    expect(onAskedDay(copyOf('2026-11-28'), at(''), justAfterMidnight)).toEqual(copyOf('2026-11-28'));
  });
});
