/*
 * The leaderboard's trusted side: joining with a unique pseudonym, leaving, and scoring a person
 * from their own finished sessions (app/lib/challenges). Scores are recomputed from scratch each
 * time (after a session is finished, edited or deleted, and periodically for everyone), so an
 * edited or deleted session is reflected and nothing drifts.
 *
 * Pseudonyms are unique whatever their case and accents: `leaderboardPseudonyms/{key}` holds the
 * uid that claimed a key. It is server-only (no rules block, so no browser reads or writes it)
 * and not part of the data model people see.
 */
import { FieldValue, type Firestore, type Query } from 'firebase-admin/firestore';
import { isImplausible, periodKey, periodPoints, SCORING, sessionPoints, type DatedScoredSession } from '#app/lib/challenges/index.ts';
import { addDays, dayToUtcMillis, isoDayIn, mondayOf } from '#app/lib/dates/index.ts';
import { collectionPath, documentPath } from './documents.ts';
import { readDoc } from './documents.server.ts';
import { leaderboardEntryDoc, pseudonymKey, type LeaderboardEntry, type LeaderboardTab, type PeriodScore } from './leaderboard.ts';
import { participationsOf } from './participations.server.ts';
import { profileDoc, type Avatar } from './profile.ts';
import { sessionDoc } from './sessions.ts';

const PSEUDONYMS = 'leaderboardPseudonyms';
const entryPath = (uid: string) => documentPath(leaderboardEntryDoc, { id: uid });

type ScoredSession = DatedScoredSession & { id: string; title: string; endedAt: number };

/** The person's finished sessions, with what scoring needs. */
export async function finishedSessionsOf(db: Firestore, uid: string): Promise<ScoredSession[]> {
  const snapshot = await db.collection(collectionPath(sessionDoc, { uid })).where('status', '==', 'terminee').get();
  return snapshot.docs.map((doc) => {
    const data = doc.data();
    const date = typeof data.date === 'string' ? data.date : '1970-01-01';
    return {
      id: doc.id,
      title: typeof data.title === 'string' ? data.title : '',
      date,
      status: 'terminee',
      durationSec: typeof data.durationSec === 'number' ? data.durationSec : 0,
      volumeKg: typeof data.volumeKg === 'number' ? data.volumeKg : 0,
      prs: Array.isArray(data.prs) ? data.prs : [],
      endedAt: typeof data.endedAt === 'number' ? data.endedAt : dayToUtcMillis(date),
    };
  });
}

/**
 * Points of [from, to] and when they were reached: the end of the latest session that scored, or
 * the latest challenge completed (each worth SCORING.challengeCompletedPoints on its Paris day).
 */
function periodScore(sessions: readonly ScoredSession[], completions: readonly number[], key: string, from: string, to: string): PeriodScore {
  const scoring = sessions.filter((s) => s.date >= from && s.date <= to && sessionPoints(s) > 0);
  const completed = completions.filter((at) => {
    const day = isoDayIn(at);
    return day >= from && day <= to;
  });
  return {
    key,
    points: periodPoints(scoring, from, to) + completed.length * SCORING.challengeCompletedPoints,
    reachedAt: Math.max(0, ...scoring.map((s) => s.endedAt), ...completed),
  };
}

/**
 * The three periods' scores of a person on `today` (a Paris day), from their finished sessions
 * and the instants (epoch ms) they completed challenges.
 */
export function scoresOf(sessions: readonly ScoredSession[], today: string, completions: readonly number[] = []): Pick<LeaderboardEntry, 'semaine' | 'mois' | 'total'> {
  const monday = mondayOf(today);
  const month = periodKey(today, 'mois');
  return {
    semaine: periodScore(sessions, completions, periodKey(today, 'semaine'), monday, addDays(monday, 6)),
    mois: periodScore(sessions, completions, month, `${month}-01`, `${month}-31`),
    total: periodScore(sessions, completions, 'total', '0000-01-01', '9999-12-31'),
  };
}

/** When the person completed each challenge they still take part in (leaving one drops its points). */
export async function challengeCompletionsOf(db: Firestore, uid: string): Promise<number[]> {
  return (await participationsOf(db, uid)).flatMap(({ participant }) => (participant.completedAt === null ? [] : [participant.completedAt]));
}

/** The person's sessions that score nothing because their volume or duration is not believable. */
export async function implausibleSessionsOf(db: Firestore, uid: string): Promise<{ id: string; title: string; date: string }[]> {
  return (await finishedSessionsOf(db, uid)).filter(isImplausible).map(({ id, title, date }) => ({ id, title, date }));
}

/** Recomputes a person's entry from their sessions; nothing for someone who has not joined. */
export async function refreshLeaderboardEntry(db: Firestore, uid: string, today: string): Promise<void> {
  const ref = db.doc(entryPath(uid));
  const [entry, sessions, completions] = await Promise.all([ref.get(), finishedSessionsOf(db, uid), challengeCompletionsOf(db, uid)]);
  if (!entry.exists) return;
  // update, not set: an entry removed meanwhile (the person left) stays removed.
  await ref.update({ ...scoresOf(sessions, today, completions), updatedAt: FieldValue.serverTimestamp() }).catch((error: { code?: unknown }) => {
    if (error.code !== 5 && error.code !== 404) throw error;
  });
}

/** Every entry recomputed: the periodic pass that also turns last week's points into this week's 0. */
export async function refreshAllLeaderboardEntries(db: Firestore, today: string): Promise<number> {
  const entries = await db.collection(collectionPath(leaderboardEntryDoc, {})).select().get();
  for (const entry of entries.docs) await refreshLeaderboardEntry(db, entry.id, today);
  return entries.size;
}

export type JoinOutcome = 'joined' | 'taken';

/** Joins (or renames): the pseudonym is claimed in the same transaction as the entry is written. */
export async function joinLeaderboard(db: Firestore, uid: string, pseudonym: string, today: string): Promise<JoinOutcome> {
  const key = pseudonymKey(pseudonym);
  const [profile, sessions, completions] = await Promise.all([readDoc(db, profileDoc, { uid }), finishedSessionsOf(db, uid), challengeCompletionsOf(db, uid)]);
  const avatar: Avatar = profile.avatar;
  return db.runTransaction(async (transaction) => {
    const claimRef = db.doc(`${PSEUDONYMS}/${key}`);
    const entryRef = db.doc(entryPath(uid));
    const [claim, entry] = await Promise.all([transaction.get(claimRef), transaction.get(entryRef)]);
    if (claim.exists && claim.get('uid') !== uid) return 'taken';
    const previous = entry.exists ? pseudonymKey(String(entry.get('pseudonym') ?? '')) : null;
    if (previous && previous !== key) transaction.delete(db.doc(`${PSEUDONYMS}/${previous}`));
    transaction.set(claimRef, { uid });
    transaction.set(entryRef, { pseudonym, avatar, ...scoresOf(sessions, today, completions), joinedAt: entry.get('joinedAt') ?? FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    transaction.set(db.doc(documentPath(profileDoc, { uid })), { leaderboardOptIn: true }, { merge: true });
    return 'joined';
  });
}

/** Whether nobody else holds the pseudonym on the leaderboard (a challenge's name may not pass for theirs). */
export async function isPseudonymFreeFor(db: Firestore, uid: string, pseudonym: string): Promise<boolean> {
  const claim = await db.doc(`${PSEUDONYMS}/${pseudonymKey(pseudonym)}`).get();
  return !claim.exists || claim.get('uid') === uid;
}

/** Leaves at once: the entry and the pseudonym go, the profile remembers the choice. */
export async function leaveLeaderboard(db: Firestore, uid: string): Promise<void> {
  await db.runTransaction(async (transaction) => {
    const entryRef = db.doc(entryPath(uid));
    const entry = await transaction.get(entryRef);
    if (entry.exists) {
      const key = pseudonymKey(String(entry.get('pseudonym') ?? ''));
      const claimRef = db.doc(`${PSEUDONYMS}/${key}`);
      const claim = await transaction.get(claimRef);
      if (claim.get('uid') === uid) transaction.delete(claimRef);
      transaction.delete(entryRef);
    }
    transaction.set(db.doc(documentPath(profileDoc, { uid })), { leaderboardOptIn: false }, { merge: true });
  });
}

/** A person's rank in a period (1 = first), counting who has more points or the same reached earlier. */
export async function rankOf(db: Firestore, entry: LeaderboardEntry, tab: LeaderboardTab, key: string): Promise<number | null> {
  const score = entry[tab];
  if (score.points <= 0 || score.key !== key) return null;
  let same = db.collection(collectionPath(leaderboardEntryDoc, {})) as Query;
  if (tab !== 'total') same = same.where(`${tab}.key`, '==', key);
  const [ahead, tiedEarlier] = await Promise.all([
    same.where(`${tab}.points`, '>', score.points).count().get(),
    same.where(`${tab}.points`, '==', score.points).where(`${tab}.reachedAt`, '<', score.reachedAt).count().get(),
  ]);
  return ahead.data().count + tiedEarlier.data().count + 1;
}
