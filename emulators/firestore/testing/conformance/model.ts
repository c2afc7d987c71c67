// The vocabulary shared by the conformance scenarios and the client drivers. Everything that
// crosses a driver boundary is plain, structured-cloneable data, because the browser driver runs
// inside a Chromium page and is reached through Playwright's `page.evaluate`.

/** The five clients every scenario is meant for. */
export type ClientKind = 'browser' | 'node' | 'lite' | 'admin-grpc' | 'admin-rest';

/**
 * What a client can do. A scenario that needs a capability a client lacks is not run for it
 * (the SDK has no such API), which is different from a scenario that expects another outcome.
 */
export type Capability =
  | 'listen' // onSnapshot
  | 'pending-writes' // latency compensation: hasPendingWrites / fromCache metadata, offline cache
  | 'offline' // disableNetwork / enableNetwork
  | 'create' // create() that fails when the document exists
  | 'offset' // query offset()
  | 'rules'; // requests are subject to security rules (admin bypasses them)

export const CAPABILITIES: Record<ClientKind, Capability[]> = {
  browser: ['listen', 'pending-writes', 'offline', 'rules'],
  node: ['listen', 'pending-writes', 'offline', 'rules'],
  lite: ['rules'],
  'admin-grpc': ['listen', 'create', 'offset'],
  'admin-rest': ['listen', 'create', 'offset'],
};

/**
 * Field values in scenarios: JSON plus these tagged objects (NaN, -0 and Infinity pass as is).
 * Write-only sentinels: $serverTimestamp, $increment, $maximum, $minimum, $arrayUnion, $arrayRemove,
 * $delete.
 */
export type SpecValue =
  | null
  | boolean
  | number
  | string
  | SpecValue[]
  | { $timestamp: [seconds: number, nanos: number] }
  | { $bytes: string } // base64
  | { $ref: string } // document path
  | { $geo: [lat: number, lng: number] }
  | { $serverTimestamp: true }
  | { $increment: number }
  | { $maximum: number } // web SDKs only: firebase-admin has no maximum() / minimum()
  | { $minimum: number }
  | { $arrayUnion: SpecValue[] }
  | { $arrayRemove: SpecValue[] }
  | { $delete: true }
  | { [field: string]: SpecValue };

export type SpecData = Record<string, SpecValue>;

export type FilterSpec = [field: string, op: string, value: SpecValue] | { or: FilterSpec[] } | { and: FilterSpec[] };

export interface QuerySpec {
  /** A collection path, or `{ group: id }` for a collection-group query. */
  from: string | { group: string };
  where?: FilterSpec[];
  orderBy?: [field: string, dir?: 'asc' | 'desc'][];
  limit?: number;
  limitToLast?: number;
  offset?: number;
  startAt?: SpecValue[];
  startAfter?: SpecValue[];
  endAt?: SpecValue[];
  endBefore?: SpecValue[];
}

export type WriteOp =
  | { op: 'set'; path: string; data: SpecData; merge?: boolean }
  | { op: 'update'; path: string; data: SpecData }
  | { op: 'delete'; path: string };

/** One step of `transaction()`: reads go through the transaction, writes are buffered until commit. */
export type TxStep = { op: 'get'; path: string } | { op: 'set'; path: string; data: SpecData } | { op: 'update'; path: string; data: SpecData } | { op: 'delete'; path: string };

export type AggregateSpec = Record<string, ['count'] | ['sum' | 'avg', string]>;

export interface DocResult {
  exists: boolean;
  data: SpecData | null;
  /** null where the SDK has no such metadata (lite, admin). */
  fromCache: boolean | null;
}

export interface ListenEvent {
  /** `id=<json of data>` in result order. */
  docs: string[];
  /** `added a`, `modified a`, `removed a` (query listeners only). */
  changes: string[];
  /** null where the SDK has no such metadata (admin). */
  pending: boolean | null;
  cache: boolean | null;
  /** Error code if the listener failed. */
  error?: string;
}

export interface ClientOptions {
  projectId: string;
  host: string;
  port: number;
  /** Signs in through `mockUserToken` (web SDKs); admin clients always act as the owner. */
  uid?: string;
}

/** The operations a driver offers. Arguments and results are plain data. */
export interface ClientOps {
  set(path: string, data: SpecData, opts?: { merge?: boolean; mergeFields?: string[]; wait?: boolean }): Promise<void>;
  update(path: string, data: SpecData): Promise<void>;
  create(path: string, data: SpecData): Promise<void>;
  add(collection: string, data: SpecData): Promise<string>;
  delete(path: string): Promise<void>;
  get(path: string): Promise<DocResult>;
  query(spec: QuerySpec): Promise<string[]>;
  queryData(spec: QuerySpec): Promise<[id: string, data: SpecData][]>;
  aggregate(spec: QuerySpec, aggs: AggregateSpec): Promise<Record<string, number | null>>;
  batch(ops: WriteOp[]): Promise<void>;
  /** Reads `field` in a transaction and writes it back plus one; `interfere` changes the document
   * outside the transaction during the first attempt. Returns the number of attempts. */
  txIncrement(path: string, field: string, interfere?: boolean): Promise<number>;
  /** Runs the steps in one transaction, once (no retry on contention); returns what each `get` read. */
  transaction(steps: TxStep[]): Promise<DocResult[]>;
  listen(target: string | QuerySpec): Promise<number>;
  events(listener: number): Promise<ListenEvent[]>;
  unlisten(listener: number): Promise<void>;
  setNetwork(enabled: boolean): Promise<void>;
  close(): Promise<void>;
}

export type Envelope = { ok: true; value: unknown } | { ok: false; code: string; message: string };

/** gRPC status numbers (admin SDK errors) → the web SDK's code strings. */
const CODE_NAMES = [
  'ok',
  'cancelled',
  'unknown',
  'invalid-argument',
  'deadline-exceeded',
  'not-found',
  'already-exists',
  'permission-denied',
  'resource-exhausted',
  'failed-precondition',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'unavailable',
  'data-loss',
  'unauthenticated',
];

/** The error's code as the web SDK names it, whichever SDK threw it. */
export function codeOf(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? (CODE_NAMES[code] ?? String(code)) : typeof code === 'string' ? code : 'client-error';
}

export function errorEnvelope(e: unknown): Envelope {
  const message = (e as { message?: unknown } | null)?.message;
  // gRPC errors from firebase-admin prefix the server's message with "5 NOT_FOUND: ", the lite SDK
  // with "Request failed with error: ".
  const text = (typeof message === 'string' ? message : String(e)).replace(/^\d+ [A-Z_]+: /, '').replace(/^Request failed with error: /, '');
  return { ok: false, code: codeOf(e), message: text };
}

/** Runs a driver operation and wraps its outcome so errors survive `page.evaluate`. */
export async function invokeOp(ops: ClientOps, op: string, args: unknown[]): Promise<Envelope> {
  const fn = (ops as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[op];
  if (typeof fn !== 'function') return { ok: false, code: 'client-error', message: `unknown operation ${op}` };
  try {
    return { ok: true, value: await fn.apply(ops, args) };
  } catch (e) {
    return errorEnvelope(e);
  }
}

/** An operation that needs an API the client does not have. */
export function unsupported(what: string): never {
  throw Object.assign(new Error(`${what} is not available in this SDK`), { code: 'unsupported' });
}

export function eventOf(docs: [string, SpecData][], changes: string[], pending: boolean | null, cache: boolean | null): ListenEvent {
  return { docs: docs.map(([id, d]) => `${id}=${stableJson(d)}`), changes, pending, cache };
}

type Start = (push: (event: ListenEvent) => void, onError: (e: unknown) => void) => () => void;

/** A driver's open listeners, each with the events it received so far, whatever the SDK. */
export function openListeners() {
  const listeners = new Map<number, { events: ListenEvent[]; stop: () => void }>();
  let last = 0;
  return {
    /** `start` subscribes with where its snapshots and its error go, and returns how to stop it. */
    add(start: Start): number {
      const id = ++last;
      const events: ListenEvent[] = [];
      const stop = start(
        (event) => events.push(event),
        (e) => events.push({ docs: [], changes: [], pending: null, cache: null, error: codeOf(e) }),
      );
      listeners.set(id, { events, stop });
      return id;
    },
    async events(listener: number): Promise<ListenEvent[]> {
      return listeners.get(listener)?.events ?? [];
    },
    async unlisten(listener: number): Promise<void> {
      listeners.get(listener)?.stop();
      listeners.delete(listener);
    },
    stopAll(): void {
      for (const l of listeners.values()) l.stop();
      listeners.clear();
    },
  };
}

/** JSON with sorted keys, so the same data prints the same through every SDK. */
export function stableJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : typeof x === 'number' && !Number.isFinite(x)
        ? String(x)
        : x,
  );
}
