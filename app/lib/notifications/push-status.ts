/*
 * What this browser knows about its push registration, for the settings screen: when the token
 * was last stored from here and the last failure. Kept in localStorage because the 6-hourly
 * re-registration runs on any page, long after the settings screen was open.
 */
import {
  INSTALLATION_TIMEOUT_MESSAGE,
  PUSH_ERROR_EMPTY_TOKEN,
  PUSH_ERROR_UID_REQUIRED,
  PUSH_ERROR_UNSUPPORTED,
  pushPermissionError,
  SW_ACTIVATION_TIMEOUT_MESSAGE,
  SW_REDUNDANT_MESSAGE,
  type PushStorage,
} from '#app/lib/push/index.ts';

export const PUSH_STATUS_STORAGE_KEY = 'elan-push-status';

export interface PushStatus {
  /** Epoch ms of the last successful registration from this browser. */
  registeredAt: number | null;
  lastError: { message: string; at: number } | null;
}

const EMPTY: PushStatus = Object.freeze({ registeredAt: null, lastError: null }) as PushStatus;

export function parsePushStatus(raw: string | null | undefined): PushStatus {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<PushStatus> | null;
    const registeredAt = typeof value?.registeredAt === 'number' && Number.isFinite(value.registeredAt) ? value.registeredAt : null;
    const e = value?.lastError;
    const lastError =
      e && typeof e.message === 'string' && typeof e.at === 'number' && Number.isFinite(e.at) ? { message: e.message, at: e.at } : null;
    return { registeredAt, lastError };
  } catch {
    return EMPTY;
  }
}

export function errorMessageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return String((error as { message?: unknown } | null)?.message ?? 'unknown');
}

/** A small store over localStorage (or any storage) that components subscribe to. */
export function createPushStatusStore(getStorage: () => PushStorage | null | undefined) {
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; value: PushStatus } | null = null;

  const read = (): PushStatus => {
    let raw: string | null = null;
    try {
      raw = getStorage()?.getItem(PUSH_STATUS_STORAGE_KEY) ?? null;
    } catch {
      raw = null;
    }
    if (!cached || cached.raw !== raw) cached = { raw, value: parsePushStatus(raw) };
    return cached.value;
  };
  const write = (next: PushStatus): void => {
    try {
      getStorage()?.setItem(PUSH_STATUS_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private mode or full storage: the screen just shows less.
    }
    listeners.forEach((listener) => listener());
  };

  return {
    getSnapshot: read,
    getServerSnapshot: (): PushStatus => EMPTY,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    recordSuccess(at: number): void {
      write({ registeredAt: at, lastError: null });
    },
    recordError(error: unknown, at: number): void {
      write({ ...read(), lastError: { message: errorMessageOf(error), at } });
    },
    clear(): void {
      write(EMPTY);
    },
  };
}

export type PushStatusStore = ReturnType<typeof createPushStatusStore>;

/** The registration's exact error strings (and the timeouts) → the settings screen's French explanation key. */
export function pushErrorKey(message: string): string {
  switch (message) {
    case PUSH_ERROR_UID_REQUIRED:
      return 'settings:notifications.pushErrors.uid';
    case PUSH_ERROR_UNSUPPORTED:
      return 'settings:notifications.pushErrors.unsupported';
    case pushPermissionError('denied'):
      return 'settings:notifications.pushErrors.denied';
    case pushPermissionError('default'):
      return 'settings:notifications.pushErrors.default';
    case PUSH_ERROR_EMPTY_TOKEN:
      return 'settings:notifications.pushErrors.emptyToken';
    case INSTALLATION_TIMEOUT_MESSAGE:
    case SW_ACTIVATION_TIMEOUT_MESSAGE:
    case SW_REDUNDANT_MESSAGE:
      return 'settings:notifications.pushErrors.timeout';
    default:
      return 'settings:notifications.pushErrors.other';
  }
}

/** This browser's status, shared by the wiring (any page) and the settings screen. */
export const pushStatus = createPushStatusStore(() => (typeof window === 'undefined' ? null : window.localStorage));

/** The scheduler's logger: logs as before and remembers registration failures for the screen. */
export const pushStatusLogger = {
  warn(...args: unknown[]): void {
    console.warn(...args);
    if (typeof args[0] === 'string' && args[0].startsWith('[push] registration failed')) pushStatus.recordError(args[1], Date.now());
  },
};
