/*
 * What the outbox holds for the signed-in person, for the save indicator and the refusals list:
 * a tiny store with no IndexedDB or Firestore code, so screens can read it from their first
 * bundle while the outbox itself loads after hydration.
 */
import type { Refusal } from './outbox.ts';

export interface OutboxState {
  readonly uid: string | null;
  /** Writes kept and not yet acknowledged by the server. */
  readonly pending: number;
  /** Writes refused when sent again, until the person dismissed them. */
  readonly refusals: readonly Refusal[];
}

const EMPTY: OutboxState = { uid: null, pending: 0, refusals: [] };
let state = EMPTY;
const listeners = new Set<() => void>();

export function setOutboxState(next: OutboxState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeOutboxState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const outboxStateSnapshot = (): OutboxState => state;
export const emptyOutboxState = (): OutboxState => EMPTY;
