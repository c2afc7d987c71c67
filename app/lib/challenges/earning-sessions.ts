/*
 * What a stored session counts for on the leaderboard and in challenges, worked out from what it
 * holds (its sets and its start and end) and never from the totals the browser writes beside
 * them: `volumeKg`, `prs` and `durationSec` are the screens' display copies, and a browser can
 * write any number there. Volume, records and "a set was done" follow the session screen's own
 * rules (app/lib/training: done sets, warm-ups left out; records against the person's earlier
 * finished sessions, same-day ones in the order they were started).
 *
 * A session earns only when it was logged about when it says it happened: dated no later than
 * today, no more than SCORING.maxBackdatedDays before the day its document was first written, and no
 * more than a day after it (the time-zone slack firestore.rules allow). An import keeps its
 * history on the person's screens and sets the baselines records are measured against, but earns
 * nothing for the past, and last month's sessions typed in today do not win this month's
 * challenge. Framework-free.
 */
import { addDays, isoDayIn } from '#app/lib/dates/index.ts';
import { recomputeRecords, sessionVolume, workingSetsDone, type LoggedSession, type RecordHit, type SetKind } from '#app/lib/training/index.ts';
import { SCORING, type DatedScoredSession } from './scoring.ts';

/** The longest duration a session document holds (firestore.rules): a session left open stops there. */
const MAX_DURATION_SEC = 86_400;

/** A finished session as stored, only the fields scoring believes. */
export interface StoredSession {
  readonly id: string;
  readonly title: string;
  /** YYYY-MM-DD, the day the person trained. */
  readonly date: string;
  /** Epoch ms of the device's clock. */
  readonly startedAt: number;
  readonly endedAt: number | null;
  readonly exercises: readonly {
    readonly exerciseId: string;
    readonly sets: readonly { readonly reps: number | null; readonly weightKg: number | null; readonly done: boolean; readonly kind?: SetKind }[];
  }[];
  /** When the document was first written (epoch ms), as the database recorded it, never as the browser claims. */
  readonly createdAt: number;
}

/** A session that may earn, with its facts computed here. */
export type EarningSession = Omit<DatedScoredSession, 'prs'> & {
  readonly id: string;
  readonly title: string;
  readonly status: 'terminee';
  readonly prs: readonly RecordHit[];
  /** When its points were reached, for ties: its end, never before the document existed. */
  readonly endedAt: number;
};

/** Whether the session's date is one it may earn on, given the Paris day `today`. */
export function isDatedFairly(session: Pick<StoredSession, 'date' | 'createdAt'>, today: string): boolean {
  const createdOn = isoDayIn(session.createdAt);
  return session.date <= today && session.date >= addDays(createdOn, -SCORING.maxBackdatedDays) && session.date <= addDays(createdOn, 1);
}

/** Seconds between the start and the end, 0 without an end, at most a day. */
export function durationOf(session: Pick<StoredSession, 'startedAt' | 'endedAt'>): number {
  if (session.endedAt === null || !Number.isFinite(session.endedAt) || !Number.isFinite(session.startedAt)) return 0;
  return Math.min(MAX_DURATION_SEC, Math.max(0, Math.round((session.endedAt - session.startedAt) / 1000)));
}

const logged = (session: StoredSession): LoggedSession => ({
  id: session.id,
  date: session.date,
  exercises: session.exercises.map((exercise) => ({
    exerciseId: exercise.exerciseId,
    sets: exercise.sets.map((set) => ({ reps: set.reps ?? 0, weightKg: set.weightKg ?? 0, done: set.done, kind: set.kind })),
  })),
});

/**
 * The person's finished sessions that may earn on `today`, each with its volume, records and
 * duration computed from its sets and times. Every session given (earning or not) is a baseline
 * for the records of the later ones.
 */
export function earningSessions(sessions: readonly StoredSession[], today: string): EarningSession[] {
  const inOrder = [...sessions].sort((a, b) => a.date.localeCompare(b.date) || a.startedAt - b.startedAt);
  const records = recomputeRecords(inOrder.map(logged));
  return inOrder
    .filter((session) => workingSetsDone(session) > 0 && isDatedFairly(session, today))
    .map((session) => ({
      id: session.id,
      title: session.title,
      date: session.date,
      status: 'terminee',
      durationSec: durationOf(session),
      volumeKg: sessionVolume(logged(session)),
      prs: records.get(session.id) ?? [],
      endedAt: Math.max(session.endedAt ?? session.createdAt, session.createdAt),
    }));
}
