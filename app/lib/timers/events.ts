/*
 * What happened between two renders. The UI keeps the `now` of its previous render and asks
 * what was crossed since — so a tab that slept through three phase changes still learns that
 * the phase changed (vibrate once), without replaying a burst of stale beeps.
 * Both instants are read against the current state: call these right after each render with
 * the state unchanged in between (after pause/resume/skip, just take a fresh snapshot).
 */
import { elapsedAt, segments, snapshot } from './clock.ts';
import type { Phase, TimerState } from './types.ts';

export interface Transition {
  /** Active time of the boundary. */
  readonly atElapsedMs: number;
  /** Phase entered at the boundary ('termine' at the end). */
  readonly phase: Phase;
  readonly round: number;
  readonly set: number;
}

/** Phase boundaries in (elapsed(prevNow), elapsed(now)]. */
export function transitionsBetween(state: TimerState, prevNow: number, now: number): Transition[] {
  if (state.startedAt === null) return [];
  const from = elapsedAt(state, prevNow);
  const to = elapsedAt(state, now);
  if (to <= from) return [];
  const segs = segments(state);
  const out: Transition[] = [];
  segs.forEach((seg, i) => {
    const end = seg.startMs + seg.durationMs;
    if (!Number.isFinite(end) || seg.durationMs === 0 || end <= from || end > to) return;
    const next = segs.slice(i + 1).find((s) => s.durationMs > 0);
    out.push(next ? { atElapsedMs: end, phase: next.phase, round: next.round, set: next.set } : { atElapsedMs: end, phase: 'termine', round: seg.round, set: seg.set });
  });
  // The athlete pressing "finish" is a change too, though it sits on no boundary.
  if (state.finishedAtElapsedMs !== null && state.finishedAtElapsedMs > from && state.finishedAtElapsedMs <= to && !out.some((t) => t.phase === 'termine')) {
    const snap = snapshot(state, now);
    out.push({ atElapsedMs: state.finishedAtElapsedMs, phase: 'termine', round: snap.round, set: snap.set });
  }
  return out;
}

export function phaseChangedBetween(state: TimerState, prevNow: number, now: number): boolean {
  return transitionsBetween(state, prevNow, now).length > 0;
}

export interface Beep {
  readonly atElapsedMs: number;
  /** 3, 2, 1 → short beeps before the change; 0 → long beep at the change. */
  readonly secondsLeft: 0 | 1 | 2 | 3;
}

/** Countdown beeps of the whole timeline: 3-2-1 before each phase end, then the change itself. */
export function beepSchedule(state: TimerState): Beep[] {
  const out: Beep[] = [];
  for (const seg of segments(state)) {
    const end = seg.startMs + seg.durationMs;
    if (!Number.isFinite(end) || seg.durationMs === 0) continue;
    for (const k of [3, 2, 1] as const) {
      // Only inside the phase that is ending: a 2 s phase gets "1" then the change.
      if (end - k * 1000 > seg.startMs) out.push({ atElapsedMs: end - k * 1000, secondsLeft: k });
    }
    out.push({ atElapsedMs: end, secondsLeft: 0 });
  }
  return out;
}

/** Default lateness after which a beep is dropped (tab came back from the background). */
export const STALE_BEEP_MS = 1500;

/**
 * Beeps due in (elapsed(prevNow), elapsed(now)], minus those more than `staleAfterMs` in the
 * past — a countdown heard a minute late is noise; `phaseChangedBetween` still reports the change.
 */
export function beepsBetween(state: TimerState, prevNow: number, now: number, staleAfterMs = STALE_BEEP_MS): Beep[] {
  if (state.startedAt === null) return [];
  const from = elapsedAt(state, prevNow);
  const to = elapsedAt(state, now);
  return beepSchedule(state).filter((b) => b.atElapsedMs > from && b.atElapsedMs <= to && to - b.atElapsedMs <= staleAfterMs);
}

/**
 * Wall-clock instant (epoch ms) of the next beep, for scheduling it precisely with Web Audio;
 * null when not running or nothing is left to beep.
 */
export function nextBeepAt(state: TimerState, now: number): number | null {
  const snap = snapshot(state, now);
  if (!snap.running) return null;
  const next = beepSchedule(state).find((b) => b.atElapsedMs > snap.elapsedMs);
  return next ? now + (next.atElapsedMs - snap.elapsedMs) : null;
}
