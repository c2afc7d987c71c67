import { useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';
import { useLiveQuery } from '#app/components/data/use-live.ts';
import { sessionInProgress, type SessionToResume } from '#app/lib/data/session-to-resume.ts';
import { readSessionInProgress, subscribeStoredSession } from '#app/lib/sessions/session-in-progress.ts';

export type SessionOffer = { readonly path: string; readonly href: string; readonly title: string };

const NONE: SessionToResume[] = [];

/**
 * The session to offer again: this browser's copy first (it holds the sets not sent yet), else
 * the one Firestore has in progress, from any device — the shell's loader read it for the first
 * HTML, then the live query follows it (finished or discarded here, it goes at once).
 */
export function useSessionToResume(): SessionOffer | null {
  // The server has no browser storage: the stored copy shows once hydrated.
  const stored = useSyncExternalStore(subscribeStoredSession, readSessionInProgress, () => null);
  const shell = useRouteLoaderData('routes/_app') as { sessionInProgress?: SessionToResume[] } | undefined;
  // Seeded with a constant, not the shell's list (new at every navigation, which would restart
  // the listener): until the listener has answered, its data is that constant.
  const live = useLiveQuery(sessionInProgress, {}, NONE);
  if (stored) return { path: stored.path, href: stored.path, title: stored.title };
  const remote = (live.data === NONE ? shell?.sessionInProgress : live.data)?.[0];
  return remote ? { path: remote.path, href: remote.href, title: remote.title } : null;
}
