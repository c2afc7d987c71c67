/*
 * What signing out removes from this device, gathered in one place: each offline store of an
 * account (the service worker's saved pages and the outbox of writes not yet sent; any other
 * store adds its own clean-up with `onSignOut`) is cleared before the server ends the session. One failing clean-up never keeps
 * the others, or the sign-out, from running.
 */
import { clearAccountCaches } from './service-worker.ts';

export type SignOutCleanup = (uid: string) => Promise<void> | void;

// The outbox loads only when needed: it brings IndexedDB code the first bundle does without.
const clearOutbox: SignOutCleanup = async (uid) => (await import('./outbox.ts')).clearOutbox(uid);

const cleanups = new Set<SignOutCleanup>([clearAccountCaches, clearOutbox]);

/** Adds a clean-up to every later sign-out; returns its removal. */
export function onSignOut(cleanup: SignOutCleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export async function clearAccountDataOnThisDevice(uid: string): Promise<void> {
  const results = await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup(uid)));
  for (const result of results) if (result.status === 'rejected') console.warn('[sign-out] clean-up failed', result.reason);
}
