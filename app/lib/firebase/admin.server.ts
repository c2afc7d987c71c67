import { applicationDefault, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { initializeFirestore, type Firestore } from 'firebase-admin/firestore';
import { serverEnv } from '#app/lib/env.server.ts';

function createApp(): App {
  const existing = getApps()[0];
  if (existing) return existing;
  // With the emulators firebase-admin needs only a project id; in production the credentials
  // come from GOOGLE_APPLICATION_CREDENTIALS (or the platform's metadata server).
  return serverEnv.usesEmulators
    ? initializeApp({ projectId: serverEnv.projectId })
    : initializeApp({ credential: applicationDefault(), projectId: serverEnv.projectId });
}

/**
 * In emulator mode, `preferRest` still asks google-auth for credentials (nodejs-firestore #1811);
 * this stand-in makes it send the emulator's admin token instead.
 */
const emulatorOwnerAuth = {
  getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }),
  // Listeners use gRPC even with preferRest, and gax then asks the auth client for this.
  getUniverseDomain: async () => 'googleapis.com',
};

let firestore: Firestore | undefined;

export const adminApp = createApp();
export const adminAuth = getAuth(adminApp);

export function adminDb(): Firestore {
  if (!firestore) {
    firestore = initializeFirestore(adminApp, { preferRest: true });
    // initializeFirestore keeps only preferRest from its settings: the auth stand-in must go
    // through settings(), before the first request.
    if (serverEnv.firestoreEmulatorHost) firestore.settings({ auth: emulatorOwnerAuth } as Parameters<Firestore['settings']>[0]);
  }
  return firestore;
}
