/*
 * The page's side of the app's one service worker (app/sw.ts): registration, which account's
 * pages it may keep, and the sign-out clean-up of what it kept. No SDK import: the signed-in
 * layout's bundle holds this module.
 */
import { pagesCacheName, type ToWorker } from './cache-names.ts';

declare global {
  interface ImportMetaEnv {
    /** `ELAN_SW_DEV=1 npm run dev`: the worker under the development server too (vite.config.ts). */
    readonly ELAN_SW_DEV: boolean;
  }
}

export const SERVICE_WORKER_URL = '/sw.js';
export const SERVICE_WORKER_SCOPE = '/';
/** Where the push worker lived before it moved into the app's worker: unregistered where still found. */
const FORMER_PUSH_SCOPE = '/firebase-cloud-messaging-push-scope';

/** Production builds register the worker; the development server only when asked. */
export function serviceWorkerWanted(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && (import.meta.env.PROD || import.meta.env.ELAN_SW_DEV);
}

let registration: Promise<ServiceWorkerRegistration> | undefined;

/**
 * Registers the worker once per page (push asks for the same registration: one worker for the
 * offline cache and for Firebase Cloud Messaging). `updateViaCache: 'none'`: a new deployment is
 * seen at the next check, whatever the HTTP cache holds.
 */
export function registerAppServiceWorker(): Promise<ServiceWorkerRegistration> {
  registration ??= navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE, updateViaCache: 'none' }).then(
    (registered) => {
      void navigator.serviceWorker
        .getRegistration(FORMER_PUSH_SCOPE)
        .then((former) => (former && former.scope.endsWith(FORMER_PUSH_SCOPE) ? former.unregister() : undefined))
        .catch(() => undefined);
      return registered;
    },
    (error: unknown) => {
      registration = undefined;
      throw error;
    },
  );
  return registration;
}

/** The app's registration if this page registered it or a previous page did; never registers. */
export async function appServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return undefined;
  return navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
}

export function tellWorker(worker: ServiceWorker | null | undefined, message: ToWorker): void {
  worker?.postMessage(message);
}

/** Tells the active worker which account is signed in here (null: none), once it is active. */
export async function announceAccount(uid: string | null): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const current = await appServiceWorker();
  if (!current && uid === null) return;
  const ready = await navigator.serviceWorker.ready;
  tellWorker(ready.active, { type: 'account', uid });
}

/**
 * Asks the active worker to fetch, in the background, the pages this account can use offline that
 * it holds no recent copy of (after `announceAccount`, whose message it handles first).
 */
export async function keepPagesForOffline(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.onLine) return;
  const ready = await navigator.serviceWorker.ready;
  tellWorker(ready.active, { type: 'keep-offline-pages' });
}

/** This account's saved pages and data are deleted, and the worker keeps no more of them. */
export async function clearAccountCaches(uid: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const worker = await appServiceWorker();
  tellWorker(worker?.active, { type: 'account', uid: null });
  await caches.delete(pagesCacheName(uid));
}
