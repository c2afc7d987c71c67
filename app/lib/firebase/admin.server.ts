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
 * The emulator answers any token as the owner, but firebase-admin's transport still asks
 * google-auth for one (and for the universe domain), which looks for credentials on a metadata
 * server that is not there: this stand-in answers instead.
 */
const emulatorOwnerAuth = {
  getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }),
  getUniverseDomain: async () => 'googleapis.com',
};

let firestore: Firestore | undefined;

export const adminApp = createApp();
export const adminAuth = getAuth(adminApp);

/**
 * Over gRPC in every mode (firebase-admin's default): binary protobuf costs the server less CPU per
 * page than `preferRest`'s proto3 JSON, and starts as fast (docs/decisions/0011-server-firestore-transport.md).
 */
export function adminDb(): Firestore {
  if (!firestore) {
    firestore = initializeFirestore(adminApp);
    // initializeFirestore keeps none of its other settings: the auth stand-in must go through
    // settings(), before the first request.
    if (serverEnv.firestoreEmulatorHost) firestore.settings({ auth: emulatorOwnerAuth } as Parameters<Firestore['settings']>[0]);
  }
  return firestore;
}
