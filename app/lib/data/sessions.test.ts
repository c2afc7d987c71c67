import { describe, expect, it } from 'vitest';
import { hasIndexFor, indexes, servedBy } from '#tests/firestore-indexes.ts';
import { resolveQuery } from './documents.ts';
import { sessionInProgress } from './session-to-resume.ts';
import { finishedSessions, finishedSessionsByStart, sessionDataOf, sessionFromData, sessionInputFrom, type Session } from './sessions.ts';

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
    expect(hasIndexFor('sessions', query)).toBe(true);
  });

  it('has no index that no query uses', () => {
    const used = indexes.indexes.filter((index) => index.collectionGroup === 'sessions');
    const queries = [
      ...combinations.map((filter) => resolveQuery(finishedSessions, { uid: 'u', count: 21, ...filter })),
      resolveQuery(finishedSessionsByStart, { uid: 'u', count: 200 }),
    ];
    for (const index of used) expect(queries.some((query) => servedBy(index, 'sessions', query))).toBe(true);
  });
});

describe('the reads of sessions beyond the history', () => {
  it('each have the composite index Cloud Firestore demands', () => {
    expect(hasIndexFor('sessions', resolveQuery(finishedSessionsByStart, { uid: 'u', count: 200 }))).toBe(true);
    expect(hasIndexFor('sessions', resolveQuery(sessionInProgress, { uid: 'u' }))).toBe(true);
  });

  it('offer at most one session in progress, the latest day’s', () => {
    expect(resolveQuery(sessionInProgress, { uid: 'u' })).toEqual({
      collection: 'users/u/sessions',
      where: [{ field: 'status', op: '==', value: 'en-cours' }],
      orderBy: [{ field: 'date', direction: 'desc' }],
      limit: 1,
    });
  });
});
