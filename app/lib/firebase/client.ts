// Browser-only Firebase services. Never import this statically from a route or component:
// use `loadFirebase()` so the SDK stays out of the first-route bundle and loads once the page has
// loaded, painted and gone idle (page-settled.ts).
import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  memoryLruGarbageCollector,
  type Firestore,
} from 'firebase/firestore';
import { firebaseEnvWithDevDefaults, firestoreSettings, readFirebaseConfig } from './config.ts';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Firestore;
}

/**
 * `mode` is Vite's: outside production builds (dev server, test builds) the demo project on the
 * local emulators is the default, so nothing needs configuring.
 */
export function createFirebaseServices(env: Record<string, string | undefined>, mode: string): FirebaseServices {
  const config = readFirebaseConfig(firebaseEnvWithDevDefaults(env, mode !== 'production'));
  const app = initializeApp(config.firebase);
  const auth = getAuth(app);
  const settings = firestoreSettings({ longPollingTimeoutSec: config.longPollingTimeoutSec });
  const db = initializeFirestore(app, {
    experimentalForceLongPolling: settings.experimentalForceLongPolling,
    experimentalLongPollingOptions: settings.experimentalLongPollingOptions,
    localCache: memoryLocalCache({
      garbageCollector: memoryLruGarbageCollector({ cacheSizeBytes: settings.cacheSizeBytes }),
    }),
  });
  if (config.useEmulators) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    connectFirestoreEmulator(db, config.firestoreEmulator.host, config.firestoreEmulator.port);
  }
  return { app, auth, db };
}

// Auth operations the screens need, kept here so `firebase/auth` is only reached through this chunk.
export {
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  GoogleAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendPasswordResetEmail,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
