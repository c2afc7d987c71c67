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
import {
  automaticProgress,
  completionAfter,
  isAutomaticMetric,
  type ChallengeMetric,
  type ParticipantActivity,
  type ProgressSession,
} from '#app/lib/challenges/index.ts';
import { addDays } from '#app/lib/dates/index.ts';
import { adminDb } from '#app/lib/firebase/admin.server.ts';
import {
  challengeDoc,
  CHALLENGE_BOUNDS,
  challengeRanking,
  INVITE_CODE_PATTERN,
  openPublicChallenges,
  participantDoc,
  type Challenge,
  type ChallengeFields,
} from '#app/lib/data/challenges.ts';
import { defineQuery, SERVER_TIME } from '#app/lib/data/documents.ts';
import { newDocumentId, readDoc, readDocs, readIds, readQuery, transactAsServer, updateAsServer, type Firestore, type ServerTransaction } from '#app/lib/data/documents.server.ts';
import { finishedSessionsOf } from '#app/lib/leaderboard/leaderboard.server.ts';
import { leaderboardEntryDoc, pseudonymError } from '#app/lib/data/leaderboard.ts';
import { foodLogsBetween } from '#app/lib/data/nutrition.ts';
import { participationsOf, type Participation } from './participations.server.ts';
import { claimPseudonymIn, isPseudonymFreeFor, releasePseudonymIfUnused } from '#app/lib/leaderboard/pseudonyms.server.ts';

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


/** An invite code: 128 random bits, URL-safe (22 characters of base64url), as the rules require. */
export const newInviteCode = () => randomBytes(16).toString('base64url');

/** Challenges by id (missing or misfit ones left out). */
async function challengesById(db: Firestore, ids: readonly string[]): Promise<Map<string, Challenge>> {
  const challenges = await readDocs(
    db,
    challengeDoc,
    ids.map((id) => ({ id })),
  );
  return new Map(challenges.flatMap((challenge) => (challenge ? [[challenge.id, challenge] as const] : [])));
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
  const [challenge, mine] = await Promise.all([readDoc(db, challengeDoc, { id }), readDoc(db, participantDoc, { challengeId: id, id: uid })]);
  if (!challenge) return null;
  if (challenge.visibility === 'privee' && challenge.createdBy !== uid && !mine) return null;
  return { challenge, joined: mine !== null };
}

/** The private challenge an invite code opens, or null. */
export async function challengeByInviteCode(db: Firestore, code: string): Promise<Challenge | null> {
  if (!INVITE_CODE_PATTERN.test(code)) return null;
  const [challenge] = await readQuery(db, challengeOfInviteCode, { code });
  return challenge ?? null;
}

const challengeOfInviteCode = defineQuery(challengeDoc, ({ code }: { code: string }) => ({ where: [{ field: 'inviteCode', op: '==' as const, value: code }], limit: 1 }));

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
  for (const { challenge, challengeId, participant } of counted) {
    if (!isAutomaticMetric(challenge.metric)) continue;
    const progress = automaticProgress(challenge.metric, activity, challenge);
    const completedAt = completionAfter(progress, challenge.target, participant.completedAt, Date.now());
    if (progress === participant.progress && completedAt === participant.completedAt) continue;
    if ((completedAt === null) !== (participant.completedAt === null)) completionsChanged = true;
    // update, not set: a participant who left meanwhile stays gone.
    await updateAsServer(db, participantDoc, { challengeId, id: uid }, { progress, completedAt: completedAt === null ? null : new Date(completedAt) });
  }
  return completionsChanged;
}

/** Challenges whose last day is `from` or later (no limit: the periodic pass visits them all). */
const challengesEndingFrom = defineQuery(challengeDoc, ({ from }: { from: string }) => ({ where: [{ field: 'endDate', op: '>=' as const, value: from }] }));
const everyParticipant = defineQuery(participantDoc, {});

/** The periodic pass: everyone taking part in an automatic challenge still counting. Returns how many people. */
export async function refreshAllChallengeProgress(db: Firestore, today: string): Promise<string[]> {
  const open = await readQuery(db, challengesEndingFrom, { from: addDays(today, -1) });
  const uids = new Set<string>();
  for (const challenge of open) {
    if (!isAutomaticMetric(challenge.metric) || challenge.startDate > today) continue;
    for (const uid of await readIds(db, everyParticipant, { challengeId: challenge.id })) uids.add(uid);
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
async function claimIn(tx: ServerTransaction, uid: string, { pseudonym, known }: { pseudonym: string; known: boolean }) {
  const claim = await claimPseudonymIn(tx, uid, pseudonym);
  if (!claim && !known) throw new ChallengeRefused('pseudonymTaken');
  return () => claim?.();
}

/** The name the person already goes by (leaderboard, or a challenge); the screens ask for one otherwise. */
export async function knownPseudonymOf(db: Firestore, uid: string): Promise<string | null> {
  const [entry, participations] = await Promise.all([readDoc(db, leaderboardEntryDoc, { id: uid }), participationsOf(db, uid)]);
  return entry?.pseudonym ?? participations[0]?.participant.pseudonym ?? null;
}

const addParticipant = (tx: ServerTransaction, challengeId: string, uid: string, pseudonym: string) =>
  tx.set(participantDoc, { challengeId, id: uid }, { uid, pseudonym, progress: 0, completedAt: null });

/** Creates a challenge; its creator takes part at once. Returns its id. */
export async function createChallenge(db: Firestore, uid: string, fields: ChallengeFields, typedPseudonym: string | null, today: string): Promise<string> {
  const name = await pseudonymFor(db, uid, typedPseudonym);
  const id = newDocumentId(db, challengeDoc, {});
  await transactAsServer(db, async (tx) => {
    const claim = await claimIn(tx, uid, name);
    claim();
    tx.set(challengeDoc, { id }, { ...fields, inviteCode: fields.visibility === 'privee' ? newInviteCode() : null, createdBy: uid, participantCount: 1 });
    addParticipant(tx, id, uid, name.pseudonym);
  });
  await refreshChallengeProgress(db, uid, today);
  return id;
}

async function readChallengeIn(tx: ServerTransaction, id: string): Promise<Challenge> {
  const challenge = await tx.read(challengeDoc, { id });
  if (!challenge) throw new ChallengeRefused('notFound');
  return challenge;
}

const readParticipantIn = (tx: ServerTransaction, challengeId: string, uid: string) => tx.read(participantDoc, { challengeId, id: uid });

/** Nobody but (perhaps) the creator, `uid`, takes part: the only time a challenge may change or go. */
async function onlyCreatorIn(tx: ServerTransaction, challenge: Challenge, uid: string): Promise<boolean> {
  if (challenge.participantCount === 0) return true;
  if (challenge.participantCount > 1) return false;
  return (await readParticipantIn(tx, challenge.id, uid)) !== null;
}

/** Edits a challenge while nobody else has joined; the creator's progress starts over on the new terms. */
export async function updateChallenge(db: Firestore, uid: string, id: string, fields: ChallengeFields, today: string): Promise<void> {
  await transactAsServer(db, async (tx) => {
    const challenge = await readChallengeIn(tx, id);
    if (challenge.createdBy !== uid) throw new ChallengeRefused('notCreator');
    if (!(await onlyCreatorIn(tx, challenge, uid))) throw new ChallengeRefused('othersJoined');
    const inviteCode = fields.visibility === 'privee' ? (challenge.inviteCode ?? newInviteCode()) : null;
    tx.set(challengeDoc, { id }, { ...fields, inviteCode, createdBy: uid, participantCount: challenge.participantCount }, { merge: true });
    if (challenge.participantCount === 1) tx.update(participantDoc, { challengeId: id, id: uid }, { progress: 0, completedAt: null });
  });
  await refreshChallengeProgress(db, uid, today);
}

/** Deletes a challenge while nobody else has joined (with the creator's own participation). */
export async function deleteChallenge(db: Firestore, uid: string, id: string): Promise<void> {
  await transactAsServer(db, async (tx) => {
    const challenge = await readChallengeIn(tx, id);
    if (challenge.createdBy !== uid) throw new ChallengeRefused('notCreator');
    if (!(await onlyCreatorIn(tx, challenge, uid))) throw new ChallengeRefused('othersJoined');
    tx.delete(participantDoc, { challengeId: id, id: uid });
    tx.delete(challengeDoc, { id });
  });
}

/** Ends a running challenge today (today's activity still counts); the creator may, whoever joined. */
export async function endChallengeToday(db: Firestore, uid: string, id: string, today: string): Promise<void> {
  await transactAsServer(db, async (tx) => {
    const challenge = await readChallengeIn(tx, id);
    if (challenge.createdBy !== uid) throw new ChallengeRefused('notCreator');
    if (today < challenge.startDate) throw new ChallengeRefused('notStarted');
    if (today >= challenge.endDate) throw new ChallengeRefused('ended');
    tx.update(challengeDoc, { id }, { endDate: today });
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
  await transactAsServer(db, async (tx) => {
    const challenge = await readChallengeIn(tx, id);
    const mine = await readParticipantIn(tx, id, uid);
    const claim = await claimIn(tx, uid, name);
    if (challenge.visibility === 'privee' && inviteCode !== challenge.inviteCode && challenge.createdBy !== uid) throw new ChallengeRefused('wrongCode');
    if (mine) throw new ChallengeRefused('alreadyJoined');
    if (today > challenge.endDate) throw new ChallengeRefused('ended');
    if (challenge.participantCount >= CHALLENGE_BOUNDS.participants) throw new ChallengeRefused('ended');
    claim();
    addParticipant(tx, id, uid, name.pseudonym);
    tx.increment(challengeDoc, { id }, 'participantCount', 1);
  });
  await refreshChallengeProgress(db, uid, today);
}

/**
 * Leaves (the count follows), then lets go of the pseudonym if nothing else shows it. Returns
 * whether a completion went away with it.
 */
export async function leaveChallenge(db: Firestore, uid: string, id: string): Promise<boolean> {
  const mine = await transactAsServer(db, async (tx) => {
    const [participant, challenge] = await Promise.all([readParticipantIn(tx, id, uid), tx.read(challengeDoc, { id })]);
    if (!participant) throw new ChallengeRefused('notJoined');
    tx.delete(participantDoc, { challengeId: id, id: uid });
    if (challenge) tx.increment(challengeDoc, { id }, 'participantCount', -1);
    return participant;
  });
  await releasePseudonymIfUnused(db, uid, mine.pseudonym);
  return mine.completedAt !== null;
}

/**
 * Records the progress of a `manuel` challenge, as the participant types it, during the
 * challenge. Once reached, the completion stays (as the rules keep it). Returns whether the
 * challenge was completed by this entry.
 */
export async function recordManualProgress(db: Firestore, uid: string, id: string, progress: number, today: string): Promise<boolean> {
  if (!Number.isFinite(progress) || progress < 0 || progress > CHALLENGE_BOUNDS.target.max) throw new ChallengeRefused('progressRange');
  return transactAsServer(db, async (tx) => {
    const challenge = await readChallengeIn(tx, id);
    const mine = await readParticipantIn(tx, id, uid);
    if (!mine) throw new ChallengeRefused('notJoined');
    if (challenge.metric !== 'manuel') throw new ChallengeRefused('notManual');
    if (today < challenge.startDate) throw new ChallengeRefused('notStarted');
    if (!stillCounting(challenge, today)) throw new ChallengeRefused('ended');
    const reached = mine.completedAt === null && progress >= challenge.target;
    // A completion once reached stays as it was.
    const completion = reached ? { completedAt: SERVER_TIME } : mine.completedAt === null ? { completedAt: null } : {};
    tx.update(participantDoc, { challengeId: id, id: uid }, { progress, ...completion });
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
    const page = await readIds(db, createdBy, { uid });
    let changed = 0;
    for (const id of page) {
      const outcome = await transactAsServer(db, async (tx) => {
        const [challenge, someone] = await Promise.all([tx.read(challengeDoc, { id }), tx.query(anyParticipant, { challengeId: id })]);
        if (challenge?.createdBy !== uid) return null;
        if (someone.length === 0) {
          tx.delete(challengeDoc, { id });
          return 'deleted' as const;
        }
        tx.update(challengeDoc, { id }, { createdBy: null });
        return 'anonymised' as const;
      });
      if (outcome) done[outcome] += 1;
      if (outcome) changed += 1;
    }
    // A page that changed nothing (only documents that no longer read as a challenge) would come back as it is.
    if (page.length < CREATED_PAGE || changed === 0) return done;
  }
}

const createdBy = defineQuery(challengeDoc, ({ uid }: { uid: string }) => ({ where: [{ field: 'createdBy', op: '==' as const, value: uid }], limit: CREATED_PAGE }));
const anyParticipant = defineQuery(participantDoc, { limit: 1 });

/** Account deletion: the person leaves every challenge they took part in (counts follow). */
export async function removeParticipationsOf(db: Firestore, uid: string): Promise<number> {
  const participations: Participation[] = await participationsOf(db, uid);
  for (const { challengeId } of participations) await leaveChallenge(db, uid, challengeId).catch((error: unknown) => {
    if (!(error instanceof ChallengeRefused)) throw error;
  });
  return participations.length;
}
