// Challenges' server side against the project's Firestore emulator: two people in a private
// challenge, progress computed from each one's own sessions and food logs within the dates,
// completion worth 50 leaderboard points in its period, the creator's limits, manual progress,
// leaving, and account deletion taking the person out of every challenge.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFirestoreEmulator, type FirestoreEmulator } from '#emulators/firestore/server.ts';
import type { Auth } from 'firebase-admin/auth';
import type * as AdminServer from '#app/lib/firebase/admin.server.ts';
import type * as Challenges from '#app/lib/challenges/challenges.server.ts';
import type * as Leaderboard from '#app/lib/leaderboard/leaderboard.server.ts';
import type * as Account from '#app/lib/account/account.server.ts';
import { challengeFromData, participantFromData, type ChallengeFields } from '#app/lib/data/challenges.ts';
import { leaderboardEntryFromData } from '#app/lib/data/leaderboard.ts';
import { toPlainData } from '#app/lib/data/plain-values.ts';

// The clock the emulator stamps createTime with (what scoring trusts for when a session was
// written): the tests' Monday, moved on when a session is written later.
vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-23T09:00:00Z'), shouldAdvanceTime: true });
afterAll(() => void vi.useRealTimers());

let emu: FirestoreEmulator;
let db: ReturnType<typeof AdminServer.adminDb>;
let ch: typeof Challenges;
let lb: typeof Leaderboard;
let account: typeof Account;
const saved = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(async () => {
  emu = await startFirestoreEmulator({ port: 0, rules: `rules_version = '2';
service cloud.firestore { match /databases/{d}/documents { match /{doc=**} { allow read, write: if false; } } }`, log: () => {} });
  process.env.FIRESTORE_EMULATOR_HOST = `${emu.host}:${emu.port}`;
  db = (await import('#app/lib/firebase/admin.server.ts')).adminDb();
  ch = await import('#app/lib/challenges/challenges.server.ts');
  lb = await import('#app/lib/leaderboard/leaderboard.server.ts');
  account = await import('#app/lib/account/account.server.ts');
});
afterAll(async () => {
  await db?.terminate();
  await emu?.close();
  if (saved === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = saved;
});

// Monday 23 November 2026 (week 2026-W48).
const TODAY = '2026-11-23';
/** A finished session of one done set of 10 reps making `volumeKg`, on an exercise of its own (no records). */
const session = (uid: string, id: string, date: string, minutes: number, volumeKg: number) => {
  const startedAt = Date.parse(`${date}T07:00:00Z`);
  const set = { id: 's1', kind: 'normale', reps: 10, weightKg: volumeKg / 10, done: true, updatedAt: startedAt };
  return db.doc(`users/${uid}/sessions/${id}`).set({
    date, status: 'terminee', title: `Séance ${id}`, startedAt, endedAt: startedAt + minutes * 60_000, durationSec: 0, volumeKg: 0, prs: [],
    exercises: [{ id: 'e1', exerciseId: `exercice-${id}`, name: 'Exercice', sets: [set], updatedAt: startedAt }], notes: '', changedAt: startedAt,
  });
};
const foodLog = (uid: string, day: string, entries: number) =>
  db.doc(`users/${uid}/foodLogs/${day}`).set({
    entries: Array.from({ length: entries }, (_, i) => ({ id: `e${i}`, meal: 'collation', ref: { kind: 'base', id: '13039' }, name: 'Pomme', grams: 150, serving: null, nutrients: { kcal: 78, proteinG: null, carbsG: null, sugarsG: null, fatG: null, satFatG: null, fiberG: null, saltG: null } })),
  });
const challenge = async (id: string) => challengeFromData(toPlainData((await db.doc(`challenges/${id}`).get()).data() ?? {}), id);
const participant = async (id: string, uid: string) => {
  const data = (await db.doc(`challenges/${id}/participants/${uid}`).get()).data();
  return data ? participantFromData(toPlainData(data), uid) : null;
};
const fields = (over: Partial<ChallengeFields> = {}): ChallengeFields => ({
  title: 'Novembre actif',
  description: 'Trois séances avant la fin du mois',
  metric: 'seances',
  unit: null,
  target: 3,
  startDate: '2026-11-16',
  endDate: '2026-11-30',
  visibility: 'privee',
  ...over,
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof ch.ChallengeRefused ? error.reason : error),
  );

describe('challenges', () => {
  let sessionsId = '';
  let foodId = '';

  it('creates a private challenge with an unguessable invite code; its creator takes part', async () => {
    await session('alice', 'a-before', '2026-11-10', 45, 3000); // before the start: not counted
    await session('alice', 'a1', '2026-11-17', 45, 3000);
    sessionsId = await ch.createChallenge(db, 'alice', fields(), 'Alizée', TODAY);
    const created = await challenge(sessionsId);
    expect(created?.inviteCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created?.participantCount).toBe(1);
    expect(created?.createdBy).toBe('alice');
    expect(await participant(sessionsId, 'alice')).toMatchObject({ pseudonym: 'Alizée', progress: 1, completedAt: null });
    // Two codes never repeat.
    expect(ch.newInviteCode()).not.toBe(ch.newInviteCode());
  });

  it('a second person joins only with the invite code, under their leaderboard pseudonym', async () => {
    await db.doc('users/bob').set({ displayName: 'Bob' });
    expect(await lb.joinLeaderboard(db, 'bob', 'Bobby', TODAY)).toBe('joined');
    await session('bob', 'b1', '2026-11-18', 30, 1000);
    await session('bob', 'b2', '2026-11-19', 5, 1000); // too short to count as a séance
    expect(await refusal(ch.joinChallenge(db, 'bob', sessionsId, { inviteCode: null, pseudonym: null }, TODAY))).toBe('wrongCode');
    expect(await refusal(ch.joinChallenge(db, 'bob', sessionsId, { inviteCode: 'x'.repeat(22), pseudonym: null }, TODAY))).toBe('wrongCode');
    const code = (await challenge(sessionsId))?.inviteCode ?? null;
    await ch.joinChallenge(db, 'bob', sessionsId, { inviteCode: code, pseudonym: 'Ignoré' }, TODAY);
    expect(await participant(sessionsId, 'bob')).toMatchObject({ pseudonym: 'Bobby', progress: 1, completedAt: null });
    expect((await challenge(sessionsId))?.participantCount).toBe(2);
    expect(await refusal(ch.joinChallenge(db, 'bob', sessionsId, { inviteCode: code, pseudonym: null }, TODAY))).toBe('alreadyJoined');
  });

  it('refuses a typed pseudonym that someone else holds on the leaderboard', async () => {
    const publicId = await ch.createChallenge(db, 'carol', fields({ visibility: 'publique', title: 'Ouvert' }), 'Carole', TODAY);
    expect(await refusal(ch.joinChallenge(db, 'dave', publicId, { inviteCode: null, pseudonym: 'bobby' }, TODAY))).toBe('pseudonymTaken');
    expect(await refusal(ch.joinChallenge(db, 'dave', publicId, { inviteCode: null, pseudonym: '\u0412obby' }, TODAY))).toBe('pseudonymTaken'); // Cyrillic В
    expect(await refusal(ch.joinChallenge(db, 'dave', publicId, { inviteCode: null, pseudonym: 'D' }, TODAY))).toBe('pseudonymShort');
    expect(await refusal(ch.joinChallenge(db, 'dave', publicId, { inviteCode: null, pseudonym: '<b>Dave</b>' }, TODAY))).toBe('pseudonymPattern');
    await ch.joinChallenge(db, 'dave', publicId, { inviteCode: null, pseudonym: 'Dave' }, TODAY);
    expect((await challenge(publicId))?.participantCount).toBe(2);
    // A challenge's pseudonym is as unique as the leaderboard's: nobody else takes it, there or here.
    expect(await lb.joinLeaderboard(db, 'erin', 'DAVE', TODAY)).toBe('taken');
    expect(await refusal(ch.joinChallenge(db, 'erin', publicId, { inviteCode: null, pseudonym: 'Dävé' }, TODAY))).toBe('pseudonymTaken');
    // Once Dave left, nothing shows the name any more: it is free again.
    await ch.leaveChallenge(db, 'dave', publicId);
    await ch.joinChallenge(db, 'erin', publicId, { inviteCode: null, pseudonym: 'Dave' }, TODAY);
    expect((await challenge(publicId))?.participantCount).toBe(2);
  });

  it('the creator cannot edit or delete once someone else joined, but can end it early', async () => {
    expect(await refusal(ch.updateChallenge(db, 'alice', sessionsId, fields({ target: 1 }), TODAY))).toBe('othersJoined');
    expect(await refusal(ch.deleteChallenge(db, 'alice', sessionsId))).toBe('othersJoined');
    expect(await refusal(ch.endChallengeToday(db, 'bob', sessionsId, TODAY))).toBe('notCreator');
    expect((await challenge(sessionsId))?.target).toBe(3);
  });

  it('progress follows each person’s own sessions; reaching the target completes and adds 50 points this week', async () => {
    await session('bob', 'b3', '2026-11-23', 40, 2000);
    await session('bob', 'b4', '2026-12-01', 40, 2000); // after the end: not counted
    await ch.refreshChallengeProgress(db, 'bob', TODAY);
    expect((await participant(sessionsId, 'bob'))?.progress).toBe(2);
    await session('bob', 'b5', '2026-11-23', 20, 0);
    const before = Date.now();
    expect(await ch.refreshChallengeProgress(db, 'bob', TODAY)).toBe(true);
    const bob = await participant(sessionsId, 'bob');
    expect(bob?.progress).toBe(3);
    expect(bob?.completedAt).toBeGreaterThanOrEqual(before);
    // Alice's progress is hers alone.
    expect((await participant(sessionsId, 'alice'))?.progress).toBe(1);

    await lb.refreshLeaderboardEntry(db, 'bob', '2026-11-23');
    const entry = leaderboardEntryFromData((await db.doc('leaderboard/bob').get()).data(), 'bob');
    // This week: b3 12 + b5 10, and the completion (two with progress, 15 days, counted sessions).
    // In all: b1 11, b3 12, b5 10, and 50; b4, dated 1 December, is still to come.
    expect(entry?.semaine.points).toBe(12 + 10 + 50);
    expect(entry?.total.points).toBe(11 + 12 + 10 + 50);
  });

  it('an active challenge is listed for each participant, soonest end first', async () => {
    foodId = await ch.createChallenge(
      db,
      'bob',
      fields({ metric: 'jours-nutrition', target: 2, startDate: '2026-11-20', endDate: '2026-11-25', visibility: 'publique', title: 'Je note mes repas' }),
      null,
      TODAY,
    );
    const mine = await ch.readMyActiveChallenges('bob', TODAY);
    expect(mine.map((c) => c.id)).toEqual([foodId, sessionsId]);
    expect(mine[1]).toMatchObject({ title: 'Novembre actif', metric: 'seances', unit: null, target: 3, progress: 3, endDate: '2026-11-30' });
    expect(mine[1]?.completedAt).toEqual(expect.any(Number));
    // Once its last day passed, a challenge is no longer active.
    expect((await ch.readMyActiveChallenges('bob', '2026-11-26')).map((c) => c.id)).toEqual([sessionsId]);
  });

  it('jours-nutrition counts the days with food logged within the dates', async () => {
    await foodLog('bob', '2026-11-19', 2); // before
    await foodLog('bob', '2026-11-20', 1);
    await foodLog('bob', '2026-11-21', 0); // emptied day
    await ch.refreshChallengeProgress(db, 'bob', TODAY);
    expect(await participant(foodId, 'bob')).toMatchObject({ progress: 1, completedAt: null });
    await foodLog('bob', '2026-11-23', 3);
    await ch.refreshChallengeProgress(db, 'bob', TODAY);
    expect((await participant(foodId, 'bob'))?.completedAt).toEqual(expect.any(Number));
  });

  it('deleting a session takes back the progress and the completion (the periodic pass)', async () => {
    await db.doc('users/bob/sessions/b5').delete();
    const refreshed = await ch.refreshAllChallengeProgress(db, TODAY);
    expect(refreshed).toEqual(expect.arrayContaining(['alice', 'bob']));
    expect(await participant(sessionsId, 'bob')).toMatchObject({ progress: 2, completedAt: null });
  });

  it('the final ranking stays fixed from the second day after the end', async () => {
    vi.setSystemTime(Date.parse('2026-11-30T18:00:00Z'));
    await session('alice', 'a2', '2026-11-30', 45, 3000);
    await ch.refreshChallengeProgress(db, 'alice', '2026-12-02');
    expect((await participant(sessionsId, 'alice'))?.progress).toBe(1);
    await ch.refreshChallengeProgress(db, 'alice', '2026-12-01');
    expect((await participant(sessionsId, 'alice'))?.progress).toBe(2);
  });

  it('manual progress: typed by the participant during the challenge, completion kept once reached', async () => {
    const manual = await ch.createChallenge(db, 'alice', fields({ metric: 'manuel', unit: 'km', target: 50, visibility: 'publique', title: '50 km' }), null, TODAY);
    expect(await refusal(ch.recordManualProgress(db, 'bob', manual, 10, TODAY))).toBe('notJoined');
    expect(await refusal(ch.recordManualProgress(db, 'alice', sessionsId, 10, TODAY))).toBe('notManual');
    expect(await refusal(ch.recordManualProgress(db, 'alice', manual, -1, TODAY))).toBe('progressRange');
    expect(await refusal(ch.recordManualProgress(db, 'alice', manual, 10, '2026-11-15'))).toBe('notStarted');
    expect(await ch.recordManualProgress(db, 'alice', manual, 12.5, TODAY)).toBe(false);
    expect(await participant(manual, 'alice')).toMatchObject({ progress: 12.5, completedAt: null });
    expect(await ch.recordManualProgress(db, 'alice', manual, 50, TODAY)).toBe(true);
    const completedAt = (await participant(manual, 'alice'))?.completedAt;
    expect(completedAt).toEqual(expect.any(Number));
    // A total typed by hand earns no leaderboard points.
    expect(await lb.challengeCompletionsOf(db, 'alice')).toEqual([]);
    expect(await ch.recordManualProgress(db, 'alice', manual, 48, TODAY)).toBe(false);
    expect(await participant(manual, 'alice')).toMatchObject({ progress: 48, completedAt });
    // Automatic refreshes leave manual progress alone.
    await ch.refreshChallengeProgress(db, 'alice', TODAY);
    expect((await participant(manual, 'alice'))?.progress).toBe(48);
  });

  it('the creator edits and deletes while alone in it', async () => {
    const solo = await ch.createChallenge(db, 'alice', fields({ visibility: 'publique', title: 'Solo' }), null, TODAY);
    // Seen on 1 December, once a2 (30 November) has happened.
    await ch.updateChallenge(db, 'alice', solo, fields({ visibility: 'privee', title: 'Solo privé', metric: 'minutes', target: 60 }), '2026-12-01');
    const edited = await challenge(solo);
    expect(edited).toMatchObject({ title: 'Solo privé', metric: 'minutes', target: 60, visibility: 'privee', participantCount: 1 });
    expect(edited?.inviteCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // 45 minutes of a1 on 17 November and of a2 on 30 November.
    expect((await participant(solo, 'alice'))?.progress).toBe(90);
    // Completed, but alone in it: no leaderboard points.
    expect((await participant(solo, 'alice'))?.completedAt).toEqual(expect.any(Number));
    expect(await lb.challengeCompletionsOf(db, 'alice')).toEqual([]);
    expect(await refusal(ch.updateChallenge(db, 'bob', solo, fields(), TODAY))).toBe('notCreator');
    await ch.deleteChallenge(db, 'alice', solo);
    expect((await db.doc(`challenges/${solo}`).get()).exists).toBe(false);
    expect((await db.doc(`challenges/${solo}/participants/alice`).get()).exists).toBe(false);
  });

  it('ending early sets the last day to today; nobody joins an ended challenge', async () => {
    await ch.endChallengeToday(db, 'alice', sessionsId, TODAY);
    expect((await challenge(sessionsId))?.endDate).toBe(TODAY);
    const code = (await challenge(sessionsId))?.inviteCode ?? null;
    expect(await refusal(ch.joinChallenge(db, 'carol', sessionsId, { inviteCode: code, pseudonym: 'Carole' }, '2026-11-24'))).toBe('ended');
    expect(await refusal(ch.endChallengeToday(db, 'alice', sessionsId, TODAY))).toBe('ended');
  });

  it('leaving removes the participant and lowers the count', async () => {
    await ch.leaveChallenge(db, 'bob', sessionsId);
    expect(await participant(sessionsId, 'bob')).toBeNull();
    expect((await challenge(sessionsId))?.participantCount).toBe(1);
    expect(await refusal(ch.leaveChallenge(db, 'bob', sessionsId))).toBe('notJoined');
  });

  it('the person’s export lists their places in challenges', async () => {
    const source = await account.userExportSource(db, 'bob', null);
    const places = source.records.challenges as Record<string, { pseudonym: string; progress: number }>;
    // He left the sessions challenge; he is still in his days-with-food one.
    expect(Object.keys(places)).toEqual([foodId]);
    expect(places[foodId]).toMatchObject({ pseudonym: 'Bobby', progress: 2 });
    expect((await account.userExportSource(db, 'nobody', null)).records.challenges).toBeNull();
  });

  it('deleting an account: out of every challenge (counts following), their lone challenges gone, the others without a creator, their pseudonym free', async () => {
    const shared = await ch.createChallenge(db, 'bob', fields({ visibility: 'publique', title: 'Partagé' }), null, TODAY);
    await ch.joinChallenge(db, 'carol', shared, { inviteCode: null, pseudonym: null }, TODAY);
    const carols = await ch.createChallenge(db, 'carol', fields({ visibility: 'publique', title: 'Chez Carole' }), null, TODAY);
    await ch.joinChallenge(db, 'bob', carols, { inviteCode: null, pseudonym: null }, TODAY);
    expect((await challenge(foodId))?.participantCount).toBe(1);
    expect((await challenge(shared))?.participantCount).toBe(2);
    expect((await challenge(carols))?.participantCount).toBe(2);

    const deleted: string[] = [];
    const auth = { deleteUser: async (uid: string) => void deleted.push(uid) } as unknown as Auth;
    await account.deleteAccount(db, auth, 'bob');
    expect(deleted).toEqual(['bob']);
    expect((await db.collectionGroup('participants').where('uid', '==', 'bob').get()).size).toBe(0);
    // The challenge he created and ran alone is gone.
    expect((await db.doc(`challenges/${foodId}`).get()).exists).toBe(false);
    expect(await participant(foodId, 'bob')).toBeNull();
    // The one Carole joined stays for her, with nobody as its creator.
    expect(await challenge(shared)).toMatchObject({ title: 'Partagé', createdBy: null, participantCount: 1 });
    expect(await ch.readableChallenge(db, 'carol', shared)).toMatchObject({ joined: true });
    expect((await db.collection('challenges').where('createdBy', '==', 'bob').get()).size).toBe(0);
    // Where he only took part, the count follows; others keep their place.
    expect((await challenge(carols))?.participantCount).toBe(1);
    expect((await participant(sessionsId, 'alice'))?.pseudonym).toBe('Alizée');
    // His pseudonym is anyone's again.
    expect((await db.collection('leaderboardPseudonyms').where('uid', '==', 'bob').get()).size).toBe(0);
    expect(await lb.joinLeaderboard(db, 'frank', 'Bobby', TODAY)).toBe('joined');
  });
});
