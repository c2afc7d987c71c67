import { describe, expect, it } from 'vitest';
import type { LogEntry } from '#app/lib/data/nutrition.ts';
import { entryChanges } from './use-food-log.ts';

const nutrients = { kcal: 54, proteinG: 0.3, carbsG: 11.6, sugarsG: 10.6, fatG: 0.3, satFatG: 0.05, fiberG: 1.4, saltG: 0 };
const entry = (id: string, grams = 100): LogEntry => ({ id, meal: 'dejeuner', ref: { kind: 'base', id: '13039' }, name: 'Pomme', grams, serving: null, nutrients });

describe('entryChanges', () => {
  it('sends only what changed: new entries added, removed ones removed, an edit as both', () => {
    const a = entry('a');
    const b = entry('b');
    const c = entry('c');
    expect(entryChanges([a, b], [a, b, c])).toEqual({ remove: [], add: [c] });
    expect(entryChanges([a, b], [a])).toEqual({ remove: [b], add: [] });
    const heavier = entry('b', 250);
    expect(entryChanges([a, b], [a, heavier])).toEqual({ remove: [b], add: [heavier] });
    expect(entryChanges([a, b], [a, b])).toEqual({ remove: [], add: [] });
  });
});
