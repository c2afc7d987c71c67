export type { Phase, Segment, TimerConfig, TimerKind, TimerSnapshot, TimerState } from './types.ts';
export { REST_PRESETS_MS, REST_ADJUST_STEP_MS, TABATA, TIMER_LIMITS, isValidConfig, segmentsOf } from './config.ts';
export { createTimer, snapshot, elapsedAt, segments, start, pause, resume, reset, skipPhase, addTime, lap, addRound, finish } from './clock.ts';
export { transitionsBetween, phaseChangedBetween, beepSchedule, beepsBetween, nextBeepAt, STALE_BEEP_MS } from './events.ts';
export type { Beep, Transition } from './events.ts';
export { serializeTimer, parseTimer } from './serialize.ts';
export { metronomeBeats, beatsBetween, nextBeatAt, beatAt, beatCount, beatIntervalMs, metronomeEndAt } from './metronome.ts';
export type { MetronomePlan } from './metronome.ts';
