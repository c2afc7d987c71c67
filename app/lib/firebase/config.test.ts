import { deleteApp, initializeApp, type FirebaseOptions } from 'firebase/app';
import { initializeFirestore, type FirestoreSettings } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AUTH_EMULATOR_URL,
  DEFAULT_CACHE_SIZE_BYTES,
  DEFAULT_FIRESTORE_EMULATOR_HOST,
  demoFirebaseEnv,
  FIREBASE_CONFIG_INCOMPLETE_MESSAGE,
  firebaseEnvWithDevDefaults,
  firestoreSettings,
  LONG_POLLING_TIMEOUT_DEFAULT_S,
  LONG_POLLING_TIMEOUT_MAX_S,
  LONG_POLLING_TIMEOUT_MIN_S,
  MIN_CACHE_SIZE_BYTES,
  parseBooleanFlag,
  parseHostPort,
  readFirebaseConfig,
  REQUIRED_FIREBASE_ENV_KEYS,
  type FirebaseConfigError,
} from './config.ts';

const fullEnv = {
  VITE_FIREBASE_API_KEY: 'AIzaTest',
  VITE_FIREBASE_AUTH_DOMAIN: 'elan-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'elan-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'elan-prod.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234567890',
  VITE_FIREBASE_APP_ID: '1:1234567890:web:abcdef',
};

function thrown(fn: () => unknown): Error {
  try {
    fn();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

describe('constants', () => {
  it('match the product spec', () => {
    expect(FIREBASE_CONFIG_INCOMPLETE_MESSAGE).toBe('Config Firebase incomplète');
    expect(LONG_POLLING_TIMEOUT_DEFAULT_S).toBe(15);
    expect(LONG_POLLING_TIMEOUT_MIN_S).toBe(5);
    expect(LONG_POLLING_TIMEOUT_MAX_S).toBe(30);
    expect(MIN_CACHE_SIZE_BYTES).toBe(1048576);
    expect(DEFAULT_CACHE_SIZE_BYTES).toBe(40 * 1048576);
    expect(DEFAULT_FIRESTORE_EMULATOR_HOST).toBe('127.0.0.1:8080');
    expect(DEFAULT_AUTH_EMULATOR_URL).toBe('http://127.0.0.1:9099');
  });
});

describe('readFirebaseConfig', () => {
  it('reads the six required values', () => {
    const config = readFirebaseConfig(fullEnv);
    expect(config.firebase).toStrictEqual({
      apiKey: 'AIzaTest',
      authDomain: 'elan-prod.firebaseapp.com',
      projectId: 'elan-prod',
      storageBucket: 'elan-prod.appspot.com',
      messagingSenderId: '1234567890',
      appId: '1:1234567890:web:abcdef',
    });
    const typed: FirebaseOptions = config.firebase;
    expect(typed.projectId).toBe('elan-prod');
  });

  it('applies defaults for the optional values', () => {
    expect(readFirebaseConfig(fullEnv)).toStrictEqual({
      firebase: expect.any(Object),
      vapidKey: undefined,
      longPollingTimeoutSec: 15,
      useEmulators: false,
      firestoreEmulatorHost: '127.0.0.1:8080',
      firestoreEmulator: { host: '127.0.0.1', port: 8080 },
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('reads the optional values', () => {
    const config = readFirebaseConfig({
      ...fullEnv,
      VITE_FIREBASE_VAPID_KEY: ' BKey ',
      VITE_FIREBASE_USE_EMULATORS: 'true',
      VITE_FIRESTORE_EMULATOR_HOST: 'localhost:9150',
      VITE_AUTH_EMULATOR_URL: 'http://localhost:9199',
      VITE_FIRESTORE_LONG_POLLING_TIMEOUT_S: '25',
    });
    expect(config).toStrictEqual({
      firebase: expect.any(Object),
      vapidKey: 'BKey',
      longPollingTimeoutSec: 25,
      useEmulators: true,
      firestoreEmulatorHost: 'localhost:9150',
      firestoreEmulator: { host: 'localhost', port: 9150 },
      authEmulatorUrl: 'http://localhost:9199',
    });
  });

  it.each(['4', '31', 'abc', '15s'])('rejects a long-polling timeout of %j from the environment', (raw) => {
    expect(() => readFirebaseConfig({ ...fullEnv, VITE_FIRESTORE_LONG_POLLING_TIMEOUT_S: raw })).toThrow(
      new RangeError(`Firestore long-polling timeout must be between 5 and 30 seconds (got ${raw})`),
    );
  });

  it('trims values', () => {
    const config = readFirebaseConfig({ ...fullEnv, VITE_FIREBASE_PROJECT_ID: '  elan-prod \n' });
    expect(config.firebase.projectId).toBe('elan-prod');
  });

  it('treats an empty VAPID key as absent', () => {
    expect(readFirebaseConfig({ ...fullEnv, VITE_FIREBASE_VAPID_KEY: '   ' }).vapidKey).toBeUndefined();
  });

  it('always uses the emulators for a demo- project', () => {
    expect(readFirebaseConfig({ ...fullEnv, VITE_FIREBASE_PROJECT_ID: 'demo-x' }).useEmulators).toBe(true);
  });

  for (const key of REQUIRED_FIREBASE_ENV_KEYS) {
    for (const [label, value] of [
      ['missing', undefined],
      ['empty', ''],
      ['blank', '  \t '],
    ] as const) {
      it(`throws exactly 'Config Firebase incomplète' when ${key} is ${label}`, () => {
        const env: Record<string, string | undefined> = { ...fullEnv, [key]: value };
        const error = thrown(() => readFirebaseConfig(env)) as FirebaseConfigError;
        expect(error).toBeInstanceOf(Error);
        expect(error.message).toBe('Config Firebase incomplète');
        expect(error.missingKeys).toEqual([key]);
        expect(() => readFirebaseConfig(env)).toThrow(new Error('Config Firebase incomplète'));
      });
    }
  }

  it('throws for an empty environment and lists every missing key', () => {
    const error = thrown(() => readFirebaseConfig({})) as FirebaseConfigError;
    expect(error.message).toBe('Config Firebase incomplète');
    expect(error.missingKeys).toEqual([...REQUIRED_FIREBASE_ENV_KEYS]);
  });

  it('rejects a malformed emulator host with a clear error', () => {
    expect(() => readFirebaseConfig({ ...fullEnv, VITE_FIRESTORE_EMULATOR_HOST: 'localhost' })).toThrow(
      /Invalid emulator host "localhost"/,
    );
  });
});

describe('parseHostPort / parseBooleanFlag', () => {
  it.each([
    ['127.0.0.1:8080', { host: '127.0.0.1', port: 8080 }],
    ['localhost:1', { host: 'localhost', port: 1 }],
    ['[::1]:8080', { host: '::1', port: 8080 }],
  ])('%s', (input, expected) => {
    expect(parseHostPort(input)).toEqual(expected);
  });
  it.each([['localhost'], [':8080'], ['host:0'], ['host:70000'], ['host:80a'], ['::1:8080'], ['']])(
    'rejects %j',
    (input) => {
      expect(() => parseHostPort(input)).toThrow(/Invalid emulator host/);
    },
  );
  it.each([
    ['true', true],
    ['TRUE', true],
    ['1', true],
    ['yes', true],
    ['on', true],
    ['false', false],
    ['0', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (input, expected) => {
    expect(parseBooleanFlag(input)).toBe(expected);
  });
});

describe('demoFirebaseEnv and dev defaults', () => {
  it('is a complete demo-elan configuration pointing at the emulators', () => {
    expect(demoFirebaseEnv.VITE_FIREBASE_API_KEY).toBe('demo-api-key');
    expect(demoFirebaseEnv.VITE_FIREBASE_AUTH_DOMAIN).toBe('demo-elan.firebaseapp.com');
    expect(demoFirebaseEnv.VITE_FIREBASE_PROJECT_ID).toBe('demo-elan');
    const config = readFirebaseConfig(demoFirebaseEnv);
    expect(config.firebase.projectId).toBe('demo-elan');
    expect(config.useEmulators).toBe(true);
    expect(config.firestoreEmulator).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(config.authEmulatorUrl).toBe('http://127.0.0.1:9099');
    expect(Object.isFrozen(demoFirebaseEnv)).toBe(true);
  });

  it('uses the demo env in development when nothing is set', () => {
    expect(readFirebaseConfig(firebaseEnvWithDevDefaults({}, true)).firebase.projectId).toBe('demo-elan');
    expect(
      readFirebaseConfig(firebaseEnvWithDevDefaults({ VITE_FIREBASE_API_KEY: '  ' }, true)).firebase.projectId,
    ).toBe('demo-elan');
  });

  it('keeps emulator addresses from the environment over the demo defaults', () => {
    const env = firebaseEnvWithDevDefaults(
      { VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:9150', VITE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9199' },
      true,
    );
    const config = readFirebaseConfig(env);
    expect(config.firestoreEmulator.port).toBe(9150);
    expect(config.authEmulatorUrl).toBe('http://127.0.0.1:9199');
  });

  it('does not fill a partial configuration in development', () => {
    const env = firebaseEnvWithDevDefaults({ VITE_FIREBASE_PROJECT_ID: 'elan-prod' }, true);
    expect(() => readFirebaseConfig(env)).toThrow(new Error('Config Firebase incomplète'));
  });

  it('never substitutes the demo env outside development', () => {
    const env = {};
    expect(firebaseEnvWithDevDefaults(env, false)).toBe(env);
    expect(() => readFirebaseConfig(firebaseEnvWithDevDefaults(env, false))).toThrow(
      new Error('Config Firebase incomplète'),
    );
  });

  it('leaves a full environment untouched in development', () => {
    expect(firebaseEnvWithDevDefaults(fullEnv, true)).toBe(fullEnv);
  });
});

describe('firestoreSettings', () => {
  it('defaults: forced long-polling, 15 s timeout, 40 MiB cache', () => {
    expect(firestoreSettings()).toStrictEqual({
      experimentalForceLongPolling: true,
      experimentalLongPollingOptions: { timeoutSeconds: 15 },
      cacheSizeBytes: 41943040,
    });
  });

  it.each([5, 10, 15, 29.5, 30])('accepts a %s s timeout', (timeout) => {
    expect(firestoreSettings({ longPollingTimeoutSec: timeout }).experimentalLongPollingOptions).toEqual({
      timeoutSeconds: timeout,
    });
  });

  it.each([4.99, 4, 0, -1, 30.01, 31, 60, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects a %s s timeout with a clear error',
    (timeout) => {
      const error = thrown(() => firestoreSettings({ longPollingTimeoutSec: timeout }));
      expect(error).toBeInstanceOf(RangeError);
      expect(error.message).toBe(
        `Firestore long-polling timeout must be between 5 and 30 seconds (got ${String(timeout)})`,
      );
    },
  );

  it('accepts the minimum cache size and larger', () => {
    expect(firestoreSettings({ cacheSizeBytes: 1048576 }).cacheSizeBytes).toBe(1048576);
    expect(firestoreSettings({ cacheSizeBytes: 100 * 1048576 }).cacheSizeBytes).toBe(104857600);
  });

  it.each([1048575, 0, -1, Number.NaN])('rejects a cache size of %s', (size) => {
    const error = thrown(() => firestoreSettings({ cacheSizeBytes: size }));
    expect(error).toBeInstanceOf(RangeError);
    expect(error.message).toBe(`Firestore cache size must be at least 1048576 bytes (got ${String(size)})`);
  });

  it('is accepted by the real Firestore SDK (type and runtime validation)', async () => {
    const app = initializeApp(readFirebaseConfig(demoFirebaseEnv).firebase, `settings-test-${Date.now()}`);
    try {
      const settings: FirestoreSettings = firestoreSettings({ longPollingTimeoutSec: 5, cacheSizeBytes: MIN_CACHE_SIZE_BYTES });
      expect(() => initializeFirestore(app, settings)).not.toThrow();
    } finally {
      await deleteApp(app);
    }
  });

  it('agrees with the SDK on the bounds (the SDK rejects what we reject)', async () => {
    const app = initializeApp(readFirebaseConfig(demoFirebaseEnv).firebase, `bounds-test-${Date.now()}`);
    try {
      expect(() =>
        initializeFirestore(app, {
          experimentalForceLongPolling: true,
          experimentalLongPollingOptions: { timeoutSeconds: LONG_POLLING_TIMEOUT_MAX_S + 1 },
        }),
      ).toThrow();
      expect(() => initializeFirestore(app, { cacheSizeBytes: MIN_CACHE_SIZE_BYTES - 1 })).toThrow();
    } finally {
      await deleteApp(app);
    }
  });
});
