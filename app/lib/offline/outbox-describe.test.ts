import { describe, expect, it } from 'vitest';
import { measurementDoc } from '#app/lib/data/measurements.ts';
import { foodLogDoc } from '#app/lib/data/nutrition.ts';
import { recipeDoc } from '#app/lib/data/recipes.ts';
import { describeWrite } from './outbox-describe.ts';

const at = Date.parse('2026-11-27T10:00:00Z');

describe('describeWrite', () => {
  it('names a day log by its day, a measurement by its date', () => {
    expect(describeWrite({ type: foodLogDoc.path, at, write: { kind: 'list', params: { uid: 'u', id: '2026-11-25' }, field: 'entries', remove: [], add: [{}] } })).toEqual({
      key: 'common:outbox.refused.foodLog',
      values: { date: '25 nov.' },
    });
    expect(describeWrite({ type: measurementDoc.path, at, write: { kind: 'add', params: { uid: 'u', id: 'm1' }, input: { date: '2026-11-24', weightKg: 72 } } })).toEqual({
      key: 'common:outbox.refused.measurement',
      values: { date: '24 nov.' },
    });
  });

  it('names a recipe by its name when the write has it, else by the day it was made', () => {
    expect(describeWrite({ type: recipeDoc.path, at, write: { kind: 'update', params: { uid: 'u', id: 'r1' }, patch: { name: 'Houmous' } } }).values).toEqual({
      date: '27 nov.',
      name: 'Houmous',
      context: 'named',
    });
    expect(describeWrite({ type: recipeDoc.path, at, write: { kind: 'delete', params: { uid: 'u', id: 'r1' } } })).toEqual({
      key: 'common:outbox.refused.removal',
      values: { date: '27 nov.' },
    });
  });
});
