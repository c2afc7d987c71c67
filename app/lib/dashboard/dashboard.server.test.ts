import { describe, expect, it } from 'vitest';
import { hasIndexFor } from '#tests/firestore-indexes.ts';
import { latestActiveProgram, latestUnread, recentFinishedSessionsQuery } from './dashboard.server.ts';
import { resolveQuery } from '#app/lib/data/documents.ts';

describe('the dashboard’s reads', () => {
  it('each have the composite index Cloud Firestore demands', () => {
    expect(hasIndexFor('programs', resolveQuery(latestActiveProgram, { uid: 'u' }))).toBe(true);
    expect(hasIndexFor('notifications', resolveQuery(latestUnread, { uid: 'u' }))).toBe(true);
    expect(hasIndexFor('sessions', recentFinishedSessionsQuery('u', '2025-11-24'))).toBe(true);
  });

  it('are bounded: one program, three unread items, a year of sessions from a Monday on', () => {
    expect(resolveQuery(latestActiveProgram, { uid: 'u' })).toMatchObject({ where: [{ field: 'archived', op: '==', value: false }], limit: 1 });
    expect(resolveQuery(latestUnread, { uid: 'u' })).toMatchObject({ where: [{ field: 'read', op: '==', value: false }], limit: 3 });
    expect(recentFinishedSessionsQuery('u', '2025-11-24')).toEqual({
      collection: 'users/u/sessions',
      where: [
        { field: 'status', op: '==', value: 'terminee' },
        { field: 'date', op: '>=', value: '2025-11-24' },
      ],
      orderBy: [{ field: 'date', direction: 'desc' }],
      limit: 400,
    });
  });
});
