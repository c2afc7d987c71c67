// The leaderboard's server side against the project's Firestore emulator: points computed from
// the person's own sessions, unique pseudonyms, leaving at once, ranks with ties, and the
// periodic pass reflecting a deleted session.
import { beforeAll, describe, expect, it } from 'vitest';
import type * as Leaderboard from '#app/lib/firebase/leaderboard.server.ts';
import { leaderboardEntryFromData } from '#app/lib/firebase/leaderboard.ts';
import { useAdminEmulator } from './admin-emulator.ts';

const adminDb = useAdminEmulator();
let db: ReturnType<typeof adminDb>;
let lb: typeof Leaderboard;

beforeAll(async () => {
  db = adminDb();
  lb = await import('#app/lib/firebase/leaderboard.server.ts');
});

// Monday 23 November 2026 (week 2026-W48).
const TODAY = '2026-11-23';
const session = (uid: string, id: string, date: string, minutes: number, volumeKg: number, records: number, endedAt: number) =>
  db.doc(`users/${uid}/sessions/${id}`).set({
    date, status: 'terminee', title: `Séance ${id}`, durationSec: minutes * 60, volumeKg, prs: Array.from({ length: records }, (_, i) => ({ exerciseId: 'x', kind: 'charge-max', value: i, previous: 0 })), endedAt,
  });
const entry = async (uid: string) => leaderboardEntryFromData((await db.doc(`leaderboard/${uid}`).get()).data(), uid);

describe('leaderboard', () => {
  it('joins with points from the person’s sessions, per period', async () => {
    await db.doc('users/alice').set({ displayName: 'Alice', avatar: { kind: 'illustration', id: 'eclair', color: 'ambre' } });
    await session('alice', 's1', '2026-11-23', 45, 8450, 2, 1000); // 28 this week
    await session('alice', 's2', '2026-11-02', 30, 0, 0, 900); // 10 this month, another week
    await session('alice', 's3', '2026-10-15', 30, 1000, 0, 800); // 11, last month
    await session('alice', 's4', '2026-11-23', 5, 5000, 3, 1100); // too short: 0
    await db.doc('users/alice/sessions/s5').set({ date: '2026-11-23', status: 'en-cours', title: 'En cours', durationSec: 3600, volumeKg: 9000, prs: [] });

    expect(await lb.joinLeaderboard(db, 'alice', 'Alizée', TODAY)).toBe('joined');
    const alice = await entry('alice');
    expect(alice?.pseudonym).toBe('Alizée');
    expect(alice?.avatar).toEqual({ kind: 'illustration', id: 'eclair', color: 'ambre' });
    expect(alice?.semaine).toEqual({ key: '2026-W48', points: 28, reachedAt: 1000 });
    expect(alice?.mois).toEqual({ key: '2026-11', points: 38, reachedAt: 1000 });
    expect(alice?.total).toEqual({ key: 'total', points: 49, reachedAt: 1000 });
    // Only the pseudonym, the avatar and points are public.
    expect(Object.keys((await db.doc('leaderboard/alice').get()).data() ?? {}).sort()).toEqual(['avatar', 'joinedAt', 'mois', 'pseudonym', 'semaine', 'total', 'updatedAt']);
    expect((await db.doc('users/alice').get()).get('leaderboardOptIn')).toBe(true);
  });

  it('refuses a pseudonym already taken, whatever its case and accents; the owner may keep it', async () => {
    expect(await lb.joinLeaderboard(db, 'bob', 'ALIZEE', TODAY)).toBe('taken');
    expect(await lb.joinLeaderboard(db, 'bob', 'a.li-zée', TODAY)).toBe('taken');
    expect((await db.doc('leaderboard/bob').get()).exists).toBe(false);
    expect(await lb.joinLeaderboard(db, 'alice', 'alizée', TODAY)).toBe('joined');
    expect(await lb.joinLeaderboard(db, 'bob', 'Bobby', TODAY)).toBe('joined');
  });

  it('ranks by points, ties going to who reached them first', async () => {
    await session('carol', 'c1', '2026-11-23', 45, 8450, 2, 500); // 28, reached before Alice
    await lb.joinLeaderboard(db, 'carol', 'Carole', TODAY);
    const [alice, carol, bob] = await Promise.all([entry('alice'), entry('carol'), entry('bob')]);
    expect(await lb.rankOf(db, carol!, 'semaine', '2026-W48')).toBe(1);
    expect(await lb.rankOf(db, alice!, 'semaine', '2026-W48')).toBe(2);
    // No points this week: no rank.
    expect(await lb.rankOf(db, bob!, 'semaine', '2026-W48')).toBeNull();
  });

  it('the periodic pass reflects a deleted session and a new week', async () => {
    await db.doc('users/alice/sessions/s1').delete();
    expect(await lb.refreshAllLeaderboardEntries(db, TODAY)).toBe(3);
    expect((await entry('alice'))?.semaine.points).toBe(0);
    expect((await entry('alice'))?.total.points).toBe(21);
    await lb.refreshAllLeaderboardEntries(db, '2026-11-30');
    expect((await entry('carol'))?.semaine).toEqual({ key: '2026-W49', points: 0, reachedAt: 0 });
  });

  it('lists implausible sessions for their owner to fix', async () => {
    await session('bob', 'b1', '2026-11-22', 60, 150_000, 0, 10);
    expect(await lb.implausibleSessionsOf(db, 'bob')).toEqual([{ id: 'b1', title: 'Séance b1', date: '2026-11-22' }]);
    await lb.refreshLeaderboardEntry(db, 'bob', TODAY);
    expect((await entry('bob'))?.total.points).toBe(0);
  });

  it('leaving removes the entry at once and frees the pseudonym', async () => {
    await lb.leaveLeaderboard(db, 'alice');
    expect((await db.doc('leaderboard/alice').get()).exists).toBe(false);
    expect((await db.doc('users/alice').get()).get('leaderboardOptIn')).toBe(false);
    // A refresh after leaving does not bring the entry back.
    await lb.refreshLeaderboardEntry(db, 'alice', TODAY);
    expect((await db.doc('leaderboard/alice').get()).exists).toBe(false);
    expect(await lb.joinLeaderboard(db, 'bob', 'Alizée', TODAY)).toBe('joined');
    // Renaming frees the old pseudonym.
    expect(await lb.joinLeaderboard(db, 'carol', 'Bobby', TODAY)).toBe('joined');
  });
});
