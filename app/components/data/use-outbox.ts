/*
 * The outbox as screens see it: how many writes wait for the server and the ones refused when
 * sent again (app/lib/offline/outbox-state.ts), and whether the browser says it is online.
 * `useOutboxStart` (once, in the signed-in shell) loads the outbox after sign-in and replays what
 * a previous page left.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useClientAuth } from '#app/components/auth/client-auth.tsx';
import { emptyOutboxState, outboxStateSnapshot, subscribeOutboxState, type OutboxState } from '#app/lib/offline/outbox-state.ts';

export function useOutboxState(): OutboxState {
  return useSyncExternalStore(subscribeOutboxState, outboxStateSnapshot, emptyOutboxState);
}

export function useOutboxStart(): void {
  const auth = useClientAuth();
  const db = auth.status === 'signed-in' ? auth.firebase.db : null;
  const uid = auth.status === 'signed-in' ? auth.user.uid : null;
  useEffect(() => {
    if (!db || !uid) return;
    void import('#app/lib/offline/outbox-replay.ts')
      .then((outbox) => outbox.startOutbox(db, uid))
      .catch((error: unknown) => console.warn('[outbox] not started', error));
  }, [db, uid]);
}
