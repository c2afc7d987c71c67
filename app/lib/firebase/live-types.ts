/** What a live listener reports with each value (from the browser SDK's snapshot metadata). */
export interface SnapshotMeta {
  /** Local writes not yet acknowledged by the server (latency compensation). */
  readonly pending: boolean;
  /** The value came from the local cache, not (yet) confirmed by the server. */
  readonly fromCache: boolean;
}

export type Unsubscribe = () => void;
