/**
 * Firebase client configuration, validated from `VITE_FIREBASE_*` variables, and the Firestore
 * client settings (forced long-polling, bounded timeout, memory cache size floor).
 * No Firebase import here: this module only produces plain objects that the code initialising
 * the SDK passes on (`initializeApp(config.firebase)`, `initializeFirestore(app, settings)`).
 */

/** Seed string: shown as-is when any required value is missing. */
export const FIREBASE_CONFIG_INCOMPLETE_MESSAGE = 'Config Firebase incomplète';

export const LONG_POLLING_TIMEOUT_DEFAULT_S = 15;
export const LONG_POLLING_TIMEOUT_MIN_S = 5;
export const LONG_POLLING_TIMEOUT_MAX_S = 30;
export const MIN_CACHE_SIZE_BYTES = 1048576;
/**
 * 40 MiB, the Firestore SDK's own default. With the memory cache this is only an upper bound
 * (eager garbage collection keeps far less), so matching the SDK avoids surprising anyone who
 * later switches to an LRU or persistent cache.
 */
export const DEFAULT_CACHE_SIZE_BYTES = MIN_CACHE_SIZE_BYTES * 40;

export const DEFAULT_FIRESTORE_EMULATOR_HOST = '127.0.0.1:8080';
export const DEFAULT_AUTH_EMULATOR_URL = 'http://127.0.0.1:9099';

export const REQUIRED_FIREBASE_ENV_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_MESSAGING_SENDER_ID',
  'VITE_FIREBASE_APP_ID',
] as const;
export type RequiredFirebaseEnvKey = (typeof REQUIRED_FIREBASE_ENV_KEYS)[number];

export type FirebaseEnv = Readonly<Record<string, string | undefined>>;

/** Same shape as the SDK's `FirebaseOptions` subset we use. */
export interface FirebaseClientOptions {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
}

export interface ElanFirebaseConfig {
  /** For `initializeApp`. */
  firebase: FirebaseClientOptions;
  /** Web push VAPID key; undefined when not configured. */
  vapidKey: string | undefined;
  /** From `VITE_FIRESTORE_LONG_POLLING_TIMEOUT_S`, default 15, validated to 5–30. */
  longPollingTimeoutSec: number;
  useEmulators: boolean;
  /** `host:port` as in FIRESTORE_EMULATOR_HOST. */
  firestoreEmulatorHost: string;
  /** Split form for `connectFirestoreEmulator(db, host, port)`. */
  firestoreEmulator: { host: string; port: number };
  /** Full URL for `connectAuthEmulator(auth, url)`. */
  authEmulatorUrl: string;
}

export interface FirebaseConfigError extends Error {
  /** Which variables were missing, for developer logs; never part of the shown message. */
  missingKeys: RequiredFirebaseEnvKey[];
}

/**
 * Development defaults: a `demo-` project, which Firebase treats as emulator-only, so
 * `npm run dev` works offline with nothing to configure.
 */
export const demoFirebaseEnv = Object.freeze({
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-elan.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-elan',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-elan.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
  VITE_FIREBASE_USE_EMULATORS: 'true',
  VITE_FIRESTORE_EMULATOR_HOST: DEFAULT_FIRESTORE_EMULATOR_HOST,
  VITE_AUTH_EMULATOR_URL: DEFAULT_AUTH_EMULATOR_URL,
} satisfies Record<RequiredFirebaseEnvKey, string> & Record<string, string>);

function clean(value: string | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

export function isDemoProject(projectId: string): boolean {
  return projectId.startsWith('demo-');
}

export function parseBooleanFlag(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes(clean(value).toLowerCase());
}

/** Parses `host:port`, including bracketed IPv6 (`[::1]:8080`). */
export function parseHostPort(value: string): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5})$/.exec(value.trim());
  const port = match ? Number(match[2]) : Number.NaN;
  if (!match || !match[1] || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`Invalid emulator host "${value}": expected host:port, e.g. ${DEFAULT_FIRESTORE_EMULATOR_HOST}`);
  }
  return { host: match[1].replace(/^\[(.*)\]$/, '$1'), port };
}

/**
 * In development, an environment with none of the required variables gets the demo project.
 * A partially filled one is left alone so the mistake surfaces as 'Config Firebase incomplète'
 * instead of silently running against the demo project.
 */
export function firebaseEnvWithDevDefaults(env: FirebaseEnv, isDev: boolean): FirebaseEnv {
  if (!isDev) return env;
  const anyRequired = REQUIRED_FIREBASE_ENV_KEYS.some((key) => clean(env[key]) !== '');
  if (anyRequired) return env;
  const merged: Record<string, string | undefined> = { ...demoFirebaseEnv };
  // Emulator addresses set in the environment still win over the demo defaults.
  for (const key of ['VITE_FIRESTORE_EMULATOR_HOST', 'VITE_AUTH_EMULATOR_URL'] as const) {
    if (clean(env[key]) !== '') merged[key] = env[key];
  }
  return merged;
}

export function readFirebaseConfig(env: FirebaseEnv): ElanFirebaseConfig {
  const missingKeys = REQUIRED_FIREBASE_ENV_KEYS.filter((key) => clean(env[key]) === '');
  if (missingKeys.length > 0) {
    const error = new Error(FIREBASE_CONFIG_INCOMPLETE_MESSAGE) as FirebaseConfigError;
    // Non-enumerable so the error still deep-equals `new Error('Config Firebase incomplète')`.
    Object.defineProperty(error, 'missingKeys', { value: missingKeys, enumerable: false });
    throw error;
  }

  const firebase: FirebaseClientOptions = {
    apiKey: clean(env.VITE_FIREBASE_API_KEY),
    authDomain: clean(env.VITE_FIREBASE_AUTH_DOMAIN),
    projectId: clean(env.VITE_FIREBASE_PROJECT_ID),
    storageBucket: clean(env.VITE_FIREBASE_STORAGE_BUCKET),
    messagingSenderId: clean(env.VITE_FIREBASE_MESSAGING_SENDER_ID),
    appId: clean(env.VITE_FIREBASE_APP_ID),
  };

  const rawTimeout = clean(env.VITE_FIRESTORE_LONG_POLLING_TIMEOUT_S);
  const longPollingTimeoutSec =
    rawTimeout === '' ? LONG_POLLING_TIMEOUT_DEFAULT_S : assertLongPollingTimeout(Number(rawTimeout), rawTimeout);

  // Parsed even when emulators are off: a malformed value is a configuration bug either way.
  const firestoreEmulatorHost = clean(env.VITE_FIRESTORE_EMULATOR_HOST) || DEFAULT_FIRESTORE_EMULATOR_HOST;

  return {
    firebase,
    vapidKey: clean(env.VITE_FIREBASE_VAPID_KEY) || undefined,
    longPollingTimeoutSec,
    // A demo- project has no production backend, so it can only ever work against emulators.
    useEmulators: parseBooleanFlag(env.VITE_FIREBASE_USE_EMULATORS) || isDemoProject(firebase.projectId),
    firestoreEmulatorHost,
    firestoreEmulator: parseHostPort(firestoreEmulatorHost),
    authEmulatorUrl: clean(env.VITE_AUTH_EMULATOR_URL) || DEFAULT_AUTH_EMULATOR_URL,
  };
}

// ---------------------------------------------------------------------------------------------
// Firestore settings

export interface FirestoreSettingsInput {
  longPollingTimeoutSec?: number;
  cacheSizeBytes?: number;
}

/** Structurally compatible with the SDK's `FirestoreSettings` (checked in the tests). */
export interface ElanFirestoreSettings {
  experimentalForceLongPolling: true;
  experimentalLongPollingOptions: { timeoutSeconds: number };
  cacheSizeBytes: number;
}

/**
 * Long-polling is forced because some proxies and antivirus software buffer streaming responses,
 * which stalls WebChannel streams; the product spec fixes it. The bounds are the SDK's: it rejects
 * timeouts outside 5–30 s and caches under 1 MiB, so failing here gives a clearer message at
 * the place the value is configured.
 */
export function assertLongPollingTimeout(value: unknown, shown: string = String(value)): number {
  if (
    typeof value !== 'number' ||
    !Number.isFinite(value) ||
    value < LONG_POLLING_TIMEOUT_MIN_S ||
    value > LONG_POLLING_TIMEOUT_MAX_S
  ) {
    throw new RangeError(
      `Firestore long-polling timeout must be between ${LONG_POLLING_TIMEOUT_MIN_S} and ${LONG_POLLING_TIMEOUT_MAX_S} seconds (got ${shown})`,
    );
  }
  return value;
}

export function firestoreSettings(input: FirestoreSettingsInput = {}): ElanFirestoreSettings {
  const timeoutSeconds = assertLongPollingTimeout(input.longPollingTimeoutSec ?? LONG_POLLING_TIMEOUT_DEFAULT_S);

  const cacheSizeBytes = input.cacheSizeBytes ?? DEFAULT_CACHE_SIZE_BYTES;
  if (typeof cacheSizeBytes !== 'number' || !Number.isFinite(cacheSizeBytes) || cacheSizeBytes < MIN_CACHE_SIZE_BYTES) {
    throw new RangeError(
      `Firestore cache size must be at least ${MIN_CACHE_SIZE_BYTES} bytes (got ${String(cacheSizeBytes)})`,
    );
  }

  return {
    experimentalForceLongPolling: true,
    experimentalLongPollingOptions: { timeoutSeconds },
    cacheSizeBytes,
  };
}
