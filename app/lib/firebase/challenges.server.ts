/*
 * Challenges' trusted side. Every write goes through here: creating (the creator joins at once),
 * editing and deleting while nobody else has joined, ending early, joining (a private one with its
 * invite code), leaving, recording `manuel` progress; and the progress of automatic metrics,
 * computed from each participant's own sessions and food logs within the challenge's dates.
 *
 * Progress is refreshed for a person after their sessions change (the same POST as their
 * leaderboard points), when they join, when they open the challenges' pages, after the first food
 * logged on a day (`jours-nutrition`), and for everyone by the periodic pass. A challenge's
 * progress stops moving the day after it ends: the final ranking is then fixed.
 */
import { randomBytes } from 'node:crypto';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import {
  automaticProgress,
  completionAfter,
  isAutomaticMetric,
  type ChallengeMetric,
  type ParticipantActivity,
  type ProgressSession,
} from '#app/lib/challenges/index.ts';
import { addDays } from '#app/lib/dates/index.ts';
import { adminDb } from './admin.server.ts';
import {
  challengeDoc,
  challengeFromData,
  CHALLENGE_BOUNDS,
  challengeRanking,
  INVITE_CODE_PATTERN,
  openPublicChallenges,
  participantDoc,
  type Challenge,
  type ChallengeFields,
} from './challenges.ts';
import { collectionPath, documentPath, writeData } from './documents.ts';
import { readDoc, readQuery } from './documents.server.ts';
import { finishedSessionsOf } from './leaderboard.server.ts';
import { leaderboardEntryDoc, pseudonymError } from './leaderboard.ts';
import { foodLogsBetween } from './nutrition.ts';
import { participationsOf, type Participation } from './participations.server.ts';
import { toPlainData } from './plain-values.ts';
import { claimPseudonymIn, isPseudonymFreeFor, releasePseudonymIfUnused } from './pseudonyms.server.ts';

export interface ActiveChallenge {
  readonly id: string;
  readonly title: string;
  readonly metric: 'seances' | 'volume' | 'minutes' | 'jours-nutrition' | 'manuel';
  readonly unit: string | null;
  readonly target: number;
  readonly progress: number;
  readonly endDate: string;
  readonly completedAt: number | null;
}

const serverTime = () => FieldValue.serverTimestamp();
const challengeRef = (db: Firestore, id: string) => db.doc(documentPath(challengeDoc, { id }));
const participantRef = (db: Firestore, challengeId: string, uid: string) => db.doc(documentPath(participantDoc, { challengeId, id: uid }));

/** An invite code: 128 random bits, URL-safe (22 characters of base64url), as the rules require. */
export const newInviteCode = () => randomBytes(16).toString('base64url');

/** Challenges by id (missing or misfit ones left out). */
async function challengesById(db: Firestore, ids: readonly string[]): Promise<Map<string, Challenge>> {
  if (ids.length === 0) return new Map();
  const snapshots = await db.getAll(...ids.map((id) => challengeRef(db, id)));
  return new Map(
    snapshots.flatMap((snapshot) => {
      const data = snapshot.data();
      const challenge = data ? challengeFromData(toPlainData(data), snapshot.id) : null;
      return challenge ? [[challenge.id, challenge] as const] : [];
    }),
  );
}

export interface MyChallenge {
  readonly challenge: Challenge;
  readonly progress: number;
  readonly completedAt: number | null;
}

/** Every challenge the person takes part in, with their progress. */
export async function myChallenges(db: Firestore, uid: string): Promise<MyChallenge[]> {
  const participations = await participationsOf(db, uid);
  const challenges = await challengesById(
    db,
    participations.map((p) => p.challengeId),
  );
  return participations.flatMap(({ challengeId, participant }) => {
    const challenge = challenges.get(challengeId);
    return challenge ? [{ challenge, progress: participant.progress, completedAt: participant.completedAt }] : [];
  });
}

/** The challenges the person takes part in that have not ended on `today` (YYYY-MM-DD), soonest end first. */
export async function readMyActiveChallenges(uid: string, today: string): Promise<ActiveChallenge[]> {
  const mine = await myChallenges(adminDb(), uid);
  return mine
    .filter(({ challenge }) => challenge.endDate >= today)
    .sort(byEndDate)
    .map(({ challenge, progress, completedAt }) => ({
      id: challenge.id,
      title: challenge.title,
      metric: challenge.metric,
      unit: challenge.unit,
      target: challenge.target,
      progress,
      endDate: challenge.endDate,
      completedAt,
    }));
}

const byEndDate = (a: MyChallenge, b: MyChallenge) => (a.challenge.endDate < b.challenge.endDate ? -1 : a.challenge.endDate > b.challenge.endDate ? 1 : 0);

/** How many ended challenges the overview shows, latest first. */
export const ARCHIVE_SIZE = 20;

export interface ArchivedChallenge extends MyChallenge {
  /** My place in the final ranking (null beyond its head). */
  readonly rank: number | null;
}

export interface ChallengesOverview {
  /** Mine not ended yet, soonest end first. */
  readonly active: MyChallenge[];
  /** Public ones still open that I have not joined, soonest end first. */
  readonly open: Challenge[];
  /** Mine that ended, latest first, with my final place. */
  readonly archive: ArchivedChallenge[];
}

export async function challengesOverview(db: Firestore, uid: string, today: string): Promise<ChallengesOverview> {
  const [mine, publicOnes] = await Promise.all([myChallenges(db, uid), readQuery(db, openPublicChallenges, { today })]);
  const joined = new Set(mine.map((m) => m.challenge.id));
  const ended = mine
    .filter((m) => m.challenge.endDate < today)
    .sort((a, b) => byEndDate(b, a))
    .slice(0, ARCHIVE_SIZE);
  const archive = await Promise.all(
    ended.map(async (m) => {
      const ranking = await readQuery(db, challengeRanking, { challengeId: m.challenge.id });
      const index = ranking.findIndex((p) => p.uid === uid);
      return { ...m, rank: index >= 0 ? index + 1 : null };
    }),
  );
  return {
    active: mine.filter((m) => m.challenge.endDate >= today).sort(byEndDate),
    open: publicOnes.filter((c) => !joined.has(c.id)),
    archive,
  };
}

/** A challenge the person may see: public, or private and theirs or joined. Null otherwise (or missing). */
export async function readableChallenge(db: Firestore, uid: string, id: string): Promise<{ challenge: Challenge; joined: boolean } | null> {
  // Built before any read starts: a builder refusing the id must not leave a read unawaited.
  const mineRef = participantRef(db, id, uid);
  const [challenge, mine] = await Promise.all([readDoc(db, challengeDoc, { id }), mineRef.get()]);
  if (!challenge) return null;
  if (challenge.visibility === 'privee' && challenge.createdBy !== uid && !mine.exists) return null;
  return { challenge, joined: mine.exists };
}

/** The private challenge an invite code opens, or null. */
export async function challengeByInviteCode(db: Firestore, code: string): Promise<Challenge | null> {
  if (!INVITE_CODE_PATTERN.test(code)) return null;
  const snapshot = await db.collection(collectionPath(challengeDoc, {})).where('inviteCode', '==', code).limit(1).get();
  const doc = snapshot.docs[0];
  return doc ? challengeFromData(toPlainData(doc.data()), doc.id) : null;
}

// ---------------------------------------------------------------------------------------------
// Progress of the automatic metrics

/** Progress still moves until the end of the day after the last one (late logging). */
const stillCounting = (challenge: Challenge, today: string) => today <= addDays(challenge.endDate, 1);

/** Days in [from, to] with at least one food logged (day logs are keyed by their day). */
async function foodDaysOf(db: Firestore, uid: string, from: string, to: string): Promise<string[]> {
  return (await readQuery(db, foodLogsBetween, { uid, from, to })).filter((log) => log.entries.length > 0).map((log) => log.day);
}

/** What the person did that the given challenges count: sessions, food days, only what is needed. */
async function activityFor(db: Firestore, uid: string, challenges: readonly Challenge[], today: string): Promise<ParticipantActivity> {
  const metrics = new Set<ChallengeMetric>(challenges.map((c) => c.metric));
  const food = challenges.filter((c) => c.metric === 'jours-nutrition');
  const needsSessions = ['seances', 'volume', 'minutes'].some((m) => metrics.has(m as ChallengeMetric));
  const [sessions, foodDays] = await Promise.all([
    needsSessions ? finishedSessionsOf(db, uid, today) : Promise.resolve<ProgressSession[]>([]),
    food.length > 0
      ? foodDaysOf(db, uid, food.map((c) => c.startDate).sort()[0]!, food.map((c) => c.endDate).sort().at(-1)!)
      : Promise.resolve<string[]>([]),
  ]);
  return { sessions, foodDays };
}

/**
 * Recomputes the person's progress in their automatic challenges still counting. Returns whether
 * a completion appeared or went away (the leaderboard's points then change too).
 */
export async function refreshChallengeProgress(db: Firestore, uid: string, today: string): Promise<boolean> {
  const participations = await participationsOf(db, uid);
  const challenges = await challengesById(
    db,
    participations.map((p) => p.challengeId),
  );
  const counted = participations.flatMap((p) => {
    const challenge = challenges.get(p.challengeId);
    return challenge && isAutomaticMetric(challenge.metric) && challenge.startDate <= today && stillCounting(challenge, today) ? [{ ...p, challenge }] : [];
  });
  if (counted.length === 0) return false;
  const activity = await activityFor(
    db,
    uid,
    counted.map((c) => c.challenge),
    today,
  );
  let completionsChanged = false;
  for (const { challenge, participant, ref } of counted) {
    if (!isAutomaticMetric(challenge.metric)) continue;
    const progress = automaticProgress(challenge.metric, activity, challenge);
    const completedAt = completionAfter(progress, challenge.target, participant.completedAt, Date.now());
    if (progress === participant.progress && completedAt === participant.completedAt) continue;
    if ((completedAt === null) !== (participant.completedAt === null)) completionsChanged = true;
    // update, not set: a participant who left meanwhile stays gone.
    await ref
      .update({ progress, completedAt: completedAt === null ? null : Timestamp.fromMillis(completedAt), updatedAt: serverTime() })
      .catch(ignoreMissing);
  }
  return completionsChanged;
}

function ignoreMissing(error: { code?: unknown }) {
  if (error.code !== 5 && error.code !== 404) throw error;
}

/** The periodic pass: everyone taking part in an automatic challenge still counting. Returns how many people. */
export async function refreshAllChallengeProgress(db: Firestore, today: string): Promise<string[]> {
  const open = await db.collection(collectionPath(challengeDoc, {})).where('endDate', '>=', addDays(today, -1)).get();
  const uids = new Set<string>();
  for (const doc of open.docs) {
    const challenge = challengeFromData(toPlainData(doc.data()), doc.id);
    if (!challenge || !isAutomaticMetric(challenge.metric) || challenge.startDate > today) continue;
    const participants = await doc.ref.collection('participants').select().get();
    for (const p of participants.docs) uids.add(p.id);
  }
  for (const uid of uids) await refreshChallengeProgress(db, uid, today);
  return [...uids];
}

// ---------------------------------------------------------------------------------------------
// Writes

export type ChallengeRefusal =
  | 'notFound'
  | 'notCreator'
  | 'othersJoined'
  | 'ended'
  | 'notStarted'
  | 'alreadyJoined'
  | 'notJoined'
  | 'wrongCode'
  | 'notManual'
  | 'pseudonymTaken'
  | 'pseudonymShort'
  | 'pseudonymLong'
  | 'pseudonymPattern'
  | 'progressRange';

export class ChallengeRefused extends Error {
  constructor(readonly reason: ChallengeRefusal) {
    super(`challenge refused: ${reason}`);
  }
}

const PSEUDONYM_REFUSALS: Record<string, ChallengeRefusal> = {
  'leaderboard:errors.short': 'pseudonymShort',
  'leaderboard:errors.long': 'pseudonymLong',
  'leaderboard:errors.pattern': 'pseudonymPattern',
};

/**
 * The name a person takes part under: their leaderboard pseudonym when they have one (one name
 * across the community), else the one they already use in challenges, else the one typed,
 * checked like a leaderboard pseudonym and refused when someone else holds it (or one that looks
 * the same) on the leaderboard or in any challenge.
 */
export async function pseudonymFor(db: Firestore, uid: string, typed: string | null): Promise<{ pseudonym: string; known: boolean }> {
  const known = await knownPseudonymOf(db, uid);
  if (known) return { pseudonym: known, known: true };
  const pseudonym = (typed ?? '').trim().replace(/\s+/g, ' ');
  const error = pseudonymError(pseudonym);
  if (error) throw new ChallengeRefused(PSEUDONYM_REFUSALS[error] ?? 'pseudonymPattern');
  if (!(await isPseudonymFreeFor(db, uid, pseudonym))) throw new ChallengeRefused('pseudonymTaken');
  return { pseudonym, known: false };
}

/**
 * Claims the person's pseudonym in `transaction` (before its writes), or refuses a typed one that
 * someone else took meanwhile. A name already theirs is kept even where an older claim of another
 * person's covers it: refusing would leave them no way to take part.
 */
async function claimIn(transaction: FirebaseFirestore.Transaction, db: Firestore, uid: string, { pseudonym, known }: { pseudonym: string; known: boolean }) {
  const claim = await claimPseudonymIn(transaction, db, uid, pseudonym);
  if (!claim && !known) throw new ChallengeRefused('pseudonymTaken');
  return () => claim?.();
}

/** The name the person already goes by (leaderboard, or a challenge); the screens ask for one otherwise. */
export async function knownPseudonymOf(db: Firestore, uid: string): Promise<string | null> {
  const [entry, participations] = await Promise.all([readDoc(db, leaderboardEntryDoc, { id: uid }), participationsOf(db, uid)]);
  return entry?.pseudonym ?? participations[0]?.participant.pseudonym ?? null;
}

const newParticipant = (uid: string, pseudonym: string) =>
  writeData(participantDoc, { uid, pseudonym, progress: 0, completedAt: null }, { partial: false, creating: true, serverTime });

/** Creates a challenge; its creator takes part at once. Returns its id. */
export async function createChallenge(db: Firestore, uid: string, fields: ChallengeFields, typedPseudonym: string | null, today: string): Promise<string> {
  const name = await pseudonymFor(db, uid, typedPseudonym);
  const ref = db.collection(collectionPath(challengeDoc, {})).doc();
  await db.runTransaction(async (transaction) => {
    const claim = await claimIn(transaction, db, uid, name);
    claim();
    transaction.set(
      ref,
      writeData(
        challengeDoc,
        { ...fields, inviteCode: fields.visibility === 'privee' ? newInviteCode() : null, createdBy: uid, participantCount: 1 },
        { partial: false, creating: true, serverTime },
      ),
    );
    transaction.set(participantRef(db, ref.id, uid), newParticipant(uid, name.pseudonym));
  });
  await refreshChallengeProgress(db, uid, today);
  return ref.id;
}

async function readChallengeIn(transaction: FirebaseFirestore.Transaction, db: Firestore, id: string): Promise<Challenge> {
  const snapshot = await transaction.get(challengeRef(db, id));
  const data = snapshot.data();
  const challenge = data ? challengeFromData(toPlainData(data), id) : null;
  if (!challenge) throw new ChallengeRefused('notFound');
  return challenge;
}

/** Nobody but (perhaps) the creator, `uid`, takes part: the only time a challenge may change or go. */
async function onlyCreatorIn(transaction: FirebaseFirestore.Transaction, db: Firestore, challenge: Challenge, uid: string): Promise<boolean> {
  if (challenge.participantCount === 0) return true;
  if (challenge.participantCount > 1) return false;
  return (await transaction.get(participantRef(db, challenge.id, uid))).exists;
}

/** Edits a challenge while nobody else has joined; the creator's progress starts over on the new terms. */
export async function updateChallenge(db: Firestore, uid: string, id: string, fields: ChallengeFields, today: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const challenge = await readChallengeIn(transaction, db, id);
    if (challenge.createdBy !== uid) throw new ChallengeRefused('notCreator');
    if (!(await onlyCreatorIn(transaction, db, challenge, uid))) throw new ChallengeRefused('othersJoined');
    const inviteCode = fields.visibility === 'privee' ? (challenge.inviteCode ?? newInviteCode()) : null;
    transaction.set(
      challengeRef(db, id),
      writeData(challengeDoc, { ...fields, inviteCode, createdBy: uid, participantCount: challenge.participantCount }, { partial: true, creating: false, serverTime }),
      { merge: true },
    );
    if (challenge.participantCount === 1) transaction.update(participantRef(db, id, uid), { progress: 0, completedAt: null, updatedAt: serverTime() });
  });
  await refreshChallengeProgress(db, uid, today);
}

/** Deletes a challenge while nobody else has joined (with the creator's own participation). */
export async function deleteChallenge(db: Firestore, uid: string, id: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const challenge = await readChallengeIn(transaction, db, id);
    if (challenge.createdBy !== uid) throw new ChallengeRefused('notCreator');
    if (!(await onlyCreatorIn(transaction, db, challenge, uid))) throw new ChallengeRefused('othersJoined');
    transaction.delete(participantRef(db, id, uid));
    transaction.delete(challengeRef(db, id));
  });
}

/** Ends a running challenge today (today's activity still counts); the creator may, whoever joined. */
export async function endChallengeToday(db: Firestore, uid: string, id: string, today: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const challenge = await readChallengeIn(transaction, db, id);
    if (challenge.createdBy !== uid) throw new ChallengeRefused('notCreator');
    if (today < challenge.startDate) throw new ChallengeRefused('notStarted');
    if (today >= challenge.endDate) throw new ChallengeRefused('ended');
    transaction.update(challengeRef(db, id), { endDate: today, updatedAt: serverTime() });
  });
}

/** Joins: a challenge not ended, a private one with its code; the count follows in the same transaction. */
export async function joinChallenge(
  db: Firestore,
  uid: string,
  id: string,
  { inviteCode, pseudonym: typed }: { readonly inviteCode: string | null; readonly pseudonym: string | null },
  today: string,
): Promise<void> {
  const name = await pseudonymFor(db, uid, typed);
  await db.runTransaction(async (transaction) => {
    const challenge = await readChallengeIn(transaction, db, id);
    const mine = await transaction.get(participantRef(db, id, uid));
    const claim = await claimIn(transaction, db, uid, name);
    if (challenge.visibility === 'privee' && inviteCode !== challenge.inviteCode && challenge.createdBy !== uid) throw new ChallengeRefused('wrongCode');
    if (mine.exists) throw new ChallengeRefused('alreadyJoined');
    if (today > challenge.endDate) throw new ChallengeRefused('ended');
    if (challenge.participantCount >= CHALLENGE_BOUNDS.participants) throw new ChallengeRefused('ended');
    claim();
    transaction.set(participantRef(db, id, uid), newParticipant(uid, name.pseudonym));
    transaction.update(challengeRef(db, id), { participantCount: FieldValue.increment(1) });
  });
  await refreshChallengeProgress(db, uid, today);
}

/**
 * Leaves (the count follows), then lets go of the pseudonym if nothing else shows it. Returns
 * whether a completion went away with it.
 */
export async function leaveChallenge(db: Firestore, uid: string, id: string): Promise<boolean> {
  const { completed, pseudonym } = await db.runTransaction(async (transaction) => {
    const ref = participantRef(db, id, uid);
    const challengeDocRef = challengeRef(db, id);
    const [mine, challenge] = await Promise.all([transaction.get(ref), transaction.get(challengeDocRef)]);
    if (!mine.exists) throw new ChallengeRefused('notJoined');
    transaction.delete(ref);
    if (challenge.exists) transaction.update(challengeDocRef, { participantCount: FieldValue.increment(-1) });
    const name: unknown = mine.get('pseudonym');
    return { completed: mine.get('completedAt') != null, pseudonym: typeof name === 'string' ? name : null };
  });
  if (pseudonym !== null) await releasePseudonymIfUnused(db, uid, pseudonym);
  return completed;
}

/**
 * Records the progress of a `manuel` challenge, as the participant types it, during the
 * challenge. Once reached, the completion stays (as the rules keep it). Returns whether the
 * challenge was completed by this entry.
 */
export async function recordManualProgress(db: Firestore, uid: string, id: string, progress: number, today: string): Promise<boolean> {
  if (!Number.isFinite(progress) || progress < 0 || progress > CHALLENGE_BOUNDS.target.max) throw new ChallengeRefused('progressRange');
  return db.runTransaction(async (transaction) => {
    const challenge = await readChallengeIn(transaction, db, id);
    const ref = participantRef(db, id, uid);
    const mine = await transaction.get(ref);
    if (!mine.exists) throw new ChallengeRefused('notJoined');
    if (challenge.metric !== 'manuel') throw new ChallengeRefused('notManual');
    if (today < challenge.startDate) throw new ChallengeRefused('notStarted');
    if (!stillCounting(challenge, today)) throw new ChallengeRefused('ended');
    const before = mine.get('completedAt') instanceof Timestamp ? (mine.get('completedAt') as Timestamp) : null;
    const reached = before === null && progress >= challenge.target;
    transaction.update(ref, { progress, completedAt: reached ? serverTime() : before, updatedAt: serverTime() });
    return reached;
  });
}

/** Challenges whose creator is looked for per read while deleting an account. */
const CREATED_PAGE = 100;

/**
 * Account deletion, once the person left every challenge: those they created that nobody else
 * joined go, and the others stay for the people taking part, with no creator (`createdBy` null:
 * nobody can edit, end early or delete them; they end on their last day).
 */
export async function removeChallengesCreatedBy(db: Firestore, uid: string): Promise<{ deleted: number; anonymised: number }> {
  const done = { deleted: 0, anonymised: 0 };
  for (;;) {
    const page = await db.collection(collectionPath(challengeDoc, {})).where('createdBy', '==', uid).limit(CREATED_PAGE).get();
    if (page.empty) return done;
    for (const { ref } of page.docs) {
      const outcome = await db.runTransaction(async (transaction) => {
        const [challenge, someone] = await Promise.all([transaction.get(ref), transaction.get(ref.collection('participants').limit(1))]);
        if (!challenge.exists || challenge.get('createdBy') !== uid) return null;
        if (someone.empty) {
          transaction.delete(ref);
          return 'deleted' as const;
        }
        transaction.update(ref, { createdBy: null, updatedAt: serverTime() });
        return 'anonymised' as const;
      });
      if (outcome) done[outcome] += 1;
    }
  }
}

/** Account deletion: the person leaves every challenge they took part in (counts follow). */
export async function removeParticipationsOf(db: Firestore, uid: string): Promise<number> {
  const participations: Participation[] = await participationsOf(db, uid);
  for (const { challengeId } of participations) await leaveChallenge(db, uid, challengeId).catch((error: unknown) => {
    if (!(error instanceof ChallengeRefused)) throw error;
  });
  return participations.length;
}
