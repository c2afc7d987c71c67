// The data engine's server writes against the project's Firestore emulator: each write checked
// against its document type, updates with field paths, increments without stamps, versioned
// deletes, collection-group reads with their path params (a fixed last id included).
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Engine from '#app/lib/data/documents.server.ts';
import { participantDoc, challengeDoc } from '#app/lib/data/challenges.ts';
import { notificationSettingsDoc, reminderSendingsDoc } from '#app/lib/data/notification-settings.ts';
import { pushTokenDoc } from '#app/lib/data/push-tokens.ts';
import { useAdminEmulator } from './admin-emulator.ts';

const adminDb = useAdminEmulator();
let db: ReturnType<typeof adminDb>;
let engine: typeof Engine;

beforeAll(async () => {
  db = adminDb();
  engine = await import('#app/lib/data/documents.server.ts');
});

describe('server writes', () => {
  it('refuses a write its type does not allow, and writes nothing', async () => {
    await expect(engine.transactAsServer(db, async (tx) => tx.set(participantDoc, { challengeId: 'c1', id: 'u1' }, { uid: 'u1', pseudonym: 'x', progress: 0, completedAt: null }))).rejects.toThrow();
    expect((await db.doc('challenges/c1/participants/u1').get()).exists).toBe(false);
  });

  it('updates with field paths, increments without a stamp, and reads a collection group with its params', async () => {
    await db.doc('users/ann/settings/notifications').set({ remindersSentAt: { meals: new Date(1000) } });
    await engine.transactAsServer(db, async (tx) => {
      await tx.read(reminderSendingsDoc, { uid: 'ann' });
      tx.update(reminderSendingsDoc, { uid: 'ann' }, { remindersSentAt: { training: new Date(2000) } }, { deep: true });
    });
    const settings = (await db.doc('users/ann/settings/notifications').get()).data();
    expect(settings?.remindersSentAt.meals.toMillis()).toBe(1000);
    expect(settings?.remindersSentAt.training.toMillis()).toBe(2000);
    expect(settings?.updatedAt).toBeUndefined();

    await db.doc('challenges/c2').set({ participantCount: 1 });
    await engine.writeAsServer(db, (writes) => writes.increment(challengeDoc, { id: 'c2' }, 'participantCount', 2));
    expect((await db.doc('challenges/c2').get()).data()).toEqual({ participantCount: 3 });

    await engine.transactAsServer(db, async (tx) => tx.set(participantDoc, { challengeId: 'c2', id: 'ann' }, { uid: 'ann', pseudonym: 'Annie', progress: 0, completedAt: null }));
    expect(await engine.updateAsServer(db, participantDoc, { challengeId: 'c2', id: 'ann' }, { progress: 4 })).toBe(true);
    expect(await engine.updateAsServer(db, participantDoc, { challengeId: 'c2', id: 'gone' }, { progress: 4 })).toBe(false);
    const group = await engine.readGroup(db, participantDoc, { where: [{ field: 'uid', op: '==', value: 'ann' }] });
    expect(group.map(({ params, value }) => [params, value.progress])).toEqual([[{ challengeId: 'c2', id: 'ann' }, 4]]);
  });

  it('reads a collection group whose template ends in a fixed id: the documents of that id only, with their params', async () => {
    await db.doc('users/gus/settings/notifications').set({ meals: { enabled: true, time: '19:30' } });
    await db.doc('users/hal/settings/notifications').set({ meals: { enabled: false, time: '19:30' } });
    // Another document of the same collection, and a collection of the same name elsewhere, with the same field.
    await db.doc('users/ivy/settings/nutritionGoals').set({ meals: { enabled: true } });
    await db.doc('teams/t1/settings/notifications').set({ meals: { enabled: true, time: '19:30' } });
    const where = [{ field: 'meals.enabled', op: '==' as const, value: true }];
    const members = await engine.readGroup(db, notificationSettingsDoc, { where });
    expect(members.map(({ params, value }) => [params, value.meals.time])).toEqual([[{ uid: 'gus' }, '19:30']]);
    const inTransaction = await engine.transactAsServer(db, (tx) => tx.group(notificationSettingsDoc, { where }));
    expect(inTransaction.map(({ params }) => params)).toEqual([{ uid: 'gus' }]);
  });

  it('deletes only the version read', async () => {
    await db.doc('pushTokens/bob').set({ uid: 'bob', token: 't1', platform: 'web' });
    const { version } = await engine.readVersioned(db, pushTokenDoc, { uid: 'bob' });
    await db.doc('pushTokens/bob').set({ uid: 'bob', token: 't2', platform: 'web' });
    expect(await engine.deleteAsServer(db, pushTokenDoc, { uid: 'bob' }, { version })).toBe(false);
    expect((await db.doc('pushTokens/bob').get()).get('token')).toBe('t2');
    expect(await engine.deleteAsServer(db, pushTokenDoc, { uid: 'bob' })).toBe(true);
    expect((await db.doc('pushTokens/bob').get()).exists).toBe(false);
  });
});
