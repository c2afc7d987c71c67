import { describe, expect, it } from 'vitest';
import { DOCUMENT_PATHS, DOCUMENT_TYPES } from './data-model.ts';
import { collectionPath, documentPath, fillPath, listFrom, resolveQuery } from './documents.ts';
import { measurementDoc, measurementHistory } from './measurements.ts';
import { inbox } from './notifications.ts';
import { profileDoc } from './profile.ts';
import { testHistory } from './test-results.ts';

describe('paths', () => {
  it('fills a template with its params', () => {
    expect(fillPath('users/{uid}/measurements/{id}', { uid: 'u1', id: 'm1' })).toBe('users/u1/measurements/m1');
    expect(documentPath(profileDoc, { uid: 'u1' })).toBe('users/u1');
    expect(documentPath(measurementDoc, { uid: 'u1', id: 'm1' })).toBe('users/u1/measurements/m1');
    expect(collectionPath(measurementDoc, { uid: 'u1' })).toBe('users/u1/measurements');
  });

  it('refuses params that would address another document', () => {
    expect(() => fillPath('users/{uid}', { uid: '' })).toThrow(/uid/);
    expect(() => fillPath('users/{uid}', { uid: 'a/measurements/x' })).toThrow(/uid/);
    expect(() => fillPath('users/{uid}/measurements/{id}', { uid: 'u1' })).toThrow(/id/);
  });
});

describe('queries as data', () => {
  it('resolves to the plain description both SDKs run', () => {
    expect(resolveQuery(testHistory, { uid: 'u1', testId: 'cooper-12min' })).toEqual({
      collection: 'users/u1/testResults',
      where: [{ field: 'testId', op: '==', value: 'cooper-12min' }],
      orderBy: [{ field: 'date', direction: 'desc' }],
      limit: 50,
    });
    expect(resolveQuery(measurementHistory, { uid: 'u1' })).toEqual({
      collection: 'users/u1/measurements',
      orderBy: [{ field: 'date', direction: 'desc' }],
      limit: 1000,
    });
  });

  it('lists parsed documents, misfits left out, in the query’s own order', () => {
    const list = listFrom(inbox, [
      { id: 'read', data: { title: 'Lue', body: '', link: null, read: true, createdAt: 3 } },
      { id: 'broken', data: { title: '', body: '', read: false } },
      { id: 'old', data: { title: 'Ancienne', body: '', link: null, read: false, createdAt: 1 } },
      { id: 'new', data: { title: 'Nouvelle', body: '', link: null, read: false, createdAt: 2 } },
    ]);
    expect(list.map((item) => item.id)).toEqual(['new', 'old', 'read']);
  });
});

describe('the data model', () => {
  it('lists every document type the app uses by its path template, as firestore.rules match them', () => {
    expect(DOCUMENT_TYPES.map((type) => type.path).sort()).toEqual([
      'challenges/{challengeId}/participants/{id}',
      'challenges/{id}',
      'leaderboard/{id}',
      'pushTokens/{uid}',
      'users/{uid}',
      'users/{uid}/calendar/{id}',
      'users/{uid}/exercises/{id}',
      'users/{uid}/foodLogs/{id}',
      'users/{uid}/foods/{id}',
      'users/{uid}/mealPlans/{id}',
      'users/{uid}/measurements/{id}',
      'users/{uid}/notifications/{id}',
      'users/{uid}/programs/{id}',
      'users/{uid}/recipes/{id}',
      'users/{uid}/sessions/{id}',
      'users/{uid}/settings/calendarFeed',
      'users/{uid}/settings/equipment',
      'users/{uid}/settings/firstRun',
      'users/{uid}/settings/notifications',
      'users/{uid}/settings/nutritionGoals',
      'users/{uid}/settings/plates',
      'users/{uid}/settings/programSchedule',
      'users/{uid}/settings/timers',
      'users/{uid}/startingLoads/{id}',
      'users/{uid}/testResults/{id}',
    ]);
    // The areas still to be built are in the model too, their rules already written.
    expect(DOCUMENT_PATHS).toEqual(expect.arrayContaining(['users/{uid}/mealPlans/{id}', 'challenges/{challengeId}/participants/{id}']));
  });

  it('names documents, never collections, each once', () => {
    for (const path of DOCUMENT_PATHS) {
      expect(path.split('/').length % 2, path).toBe(0);
      expect(path, path).toMatch(/^[a-zA-Z]+\/(\{\w+\}|[a-zA-Z]+)(\/[a-zA-Z]+\/(\{\w+\}|[a-zA-Z]+))*$/);
    }
    expect(new Set(DOCUMENT_PATHS).size).toBe(DOCUMENT_PATHS.length);
  });

  it('says which writes come from the browser (the rules grant those only)', () => {
    const writes = Object.fromEntries(DOCUMENT_TYPES.map((type) => [type.path, type.browserWrites]));
    expect(writes['users/{uid}/notifications/{id}']).toEqual(['update', 'delete']);
    expect(writes['users/{uid}/programs/{id}']).toEqual(['add', 'update', 'delete']);
    expect(writes['users/{uid}/settings/notifications']).toEqual([]);
    expect(writes['users/{uid}/testResults/{id}']).toEqual(['add', 'delete']);
  });
});
