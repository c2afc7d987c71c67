import { describe, expect, it } from 'vitest';
import indexes from '../../../firestore.indexes.json';
import { resolveQuery } from './documents.ts';
import { finishedSessions, sessionDataOf, sessionFromData, sessionInputFrom, type Session } from './sessions.ts';

const at = Date.parse('2026-03-15T07:00:00Z');
const entry = (id: string, exerciseId: string) => ({ id, exerciseId, name: exerciseId, sets: [], updatedAt: at });
const session: Session = {
  id: 's1',
  title: 'Haut du corps',
  date: '2026-03-15',
  startedAt: at,
  endedAt: at + 3_600_000,
  durationSec: 3600,
  status: 'terminee',
  exercises: [entry('e1', 'developpe-couche'), entry('e2', 'tractions'), entry('e3', 'developpe-couche')],
  notes: '',
  volumeKg: 0,
  prs: [],
  updatedAt: at + 3_600_000,
};

describe('the exercise ids derived for the history filter', () => {
  it('are written with every session, each id once, and never reach the screens', () => {
    const data = sessionInputFrom(session);
    expect(data.exerciseIds).toEqual(['developpe-couche', 'tractions']);
    const read = sessionFromData('s1', data);
    expect(read).toEqual(session);
    expect(read && 'exerciseIds' in read).toBe(false);
    // Older documents, written before the field existed, still read.
    const { exerciseIds: _derived, ...older } = sessionDataOf(session);
    expect(sessionFromData('s1', older)).toEqual(session);
  });
});

type IndexField = { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS' };

/**
 * Whether a deployed composite index serves a query made of equality and array-contains filters
 * plus one ordered field (ranges on that same field): the filtered fields, in any order, then
 * the ordered one in its direction. Cloud Firestore refuses such a query without one; the
 * emulators do not check, so this test stands in for production.
 */
function servedBy(index: { collectionGroup: string; fields: IndexField[] }, collection: string, query: ReturnType<typeof resolveQuery>): boolean {
  const order = query.orderBy?.[0];
  const filters = (query.where ?? []).filter((w) => w.field !== order?.field);
  const last = index.fields.at(-1);
  const prefix = index.fields.slice(0, -1);
  return (
    index.collectionGroup === collection &&
    last?.fieldPath === order?.field &&
    last?.order === (order?.direction === 'desc' ? 'DESCENDING' : 'ASCENDING') &&
    prefix.length === filters.length &&
    filters.every((w) => prefix.some((field) => field.fieldPath === w.field && (w.op === 'array-contains' ? field.arrayConfig === 'CONTAINS' : field.order !== undefined)))
  );
}

describe('finishedSessions', () => {
  const combinations = [{}, { programId: 'p1' }, { exerciseId: 'squat' }, { from: '2026-01-01' }, { programId: 'p1', exerciseId: 'squat', from: '2026-01-01' }, { programId: 'p1', from: '2026-01-01' }];

  it('narrows by program, exercise and first day, latest first', () => {
    expect(resolveQuery(finishedSessions, { uid: 'u', count: 21, programId: 'p1', exerciseId: 'squat', from: '2026-01-01' })).toEqual({
      collection: 'users/u/sessions',
      where: [
        { field: 'status', op: '==', value: 'terminee' },
        { field: 'programId', op: '==', value: 'p1' },
        { field: 'exerciseIds', op: 'array-contains', value: 'squat' },
        { field: 'date', op: '>=', value: '2026-01-01' },
      ],
      orderBy: [{ field: 'date', direction: 'desc' }],
      limit: 21,
    });
  });

  it.each(combinations)('has a composite index in firestore.indexes.json for %o', (filter) => {
    const query = resolveQuery(finishedSessions, { uid: 'u', count: 21, ...filter });
    expect(indexes.indexes.some((index) => servedBy(index as { collectionGroup: string; fields: IndexField[] }, 'sessions', query))).toBe(true);
  });

  it('has no index that no query uses', () => {
    const used = indexes.indexes.filter((index) => index.collectionGroup === 'sessions');
    const queries = combinations.map((filter) => resolveQuery(finishedSessions, { uid: 'u', count: 21, ...filter }));
    for (const index of used) expect(queries.some((query) => servedBy(index as { collectionGroup: string; fields: IndexField[] }, 'sessions', query))).toBe(true);
  });
});
