import type { Segment, TimerConfig } from './types.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Rest presets offered by /timers/rest (30–180 s) and the ± step. */
export const REST_PRESETS_MS = [30, 45, 60, 90, 120, 180].map((s) => s * SECOND);
export const REST_ADJUST_STEP_MS = 15 * SECOND;

/**
 * Tabata: 8 × (20 s work / 10 s rest). Rests sit *between* bouts (Tabata et al. 1996: "10 s
 * rest between each bout"), so the clock ends with the 8th bout at 3:50, not after a 4:00 rest.
 */
export const TABATA: Extract<TimerConfig, { kind: 'interval' }> = {
  kind: 'interval',
  workMs: 20 * SECOND,
  restMs: 10 * SECOND,
  rounds: 8,
  sets: 1,
  setRestMs: 0,
};

/** Bounds the forms keep their steppers within; `isValidConfig` enforces them. */
export const TIMER_LIMITS = {
  phaseMs: { min: 1 * SECOND, max: 60 * MINUTE },
  restMs: { min: 0, max: 60 * MINUTE },
  rounds: { min: 1, max: 100 },
  sets: { min: 1, max: 20 },
  /** AMRAP / for-time cap. */
  totalMs: { min: 1 * SECOND, max: 4 * 60 * MINUTE },
} as const;

const within = (v: unknown, r: { min: number; max: number }, integer = false): boolean =>
  typeof v === 'number' && Number.isFinite(v) && v >= r.min && v <= r.max && (!integer || Number.isInteger(v));

export function isValidConfig(config: unknown): config is TimerConfig {
  if (typeof config !== 'object' || config === null) return false;
  const c = config as Record<string, unknown>;
  const L = TIMER_LIMITS;
  switch (c.kind) {
    case 'rest':
      return within(c.durationMs, L.phaseMs);
    case 'interval':
      return (
        within(c.workMs, L.phaseMs) &&
        within(c.restMs, L.restMs) &&
        within(c.setRestMs, L.restMs) &&
        within(c.rounds, L.rounds, true) &&
        within(c.sets, L.sets, true)
      );
    case 'stopwatch':
      return true;
    case 'emom':
      return within(c.intervalMs, L.phaseMs) && within(c.rounds, L.rounds, true);
    case 'amrap':
      return within(c.durationMs, L.totalMs);
    case 'for-time':
      return c.capMs === null || within(c.capMs, L.totalMs);
    default:
      return false;
  }
}

type BaseSegment = Omit<Segment, 'startMs'>;

function baseSegments(config: TimerConfig): BaseSegment[] {
  switch (config.kind) {
    case 'rest':
      return [{ phase: 'repos', round: 1, set: 1, durationMs: config.durationMs }];
    case 'stopwatch':
      return [{ phase: 'travail', round: 1, set: 1, durationMs: Infinity }];
    case 'for-time':
      return [{ phase: 'travail', round: 1, set: 1, durationMs: config.capMs ?? Infinity }];
    case 'amrap':
      return [{ phase: 'travail', round: 1, set: 1, durationMs: config.durationMs }];
    case 'emom':
      return Array.from({ length: config.rounds }, (_, i) => ({
        phase: 'travail' as const,
        round: i + 1,
        set: 1,
        durationMs: config.intervalMs,
      }));
    case 'interval': {
      const out: BaseSegment[] = [];
      for (let set = 1; set <= config.sets; set++) {
        for (let round = 1; round <= config.rounds; round++) {
          out.push({ phase: 'travail', round, set, durationMs: config.workMs });
          const lastRound = round === config.rounds;
          const lastSet = set === config.sets;
          if (!lastRound && config.restMs > 0) out.push({ phase: 'repos', round, set, durationMs: config.restMs });
          // Between sets the set rest replaces the round rest; without one, the round rest is kept
          // so sets never run into each other.
          if (lastRound && !lastSet) {
            if (config.setRestMs > 0) out.push({ phase: 'pause-serie', round, set, durationMs: config.setRestMs });
            else if (config.restMs > 0) out.push({ phase: 'repos', round, set, durationMs: config.restMs });
          }
        }
      }
      return out;
    }
  }
}

/** The timeline in active time, with per-segment adjustments applied (never below zero). */
export function segmentsOf(config: TimerConfig, extraMs: Readonly<Record<string, number>> = {}): Segment[] {
  let start = 0;
  return baseSegments(config).map((seg, i) => {
    const durationMs = Math.max(0, seg.durationMs + (extraMs[String(i)] ?? 0));
    const out = { ...seg, startMs: start, durationMs };
    start += durationMs;
    return out;
  });
}

export function totalsOf(config: TimerConfig): { rounds: number; sets: number } {
  switch (config.kind) {
    case 'interval':
      return { rounds: config.rounds, sets: config.sets };
    case 'emom':
      return { rounds: config.rounds, sets: 1 };
    default:
      return { rounds: 1, sets: 1 };
  }
}
