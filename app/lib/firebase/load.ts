import type * as ClientModule from './client.ts';
import type * as MessagingModule from './messaging.ts';
import { pageSettled } from './page-settled.ts';

export type FirebaseClient = typeof ClientModule & ClientModule.FirebaseServices;

let settled: Promise<void> | undefined;
let client: Promise<FirebaseClient> | undefined;

/**
 * The one gate in front of every Firebase SDK module: the page must have loaded, painted and gone
 * idle first (page-settled.ts). An action taken before then (a sign-in, a write) waits for it too.
 */
function afterPageSettled(): Promise<void> {
  settled ??= pageSettled(window);
  return settled;
}

/**
 * Loads and initialises the Firebase SDK once, in the browser (never during SSR), after the page
 * has settled: the silent re-sign-in, the live listeners and every write go through here.
 */
export function loadFirebase(): Promise<FirebaseClient> {
  client ??= afterPageSettled()
    .then(() => import('./client.ts'))
    .then((module) => ({ ...module, ...module.createFirebaseServices(import.meta.env, import.meta.env.MODE) }));
  return client;
}

/** Firebase Cloud Messaging (push), behind the same gate. */
export function loadMessaging(): Promise<typeof MessagingModule> {
  return afterPageSettled().then(() => import('./messaging.ts'));
}

/** The Firebase Auth error code without its `auth/` prefix, for locale lookup. */
export function authErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^auth\//, '') : 'default';
}
