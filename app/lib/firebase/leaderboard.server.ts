/*
 * The leaderboard's trusted side: joining with a unique pseudonym (pseudonyms.server.ts), leaving,
 * and scoring a person from their own finished sessions (app/lib/challenges). Scores are
 * recomputed from scratch each time (after a session is finished, edited or deleted, and
 * periodically for everyone), so an edited or deleted session is reflected and nothing drifts.
 * What a session is worth comes from its sets and times (earning-sessions.ts), never from the
 * totals the browser stored beside them.
 */
import { FieldValue, type Firestore, type Query } from 'firebase-admin/firestore';
import { earningSessions, type EarningSession, type StoredSession } from '#app/lib/challenges/earning-sessions.ts';
import { earningCompletions, isImplausible, periodKey, periodPoints, SCORING, sessionPoints, type ChallengeCompletion } from '#app/lib/challenges/index.ts';
import { addDays, isoDayIn, mondayOf } from '#app/lib/dates/index.ts';
import { challengeDoc, challengeFromData } from './challenges.ts';
import { collectionPath, defineQuery, documentPath } from './documents.ts';
import { readDoc, readQueryWithCreateTime } from './documents.server.ts';
import { leaderboardEntryDoc, type LeaderboardEntry, type LeaderboardTab, type PeriodScore } from './leaderboard.ts';
import { participationsOf } from './participations.server.ts';
import { toPlainData } from './plain-values.ts';
import { profileDoc, type Avatar } from './profile.ts';
import { claimPseudonymIn, releasePseudonymIfUnused } from './pseudonyms.server.ts';
import { HISTORY_MAX, sessionDoc } from './sessions.ts';
import { defineView } from './views.ts';

const entryPath = (uid: string) => documentPath(leaderboardEntryDoc, { id: uid });

/**
 * How many of a person's latest finished sessions scoring reads: the most the history shows.
 * Older ones no longer count towards the all-time total (years of training at four a week fit).
 */
export const SCORED_SESSIONS_MAX = HISTORY_MAX;

/**
 * A finished session as scoring reads it: its sets and times only (the status is the query's).
 * When it was created is the document's createTime, which Firestore sets on the first write and
 * no client can choose or change; a session has no createdAt field of its own (the browser writes
 * it whole on every change without knowing whether that write creates it), and its startedAt is
 * the device's clock.
 */
const scoredSessionView = defineView(sessionDoc, {
  fields: ['title', 'date', 'startedAt', 'endedAt', 'exercises'],
  from: ({ exercises, ...session }, id): Omit<StoredSession, 'createdAt'> => ({
    id,
    ...session,
    exercises: exercises.map(({ exerciseId, sets }) => ({ exerciseId, sets: sets.map(({ reps, weightKg, done, kind }) => ({ reps, weightKg, done, kind })) })),
  }),
});

const scoredSessions = defineQuery(scoredSessionView, {
  where: [{ field: 'status', op: '==', value: 'terminee' }],
  orderBy: [{ field: 'date', direction: 'desc' }],
  limit: SCORED_SESSIONS_MAX,
});

/** The person's latest finished sessions that may earn on `today`, their facts computed from their sets and times. */
export async function finishedSessionsOf(db: Firestore, uid: string, today: string): Promise<EarningSession[]> {
  const read = await readQueryWithCreateTime(db, scoredSessions, { uid });
  return earningSessions(
    read.map(({ value, createTime }) => ({ ...value, createdAt: createTime })),
    today,
  );
}

/**
 * Points of [from, to] and when they were reached: the end of the latest session that scored, or
 * the latest challenge completed (each worth SCORING.challengeCompletedPoints on its Paris day).
 */
function periodScore(sessions: readonly EarningSession[], completions: readonly number[], key: string, from: string, to: string): PeriodScore {
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
export function scoresOf(sessions: readonly EarningSession[], today: string, completions: readonly number[] = []): Pick<LeaderboardEntry, 'semaine' | 'mois' | 'total'> {
  const monday = mondayOf(today);
  const month = periodKey(today, 'mois');
  return {
    semaine: periodScore(sessions, completions, periodKey(today, 'semaine'), monday, addDays(monday, 6)),
    mois: periodScore(sessions, completions, month, `${month}-01`, `${month}-31`),
    total: periodScore(sessions, completions, 'total', '0000-01-01', '9999-12-31'),
  };
}

/**
 * When the person completed the challenges they still take part in that earn points (leaving one
 * drops its points): qualifying challenges only, at most a few a week (earningCompletions).
 */
export async function challengeCompletionsOf(db: Firestore, uid: string): Promise<number[]> {
  const completed = (await participationsOf(db, uid)).filter(({ participant }) => participant.completedAt !== null);
  if (completed.length === 0) return [];
  const challenges = await db.getAll(...completed.map(({ challengeId }) => db.doc(documentPath(challengeDoc, { id: challengeId }))));
  const candidates = await Promise.all(
    completed.map(async ({ participant, ref }, i): Promise<ChallengeCompletion | null> => {
      const snapshot = challenges[i];
      const challenge = snapshot?.exists ? challengeFromData(toPlainData(snapshot.data() ?? {}), snapshot.id) : null;
      if (!challenge || participant.completedAt === null) return null;
      // Two with progress are enough to know: the person and one more.
      const active = await ref.parent.where('progress', '>', 0).limit(SCORING.challengeMinActiveParticipants).count().get();
      return { completedAt: participant.completedAt, metric: challenge.metric, startDate: challenge.startDate, endDate: challenge.endDate, activeParticipants: active.data().count };
    }),
  );
  return earningCompletions(candidates.filter((c): c is ChallengeCompletion => c !== null));
}

/** The person's sessions that score nothing because their volume or duration is not believable. */
export async function implausibleSessionsOf(db: Firestore, uid: string, today: string): Promise<{ id: string; title: string; date: string }[]> {
  return (await finishedSessionsOf(db, uid, today)).filter(isImplausible).map(({ id, title, date }) => ({ id, title, date }));
}

/** Recomputes a person's entry from their sessions; nothing for someone who has not joined. */
export async function refreshLeaderboardEntry(db: Firestore, uid: string, today: string): Promise<void> {
  const ref = db.doc(entryPath(uid));
  const [entry, sessions, completions] = await Promise.all([ref.get(), finishedSessionsOf(db, uid, today), challengeCompletionsOf(db, uid)]);
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

/**
 * Joins (or renames): the pseudonym is claimed in the same transaction as the entry is written.
 * A former pseudonym is released afterwards unless a challenge of theirs still shows it.
 */
export async function joinLeaderboard(db: Firestore, uid: string, pseudonym: string, today: string): Promise<JoinOutcome> {
  const [profile, sessions, completions] = await Promise.all([readDoc(db, profileDoc, { uid }), finishedSessionsOf(db, uid, today), challengeCompletionsOf(db, uid)]);
  const avatar: Avatar = profile.avatar;
  const outcome = await db.runTransaction(async (transaction) => {
    const entryRef = db.doc(entryPath(uid));
    const [claim, entry] = await Promise.all([claimPseudonymIn(transaction, db, uid, pseudonym), transaction.get(entryRef)]);
    if (!claim) return { joined: false, previous: null };
    claim();
    transaction.set(entryRef, { pseudonym, avatar, ...scoresOf(sessions, today, completions), joinedAt: entry.get('joinedAt') ?? FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    transaction.set(db.doc(documentPath(profileDoc, { uid })), { leaderboardOptIn: true }, { merge: true });
    const previous: unknown = entry.get('pseudonym');
    return { joined: true, previous: typeof previous === 'string' && previous !== pseudonym ? previous : null };
  });
  if (outcome.previous !== null) await releasePseudonymIfUnused(db, uid, outcome.previous);
  return outcome.joined ? 'joined' : 'taken';
}

/** Leaves at once: the entry goes, then the pseudonym unless a challenge still shows it; the profile remembers the choice. */
export async function leaveLeaderboard(db: Firestore, uid: string): Promise<void> {
  const pseudonym = await db.runTransaction(async (transaction) => {
    const entryRef = db.doc(entryPath(uid));
    const entry = await transaction.get(entryRef);
    if (entry.exists) transaction.delete(entryRef);
    transaction.set(db.doc(documentPath(profileDoc, { uid })), { leaderboardOptIn: false }, { merge: true });
    const name: unknown = entry.get('pseudonym');
    return typeof name === 'string' ? name : null;
  });
  if (pseudonym !== null) await releasePseudonymIfUnused(db, uid, pseudonym);
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
