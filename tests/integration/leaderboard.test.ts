// The leaderboard's server side against the project's Firestore emulator: points computed from
// the sets and times of the person's own sessions (never the totals stored beside them), only for
// sessions written about when they happened, unique pseudonyms whatever their look-alike letters,
// leaving at once, ranks with ties, and the periodic pass reflecting a deleted session.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Leaderboard from '#app/lib/leaderboard/leaderboard.server.ts';
import { leaderboardEntryFromData } from '#app/lib/data/leaderboard.ts';
import { useAdminEmulator } from './admin-emulator.ts';

// The clock the emulator stamps createTime with: each session is written on the day the test
// says (Firestore's createTime is what scoring trusts for "when it was written").
vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-10-15T12:00:00Z'), shouldAdvanceTime: true });
afterAll(() => void vi.useRealTimers());
const writtenOn = (iso: string) => {
  if (Date.parse(iso) > Date.now()) vi.setSystemTime(Date.parse(iso));
};

const adminDb = useAdminEmulator();
let db: ReturnType<typeof adminDb>;
let lb: typeof Leaderboard;

beforeAll(async () => {
  db = adminDb();
  lb = await import('#app/lib/leaderboard/leaderboard.server.ts');
});

// Monday 23 November 2026 (week 2026-W48).
const TODAY = '2026-11-23';
type Lift = readonly [exerciseId: string, reps: number, weightKg: number];
const exercisesOf = (lifts: readonly Lift[]) =>
  lifts.map(([exerciseId, reps, weightKg], i) => ({
    id: `e${i}`, exerciseId, name: exerciseId, updatedAt: 0, sets: [{ id: 's1', kind: 'normale', reps, weightKg, done: true, updatedAt: 0 }],
  }));
/**
 * A finished session of `lifts` (one done set each), started at 07:00 UTC on `date`. Its stored
 * totals are deliberately wrong (`claims`): the server must not read them.
 */
const session = (uid: string, id: string, date: string, minutes: number, lifts: readonly Lift[], claims: Record<string, unknown> = {}) => {
  const startedAt = Date.parse(`${date}T07:00:00Z`);
  return db.doc(`users/${uid}/sessions/${id}`).set({
    title: `Séance ${id}`, date, status: 'terminee', startedAt, endedAt: startedAt + minutes * 60_000, durationSec: 0, volumeKg: 0, prs: [],
    exercises: exercisesOf(lifts), notes: '', changedAt: startedAt, ...claims,
  });
};
const createdAt = async (uid: string, id: string) => (await db.doc(`users/${uid}/sessions/${id}`).get()).createTime!.toMillis();
const entry = async (uid: string) => leaderboardEntryFromData((await db.doc(`leaderboard/${uid}`).get()).data(), uid);

/** 8,450 kg, with 10 × 120 kg of squat: 4 records over a squat baseline of 10 × 100 kg. */
const BEATS_SQUAT: readonly Lift[] = [['squat', 10, 120], ['souleve-de-terre', 10, 725]];

describe('leaderboard', () => {
  it('joins with points computed from the sets and times of sessions written when they happened', async () => {
    await db.doc('users/alice').set({ displayName: 'Alice', avatar: { kind: 'illustration', id: 'eclair', color: 'ambre' } });
    writtenOn('2026-10-15T12:00:00Z');
    await session('alice', 's3', '2026-10-15', 30, [['rowing-barre', 10, 100]]); // 10 + 1, last month
    writtenOn('2026-11-02T12:00:00Z');
    await session('alice', 's2', '2026-11-02', 30, []); // nothing lifted: 0
    await session('alice', 's2b', '2026-11-02', 30, [['pompes', 20, 0]]); // 10 this month, another week
    writtenOn('2026-11-23T09:00:00Z');
    // An import of an old session: kept, a baseline for records, but too old to earn.
    await session('alice', 'import', '2026-09-01', 60, [['squat', 10, 100]]);
    // 10 + 8 (8,450 kg) + 15 (4 records, capped), whatever the totals it claims.
    await session('alice', 's1', '2026-11-23', 45, BEATS_SQUAT, { volumeKg: 1_000, durationSec: 60, prs: [] });
    // Too short (5 minutes), and started after s1: its records do not take s1's.
    await session('alice', 's4', '2026-11-23', 5, [['squat', 10, 500]], { startedAt: Date.parse('2026-11-23T10:00:00Z'), endedAt: Date.parse('2026-11-23T10:05:00Z') });
    // Forged: claims 99,000 kg, 6 h and 10 records, but no set was done: 0.
    await session('alice', 'forged', '2026-11-23', 60, [], { volumeKg: 99_000, durationSec: 21_600, prs: Array.from({ length: 10 }, () => ({ exerciseId: 'squat', kind: 'charge-max', value: 500, previous: 1 })) });
    await session('alice', 'tomorrow', '2026-11-24', 60, [['squat', 10, 100]]); // dated in the future: 0 today
    await db.doc('users/alice/sessions/s5').set({ date: '2026-11-23', status: 'en-cours', title: 'En cours', startedAt: 0, endedAt: null, durationSec: 3600, volumeKg: 9000, prs: [], exercises: exercisesOf([['squat', 10, 100]]) });

    expect(await lb.joinLeaderboard(db, 'alice', 'Alizée', TODAY)).toBe('joined');
    const alice = await entry('alice');
    const reachedAt = await createdAt('alice', 's1'); // after its stored end (07:45): never before the document existed
    expect(alice?.pseudonym).toBe('Alizée');
    expect(alice?.avatar).toEqual({ kind: 'illustration', id: 'eclair', color: 'ambre' });
    expect(alice?.semaine).toEqual({ key: '2026-W48', points: 33, reachedAt });
    expect(alice?.mois).toEqual({ key: '2026-11', points: 43, reachedAt });
    expect(alice?.total).toEqual({ key: 'total', points: 54, reachedAt });
    // Only the pseudonym, the avatar and points are public.
    expect(Object.keys((await db.doc('leaderboard/alice').get()).data() ?? {}).sort()).toEqual(['avatar', 'joinedAt', 'mois', 'pseudonym', 'semaine', 'total', 'updatedAt']);
    expect((await db.doc('users/alice').get()).get('leaderboardOptIn')).toBe(true);
    // The session dated tomorrow counts when its day comes.
    await lb.refreshLeaderboardEntry(db, 'alice', '2026-11-24');
    expect((await entry('alice'))?.semaine.points).toBe(33 + 11);
    await lb.refreshLeaderboardEntry(db, 'alice', TODAY);
  });

  it('refuses a pseudonym already taken, whatever its case, accents and look-alike letters; the owner may keep it', async () => {
    expect(await lb.joinLeaderboard(db, 'bob', 'ALIZEE', TODAY)).toBe('taken');
    expect(await lb.joinLeaderboard(db, 'bob', 'a.li-zée', TODAY)).toBe('taken');
    expect(await lb.joinLeaderboard(db, 'bob', '\u0410lizée', TODAY)).toBe('taken'); // Cyrillic А
    expect(await lb.joinLeaderboard(db, 'bob', 'ａｌｉｚｅｅ', TODAY)).toBe('taken'); // full-width
    expect(await lb.joinLeaderboard(db, 'bob', 'A\uA4F2izée', TODAY)).toBe('taken'); // Lisu ꓲ
    // A claim stored under the former key (case and accents folded only) still holds.
    await db.doc('leaderboardPseudonyms/camille').set({ uid: 'cam' });
    expect(await lb.joinLeaderboard(db, 'bob', 'Camille', TODAY)).toBe('taken');
    expect((await db.doc('leaderboard/bob').get()).exists).toBe(false);
    expect(await lb.joinLeaderboard(db, 'alice', 'alizée', TODAY)).toBe('joined');
    expect(await lb.joinLeaderboard(db, 'bob', 'Bobby', TODAY)).toBe('joined');
  });

  it('ranks by points, ties going to who reached them first', async () => {
    await session('carol', 'import', '2026-09-01', 60, [['squat', 10, 100]]);
    await session('carol', 'c1', '2026-11-23', 45, BEATS_SQUAT); // 33, as Alice, written after hers
    await lb.joinLeaderboard(db, 'carol', 'Carole', TODAY);
    const [alice, carol, bob] = await Promise.all([entry('alice'), entry('carol'), entry('bob')]);
    expect(carol?.semaine.points).toBe(33);
    expect(await lb.rankOf(db, alice!, 'semaine', '2026-W48')).toBe(1);
    expect(await lb.rankOf(db, carol!, 'semaine', '2026-W48')).toBe(2);
    // No points this week: no rank.
    expect(await lb.rankOf(db, bob!, 'semaine', '2026-W48')).toBeNull();
  });

  it('the periodic pass reflects a deleted session and a new week', async () => {
    await db.doc('users/alice/sessions/s1').delete();
    expect(await lb.refreshAllLeaderboardEntries(db, TODAY)).toBe(3);
    expect((await entry('alice'))?.semaine.points).toBe(0);
    expect((await entry('alice'))?.total.points).toBe(21); // s2b 10 and s3 11
    await lb.refreshAllLeaderboardEntries(db, '2026-11-30');
    expect((await entry('carol'))?.semaine).toEqual({ key: '2026-W49', points: 0, reachedAt: 0 });
  });

  it('lists implausible sessions for their owner to fix', async () => {
    await session('bob', 'b1', '2026-11-22', 60, [['presse-a-cuisses', 150, 1000]]); // 150,000 kg
    expect(await lb.implausibleSessionsOf(db, 'bob', TODAY)).toEqual([{ id: 'b1', title: 'Séance b1', date: '2026-11-22' }]);
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
