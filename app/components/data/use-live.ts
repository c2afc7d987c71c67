/*
 * The live half of the data layer. A screen renders its loader's data (read on the server with
 * firebase-admin, so the first HTML is complete); once Firebase Auth is ready in the browser,
 * these hooks attach a listener to the same document or query and take over: changes from
 * another tab or device, and the person's own writes (latency compensation), appear without
 * reload. No second loading state: until the listener reports, the loader's data stays.
 *
 * They start again from the loader's data, and re-subscribe, whenever the params change (a day,
 * a program, a period) or the loader brings new data (a navigation to the same route). So the
 * `initial` passed in must be the loader's value itself, not an object rebuilt on each render.
 */
import { useEffect, useMemo, useState } from 'react';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import type { CollectionParams, PathParams, QueryType, ReadableType } from '#app/lib/data/documents.ts';
import type { SnapshotMeta } from '#app/lib/data/documents.client.ts';

export interface Live<T> {
  readonly data: T;
  /** True once the listener has delivered data confirmed by the server. */
  readonly live: boolean;
  /** The listener failed (rules, network gone for good): the data shown may be stale. */
  readonly error: unknown;
}

type Emit<T> = (value: T, meta: SnapshotMeta) => void;

/** What to listen to: one document, or a query's list. Module-level descriptors, so stable. */
type Source = { readonly doc: ReadableType<unknown> } | { readonly query: QueryType<unknown> };

/** `uid` is the signed-in person's: screens name only the rest. */
type OwnParams<X> = Omit<X, 'uid'>;

/** The live value, and what it was started from: a change of any of these starts afresh. */
interface State<T> extends Live<T> {
  readonly source: Source;
  readonly paramsKey: string;
  readonly initial: T;
}

function useLive<T>(source: Source, paramsKey: string, initial: T): Live<T> {
  const auth = useClientAuth();
  const db = auth.status === 'signed-in' ? auth.firebase.db : null;
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  const [state, setState] = useState<State<T>>({ source, paramsKey, initial, data: initial, live: false, error: null });

  // New params or new loader data: show the loader's data at once, until the new listener answers.
  let current = state;
  if (state.source !== source || state.paramsKey !== paramsKey || state.initial !== initial) {
    current = { source, paramsKey, initial, data: initial, live: false, error: null };
    setState(current);
  }

  useEffect(() => {
    if (!db || !uid) return;
    let active = true;
    let stop: (() => void) | undefined;
    let confirmed = false;
    const emit: Emit<T> = (data, meta) => {
      if (!active) return;
      // A cache-only first snapshot may be partial (memory cache, another listener's leftovers):
      // the loader's data is better until the server answers — unless it carries our own writes.
      if (meta.fromCache && !meta.pending && !confirmed) return;
      if (!meta.fromCache) confirmed = true;
      setState((s) => ({ ...s, data, live: confirmed, error: null }));
    };
    const fail = (error: unknown) => {
      console.warn('[data] listener failed', error);
      if (active) setState((s) => ({ ...s, error }));
    };
    const params = { ...(JSON.parse(paramsKey) as Record<string, string>), uid };
    // The SDK module loads here, after hydration and sign-in: never in a route's first bundle.
    import('#app/lib/data/documents.client.ts').then((client) => {
      if (!active) return;
      stop =
        'doc' in source
          ? client.watchDoc(db, source.doc, params as never, emit as Emit<unknown>, fail)
          : client.watchQuery(db, source.query, params as never, emit as Emit<unknown[]>, fail);
    }, fail);
    return () => {
      active = false;
      stop?.();
    };
  }, [db, uid, source, paramsKey, initial]);

  return current;
}

/** One document, live, seeded by the loader's value. */
export function useLiveDoc<T, P extends string>(type: ReadableType<T, P>, params: OwnParams<PathParams<P>>, initial: T): Live<T> {
  const source = useMemo(() => ({ doc: type as ReadableType<unknown> }), [type]);
  return useLive(source, JSON.stringify(params), initial);
}

/** A query's documents, live, seeded by the loader's list (the same query, read on the server). */
export function useLiveQuery<T, P extends `${string}/{id}`, Q extends object>(
  query: QueryType<T, P, Q>,
  params: OwnParams<CollectionParams<P>> & Q,
  initial: T[],
): Live<T[]> {
  const source = useMemo(() => ({ query: query as unknown as QueryType<unknown> }), [query]);
  return useLive(source, JSON.stringify(params), initial);
}
