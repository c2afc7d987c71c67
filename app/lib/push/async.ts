import {
  INSTALLATION_TIMEOUT_MESSAGE,
  INSTALLATION_TIMEOUT_MS,
  SW_ACTIVATION_TIMEOUT_MESSAGE,
  SW_ACTIVATION_TIMEOUT_MS,
  SW_REDUNDANT_MESSAGE,
} from './constants.ts';

export type TimerHandle = unknown;

export interface TimeoutTimers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export const defaultTimeoutTimers: TimeoutTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Runs `fn` so that a synchronous throw becomes a rejection like any async failure. */
export function attempt<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Rejects with `message` if `work` has not settled after `ms`. The underlying work cannot be
 * cancelled; this only stops the caller from waiting on it forever, which would otherwise keep
 * the scheduler's one-at-a-time guard closed for the rest of the page's life.
 */
export function withTimeout<T>(
  work: () => T | PromiseLike<T>,
  ms: number,
  message: string,
  timers: TimeoutTimers = defaultTimeoutTimers,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const handle = timers.setTimeout(() => {
      if (settled) return;
      settled = true;
      reject(new Error(message));
    }, ms);
    attempt(work).then(
      (value) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(handle);
        resolve(value);
      },
      (error: unknown) => {
        if (settled) return;
        settled = true;
        timers.clearTimeout(handle);
        reject(error);
      },
    );
  });
}

export function withInstallationTimeout<T>(work: () => T | PromiseLike<T>, timers?: TimeoutTimers): Promise<T> {
  return withTimeout(work, INSTALLATION_TIMEOUT_MS, INSTALLATION_TIMEOUT_MESSAGE, timers);
}

// ---------------------------------------------------------------------------------------------
// Service worker activation

export interface ServiceWorkerLike {
  readonly state: string;
  addEventListener(type: 'statechange', listener: () => void): void;
  removeEventListener(type: 'statechange', listener: () => void): void;
}

export interface ServiceWorkerRegistrationLike {
  readonly active: ServiceWorkerLike | null;
  readonly installing: ServiceWorkerLike | null;
  readonly waiting: ServiceWorkerLike | null;
  addEventListener?(type: 'updatefound', listener: () => void): void;
  removeEventListener?(type: 'updatefound', listener: () => void): void;
}

/**
 * Resolves with the registration once it has an active worker. FCM subscribes through
 * `pushManager`, which needs an active worker; without this wait `getToken` can hang forever
 * on a first visit. The 10 s deadline covers obtaining the registration too.
 */
export function waitForServiceWorkerActivation<R extends ServiceWorkerRegistrationLike>(
  getRegistration: () => R | PromiseLike<R>,
  timers: TimeoutTimers = defaultTimeoutTimers,
  timeoutMs: number = SW_ACTIVATION_TIMEOUT_MS,
): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    let settled = false;
    const cleanups: Array<() => void> = [];
    const finish = (settle: () => void): void => {
      if (settled) return;
      settled = true;
      timers.clearTimeout(handle);
      for (const cleanup of cleanups) cleanup();
      settle();
    };
    const message =
      timeoutMs === SW_ACTIVATION_TIMEOUT_MS ? SW_ACTIVATION_TIMEOUT_MESSAGE : `service worker not activated within ${timeoutMs} ms`;
    const handle = timers.setTimeout(() => finish(() => reject(new Error(message))), timeoutMs);

    attempt(getRegistration).then(
      (registration) => {
        if (settled) return;
        const watched = new Set<ServiceWorkerLike>();
        const check = (): void => {
          if (registration.active) finish(() => resolve(registration));
        };
        const watch = (worker: ServiceWorkerLike | null): void => {
          if (!worker || watched.has(worker)) return;
          watched.add(worker);
          const onStateChange = (): void => {
            if (worker.state === 'activated' || registration.active) finish(() => resolve(registration));
            else if (worker.state === 'redundant' && !registration.installing && !registration.waiting) {
              finish(() => reject(new Error(SW_REDUNDANT_MESSAGE)));
            }
          };
          worker.addEventListener('statechange', onStateChange);
          cleanups.push(() => worker.removeEventListener('statechange', onStateChange));
        };

        check();
        if (settled) return;
        watch(registration.installing);
        watch(registration.waiting);
        if (typeof registration.addEventListener === 'function') {
          const onUpdateFound = (): void => watch(registration.installing);
          registration.addEventListener('updatefound', onUpdateFound);
          cleanups.push(() => registration.removeEventListener?.('updatefound', onUpdateFound));
        }
      },
      (error: unknown) => finish(() => reject(error)),
    );
  });
}
