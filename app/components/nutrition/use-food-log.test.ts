import { describe, expect, it } from 'vitest';
import type { LogEntry } from '#app/lib/data/nutrition.ts';
import { entryChanges } from './use-food-log.ts';

const nutrients = { kcal: 54, proteinG: 0.3, carbsG: 11.6, sugarsG: 10.6, fatG: 0.3, satFatG: 0.05, fiberG: 1.4, saltG: 0 };
const entry = (id: string, grams = 100, meal: LogEntry['meal'] = 'dejeuner'): LogEntry => ({ id, meal, ref: { kind: 'base', id: '13039' }, name: 'Pomme', grams, serving: null, nutrients });

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

  /** Firestore's arrayRemove then arrayUnion (values compared whole), as the batch applies them. */
  const applied = (list: readonly LogEntry[], change: { remove: LogEntry[]; add: LogEntry[] }) => {
    const key = (e: LogEntry) => JSON.stringify(e);
    const removed = new Set(change.remove.map(key));
    const kept = list.filter((e) => !removed.has(key(e)));
    for (const e of change.add) if (!kept.some((k) => key(k) === key(e))) kept.push(e);
    return kept;
  };

  it('keeps an edited entry in its place in its meal, and sending the change again leaves the same order', () => {
    const [a, b, c] = [entry('a'), entry('b'), entry('c')];
    const dinner = entry('d', 100, 'diner');
    const before = [a, dinner, b, c];
    const after = [entry('a', 250), dinner, b, c];
    const change = entryChanges(before, after);
    // Only the lunch entries behind the edited one are sent again; dinner is left alone.
    expect(change).toEqual({ remove: [a, b, c], add: [after[0], b, c] });
    const once = applied(before, change);
    expect(once.filter((e) => e.meal === 'dejeuner').map((e) => [e.id, e.grams])).toEqual([
      ['a', 250],
      ['b', 100],
      ['c', 100],
    ]);
    expect(applied(once, change)).toEqual(once);
  });

  it('leaves the entries before an edit alone, and moves nothing when nothing is edited', () => {
    const [a, b, c] = [entry('a'), entry('b'), entry('c')];
    expect(entryChanges([a, b, c], [a, b, entry('c', 80)])).toEqual({ remove: [c], add: [entry('c', 80)] });
    expect(entryChanges([a, b], [b])).toEqual({ remove: [a], add: [] });
  });
});
