import { useEffect, useMemo, useRef } from 'react';

/** Why a value is saved: the typing paused, or the person is leaving (the page or the screen). */
export type AutosaveMoment = 'paused' | 'leaving';

export interface Autosave<T> {
  /** Saves `value` once changes have paused for the delay; a newer value replaces it. */
  schedule(value: T): void;
  /** Saves `value` at once (a finished session: the person may close the page right after). */
  saveNow(value: T): void;
  /** Stops the wait; the value is still saved if the person leaves before the next change. */
  postpone(): void;
  /** Forgets the value waiting: it will not be saved. */
  discard(): void;
  /** Saves the value waiting, if any, now. */
  flush(): void;
}

/**
 * A burst of changes becomes one write: the last value is saved after a pause, and whatever is
 * still waiting when the page is hidden or the screen goes is saved then, so nothing typed is
 * lost. The latest `save` is the one called.
 */
export function useAutosave<T>(save: (value: T, moment: AutosaveMoment) => void, delayMs: number): Autosave<T> {
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waiting = useRef<{ value: T } | null>(null);

  const autosave = useMemo<Autosave<T>>(() => {
    const saveWaiting = (moment: AutosaveMoment) => {
      clearTimeout(timer.current);
      const pending = waiting.current;
      waiting.current = null;
      if (pending) latestSave.current(pending.value, moment);
    };
    return {
      schedule(value) {
        clearTimeout(timer.current);
        waiting.current = { value };
        timer.current = setTimeout(() => saveWaiting('paused'), delayMs);
      },
      saveNow(value) {
        clearTimeout(timer.current);
        waiting.current = null;
        latestSave.current(value, 'paused');
      },
      postpone() {
        clearTimeout(timer.current);
      },
      discard() {
        clearTimeout(timer.current);
        waiting.current = null;
      },
      flush() {
        saveWaiting('leaving');
      },
    };
  }, [delayMs]);

  useEffect(() => {
    const leave = () => autosave.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [autosave]);

  return autosave;
}
