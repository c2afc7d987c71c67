/*
 * The leaderboard's trusted side: joining with a unique pseudonym (pseudonyms.server.ts), leaving,
 * and scoring a person from their own finished sessions (app/lib/challenges). Scores are
 * recomputed from scratch each time (after a session is finished, edited or deleted, and
 * periodically for everyone), so an edited or deleted session is reflected and nothing drifts.
 * What a session is worth comes from its sets and times (earning-sessions.ts), never from the
 * totals the browser stored beside them.
 */
import { earningSessions, type EarningSession, type StoredSession } from '#app/lib/challenges/earning-sessions.ts';
import { earningCompletions, isImplausible, periodKey, periodPoints, SCORING, sessionPoints, type ChallengeCompletion } from '#app/lib/challenges/index.ts';
import { addDays, isoDayIn, mondayOf } from '#app/lib/dates/index.ts';
import { challengeDoc, participantDoc } from '#app/lib/data/challenges.ts';
import { defineQuery, SERVER_TIME } from '#app/lib/data/documents.ts';
import { readCount, readDoc, readDocs, readIds, readQueryWithCreateTime, transactAsServer, updateAsServer, type Firestore } from '#app/lib/data/documents.server.ts';
import { leaderboardChoiceDoc, leaderboardEntryDoc, type LeaderboardEntry, type LeaderboardTab, type PeriodScore } from '#app/lib/data/leaderboard.ts';
import { participationsOf } from '#app/lib/challenges/participations.server.ts';
import { profileDoc, type Avatar } from '#app/lib/data/profile.ts';
import { claimPseudonymIn, releasePseudonymIfUnused } from './pseudonyms.server.ts';
import { HISTORY_MAX, sessionDoc } from '#app/lib/data/sessions.ts';
import { defineView } from '#app/lib/data/views.ts';

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

/** Participants with progress, counted up to what makes a challenge earn: the person and one more are enough to know. */
const activeParticipantsAtLeast = defineQuery(participantDoc, {
  where: [{ field: 'progress', op: '>', value: 0 }],
  limit: SCORING.challengeMinActiveParticipants,
});

/**
 * When the person completed the challenges they still take part in that earn points (leaving one
 * drops its points): qualifying challenges only, at most a few a week (earningCompletions).
 */
export async function challengeCompletionsOf(db: Firestore, uid: string): Promise<number[]> {
  const completed = (await participationsOf(db, uid)).filter(({ participant }) => participant.completedAt !== null);
  if (completed.length === 0) return [];
  const challenges = await readDocs(
    db,
    challengeDoc,
    completed.map(({ challengeId }) => ({ id: challengeId })),
  );
  const candidates = await Promise.all(
    completed.map(async ({ participant, challengeId }, i): Promise<ChallengeCompletion | null> => {
      const challenge = challenges[i];
      if (!challenge || participant.completedAt === null) return null;
      const activeParticipants = await readCount(db, activeParticipantsAtLeast, { challengeId });
      return { completedAt: participant.completedAt, metric: challenge.metric, startDate: challenge.startDate, endDate: challenge.endDate, activeParticipants };
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
  const [entry, sessions, completions] = await Promise.all([readDoc(db, leaderboardEntryDoc, { id: uid }), finishedSessionsOf(db, uid, today), challengeCompletionsOf(db, uid)]);
  if (!entry) return;
  // update, not set: an entry removed meanwhile (the person left) stays removed.
  await updateAsServer(db, leaderboardEntryDoc, { id: uid }, scoresOf(sessions, today, completions));
}

const everyEntry = defineQuery(leaderboardEntryDoc, {});

/** Every entry recomputed: the periodic pass that also turns last week's points into this week's 0. */
export async function refreshAllLeaderboardEntries(db: Firestore, today: string): Promise<number> {
  const uids = await readIds(db, everyEntry, {});
  for (const uid of uids) await refreshLeaderboardEntry(db, uid, today);
  return uids.length;
}

export type JoinOutcome = 'joined' | 'taken';

/**
 * Joins (or renames): the pseudonym is claimed in the same transaction as the entry is written.
 * A former pseudonym is released afterwards unless a challenge of theirs still shows it.
 */
export async function joinLeaderboard(db: Firestore, uid: string, pseudonym: string, today: string): Promise<JoinOutcome> {
  const [profile, sessions, completions] = await Promise.all([readDoc(db, profileDoc, { uid }), finishedSessionsOf(db, uid, today), challengeCompletionsOf(db, uid)]);
  const avatar: Avatar = profile.avatar;
  const outcome = await transactAsServer(db, async (tx) => {
    const [claim, entry] = await Promise.all([claimPseudonymIn(tx, uid, pseudonym), tx.read(leaderboardEntryDoc, { id: uid })]);
    if (!claim) return { joined: false, previous: null };
    claim();
    const fields = { pseudonym, avatar, ...scoresOf(sessions, today, completions) };
    // Renaming keeps when the person first joined.
    if (entry) tx.update(leaderboardEntryDoc, { id: uid }, fields);
    else tx.set(leaderboardEntryDoc, { id: uid }, { ...fields, joinedAt: SERVER_TIME });
    tx.set(leaderboardChoiceDoc, { uid }, { leaderboardOptIn: true }, { merge: true });
    return { joined: true, previous: entry && entry.pseudonym !== pseudonym ? entry.pseudonym : null };
  });
  if (outcome.previous !== null) await releasePseudonymIfUnused(db, uid, outcome.previous);
  return outcome.joined ? 'joined' : 'taken';
}

/** Leaves at once: the entry goes, then the pseudonym unless a challenge still shows it; the profile remembers the choice. */
export async function leaveLeaderboard(db: Firestore, uid: string): Promise<void> {
  const pseudonym = await transactAsServer(db, async (tx) => {
    const entry = await tx.read(leaderboardEntryDoc, { id: uid });
    tx.delete(leaderboardEntryDoc, { id: uid });
    tx.set(leaderboardChoiceDoc, { uid }, { leaderboardOptIn: false }, { merge: true });
    return entry?.pseudonym ?? null;
  });
  if (pseudonym !== null) await releasePseudonymIfUnused(db, uid, pseudonym);
}

/** A person's rank in a period (1 = first), counting who has more points or the same reached earlier. */
export async function rankOf(db: Firestore, entry: LeaderboardEntry, tab: LeaderboardTab, key: string): Promise<number | null> {
  const score = entry[tab];
  if (score.points <= 0 || score.key !== key) return null;
  const [ahead, tiedEarlier] = await Promise.all([readCount(db, entriesAhead, { tab, key, score }), readCount(db, entriesTiedEarlier, { tab, key, score })]);
  return ahead + tiedEarlier + 1;
}

type RankParams = { tab: LeaderboardTab; key: string; score: PeriodScore };
const samePeriod = ({ tab, key }: RankParams) => (tab === 'total' ? [] : [{ field: `${tab}.key`, op: '==' as const, value: key }]);
const entriesAhead = defineQuery(leaderboardEntryDoc, (p: RankParams) => ({ where: [...samePeriod(p), { field: `${p.tab}.points`, op: '>' as const, value: p.score.points }] }));
const entriesTiedEarlier = defineQuery(leaderboardEntryDoc, (p: RankParams) => ({
  where: [...samePeriod(p), { field: `${p.tab}.points`, op: '==' as const, value: p.score.points }, { field: `${p.tab}.reachedAt`, op: '<' as const, value: p.score.reachedAt }],
}));
