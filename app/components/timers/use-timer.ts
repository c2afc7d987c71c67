import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  addRound,
  addTime,
  beepsBetween,
  STALE_BEEP_MS,
  createTimer,
  finish,
  lap,
  parseTimer,
  pause,
  reset,
  resume,
  serializeTimer,
  skipPhase,
  snapshot,
  start,
  transitionsBetween,
  type TimerConfig,
  type TimerSnapshot,
  type TimerState,
} from '#app/lib/timers/index.ts';
import { createBeeper, vibrate, watchWakeLock } from '#app/lib/timers/feedback.ts';

/** Re-render period while running; the clock itself is computed from timestamps. */
export const TICK_MS = 250;
const SOUND_KEY = 'elan-timer-sound';

export interface TimerControls {
  readonly state: TimerState;
  readonly snap: TimerSnapshot;
  /** False until the saved state has been read from localStorage (after hydration). */
  readonly restored: boolean;
  readonly sound: boolean;
  setSound(on: boolean): void;
  start(): void;
  pause(): void;
  resume(): void;
  reset(): void;
  skip(): void;
  addTime(deltaMs: number): void;
  lap(): void;
  addRound(delta: number): void;
  finish(): void;
  /** Replaces the set-up (only before the start; a running timer is reset first). */
  configure(config: TimerConfig): void;
}

/**
 * One timer, kept in localStorage under `storageKey` so a reload (or a browser killed in the
 * background) resumes it. Renders `snapshot(state, Date.now())` every TICK_MS while running;
 * beeps and vibration come from what was crossed between two renders, so a tab that slept
 * through a phase change vibrates once and stays silent about stale countdowns.
 */
export function useTimer(storageKey: string, defaultConfig: TimerConfig): TimerControls {
  const [state, setState] = useState<TimerState>(() => createTimer(defaultConfig));
  const [now, setNow] = useState(() => Date.now());
  const [restored, setRestored] = useState(false);
  const [sound, setSoundState] = useState(true);
  const beeper = useRef(createBeeper());
  const last = useRef<{ state: TimerState; now: number } | null>(null);

  useEffect(() => {
    const saved = parseTimer(localStorage.getItem(storageKey));
    if (saved) setState(saved);
    setSoundState(localStorage.getItem(SOUND_KEY) !== 'off');
    setNow(Date.now());
    setRestored(true);
  }, [storageKey]);

  useEffect(() => {
    if (restored) localStorage.setItem(storageKey, serializeTimer(state));
  }, [restored, storageKey, state]);

  const snap = useMemo(() => snapshot(state, now), [state, now]);
  const running = snap.running;

  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setNow(Date.now()), TICK_MS);
    // Back from the background: render at once instead of waiting for the next tick.
    const onVisible = () => document.visibilityState === 'visible' && setNow(Date.now());
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [running]);

  useEffect(() => (running ? watchWakeLock(() => true) : undefined), [running]);

  // After a reload the page has had no gesture yet: the first tap anywhere re-enables sound.
  useEffect(() => {
    if (!running) return;
    const unlock = () => beeper.current.unlock();
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [running]);

  useEffect(() => {
    const previous = last.current;
    last.current = { state, now };
    // A new state comes from the person's own action: nothing was "crossed" by time.
    if (!previous || previous.state !== state || now <= previous.now) return;
    if (sound) {
      // Lateness against the unclamped clock: once the timer has ended, elapsed time stops at
      // the end, and a tab that slept past it would otherwise still hear the last beeps.
      const wallElapsed = (state.pausedAt ?? now) - (state.startedAt ?? now) - state.pausedMs + state.skippedMs;
      for (const b of beepsBetween(state, previous.now, now)) {
        if (wallElapsed - b.atElapsedMs <= STALE_BEEP_MS) beeper.current.beep(b.secondsLeft === 0 ? 'change' : 'count');
      }
    }
    const transitions = transitionsBetween(state, previous.now, now);
    if (transitions.length > 0) vibrate(transitions.at(-1)?.phase === 'termine' ? [400, 150, 400] : [250, 100, 250]);
  }, [state, now, sound]);

  const act = useCallback((update: (s: TimerState, at: number) => TimerState) => {
    const at = Date.now();
    setState((s) => update(s, at));
    setNow(at);
  }, []);

  return {
    state,
    snap,
    restored,
    sound,
    setSound: (on) => {
      setSoundState(on);
      localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
      if (on) beeper.current.unlock();
    },
    start: () => {
      beeper.current.unlock();
      act((s, at) => start(s, at));
    },
    pause: () => act((s, at) => pause(s, at)),
    resume: () => {
      beeper.current.unlock();
      act((s, at) => resume(s, at));
    },
    reset: () => act((s) => reset(s)),
    skip: () => act((s, at) => skipPhase(s, at)),
    addTime: (deltaMs) => act((s, at) => addTime(s, deltaMs, at)),
    lap: () => act((s, at) => lap(s, at)),
    addRound: (delta) => act((s) => addRound(s, delta)),
    finish: () => act((s, at) => finish(s, at)),
    configure: (config) => act(() => createTimer(config)),
  };
}
