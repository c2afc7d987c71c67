/*
 * The timer clock as pure functions of (state, now). Nothing accumulates from ticks: the UI may
 * render every animation frame, once a minute, or after the tab slept for an hour — the
 * snapshot is the same function of the same instants.
 */
import { isValidConfig, segmentsOf, totalsOf } from './config.ts';
import type { Segment, TimerConfig, TimerSnapshot, TimerState } from './types.ts';

export function createTimer(config: TimerConfig): TimerState {
  if (!isValidConfig(config)) throw new RangeError(`invalid timer config: ${JSON.stringify(config)}`);
  return {
    version: 1,
    config,
    startedAt: null,
    pausedAt: null,
    pausedMs: 0,
    skippedMs: 0,
    extraMs: {},
    finishedAtElapsedMs: null,
    laps: [],
    roundsDone: 0,
  };
}

export function segments(state: TimerState): Segment[] {
  return segmentsOf(state.config, state.extraMs);
}

function totalMs(segs: readonly Segment[]): number {
  const last = segs[segs.length - 1];
  return last ? last.startMs + last.durationMs : 0;
}

/**
 * Active elapsed time at `now`: wall time since start minus pauses, plus skipped time, clamped
 * to [0, total]. A `now` earlier than the start (clock set back) counts as 0.
 */
export function elapsedAt(state: TimerState, now: number): number {
  if (state.startedAt === null) return 0;
  const end = state.pausedAt ?? now;
  const raw = Math.max(0, end - state.startedAt - state.pausedMs + state.skippedMs);
  const capped = state.finishedAtElapsedMs === null ? raw : Math.min(raw, state.finishedAtElapsedMs);
  return Math.min(capped, totalMs(segments(state)));
}

/** Index of the segment running at active time `e`; segments.length once finished. */
function segmentIndexAt(segs: readonly Segment[], e: number): number {
  const i = segs.findIndex((s) => e < s.startMs + s.durationMs);
  return i === -1 ? segs.length : i;
}

function isFinished(state: TimerState, segs: readonly Segment[], e: number): boolean {
  return state.finishedAtElapsedMs !== null || segmentIndexAt(segs, e) >= segs.length;
}

export function snapshot(state: TimerState, now: number): TimerSnapshot {
  const segs = segments(state);
  const { rounds: totalRounds, sets: totalSets } = totalsOf(state.config);
  const e = elapsedAt(state, now);
  const total = totalMs(segs);
  const started = state.startedAt !== null;
  const finished = started && isFinished(state, segs, e);
  const index = started ? segmentIndexAt(segs, e) : 0;
  const seg = segs[Math.min(index, segs.length - 1)];
  const base = {
    totalRounds,
    totalSets,
    elapsedMs: e,
    segmentIndex: finished ? segs.length : index,
    laps: state.laps,
    roundsDone: state.roundsDone,
  };
  if (finished || !seg) {
    return {
      ...base,
      phase: 'termine',
      round: seg?.round ?? totalRounds,
      set: seg?.set ?? totalSets,
      remainingMs: 0,
      totalRemainingMs: 0,
      phaseElapsedMs: seg ? e - seg.startMs : 0,
      running: false,
      paused: false,
      finished: true,
    };
  }
  const open = !Number.isFinite(seg.durationMs);
  return {
    ...base,
    phase: started ? seg.phase : 'pret',
    round: seg.round,
    set: seg.set,
    remainingMs: open ? null : seg.startMs + seg.durationMs - e,
    totalRemainingMs: Number.isFinite(total) ? total - e : null,
    phaseElapsedMs: e - seg.startMs,
    running: started && state.pausedAt === null,
    paused: state.pausedAt !== null,
    finished: false,
  };
}

export function start(state: TimerState, now: number): TimerState {
  return state.startedAt === null ? { ...state, startedAt: now } : state;
}

export function pause(state: TimerState, now: number): TimerState {
  return snapshot(state, now).running ? { ...state, pausedAt: now } : state;
}

export function resume(state: TimerState, now: number): TimerState {
  if (state.pausedAt === null) return state;
  return { ...state, pausedAt: null, pausedMs: state.pausedMs + Math.max(0, now - state.pausedAt) };
}

/** Back to the start, same configuration; adjustments, laps and rounds are cleared. */
export function reset(state: TimerState): TimerState {
  return createTimer(state.config);
}

/** Jumps to the start of the next phase (or the end). No-op for open-ended phases. */
export function skipPhase(state: TimerState, now: number): TimerState {
  if (state.startedAt === null) return state;
  const segs = segments(state);
  const e = elapsedAt(state, now);
  if (isFinished(state, segs, e)) return state;
  const seg = segs[segmentIndexAt(segs, e)];
  if (!seg || !Number.isFinite(seg.durationMs)) return state;
  return { ...state, skippedMs: state.skippedMs + (seg.startMs + seg.durationMs - e) };
}

/**
 * Lengthens (or with a negative delta shortens) the current phase — the rest timer's ±15 s.
 * Before the start it adjusts the first phase. Shortening stops at "ends now": the phase
 * never ends in the past, so no beep or phase change is silently skipped.
 */
export function addTime(state: TimerState, deltaMs: number, now: number): TimerState {
  if (!Number.isFinite(deltaMs)) return state;
  const segs = segments(state);
  const e = elapsedAt(state, now);
  if (state.startedAt !== null && isFinished(state, segs, e)) return state;
  const index = state.startedAt === null ? 0 : segmentIndexAt(segs, e);
  const seg = segs[index];
  if (!seg || !Number.isFinite(seg.durationMs)) return state;
  const key = String(index);
  const current = state.extraMs[key] ?? 0;
  const minimumExtra = current - (seg.startMs + seg.durationMs - e); // makes remaining exactly 0
  return { ...state, extraMs: { ...state.extraMs, [key]: Math.max(current + deltaMs, minimumExtra) } };
}

/** Records a lap at the current active time (stopwatch, for time). */
export function lap(state: TimerState, now: number): TimerState {
  if (!snapshot(state, now).running) return state;
  return { ...state, laps: [...state.laps, elapsedAt(state, now)] };
}

/** AMRAP round counter; a negative delta undoes a mistaken tap, never below 0. */
export function addRound(state: TimerState, delta = 1): TimerState {
  return { ...state, roundsDone: Math.max(0, state.roundsDone + delta) };
}

/** The athlete is done (for time, stopwatch): the clock freezes at the current time. */
export function finish(state: TimerState, now: number): TimerState {
  if (state.startedAt === null || state.finishedAtElapsedMs !== null) return state;
  return { ...state, finishedAtElapsedMs: elapsedAt(state, now) };
}
