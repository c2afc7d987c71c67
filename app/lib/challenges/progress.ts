/*
 * A challenge's progress, computed from a participant's own data within the challenge's dates
 * (inclusive Paris days, as sessions and food logs store them). The automatic metrics use the
 * same trust as the leaderboard: a finished session counts, one whose volume or duration is not
 * believable does not (the person is asked to fix it), and a "séance" must last the leaderboard's
 * 10 minutes, so a burst of empty sessions does not win a challenge.
 */
import { daysBetween } from '#app/lib/dates/index.ts';
import { isImplausible, SCORING } from './scoring.ts';

export const CHALLENGE_METRICS = ['seances', 'volume', 'minutes', 'jours-nutrition', 'manuel'] as const;
export type ChallengeMetric = (typeof CHALLENGE_METRICS)[number];
export type AutomaticMetric = Exclude<ChallengeMetric, 'manuel'>;

export const isAutomaticMetric = (metric: ChallengeMetric): metric is AutomaticMetric => metric !== 'manuel';

export interface ProgressSession {
  readonly date: string;
  readonly status: 'en-cours' | 'terminee';
  readonly durationSec: number;
  readonly volumeKg: number;
}

/** What a participant did: their sessions and the days they logged food on. */
export interface ParticipantActivity {
  readonly sessions: readonly ProgressSession[];
  readonly foodDays: readonly string[];
}

export interface ChallengeDates {
  readonly startDate: string;
  readonly endDate: string;
}

const within = (day: string, { startDate, endDate }: ChallengeDates) => day >= startDate && day <= endDate;

/** The sessions an automatic metric counts: finished, believable, dated within the challenge. */
function countedSessions(sessions: readonly ProgressSession[], dates: ChallengeDates): ProgressSession[] {
  return sessions.filter((s) => s.status === 'terminee' && within(s.date, dates) && !isImplausible(s));
}

/** Progress of an automatic metric: sessions, kg (whole), minutes (whole) or days with food logged. */
export function automaticProgress(metric: AutomaticMetric, activity: ParticipantActivity, dates: ChallengeDates): number {
  const sessions = countedSessions(activity.sessions, dates);
  switch (metric) {
    case 'seances':
      return sessions.filter((s) => s.durationSec >= SCORING.minDurationSec).length;
    case 'volume':
      return Math.round(sessions.reduce((sum, s) => sum + Math.max(0, s.volumeKg), 0));
    case 'minutes':
      return Math.floor(sessions.reduce((sum, s) => sum + Math.max(0, s.durationSec), 0) / 60);
    case 'jours-nutrition':
      return new Set(activity.foodDays.filter((day) => within(day, dates))).size;
  }
}

/**
 * When a participant completed the challenge, after new progress: kept once reached, set to
 * `now` when the target is first reached, and cleared when progress falls back below it (a
 * session deleted or edited: the server recomputes, and a completion must stay earned).
 */
export function completionAfter(progress: number, target: number, completedAt: number | null, now: number): number | null {
  if (progress < target) return null;
  return completedAt ?? now;
}

/** Share of the target reached, 0–1, for progress bars. */
export const progressShare = (progress: number, target: number) => (target > 0 ? Math.min(1, Math.max(0, progress / target)) : 0);

export interface RankedParticipant {
  readonly progress: number;
  readonly completedAt: number | null;
  readonly joinedAt: number | null;
}

/**
 * Ranking order: who completed first, then most progress, then who joined first (as Strava
 * ranks a challenge's finishers by when they finished).
 */
export function compareParticipants(a: RankedParticipant, b: RankedParticipant): number {
  if (a.completedAt !== null || b.completedAt !== null) {
    if (a.completedAt === null) return 1;
    if (b.completedAt === null) return -1;
    if (a.completedAt !== b.completedAt) return a.completedAt - b.completedAt;
  }
  if (a.progress !== b.progress) return b.progress - a.progress;
  return (a.joinedAt ?? Number.MAX_SAFE_INTEGER) - (b.joinedAt ?? Number.MAX_SAFE_INTEGER);
}

/** A challenge's state on a Paris day: not started yet, running, or ended. */
export function challengePhase(dates: ChallengeDates, today: string): 'a-venir' | 'en-cours' | 'termine' {
  if (today < dates.startDate) return 'a-venir';
  return today > dates.endDate ? 'termine' : 'en-cours';
}

/** How many days until it starts, or how many it has left with today (its last day: 1). */
export type ChallengeCountdown = { readonly phase: 'a-venir'; readonly daysToStart: number } | { readonly phase: 'en-cours'; readonly daysLeft: number } | { readonly phase: 'termine' };

export function challengeCountdown(dates: ChallengeDates, today: string): ChallengeCountdown {
  const phase = challengePhase(dates, today);
  if (phase === 'a-venir') return { phase, daysToStart: daysBetween(today, dates.startDate) };
  return phase === 'en-cours' ? { phase, daysLeft: daysBetween(today, dates.endDate) + 1 } : { phase };
}
