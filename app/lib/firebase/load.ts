import type * as ClientModule from './client.ts';

export type FirebaseClient = typeof ClientModule & ClientModule.FirebaseServices;

let client: Promise<FirebaseClient> | undefined;

/** Loads and initialises the Firebase SDK once, on demand, in the browser (never during SSR). */
export function loadFirebase(): Promise<FirebaseClient> {
  client ??= import('./client.ts').then((module) => ({ ...module, ...module.createFirebaseServices(import.meta.env, import.meta.env.MODE) }));
  return client;
}

/** The Firebase Auth error code without its `auth/` prefix, for locale lookup. */
export function authErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^auth\//, '') : 'default';
}
