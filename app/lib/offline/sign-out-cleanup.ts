/*
 * What signing out removes from this device, gathered in one place: each offline store of an
 * account (the service worker's saved pages here; any other store adds its own clean-up with
 * `onSignOut`) is cleared before the server ends the session. One failing clean-up never keeps
 * the others, or the sign-out, from running.
 */
import { clearAccountCaches } from './service-worker.ts';

export type SignOutCleanup = (uid: string) => Promise<void> | void;

const cleanups = new Set<SignOutCleanup>([clearAccountCaches]);

/** Adds a clean-up to every later sign-out; returns its removal. */
export function onSignOut(cleanup: SignOutCleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

export async function clearAccountDataOnThisDevice(uid: string): Promise<void> {
  const results = await Promise.allSettled([...cleanups].map(async (cleanup) => cleanup(uid)));
  for (const result of results) if (result.status === 'rejected') console.warn('[sign-out] clean-up failed', result.reason);
}
