import { attempt } from './async.ts';
import { REREGISTER_INTERVAL_MS, VISIBLE_REREGISTER_DELAY_MS } from './constants.ts';
import {
  currentPermission,
  pushLogger,
  pushTimers,
  registerPushToken,
  type PushLogger,
  type PushRegistrationDeps,
} from './register.ts';
import type { ServiceWorkerRegistrationLike } from './async.ts';

export interface VisibilityDocument {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export interface PushSchedulerDeps<
  TRegistration extends ServiceWorkerRegistrationLike = ServiceWorkerRegistrationLike,
  TTimestamp = unknown,
> extends PushRegistrationDeps<TRegistration, TTimestamp> {
  document?: VisibilityDocument | null;
  setInterval?(callback: () => void, ms: number): unknown;
  clearInterval?(handle: unknown): void;
}

function safeLog(logger: PushLogger, ...args: unknown[]): void {
  try {
    logger.warn(...args);
  } catch {
    // A broken logger must not turn an ignored failure into a thrown one.
  }
}

/**
 * Keeps the signed-in person's push token registered: once at start, every 6 h, and 10 s after
 * the tab becomes visible again (debounced; cancelled if the tab hides first). Only runs while
 * permission is already 'granted' — it never prompts. Failures are logged and ignored; this
 * function never throws and its runs never reject. Returns `stop`, so it can be returned
 * directly from a React effect; restart it when the uid changes.
 */
export function startPushRegistration<
  TRegistration extends ServiceWorkerRegistrationLike = ServiceWorkerRegistrationLike,
  TTimestamp = unknown,
>(deps: PushSchedulerDeps<TRegistration, TTimestamp>): () => void {
  const logger = pushLogger(deps);
  const timers = pushTimers(deps);
  const setIntervalFn = deps.setInterval ?? ((cb: () => void, ms: number) => globalThis.setInterval(cb, ms));
  const clearIntervalFn =
    deps.clearInterval ?? ((h: unknown) => globalThis.clearInterval(h as ReturnType<typeof globalThis.setInterval>));
  const doc = deps.document ?? null;

  let stopped = false;
  let inFlight = false;
  let intervalHandle: unknown;
  let visibleHandle: unknown;
  let hasVisibleTimer = false;

  const run = async (reason: string): Promise<void> => {
    // One at a time: a slow run (up to the 10 s timeouts) must not stack with the next trigger.
    if (stopped || inFlight) return;
    if (currentPermission(deps) !== 'granted') return;
    inFlight = true;
    try {
      await attempt(() => registerPushToken(deps));
    } catch (error) {
      if (!stopped) safeLog(logger, `[push] registration failed (${reason})`, error);
    } finally {
      inFlight = false;
    }
  };

  const cancelVisibleTimer = (): void => {
    if (!hasVisibleTimer) return;
    hasVisibleTimer = false;
    try {
      timers.clearTimeout(visibleHandle);
    } catch {
      // Nothing to undo.
    }
  };

  const onVisibilityChange = (): void => {
    try {
      cancelVisibleTimer();
      if (stopped || !doc || doc.visibilityState !== 'visible') return;
      hasVisibleTimer = true;
      visibleHandle = timers.setTimeout(() => {
        hasVisibleTimer = false;
        void run('visible');
      }, VISIBLE_REREGISTER_DELAY_MS);
    } catch (error) {
      safeLog(logger, '[push] could not schedule the visibility re-registration', error);
    }
  };

  try {
    intervalHandle = setIntervalFn(() => void run('interval'), REREGISTER_INTERVAL_MS);
  } catch (error) {
    safeLog(logger, '[push] could not schedule the periodic re-registration', error);
  }
  try {
    doc?.addEventListener('visibilitychange', onVisibilityChange);
  } catch (error) {
    safeLog(logger, '[push] could not watch tab visibility', error);
  }
  void run('start');

  return () => {
    if (stopped) return;
    stopped = true;
    cancelVisibleTimer();
    try {
      if (intervalHandle !== undefined) clearIntervalFn(intervalHandle);
      doc?.removeEventListener('visibilitychange', onVisibilityChange);
    } catch (error) {
      safeLog(logger, '[push] stop failed', error);
    }
  };
}
