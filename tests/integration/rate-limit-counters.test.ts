// Per-account limits shared by server instances, against the project's Firestore emulator: the
// buckets kept in one document per account and endpoint, with the time they mean nothing after.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as Counters from '#app/lib/security/rate-limit-counters.server.ts';
import { useAdminEmulator } from './admin-emulator.ts';

const adminDb = useAdminEmulator();
let db: Firestore;
let counters: typeof Counters;
let otherInstance: Firestore;
let otherApp: ReturnType<typeof initializeApp>;

beforeAll(async () => {
  db = adminDb();
  counters = await import('#app/lib/security/rate-limit-counters.server.ts');
  // A second firebase-admin, as a second server instance would have, on the same emulator.
  const { serverEnv } = await import('#app/lib/env.server.ts');
  otherApp = initializeApp({ projectId: serverEnv.projectId }, 'other-instance');
  otherInstance = getFirestore(otherApp);
});

afterAll(async () => {
  await otherInstance?.terminate();
  if (otherApp) await deleteApp(otherApp);
});

const minute = 60_000;
const hour = 60 * minute;

describe('shared per-account counters', () => {
  it('allows the burst, refuses the next with the wait, and keeps when the buckets are full again', async () => {
    let clock = 1_000_000;
    const take = () => counters.takeSharedToken(db, 'login', 'alice', [{ limit: 3, windowMs: minute }], { now: () => clock });
    expect([await take(), await take(), await take()]).toEqual(Array(3).fill({ allowed: true }));
    expect(await take()).toEqual({ allowed: false, retryAfterSec: 20 });
    const stored = (await db.doc(`rateLimits/${counters.counterId('login', 'alice')}`).get()).data();
    expect(stored?.tokens).toEqual([0]);
    expect(stored?.updatedAt).toEqual(Timestamp.fromMillis(1_000_000));
    // Three tokens to refill at one each 20 s.
    expect(stored?.expiresAt).toEqual(Timestamp.fromMillis(1_000_000 + minute));
    clock += 20_000;
    expect(await take()).toEqual({ allowed: true });
    expect(await take()).toMatchObject({ allowed: false });
    // Another account, another endpoint: their own counters.
    expect(await counters.takeSharedToken(db, 'login', 'bob', [{ limit: 1, windowMs: minute }], { now: () => clock })).toEqual({ allowed: true });
    expect(await counters.takeSharedToken(db, 'export', 'alice', [{ limit: 1, windowMs: minute }], { now: () => clock })).toEqual({ allowed: true });
  });

  it('with two windows, passes only while both have room: 5 an hour and 20 a day', async () => {
    let clock = 5_000_000;
    const rates = [
      { limit: 5, windowMs: hour },
      { limit: 20, windowMs: 24 * hour },
    ];
    const take = () => counters.takeSharedToken(db, 'challengeCreate', 'carol', rates, { now: () => clock });
    const allowedCount = async (tries: number) => {
      let allowed = 0;
      for (let i = 0; i < tries; i += 1) if ((await take()).allowed) allowed += 1;
      return allowed;
    };
    expect(await allowedCount(6)).toBe(5);
    // The hour's bucket refills one every 12 minutes.
    expect(await take()).toEqual({ allowed: false, retryAfterSec: 12 * 60 });
    let created = 5;
    for (let hours = 1; hours <= 6; hours += 1) {
      clock += hour;
      created += await allowedCount(6);
    }
    // 5 at once, then the day's bucket (20, plus one each 72 minutes over the 6 hours) runs dry
    // before the hour's does.
    expect(created).toBe(25);
    const refusal = await take();
    expect(refusal.allowed).toBe(false);
    // The day's bucket decides the wait: under 72 minutes, more than the hour's 12.
    expect(refusal.allowed === false && refusal.retryAfterSec).toBeGreaterThan(12 * 60);
  });

  it('never passes more than the limit when two instances take tokens at the same time', async () => {
    const rates = [{ limit: 10, windowMs: 10 * minute }];
    const verdicts = await Promise.all(
      Array.from({ length: 24 }, (_, i) => counters.takeSharedToken(i % 2 ? otherInstance : db, 'sendTest', 'dave', rates)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    expect((await db.doc(`rateLimits/${counters.counterId('sendTest', 'dave')}`).get()).data()?.tokens[0]).toBeLessThan(1);
  });

  it('a refusal writes nothing, and a document from other rates starts afresh', async () => {
    const id = `rateLimits/${counters.counterId('deleteAccount', 'erin')}`;
    await db.doc(id).set({ tokens: [0, 0], updatedAt: Timestamp.fromMillis(Date.now()), expiresAt: Timestamp.fromMillis(Date.now() + hour) });
    expect(await counters.takeSharedToken(db, 'deleteAccount', 'erin', [{ limit: 1, windowMs: hour }])).toEqual({ allowed: true });
    const before = await db.doc(id).get();
    expect(await counters.takeSharedToken(db, 'deleteAccount', 'erin', [{ limit: 1, windowMs: hour }])).toMatchObject({ allowed: false });
    expect((await db.doc(id).get()).updateTime).toEqual(before.updateTime);
  });
});
