/*
 * The browser half of the data layer, written once for every document type: live listeners
 * on the loader's own queries, and the writes. It imports the Firestore SDK, so it is only ever
 * reached through `await import()` after hydration (app/components/data/), never from a route's
 * first bundle.
 */
import {
  arrayRemove,
  arrayUnion,
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  limit,
  onSnapshot,
  orderBy,
  query as sdkQuery,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentSnapshot,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import {
  collectionPath,
  documentPath,
  listFrom,
  resolveQuery,
  type BrowserWrite,
  type CollectionParams,
  type DocumentType,
  type PathParams,
  type QueryType,
  type ReadableType,
  writeData,
} from './documents.ts';
import { toPlainData } from './plain-values.ts';

/** The browser's database handle, for signatures: code outside the data layer never imports the SDK. */
export type { Firestore };

/** What a listener reports with each value (the SDK's snapshot metadata). */
export interface SnapshotMeta {
  /** Local writes not yet acknowledged by the server (latency compensation). */
  readonly pending: boolean;
  /** The value came from the local cache, not (yet) confirmed by the server. */
  readonly fromCache: boolean;
}

export type Unsubscribe = () => void;

function plainOf(snapshot: DocumentSnapshot, pendingTimestamps: 'estimate' | 'none') {
  const data = snapshot.data({ serverTimestamps: pendingTimestamps });
  return data ? toPlainData(data) : undefined;
}

export function watchDoc<T, P extends string>(
  db: Firestore,
  type: ReadableType<T, P>,
  params: PathParams<P>,
  onNext: (value: T, meta: SnapshotMeta) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, documentPath(type, params)),
    { includeMetadataChanges: true },
    (snapshot) =>
      onNext(type.fromData(plainOf(snapshot, type.pendingTimestamps), snapshot.id), {
        pending: snapshot.metadata.hasPendingWrites,
        fromCache: snapshot.metadata.fromCache,
      }),
    onError,
  );
}

function sdkQueryOf<T, P extends `${string}/{id}`, Q extends object>(db: Firestore, query: QueryType<T, P, Q>, params: CollectionParams<P> & Q) {
  const resolved = resolveQuery(query, params);
  const constraints: QueryConstraint[] = [
    ...(resolved.where ?? []).map((w) => where(w.field, w.op, w.value)),
    ...(resolved.orderBy ?? []).map((o) => orderBy(o.field, o.direction)),
    ...(resolved.limit === undefined ? [] : [limit(resolved.limit)]),
  ];
  return sdkQuery(collection(db, resolved.collection), ...constraints);
}

export function watchQuery<T, P extends `${string}/{id}`, Q extends object>(
  db: Firestore,
  query: QueryType<T, P, Q>,
  params: CollectionParams<P> & Q,
  onNext: (list: T[], meta: SnapshotMeta) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    sdkQueryOf(db, query, params),
    { includeMetadataChanges: true },
    (snapshot) =>
      onNext(
        listFrom(
          query,
          snapshot.docs.map((d) => ({ id: d.id, data: plainOf(d, query.of.pendingTimestamps) ?? {} })),
        ),
        { pending: snapshot.metadata.hasPendingWrites, fromCache: snapshot.metadata.fromCache },
      ),
    onError,
  );
}

/**
 * A query's documents as the server has them now, for a write computed from them: never the
 * memory cache, which may hold only what other listeners happened to load. Fails offline.
 */
export async function readQueryFromServer<T, P extends `${string}/{id}`, Q extends object>(db: Firestore, query: QueryType<T, P, Q>, params: CollectionParams<P> & Q): Promise<T[]> {
  const snapshot = await getDocsFromServer(sdkQueryOf(db, query, params));
  return listFrom(
    query,
    snapshot.docs.map((d) => ({ id: d.id, data: plainOf(d, query.of.pendingTimestamps) ?? {} })),
  );
}

/** A document as the server has it now (its type's value for a missing one); fails offline. */
export async function readDocFromServer<T, P extends string>(db: Firestore, type: ReadableType<T, P>, params: PathParams<P>): Promise<T> {
  const snapshot = await getDocFromServer(doc(db, documentPath(type, params)));
  return type.fromData(plainOf(snapshot, type.pendingTimestamps), snapshot.id);
}

// ---------------------------------------------------------------------------------------------
// Writes. Each is checked against its type before it leaves: the operation must be one the type
// allows the browser, the data must pass its schema (firestore.rules check both again). The
// returned promise settles when the server answered; listeners show the write at once.

function checked<W extends object>(type: DocumentType<unknown, string, W>, operation: BrowserWrite, input: unknown, options: { partial: boolean; creating: boolean }) {
  if (!type.browserWrites.includes(operation)) throw new Error(`${type.path}: the browser does not ${operation} these documents`);
  return writeData(type, input, { ...options, serverTime: serverTimestamp });
}

/** A fresh document id for a new document of a collection, chosen here as the SDK's addDoc would. */
export function newDocumentId<P extends `${string}/{id}`>(db: Firestore, type: DocumentType<unknown, P, object>, params: CollectionParams<P>): string {
  return doc(collection(db, collectionPath(type, params))).id;
}

/**
 * A new document, its id chosen beforehand (`newDocumentId`) so that sending it again writes the
 * same document; resolves once the server accepted it.
 */
export async function addDocument<P extends string, W extends object>(db: Firestore, type: DocumentType<unknown, P, W>, params: PathParams<P>, input: W): Promise<void> {
  await setDoc(doc(db, documentPath(type, params)), checked(type, 'add', input, { partial: false, creating: true }));
}

/**
 * Writes a whole document, or with `merge` only the fields given (settings, a profile's own
 * fields). `creating` stamps createdAt: the screen knows whether the document exists.
 */
export async function setDocument<P extends string, W extends object>(
  db: Firestore,
  type: DocumentType<unknown, P, W>,
  params: PathParams<P>,
  input: W | Partial<W>,
  options: { readonly merge?: boolean; readonly creating?: boolean } = {},
): Promise<void> {
  const merge = options.merge ?? false;
  const data = checked(type, 'set', input, { partial: merge, creating: options.creating ?? !merge });
  await setDoc(doc(db, documentPath(type, params)), data, { merge });
}

/** Changes fields of an existing document (createdAt stays as the server wrote it). */
export async function updateDocument<P extends string, W extends object>(
  db: Firestore,
  type: DocumentType<unknown, P, W>,
  params: PathParams<P>,
  patch: Partial<W>,
): Promise<void> {
  await updateDoc(doc(db, documentPath(type, params)), checked(type, 'update', patch, { partial: true, creating: false }));
}

/** One write of a batch: a whole document, or fields of an existing one. */
export type BatchWrite<P extends string, W extends object> = { readonly params: PathParams<P> } & ({ readonly set: W } | { readonly update: Partial<W> });

/**
 * Writes of one document type committed together: all or none (a batch holds at most 500
 * writes). Resolves once the server accepted the batch.
 */
export async function commitBatch<P extends string, W extends object>(db: Firestore, type: DocumentType<unknown, P, W>, writes: readonly BatchWrite<P, W>[]): Promise<void> {
  if (writes.length > 500) throw new Error(`${type.path}: a batch holds at most 500 writes`);
  const batch = writeBatch(db);
  for (const write of writes) {
    const ref = doc(db, documentPath(type, write.params));
    if ('set' in write) batch.set(ref, checked(type, 'set', write.set, { partial: false, creating: true }));
    else batch.update(ref, checked(type, 'update', write.update, { partial: true, creating: false }));
  }
  await batch.commit();
}

export async function deleteDocument<P extends string>(db: Firestore, type: DocumentType<unknown, P, object>, params: PathParams<P>): Promise<void> {
  if (!type.browserWrites.includes('delete')) throw new Error(`${type.path}: the browser does not delete these documents`);
  await deleteDoc(doc(db, documentPath(type, params)));
}

/**
 * Entries of a list field removed and added one by one (Firestore's arrayRemove / arrayUnion),
 * never the whole list: two devices changing different entries of the same document both keep
 * theirs, and sending the same change twice changes nothing more. An edited entry is its old
 * value removed and its new one added.
 */
export async function changeListEntries<P extends string, W extends object>(
  db: Firestore,
  type: DocumentType<unknown, P, W>,
  params: PathParams<P>,
  field: keyof W & string,
  change: { readonly remove: readonly unknown[]; readonly add: readonly unknown[] },
): Promise<void> {
  const ref = doc(db, documentPath(type, params));
  const batch = writeBatch(db);
  const entriesOf = (list: readonly unknown[]) => {
    const data = checked(type, 'set', { [field]: list }, { partial: true, creating: false });
    return { data, entries: data[field] as unknown[] };
  };
  if (change.remove.length > 0) {
    const { data, entries } = entriesOf(change.remove);
    batch.set(ref, { ...data, [field]: arrayRemove(...entries) }, { merge: true });
  }
  if (change.add.length > 0) {
    const { data, entries } = entriesOf(change.add);
    batch.set(ref, { ...data, [field]: arrayUnion(...entries) }, { merge: true });
  }
  await batch.commit();
}

// ---------------------------------------------------------------------------------------------
// Writes as plain data: what the browser's outbox (app/lib/offline/outbox.ts) keeps in IndexedDB
// before sending, and sends again after a reload. Every one is idempotent: an add carries the id
// chosen before it was first sent, list changes are per entry.

type Params = Readonly<Record<string, string>>;

export type PlainWrite =
  | { readonly kind: 'add'; readonly params: Params; readonly input: object }
  | { readonly kind: 'set'; readonly params: Params; readonly input: object; readonly merge: boolean; readonly creating: boolean }
  | { readonly kind: 'update'; readonly params: Params; readonly patch: object }
  | { readonly kind: 'delete'; readonly params: Params }
  | { readonly kind: 'list'; readonly params: Params; readonly field: string; readonly remove: readonly unknown[]; readonly add: readonly unknown[] }
  | { readonly kind: 'batch'; readonly writes: readonly ({ readonly params: Params } & ({ readonly set: object } | { readonly update: object }))[] };

type AnyType = DocumentType<unknown, string, object>;

/**
 * Sends a plain write. The SDK call is made before the first await, so writes sent one after
 * the other reach the SDK's queue, and the server, in that order.
 */
export function sendWrite(db: Firestore, type: AnyType, write: PlainWrite): Promise<void> {
  switch (write.kind) {
    case 'add':
      return addDocument(db, type, write.params, write.input);
    case 'set':
      return setDocument(db, type, write.params, write.input, { merge: write.merge, creating: write.creating });
    case 'update':
      return updateDocument(db, type, write.params, write.patch);
    case 'delete':
      return deleteDocument(db, type, write.params);
    case 'list':
      return changeListEntries(db, type, write.params, write.field as never, write);
    case 'batch':
      return commitBatch(db, type, write.writes);
  }
}

/** The documents a write creates (stamping createdAt), which the rules refuse to create twice. */
function createdBy(write: PlainWrite): readonly Params[] {
  if (write.kind === 'add' || (write.kind === 'set' && write.creating)) return [write.params];
  if (write.kind === 'batch') return write.writes.flatMap((w) => ('set' in w ? [w.params] : []));
  return [];
}

/**
 * Sends a write again after the page that first sent it went away. If the server had already
 * committed a creation before the page could hear so, the rules refuse the second one (its
 * createdAt is not the first's): a document that is there means the write was made, once.
 */
export async function resendWrite(db: Firestore, type: AnyType, write: PlainWrite): Promise<void> {
  try {
    await sendWrite(db, type, write);
  } catch (error) {
    const created = createdBy(write);
    if ((error as { code?: unknown } | null)?.code !== 'permission-denied' || created.length === 0) throw error;
    const snapshots = await Promise.all(created.map((params) => getDocFromServer(doc(db, documentPath(type, params))))).catch(() => null);
    if (!snapshots?.every((snapshot) => snapshot.exists())) throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Bound to the signed-in person: what a screen's write receives (see useWriter). `uid` is filled
// in; a screen only names the rest of the path.

type OwnParams<X> = Omit<X, 'uid'> & { readonly uid?: string };

export interface DataWrites {
  readonly uid: string;
  /** Entries of a list field removed and added one by one (changeListEntries). */
  changeList<P extends string, W extends object>(
    type: DocumentType<unknown, P, W>,
    params: OwnParams<PathParams<P>>,
    field: keyof W & string,
    change: { readonly remove: readonly unknown[]; readonly add: readonly unknown[] },
  ): Promise<void>;
  add<P extends `${string}/{id}`, W extends object>(type: DocumentType<unknown, P, W>, params: OwnParams<CollectionParams<P>>, input: W): Promise<string>;
  set<P extends string, W extends object>(
    type: DocumentType<unknown, P, W>,
    params: OwnParams<PathParams<P>>,
    input: W | Partial<W>,
    options?: { readonly merge?: boolean; readonly creating?: boolean },
  ): Promise<void>;
  update<P extends string, W extends object>(type: DocumentType<unknown, P, W>, params: OwnParams<PathParams<P>>, patch: Partial<W>): Promise<void>;
  updateAll<P extends string, W extends object>(type: DocumentType<unknown, P, W>, paramsList: readonly OwnParams<PathParams<P>>[], patch: Partial<W>): Promise<void>;
  remove<P extends string>(type: DocumentType<unknown, P, object>, params: OwnParams<PathParams<P>>): Promise<void>;
  /** What a write depends on, read from the server (readQueryFromServer). */
  readFromServer<T, P extends `${string}/{id}`, Q extends object>(query: QueryType<T, P, Q>, params: OwnParams<CollectionParams<P>> & Q): Promise<T[]>;
  batch<P extends string, W extends object>(
    type: DocumentType<unknown, P, W>,
    writes: readonly ({ readonly params: OwnParams<PathParams<P>> } & ({ readonly set: W } | { readonly update: Partial<W> }))[],
  ): Promise<void>;
}

/** How a screen's write leaves: straight to the SDK, or through the outbox, which keeps it first. */
export type WriteSender = (type: AnyType, write: PlainWrite) => Promise<void>;

export function dataWrites(db: Firestore, uid: string, send: WriteSender = (type, write) => sendWrite(db, type, write)): DataWrites {
  // The person's uid unless a screen names another path (rules refuse other people's data).
  const own = (params: object) => ({ uid, ...params }) as Params;
  const anyType = (type: object) => type as AnyType;
  return {
    uid,
    add: async (type, params, input) => {
      const id = newDocumentId(db, type, own(params) as CollectionParams<typeof type.path>);
      await send(anyType(type), { kind: 'add', params: { ...own(params), id }, input });
      return id;
    },
    set: (type, params, input, options) =>
      send(anyType(type), { kind: 'set', params: own(params), input, merge: options?.merge ?? false, creating: options?.creating ?? !(options?.merge ?? false) }),
    update: (type, params, patch) => send(anyType(type), { kind: 'update', params: own(params), patch }),
    updateAll: async (type, paramsList, patch) => {
      // One batch holds at most 500 writes.
      const batches: Promise<void>[] = [];
      for (let start = 0; start < paramsList.length; start += 400) {
        batches.push(send(anyType(type), { kind: 'batch', writes: paramsList.slice(start, start + 400).map((p) => ({ params: own(p), update: patch })) }));
      }
      await Promise.all(batches);
    },
    remove: (type, params) => send(anyType(type), { kind: 'delete', params: own(params) }),
    changeList: (type, params, field, change) => send(anyType(type), { kind: 'list', params: own(params), field, remove: change.remove, add: change.add }),
    readFromServer: (query, params) => readQueryFromServer(db, query, { uid, ...params } as never),
    batch: (type, writes) => send(anyType(type), { kind: 'batch', writes: writes.map((write) => ({ ...write, params: own(write.params) })) }),
  };
}
