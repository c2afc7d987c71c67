import { useEffect, useRef, useState } from 'react';
import { parseTimer, serializeTimer, type TimerState } from '#app/lib/timers/index.ts';

/**
 * The wall clock, re-read every `intervalMs` while `active` and whenever the tab becomes visible
 * again. Displays derive from timestamps, so a throttled background tab only renders less often,
 * it never drifts. 0 until the first tick (the server render shows the idle timer).
 */
export function useNow(active: boolean, intervalMs = 200, isDone?: (now: number) => boolean): number {
  const [now, setNow] = useState(0);
  const done = useRef(isDone);
  useEffect(() => {
    done.current = isDone;
  });
  useEffect(() => {
    if (!active) return;
    const tick = () => {
      const t = Date.now();
      setNow(t);
      // A finished clock stops re-rendering; it is still right if read again later.
      if (done.current?.(t)) stop();
    };
    const id = window.setInterval(tick, intervalMs);
    const timeout = window.setTimeout(tick, 0);
    document.addEventListener('visibilitychange', tick);
    function stop() {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    }
    return () => {
      stop();
      window.clearTimeout(timeout);
    };
  }, [active, intervalMs]);
  return now;
}

/**
 * A timer state kept in localStorage under `key`, so an accidental reload in the middle of a
 * test keeps the clock running from the same start instant.
 */
export function usePersistentTimer(key: string, initial: () => TimerState): [TimerState, (next: TimerState) => void] {
  const [state, setState] = useState(initial);
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = parseTimer(readStorage(key));
    // Only a timer of the same kind and length is resumed (the test's timer may have changed).
    if (saved && JSON.stringify(saved.config) === JSON.stringify(state.config)) {
      // After hydration only: the server render cannot know what this browser stored.
      setState(saved);
    }
  }, [key, state.config]);
  const update = (next: TimerState) => {
    setState(next);
    writeStorage(key, next.startedAt === null ? null : serializeTimer(next));
  };
  return [state, update];
}

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or full storage: the timer still works, it just won't survive a reload.
  }
}
