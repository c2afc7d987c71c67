// Browser-only FCM wiring. Imports firebase/messaging, so it is only ever reached through
// `loadMessaging()` (load.ts) once the page has settled, never in a route's bundle.
import type { FirebaseApp } from 'firebase/app';
import type { Firestore } from 'firebase/firestore';
import { deleteToken, getMessaging, getToken, isSupported, onMessage, type Messaging } from 'firebase/messaging';
import type { PushSchedulerDeps, PushStorage } from '#app/lib/push/index.ts';
import type { ForegroundSource } from '#app/lib/notifications/foreground.ts';
import { withInstallationTimeout } from '#app/lib/push/index.ts';
import { appServiceWorker, registerAppServiceWorker } from '#app/lib/offline/service-worker.ts';
import { firebaseEnvWithDevDefaults, readFirebaseConfig } from './config.ts';
import { deleteDocument, setDocument } from '#app/lib/data/documents.client.ts';
import { pushTokenDoc } from '#app/lib/data/push-tokens.ts';

let supported: Promise<boolean> | undefined;

/** Whether this browser can do web push (service worker, Push API, IndexedDB…). Never rejects. */
export function messagingSupported(): Promise<boolean> {
  supported ??= isSupported().catch(() => false);
  return supported;
}

// getMessaging is only called once support is known: on an unsupported browser it rejects
// asynchronously with nobody listening.
const messagingOf = (app: FirebaseApp): Messaging => getMessaging(app);

/**
 * FCM's `deleteToken` takes no worker: on a page that has not called `getToken` it registers its
 * default `/firebase-messaging-sw.js`, which this app does not serve (its one worker handles push).
 * The SDK keeps the worker it uses on the instance, where `getToken` also puts the one it is given.
 */
async function deleteTokenOfAppWorker(app: FirebaseApp): Promise<boolean> {
  const messaging = messagingOf(app) as Messaging & { swRegistration?: ServiceWorkerRegistration };
  messaging.swRegistration ??= await appServiceWorker();
  // No worker on this device: no push subscription to drop.
  if (!messaging.swRegistration) return false;
  return deleteToken(messaging);
}

function localStorageOrNull(): PushStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function vapidKey(): string | undefined {
  return readFirebaseConfig(firebaseEnvWithDevDefaults(import.meta.env, import.meta.env.MODE !== 'production')).vapidKey;
}

export interface PushDepsOptions {
  app: FirebaseApp;
  db: Firestore;
  uid: string;
  /** Called after the record is stored, e.g. to remember when. */
  onSaved?: () => void;
}

/** The injected dependencies of app/lib/push for this browser. */
export function browserPushDeps({ app, db, uid, onSaved }: PushDepsOptions): PushSchedulerDeps<ServiceWorkerRegistration, null> {
  return {
    uid,
    isSupported: () => messagingSupported(),
    getPermission: () => (typeof Notification === 'undefined' ? 'default' : Notification.permission),
    // The app's one worker (app/sw.ts) handles push too.
    registerServiceWorker: () => registerAppServiceWorker(),
    getToken: (options) => getToken(messagingOf(app), options),
    deleteToken: () => deleteTokenOfAppWorker(app),
    saveToken: async (id, { updatedAt: _stampedByTheWrite, ...record }) => {
      await setDocument(db, pushTokenDoc, { uid: id }, record, { merge: true });
      onSaved?.();
    },
    // The data layer stamps updatedAt with the server's clock on every write of the record.
    serverTimestamp: () => null,
    vapidKey: vapidKey(),
    storage: localStorageOrNull,
    document,
  };
}

/** FCM's foreground messages (sent to a visible page by the service worker). */
export function fcmForegroundSource(app: FirebaseApp): ForegroundSource {
  return (handler) => onMessage(messagingOf(app), handler);
}

/**
 * Push off on this device: the FCM subscription is dropped (best effort) and the stored record
 * deleted, so the server has nothing to send to.
 */
export async function unregisterThisDevice(app: FirebaseApp, db: Firestore, uid: string): Promise<void> {
  const results = await Promise.allSettled([
    (async () => {
      if (await messagingSupported()) await withInstallationTimeout(() => deleteTokenOfAppWorker(app));
    })(),
    deleteDocument(db, pushTokenDoc, { uid }),
  ]);
  for (const result of results) if (result.status === 'rejected') console.warn('[push] unregister', result.reason);
}
