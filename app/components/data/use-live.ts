/*
 * The live half of the data pattern. A screen renders its loader's data (read on the server
 * with firebase-admin, so the first HTML is complete); once Firebase Auth is ready in the
 * browser, this hook attaches an onSnapshot listener to the same document or query and takes
 * over: changes from another tab or device, and the person's own writes (latency compensation),
 * appear without reload. No second loading state: until the listener reports, the loader's
 * data stays on screen.
 */
import { useEffect, useState } from 'react';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import type { FirebaseClient } from '#app/lib/firebase/load.ts';
import type { SnapshotMeta, Unsubscribe } from '#app/lib/firebase/live-types.ts';

export interface LiveContext {
  readonly firebase: FirebaseClient;
  readonly uid: string;
}

/**
 * Attaches a listener and returns its unsubscribe. Define watchers at module level (the hook
 * re-subscribes when the function changes) and import the repository's `.client.ts` module
 * inside, so the Firestore SDK never enters a route's first bundle.
 */
export type Watcher<T> = (ctx: LiveContext, emit: (value: T, meta: SnapshotMeta) => void, fail: (error: unknown) => void) => Promise<Unsubscribe>;

export interface Live<T> {
  readonly data: T;
  /** Local writes not yet confirmed by the server. */
  readonly pending: boolean;
  /** The listener failed (rules, network gone for good): the data shown may be stale. */
  readonly error: unknown;
  /** True once the listener has delivered server data. */
  readonly live: boolean;
}

export function useLive<T>(initial: T, watch: Watcher<T>): Live<T> {
  const auth = useClientAuth();
  const [state, setState] = useState<Live<T>>({ data: initial, pending: false, error: null, live: false });
  const firebase = auth.status === 'signed-in' ? auth.firebase : null;
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;

  useEffect(() => {
    if (!firebase || !uid) return;
    let active = true;
    let stop: Unsubscribe | undefined;
    let confirmed = false;
    const emit = (data: T, meta: SnapshotMeta) => {
      if (!active) return;
      // A cache-only first snapshot may be partial (memory cache, another listener's leftovers):
      // the loader's data is better until the server answers — unless it carries our own writes.
      if (meta.fromCache && !meta.pending && !confirmed) return;
      if (!meta.fromCache) confirmed = true;
      setState({ data, pending: meta.pending, error: null, live: confirmed });
    };
    const fail = (error: unknown) => {
      console.error(error);
      if (active) setState((s) => ({ ...s, pending: false, error }));
    };
    watch({ firebase, uid }, emit, fail).then(
      (unsubscribe) => {
        if (active) stop = unsubscribe;
        else unsubscribe();
      },
      fail,
    );
    return () => {
      active = false;
      stop?.();
    };
  }, [firebase, uid, watch]);

  return state;
}
