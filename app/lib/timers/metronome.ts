/*
 * Metronome beat schedule (Queens College step test: 96 beats/min men, 88 women, for 3 min).
 * Beat times derive from the start instant only, so a late frame never shifts later beats.
 */
export interface MetronomePlan {
  /** Epoch ms of the first beat. */
  readonly startAt: number;
  readonly beatsPerMinute: number;
  readonly durationMs: number;
}

export function beatIntervalMs(beatsPerMinute: number): number {
  return 60_000 / beatsPerMinute;
}

/** Number of beats in [startAt, startAt + duration). */
export function beatCount(plan: MetronomePlan): number {
  return Math.ceil(plan.durationMs / beatIntervalMs(plan.beatsPerMinute) - 1e-9);
}

export function beatAt(plan: MetronomePlan, index: number): number {
  return plan.startAt + index * beatIntervalMs(plan.beatsPerMinute);
}

export function metronomeBeats(plan: MetronomePlan): number[] {
  return Array.from({ length: beatCount(plan) }, (_, i) => beatAt(plan, i));
}

/**
 * Index of the last beat at or before `t` (−1 before the first). The epsilon keeps an instant
 * computed as startAt + i × interval on beat i despite binary rounding (88 bpm = 681.8… ms).
 */
function beatIndexAt(plan: MetronomePlan, t: number): number {
  if (t < plan.startAt) return -1;
  return Math.floor((t - plan.startAt) / beatIntervalMs(plan.beatsPerMinute) + 1e-9);
}

/** Indexes of beats in (prevNow, now] — what a render loop should click for. */
export function beatsBetween(plan: MetronomePlan, prevNow: number, now: number): number[] {
  const first = beatIndexAt(plan, prevNow) + 1;
  const last = Math.min(beatCount(plan) - 1, beatIndexAt(plan, now));
  const out: number[] = [];
  for (let i = first; i <= last; i++) out.push(i);
  return out;
}

/** Next beat strictly after `now`, or null once the stepping is over. */
export function nextBeatAt(plan: MetronomePlan, now: number): number | null {
  const i = beatIndexAt(plan, now) + 1;
  return i < beatCount(plan) ? beatAt(plan, i) : null;
}

export function metronomeEndAt(plan: MetronomePlan): number {
  return plan.startAt + plan.durationMs;
}
