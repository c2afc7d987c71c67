/**
 * Web push (FCM) token registration. Every browser and Firebase call is injected, so the
 * specified rules (order, exact errors, exact stored record, 7-day refresh, timeouts) are unit-tested.
 *
 * Typical wiring (after hydration, with the Firebase SDK loaded lazily):
 *   isSupported:          () => isSupported()                       // firebase/messaging
 *   getPermission:        () => Notification.permission
 *   registerServiceWorker: () => registerAppServiceWorker()   // app/lib/offline
 *   getToken:             (o) => getToken(messaging, o)
 *   deleteToken:          () => deleteToken(messaging)
 *   saveToken:            (uid, r) => setDoc(doc(db, 'pushTokens', uid), r, { merge: true })
 *   serverTimestamp:      () => serverTimestamp()
 */
import {
  attempt,
  defaultTimeoutTimers,
  waitForServiceWorkerActivation,
  withInstallationTimeout,
  type ServiceWorkerRegistrationLike,
  type TimeoutTimers,
} from './async.ts';
import {
  PUSH_ERROR_EMPTY_TOKEN,
  PUSH_ERROR_UID_REQUIRED,
  PUSH_ERROR_UNSUPPORTED,
  PUSH_PLATFORM,
  PUSH_TOKEN_STORAGE_KEY,
  pushPermissionError,
  SW_ACTIVATION_TIMEOUT_MS,
  TOKEN_REFRESH_AFTER_MS,
} from './constants.ts';

/** Exactly the specified push token record; `updatedAt` is the server-timestamp sentinel. */
export interface PushTokenRecord<TTimestamp = unknown> {
  uid: string;
  token: string;
  platform: 'web';
  updatedAt: TTimestamp;
}

export interface PushStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface PushLogger {
  warn(...args: unknown[]): void;
}

export interface PushRegistrationDeps<
  TRegistration extends ServiceWorkerRegistrationLike = ServiceWorkerRegistrationLike,
  TTimestamp = unknown,
> {
  uid: string | null | undefined;
  isSupported(): boolean | PromiseLike<boolean>;
  /** Current `Notification.permission`; never prompts. */
  getPermission(): string;
  registerServiceWorker(): TRegistration | PromiseLike<TRegistration>;
  getToken(options: {
    serviceWorkerRegistration: TRegistration;
    vapidKey?: string;
  }): PromiseLike<string | null | undefined> | string | null | undefined;
  deleteToken(): unknown;
  saveToken(uid: string, record: PushTokenRecord<TTimestamp>): unknown;
  serverTimestamp(): TTimestamp;
  vapidKey?: string;
  /** Where the last token and its time are kept; a getter because localStorage may throw. */
  storage?: PushStorage | null | (() => PushStorage | null | undefined);
  now?(): number;
  setTimeout?(callback: () => void, ms: number): unknown;
  clearTimeout?(handle: unknown): void;
  logger?: PushLogger;
}

export interface EnablePushDeps<
  TRegistration extends ServiceWorkerRegistrationLike = ServiceWorkerRegistrationLike,
  TTimestamp = unknown,
> extends PushRegistrationDeps<TRegistration, TTimestamp> {
  /** `Notification.requestPermission()`; only ever called from a user gesture via enablePush. */
  requestPermission(): PromiseLike<string> | string;
}

export interface PushRegistrationResult<TTimestamp = unknown> {
  token: string;
  /** True when the previous token was deleted because it was 7 days old or more. */
  refreshed: boolean;
  record: PushTokenRecord<TTimestamp>;
}

interface StoredToken {
  token: string;
  obtainedAt: number;
}

export function pushTimers(deps: Pick<PushRegistrationDeps, 'setTimeout' | 'clearTimeout'>): TimeoutTimers {
  return {
    setTimeout: deps.setTimeout ?? defaultTimeoutTimers.setTimeout,
    clearTimeout: deps.clearTimeout ?? defaultTimeoutTimers.clearTimeout,
  };
}

export function pushLogger(deps: Pick<PushRegistrationDeps, 'logger'>): PushLogger {
  return deps.logger ?? console;
}

function resolveStorage(source: PushRegistrationDeps['storage']): PushStorage | null {
  try {
    return (typeof source === 'function' ? source() : source) ?? null;
  } catch {
    return null;
  }
}

export function readStoredToken(source: PushRegistrationDeps['storage']): StoredToken | null {
  try {
    const raw = resolveStorage(source)?.getItem(PUSH_TOKEN_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as StoredToken).token === 'string' &&
      typeof (parsed as StoredToken).obtainedAt === 'number' &&
      Number.isFinite((parsed as StoredToken).obtainedAt)
    ) {
      return { token: (parsed as StoredToken).token, obtainedAt: (parsed as StoredToken).obtainedAt };
    }
    return null;
  } catch {
    return null;
  }
}

function writeStoredToken(source: PushRegistrationDeps['storage'], value: StoredToken, logger: PushLogger): void {
  try {
    resolveStorage(source)?.setItem(PUSH_TOKEN_STORAGE_KEY, JSON.stringify(value));
  } catch (error) {
    // Without it the next run simply cannot tell the token's age; not worth failing over.
    logger.warn('[push] could not remember the token time', error);
  }
}

/** A token is due for refresh once 7 days have passed since it was obtained. */
export function isTokenRefreshDue(obtainedAt: number | null | undefined, now: number): boolean {
  return typeof obtainedAt === 'number' && now - obtainedAt >= TOKEN_REFRESH_AFTER_MS;
}

export function buildPushTokenRecord<TTimestamp>(uid: string, token: string, updatedAt: TTimestamp): PushTokenRecord<TTimestamp> {
  return { uid, token, platform: PUSH_PLATFORM, updatedAt };
}

function requireUid(uid: unknown): string {
  if (typeof uid !== 'string' || uid.trim() === '') throw new Error(PUSH_ERROR_UID_REQUIRED);
  return uid;
}

async function requireSupport(deps: Pick<PushRegistrationDeps, 'isSupported'>): Promise<void> {
  let supported = false;
  try {
    supported = (await attempt(() => deps.isSupported())) === true;
  } catch {
    supported = false;
  }
  if (!supported) throw new Error(PUSH_ERROR_UNSUPPORTED);
}

export function currentPermission(deps: Pick<PushRegistrationDeps, 'getPermission'>): string {
  try {
    return String(deps.getPermission());
  } catch {
    // No Notification API: treat as never decided rather than crash.
    return 'default';
  }
}

/**
 * Low-level registration for the settings screen: throws the specified exact errors
 * ('uid requis', 'FCM non supporté', 'permission {status}', 'token vide') or a timeout error.
 * Never asks for permission.
 */
export async function registerPushToken<
  TRegistration extends ServiceWorkerRegistrationLike = ServiceWorkerRegistrationLike,
  TTimestamp = unknown,
>(deps: PushRegistrationDeps<TRegistration, TTimestamp>): Promise<PushRegistrationResult<TTimestamp>> {
  const uid = requireUid(deps.uid);
  await requireSupport(deps);
  const permission = currentPermission(deps);
  if (permission !== 'granted') throw new Error(pushPermissionError(permission));
  return obtainAndStoreToken(deps, uid);
}

async function obtainAndStoreToken<TRegistration extends ServiceWorkerRegistrationLike, TTimestamp>(
  deps: PushRegistrationDeps<TRegistration, TTimestamp>,
  uid: string,
): Promise<PushRegistrationResult<TTimestamp>> {
  const timers = pushTimers(deps);
  const logger = pushLogger(deps);
  const now = deps.now ?? (() => Date.now());

  const serviceWorkerRegistration = await waitForServiceWorkerActivation(
    () => deps.registerServiceWorker(),
    timers,
    SW_ACTIVATION_TIMEOUT_MS,
  );

  const stored = readStoredToken(deps.storage);
  const refreshed = stored !== null && isTokenRefreshDue(stored.obtainedAt, now());
  if (refreshed) {
    try {
      await withInstallationTimeout(() => deps.deleteToken(), timers);
    } catch (error) {
      // Still worth registering: getToken then returns the old token, which keeps working.
      logger.warn('[push] token refresh: delete failed', error);
    }
  }

  const options: { serviceWorkerRegistration: TRegistration; vapidKey?: string } = { serviceWorkerRegistration };
  if (deps.vapidKey) options.vapidKey = deps.vapidKey;
  const token = await withInstallationTimeout(() => deps.getToken(options), timers);
  if (typeof token !== 'string' || token.trim() === '') throw new Error(PUSH_ERROR_EMPTY_TOKEN);

  // The clock restarts only when the token is new (or was just refreshed); re-registering the
  // same token every 6 h must not postpone the 7-day refresh forever.
  if (refreshed || stored === null || stored.token !== token) {
    writeStoredToken(deps.storage, { token, obtainedAt: now() }, logger);
  }

  const record = buildPushTokenRecord(uid, token, deps.serverTimestamp());
  await attempt(() => deps.saveToken(uid, record));
  return { token, refreshed, record };
}

/**
 * For the "enable notifications" button: may prompt (so it must run from a user gesture),
 * then registers. Throws the same exact errors as registerPushToken.
 * Browsers only honour the prompt within a short window after the click, so the screen should
 * pass an `isSupported` that answers from a value resolved on mount rather than a fresh probe.
 */
export async function enablePush<TRegistration extends ServiceWorkerRegistrationLike = ServiceWorkerRegistrationLike, TTimestamp = unknown>(
  deps: EnablePushDeps<TRegistration, TTimestamp>,
): Promise<PushRegistrationResult<TTimestamp>> {
  const uid = requireUid(deps.uid);
  await requireSupport(deps);
  let permission = currentPermission(deps);
  // 'denied' is final in every browser; prompting again would resolve 'denied' without a dialog.
  if (permission === 'default') permission = String(await attempt(() => deps.requestPermission()));
  if (permission !== 'granted') throw new Error(pushPermissionError(permission));
  return obtainAndStoreToken(deps, uid);
}
