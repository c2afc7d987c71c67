// Fakes shared by the push tests (not part of the module's public API).
import { vi } from 'vitest';
import type { ServiceWorkerLike, ServiceWorkerRegistrationLike } from './async.ts';
import type { EnablePushDeps, PushStorage, PushTokenRecord } from './register.ts';
import type { PushSchedulerDeps, VisibilityDocument } from './scheduler.ts';

export const SERVER_TIMESTAMP = Object.freeze({ _methodName: 'serverTimestamp' });
export type Sentinel = typeof SERVER_TIMESTAMP;

export function fakeWorker(initial: string) {
  let listeners: Array<() => void> = [];
  const worker = {
    state: initial,
    addEventListener: vi.fn((_type: 'statechange', l: () => void) => {
      listeners.push(l);
    }),
    removeEventListener: vi.fn((_type: 'statechange', l: () => void) => {
      listeners = listeners.filter((x) => x !== l);
    }),
    listenerCount: () => listeners.length,
    setState(state: string) {
      worker.state = state;
      for (const l of [...listeners]) l();
    },
  };
  return worker satisfies ServiceWorkerLike;
}

export function fakeRegistration(init: { active?: boolean; installing?: boolean; waiting?: boolean } = { active: true }) {
  let updateListeners: Array<() => void> = [];
  const registration = {
    active: (init.active ? fakeWorker('activated') : null) as ServiceWorkerLike | null,
    installing: (init.installing ? fakeWorker('installing') : null) as ReturnType<typeof fakeWorker> | null,
    waiting: (init.waiting ? fakeWorker('installed') : null) as ReturnType<typeof fakeWorker> | null,
    addEventListener: vi.fn((_type: 'updatefound', l: () => void) => {
      updateListeners.push(l);
    }),
    removeEventListener: vi.fn((_type: 'updatefound', l: () => void) => {
      updateListeners = updateListeners.filter((x) => x !== l);
    }),
    updateListenerCount: () => updateListeners.length,
    /** Simulates the browser finishing activation of the installing worker. */
    activateInstalling() {
      const worker = registration.installing;
      if (!worker) throw new Error('no installing worker');
      registration.installing = null;
      registration.active = worker;
      worker.setState('activating');
      worker.setState('activated');
    },
    startUpdate() {
      registration.installing = fakeWorker('installing');
      for (const l of [...updateListeners]) l();
    },
  };
  return registration satisfies ServiceWorkerRegistrationLike;
}

export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: vi.fn((key: string) => data.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => {
      data.set(key, value);
    }),
  } satisfies PushStorage & { data: Map<string, string> };
}

export function fakeVisibilityDocument(initial: 'visible' | 'hidden' = 'visible') {
  let listeners: Array<() => void> = [];
  const doc = {
    visibilityState: initial as string,
    addEventListener: vi.fn((_type: 'visibilitychange', l: () => void) => {
      listeners.push(l);
    }),
    removeEventListener: vi.fn((_type: 'visibilitychange', l: () => void) => {
      listeners = listeners.filter((x) => x !== l);
    }),
    listenerCount: () => listeners.length,
    set(state: 'visible' | 'hidden') {
      doc.visibilityState = state;
      for (const l of [...listeners]) l();
    },
  };
  return doc satisfies VisibilityDocument;
}

type Registration = ReturnType<typeof fakeRegistration>;

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The promise's outcome as it stands; a handler is attached at once (no unhandled rejection while fake time advances). */
export function settle<T>(promise: Promise<T>) {
  const state: { status: 'pending' | 'fulfilled' | 'rejected'; value?: T; error?: unknown } = { status: 'pending' };
  promise.then(
    (value) => Object.assign(state, { status: 'fulfilled', value }),
    (error: unknown) => Object.assign(state, { status: 'rejected', error }),
  );
  return state;
}

/** Complete deps with vitest fake timers (call vi.useFakeTimers first). */
export function makeDeps(overrides: Partial<PushSchedulerDeps<Registration, Sentinel> & EnablePushDeps<Registration, Sentinel>> = {}) {
  const registration = fakeRegistration();
  const storage = memoryStorage();
  const logger = { warn: vi.fn<(...args: unknown[]) => void>() };
  const spies = {
    isSupported: vi.fn<() => boolean | Promise<boolean>>(async () => true),
    getPermission: vi.fn<() => string>(() => 'granted'),
    requestPermission: vi.fn<() => Promise<string>>(async () => 'granted'),
    registerServiceWorker: vi.fn<() => Promise<Registration>>(async () => registration),
    getToken: vi.fn<(o: { serviceWorkerRegistration: Registration; vapidKey?: string }) => Promise<string | null | undefined>>(
      async () => 'tok-1',
    ),
    deleteToken: vi.fn<() => Promise<boolean>>(async () => true),
    saveToken: vi.fn<(uid: string, record: PushTokenRecord<Sentinel>) => Promise<void>>(async () => {}),
    serverTimestamp: vi.fn<() => Sentinel>(() => SERVER_TIMESTAMP),
  };
  const deps: PushSchedulerDeps<Registration, Sentinel> & EnablePushDeps<Registration, Sentinel> = {
    uid: 'user-1',
    ...spies,
    vapidKey: 'vapid-key',
    storage,
    logger,
    now: () => Date.now(),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
    setInterval: (cb, ms) => setInterval(cb, ms),
    clearInterval: (h) => clearInterval(h as ReturnType<typeof setInterval>),
    ...overrides,
  };
  return { deps, spies, registration, storage, logger };
}
