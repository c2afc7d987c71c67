/* Challenges and the leaderboard: how points are earned and which period they count in. Framework-free. */
export { SCORING, isImplausible, sessionPoints, periodPoints, periodKey, completionEarns, earningCompletions } from './scoring.ts';
export type { ScoredSession, DatedScoredSession, LeaderboardPeriod, ChallengeCompletion } from './scoring.ts';
export { CHALLENGE_METRICS, isAutomaticMetric, automaticProgress, completionAfter, progressShare, compareParticipants, challengePhase, challengeCountdown } from './progress.ts';
export type { ChallengeMetric, AutomaticMetric, ProgressSession, ParticipantActivity, ChallengeDates, ChallengeCountdown, RankedParticipant } from './progress.ts';
