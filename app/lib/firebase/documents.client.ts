/*
 * The browser half of the data layer, written once for every document type: live listeners
 * on the loader's own queries, and the writes. It imports the Firestore SDK, so it is only ever
 * reached through `await import()` after hydration (app/components/data/), never from a route's
 * first bundle.
 */
import {
  addDoc,
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

/** A new document with a generated id; resolves with the id once the server accepted it. */
export async function addDocument<P extends `${string}/{id}`, W extends object>(
  db: Firestore,
  type: DocumentType<unknown, P, W>,
  params: CollectionParams<P>,
  input: W,
): Promise<string> {
  const ref = await addDoc(collection(db, collectionPath(type, params)), checked(type, 'add', input, { partial: false, creating: true }));
  return ref.id;
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

/** The same change to many documents, in batches (a batch holds at most 500 writes). */
export async function updateDocuments<P extends string, W extends object>(
  db: Firestore,
  type: DocumentType<unknown, P, W>,
  paramsList: readonly PathParams<P>[],
  patch: Partial<W>,
): Promise<void> {
  const data = checked(type, 'update', patch, { partial: true, creating: false });
  for (let start = 0; start < paramsList.length; start += 400) {
    const batch = writeBatch(db);
    for (const params of paramsList.slice(start, start + 400)) batch.update(doc(db, documentPath(type, params)), data);
    await batch.commit();
  }
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

// ---------------------------------------------------------------------------------------------
// Bound to the signed-in person: what a screen's write receives (see useWriter). `uid` is filled
// in; a screen only names the rest of the path.

type OwnParams<X> = Omit<X, 'uid'> & { readonly uid?: string };

export interface DataWrites {
  readonly uid: string;
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

export function dataWrites(db: Firestore, uid: string): DataWrites {
  // The person's uid unless a screen names another path (rules refuse other people's data).
  const own = <X>(params: object) => ({ uid, ...params }) as X;
  return {
    uid,
    add: (type, params, input) => addDocument(db, type, own(params), input),
    set: (type, params, input, options) => setDocument(db, type, own(params), input, options),
    update: (type, params, patch) => updateDocument(db, type, own(params), patch),
    updateAll: (type, paramsList, patch) => updateDocuments(db, type, paramsList.map((p) => own(p)), patch),
    remove: (type, params) => deleteDocument(db, type, own(params)),
    readFromServer: (query, params) => readQueryFromServer(db, query, own(params)),
    batch: (type, writes) => commitBatch(db, type, writes.map((write) => ({ ...write, params: own(write.params) }))),
  };
}
