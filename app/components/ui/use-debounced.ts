import { useEffect, useMemo, useRef } from 'react';

/** A pause this long in the typing ends a search query. */
export const TYPING_PAUSE_MS = 250;

export interface Debounced<A extends unknown[]> {
  /** Calls the function once calls have paused for the delay, with the last arguments. */
  (...args: A): void;
  /** Calls it at once (Enter in a search box), dropping the call waiting. */
  now(...args: A): void;
  /** Drops the call waiting. */
  cancel(): void;
}

/**
 * `fn` called after a pause in the calls (a search after a pause in the typing). The latest `fn`
 * is the one called, so it may close over the render's values; a call still waiting when the
 * component goes is dropped.
 */
export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, delayMs: number = TYPING_PAUSE_MS): Debounced<A> {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useMemo(() => {
    const debounced = (...args: A) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latest.current(...args), delayMs);
    };
    debounced.now = (...args: A) => {
      clearTimeout(timer.current);
      latest.current(...args);
    };
    debounced.cancel = () => clearTimeout(timer.current);
    return debounced;
  }, [delayMs]);
}
