/** Phase ids are domain values shown through `locales/fr/timers` keys by the UI. */
export type Phase = 'pret' | 'travail' | 'repos' | 'pause-serie' | 'termine';

export type TimerConfig =
  /** Rest between sets: one countdown, adjustable ±15 s. */
  | { readonly kind: 'rest'; readonly durationMs: number }
  /** Work/rest rounds, repeated in sets with a longer rest between sets. */
  | {
      readonly kind: 'interval';
      readonly workMs: number;
      readonly restMs: number;
      readonly rounds: number;
      readonly sets: number;
      readonly setRestMs: number;
    }
  | { readonly kind: 'stopwatch' }
  /** Every minute on the minute (any interval length) for a number of rounds. */
  | { readonly kind: 'emom'; readonly intervalMs: number; readonly rounds: number }
  /** As many rounds as possible: a countdown; rounds are counted by the athlete. */
  | { readonly kind: 'amrap'; readonly durationMs: number }
  /** Stopwatch stopped by the athlete, optionally capped. */
  | { readonly kind: 'for-time'; readonly capMs: number | null };

export type TimerKind = TimerConfig['kind'];

/**
 * Everything needed to recompute the clock at any instant: plain JSON (no Infinity, no Date)
 * so it can be written to localStorage on every change and restored after a reload.
 * Instants are epoch milliseconds (Date.now()), the only clock that survives a reload.
 */
export interface TimerState {
  readonly version: 1;
  readonly config: TimerConfig;
  /** null until started. */
  readonly startedAt: number | null;
  /** Set while paused. */
  readonly pausedAt: number | null;
  /** Sum of completed pauses. */
  readonly pausedMs: number;
  /** Time jumped over by "skip phase" (counts as elapsed). */
  readonly skippedMs: number;
  /** ± adjustments per segment index (rest timer ±15 s, extra time on a phase). */
  readonly extraMs: Readonly<Record<string, number>>;
  /** Active elapsed time at which the athlete stopped a for-time / stopwatch, else null. */
  readonly finishedAtElapsedMs: number | null;
  /** Active elapsed time at each lap press. */
  readonly laps: readonly number[];
  /** AMRAP round counter (tapped by the athlete). */
  readonly roundsDone: number;
}

export interface Segment {
  readonly phase: Exclude<Phase, 'pret' | 'termine'>;
  readonly round: number;
  readonly set: number;
  /** Active-time start, ms from the timer's start. */
  readonly startMs: number;
  /** Infinity for an open-ended stopwatch. */
  readonly durationMs: number;
}

export interface TimerSnapshot {
  readonly phase: Phase;
  readonly round: number;
  readonly totalRounds: number;
  readonly set: number;
  readonly totalSets: number;
  /** Left in the current phase; null when open-ended (stopwatch, uncapped for-time). */
  readonly remainingMs: number | null;
  /** Left until the whole timer ends; null when open-ended. */
  readonly totalRemainingMs: number | null;
  /** Active time since start (pauses excluded). */
  readonly elapsedMs: number;
  readonly phaseElapsedMs: number;
  /** Index of the current segment (changes exactly when the phase changes). */
  readonly segmentIndex: number;
  readonly running: boolean;
  readonly paused: boolean;
  readonly finished: boolean;
  readonly laps: readonly number[];
  readonly roundsDone: number;
}
