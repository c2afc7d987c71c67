/*
 * Leaderboard points. A finished session of at least 10 minutes earns 10 points, plus 1 per full
 * 1,000 kg of volume (at most 10) and 5 per record beaten (at most 15): showing up counts most,
 * and neither a marathon of light sets nor a string of records can run away with a week. A day
 * counts at most its two best sessions, so splitting one workout into five does not pay.
 * Completing a challenge adds 50 points in the period it was completed in, when the challenge was
 * a real one between people: at least 2 participants who each made progress, at least 3 days
 * long, progress measured rather than typed (not `manuel`); and at most 3 completions a week
 * count, so a string of quick challenges between friends cannot outweigh training.
 */
import { daysBetween, isoDayIn, isoWeekKey } from '#app/lib/dates/index.ts';
import type { ChallengeMetric } from './progress.ts';

export type ScoredSession = {
  status: 'en-cours' | 'terminee';
  durationSec: number;
  volumeKg: number;
  prs: readonly unknown[];
};

export type DatedScoredSession = ScoredSession & { date: string /* YYYY-MM-DD */ };

export const SCORING = {
  minDurationSec: 10 * 60,
  basePoints: 10,
  kgPerVolumePoint: 1000,
  maxVolumePoints: 10,
  pointsPerRecord: 5,
  maxRecordPoints: 15,
  sessionsCountedPerDay: 2,
  challengeCompletedPoints: 50,
  /** A completion earns only in a challenge with this many participants who made progress… */
  challengeMinActiveParticipants: 2,
  /** …lasting this many days at least (first and last included)… */
  challengeMinDays: 3,
  /** …and only this many completions count in an ISO week (the earliest ones). */
  challengeCompletionsPerWeek: 3,
  /** A session dated more than this many days before it was first written earns nothing. */
  maxBackdatedDays: 7,
  /** Beyond these a session is not believed: it scores nothing and is flagged for its owner to fix. */
  maxPlausibleVolumeKg: 100_000,
  maxPlausibleDurationSec: 6 * 3600,
} as const;

/** A session whose claimed volume or duration no workout reaches: a typo (or a forgery) to fix. */
export function isImplausible(session: Pick<ScoredSession, 'durationSec' | 'volumeKg'>): boolean {
  return session.volumeKg > SCORING.maxPlausibleVolumeKg || session.durationSec > SCORING.maxPlausibleDurationSec;
}

export function sessionPoints(session: ScoredSession): number {
  if (session.status !== 'terminee' || !(session.durationSec >= SCORING.minDurationSec) || isImplausible(session)) return 0;
  const volume = Math.min(SCORING.maxVolumePoints, Math.floor(Math.max(0, session.volumeKg) / SCORING.kgPerVolumePoint));
  const records = Math.min(SCORING.maxRecordPoints, SCORING.pointsPerRecord * session.prs.length);
  return SCORING.basePoints + volume + records;
}

/** Points of the sessions dated within [from, to] (inclusive days), each day's two best only. */
export function periodPoints(sessions: readonly DatedScoredSession[], from: string, to: string): number {
  const byDay = new Map<string, number[]>();
  for (const session of sessions) {
    if (session.date < from || session.date > to) continue;
    const points = sessionPoints(session);
    if (points > 0) byDay.set(session.date, [...(byDay.get(session.date) ?? []), points]);
  }
  let total = 0;
  for (const points of byDay.values()) {
    total += points
      .sort((a, b) => b - a)
      .slice(0, SCORING.sessionsCountedPerDay)
      .reduce((sum, p) => sum + p, 0);
  }
  return total;
}

export type LeaderboardPeriod = 'semaine' | 'mois';

/**
 * The period a day counts in: its ISO week ('2026-W48', Monday first; the week-year can differ
 * from the calendar year around 1 January) or its month ('2026-11'). Days are Europe/Paris
 * calendar days (sessions store their Paris date), so no time-zone arithmetic happens here.
 */
export function periodKey(date: string, period: LeaderboardPeriod): string {
  return period === 'semaine' ? isoWeekKey(date) : date.slice(0, 7);
}

/** A challenge the person completed, with what decides whether the completion earns points. */
export interface ChallengeCompletion {
  /** Epoch ms. */
  readonly completedAt: number;
  readonly metric: ChallengeMetric;
  readonly startDate: string;
  readonly endDate: string;
  /** Participants with progress above 0, the person included. */
  readonly activeParticipants: number;
}

/** Whether completing this challenge can earn points at all. */
export function completionEarns(completion: Omit<ChallengeCompletion, 'completedAt'>): boolean {
  return (
    completion.metric !== 'manuel' &&
    completion.activeParticipants >= SCORING.challengeMinActiveParticipants &&
    daysBetween(completion.startDate, completion.endDate) + 1 >= SCORING.challengeMinDays
  );
}

/**
 * The instants of the completions that earn points: those of challenges that qualify
 * (completionEarns), the earliest SCORING.challengeCompletionsPerWeek of each ISO week (weeks of
 * Paris days, as the leaderboard's), oldest first.
 */
export function earningCompletions(completions: readonly ChallengeCompletion[]): number[] {
  const perWeek = new Map<string, number>();
  const earning: number[] = [];
  for (const { completedAt } of [...completions].filter(completionEarns).sort((a, b) => a.completedAt - b.completedAt)) {
    const week = isoWeekKey(isoDayIn(completedAt));
    const counted = perWeek.get(week) ?? 0;
    if (counted >= SCORING.challengeCompletionsPerWeek) continue;
    perWeek.set(week, counted + 1);
    earning.push(completedAt);
  }
  return earning;
}
