/*
 * firebase-admin readers for loaders, written once for every document type: the first HTML
 * already holds the person's data, as plain values the browser's listener will take over from.
 */
import { FieldValue, type Timestamp, type DocumentReference, type Firestore, type Precondition, type Query, type QueryDocumentSnapshot, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  collectionPath,
  documentPath,
  listFrom,
  resolveQuery,
  type CollectionParams,
  type DocumentType,
  type PathParams,
  type QueryType,
  type ReadableType,
  type QueryShape,
  type ResolvedQuery,
  writeData,
} from './documents.ts';
import { toPlainData } from './plain-values.ts';
import { fieldsOf } from './views.ts';

/** The server's database handle, for signatures: services never import the SDK themselves. */
export type { Firestore } from 'firebase-admin/firestore';

/** One document as its plain value (the type's default when missing, see `fromData`); a view's fields only. */
export async function readDoc<T, P extends string>(db: Firestore, type: ReadableType<T, P>, params: PathParams<P>): Promise<T> {
  const ref = db.doc(documentPath(type, params));
  const fields = fieldsOf(type);
  const [snapshot] = fields ? await db.getAll(ref, { fieldMask: [...fields] }) : [await ref.get()];
  if (!snapshot) throw new Error(`${ref.path}: no snapshot`);
  const data = snapshot.data();
  return type.fromData(data ? toPlainData(data) : undefined, snapshot.id);
}

/** A resolved query as firebase-admin runs it (readers that narrow the fields downloaded start from it). */
export function adminQuery(db: Firestore, resolved: ResolvedQuery, from: Query = db.collection(resolved.collection)): Query {
  let query = from;
  for (const w of resolved.where ?? []) query = query.where(w.field, w.op, w.value);
  for (const o of resolved.orderBy ?? []) query = query.orderBy(o.field, o.direction);
  if (resolved.limit !== undefined) query = query.limit(resolved.limit);
  return query;
}

/** A query as firebase-admin runs it, downloading only the fields of a view (select()). */
function selectedQuery<T, P extends `${string}/{id}`, Q extends object>(db: Firestore, query: QueryType<T, P, Q>, params: CollectionParams<P> & Q): Query {
  const fields = fieldsOf(query.of);
  const admin = adminQuery(db, resolveQuery(query, params));
  return fields ? admin.select(...fields) : admin;
}

/** The same query the browser listener attaches to, so its first snapshot replaces this list one for one. */
export async function readQuery<T, P extends `${string}/{id}`, Q extends object>(
  db: Firestore,
  query: QueryType<T, P, Q>,
  params: CollectionParams<P> & Q,
): Promise<T[]> {
  const snapshot = await selectedQuery(db, query, params).get();
  return listFrom(query, snapshot.docs.map((d) => ({ id: d.id, data: toPlainData(d.data()) })));
}

/**
 * Like readQuery, each value with the instant its document was first written (epoch ms): the
 * database's own record, which no client chooses or changes.
 */
export async function readQueryWithCreateTime<T, P extends `${string}/{id}`, Q extends object>(
  db: Firestore,
  query: QueryType<T, P, Q>,
  params: CollectionParams<P> & Q,
): Promise<{ value: T; createTime: number }[]> {
  const snapshot = await selectedQuery(db, query, params).get();
  const list = snapshot.docs.flatMap((d) => {
    const value = query.of.fromData(toPlainData(d.data()), d.id);
    return value === null ? [] : [{ value, createTime: d.createTime.toMillis() }];
  });
  const sort = query.sort;
  return sort ? list.sort((a, b) => sort(a.value, b.value)) : list;
}

/** How many documents match (an aggregate: the documents themselves are not read). */
export async function readCount<T, P extends `${string}/{id}`, Q extends object>(
  db: Firestore,
  query: QueryType<T, P, Q>,
  params: CollectionParams<P> & Q,
): Promise<number> {
  const snapshot = await adminQuery(db, resolveQuery(query, params)).count().get();
  return snapshot.data().count;
}

// ---------------------------------------------------------------------------------------------
// More server reads: several documents at once, a collection group, ids only, raw stored data.

const fromSnapshot = <T>(type: ReadableType<T>, snapshot: { id: string; data(): Record<string, unknown> | undefined }): T => {
  const data = snapshot.data();
  return type.fromData(data ? toPlainData(data) : undefined, snapshot.id);
};

/** Documents of one type in one round trip, in the order of `params` (missing ones as the type's default). */
export async function readDocs<T, P extends string>(db: Firestore, type: ReadableType<T, P>, params: readonly PathParams<P>[]): Promise<T[]> {
  if (params.length === 0) return [];
  const [first, ...rest] = params.map((p) => db.doc(documentPath(type, p)));
  const snapshots = await db.getAll(first!, ...rest);
  return snapshots.map((snapshot) => fromSnapshot(type, snapshot));
}

/**
 * A query's whole result a page at a time (its limit is the page's size): each page starts after
 * the last document of the one before (a cursor, not an offset, so no page re-reads the others).
 */
export async function* readPages<T, P extends `${string}/{id}`, Q extends object>(db: Firestore, query: QueryType<T, P, Q>, params: CollectionParams<P> & Q): AsyncGenerator<T[]> {
  const resolved = resolveQuery(query, params);
  const first = adminQuery(db, resolved);
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snapshot = await (after ? first.startAfter(after) : first).get();
    yield listFrom(query, snapshot.docs.map((d) => ({ id: d.id, data: toPlainData(d.data()) })));
    if (resolved.limit === undefined || snapshot.size < resolved.limit) return;
    after = snapshot.docs.at(-1);
  }
}

/** The ids of a query's documents, their contents not downloaded. */
export async function readIds<T, P extends `${string}/{id}`, Q extends object>(db: Firestore, query: QueryType<T, P, Q>, params: CollectionParams<P> & Q): Promise<string[]> {
  const snapshot = await adminQuery(db, resolveQuery(query, params)).select().get();
  return snapshot.docs.map((d) => d.id);
}

/** A document of a collection group with the params its path fills in its type's template. */
export interface GroupMember<T, P extends string> {
  readonly params: PathParams<P>;
  readonly value: T;
}

const templateSegments = (template: string) => template.split('/');

/** The params of `path` in `template`, or null when the path is another collection of the same name. */
function paramsOf<P extends string>(template: P, path: string): PathParams<P> | null {
  const names = templateSegments(template);
  const segments = path.split('/');
  if (names.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, name] of names.entries()) {
    const param = /^\{(\w+)\}$/.exec(name)?.[1];
    if (param) params[param] = segments[i]!;
    else if (name !== segments[i]) return null;
  }
  return params as PathParams<P>;
}

function groupQuery(db: Firestore, template: string, shape: QueryShape): Query {
  const group = templateSegments(template).at(-2)!;
  return adminQuery(db, { ...shape, collection: '' }, db.collectionGroup(group));
}

function membersFrom<T, P extends string>(type: ReadableType<T | null, P>, docs: readonly { ref: { path: string }; id: string; data(): Record<string, unknown> }[]): GroupMember<T, P>[] {
  return docs.flatMap((doc) => {
    const params = paramsOf(type.path, doc.ref.path);
    const value = params ? fromSnapshot(type, doc) : null;
    return params && value !== null ? [{ params, value }] : [];
  });
}

/**
 * Every document of the type across its parents (`challenges/{challengeId}/participants/{id}`: a
 * person's participations in every challenge), with the params of each one's path; documents of
 * another collection with the same name, and misfits, are left out. A template whose last
 * segment is a fixed id (`users/{uid}/settings/notifications`) keeps the documents of that id only.
 */
export async function readGroup<T, P extends string>(db: Firestore, type: ReadableType<T | null, P>, shape: QueryShape): Promise<GroupMember<T, P>[]> {
  return membersFrom(type, (await groupQuery(db, type.path, shape).get()).docs);
}

/** A document exactly as stored (timestamps as the SDK gives them), for exports; null when missing. */
export async function readStored<P extends string>(db: Firestore, type: { readonly path: P }, params: PathParams<P>): Promise<Record<string, unknown> | null> {
  return (await db.doc(documentPath(type, params)).get()).data() ?? null;
}

/** The ids of the collections under a document (an account's areas, discovered rather than listed). */
export async function subcollectionIds<P extends string>(db: Firestore, type: { readonly path: P }, params: PathParams<P>): Promise<string[]> {
  const collections = await db.doc(documentPath(type, params)).listCollections();
  return collections.map((c) => c.id);
}

/**
 * The documents of the collection `name` under a document, exactly as stored, a page at a time in
 * id order: each page starts after the last id of the one before, so memory stays bounded.
 */
export async function* storedPagesUnder<P extends string>(
  db: Firestore,
  type: { readonly path: P },
  params: PathParams<P>,
  name: string,
  pageSize: number,
): AsyncGenerator<{ id: string; data: Record<string, unknown> }[]> {
  const ordered = db.doc(documentPath(type, params)).collection(name).orderBy('__name__').limit(pageSize);
  let after: string | undefined;
  for (;;) {
    const snapshot = await (after === undefined ? ordered : ordered.startAfter(after)).get();
    yield snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
    if (snapshot.size < pageSize) return;
    after = snapshot.docs[snapshot.docs.length - 1]!.id;
  }
}

/** Which version of a document was read: a delete given it leaves a newer one alone. */
export type DocumentVersion = { readonly __documentVersion: true };

/** A document's value with the version read, null when missing. */
export async function readVersioned<T, P extends string>(db: Firestore, type: ReadableType<T, P>, params: PathParams<P>): Promise<{ value: T; version: DocumentVersion | null }> {
  const snapshot = await db.doc(documentPath(type, params)).get();
  return { value: fromSnapshot(type, snapshot), version: snapshot.exists ? (snapshot.updateTime as unknown as DocumentVersion) : null };
}

// ---------------------------------------------------------------------------------------------
// Trusted writes, for what only the server may write (inbox items, settings posted to an
// action, challenges, the leaderboard). The same schema and stamps as the browser's writes;
// firebase-admin bypasses the rules, so the schema is the only guard here.

const serverTime = () => FieldValue.serverTimestamp();

/** A number field of the type's write schema. */
export type NumberField<W> = { [K in keyof W]-?: W[K] extends number ? K : never }[keyof W] & string;

export interface UpdateOptions {
  /** A nested object sets only the keys it names, the map's other keys kept (Firestore field paths). */
  readonly deep?: boolean;
}

/** The writes a transaction or a batch holds; each checked against its document type. */
export interface ServerWrites {
  /** A whole document; with `merge`, only the fields given (checked against the patch schema). */
  set<P extends string, W extends object, U extends object>(type: DocumentType<unknown, P, W, U>, params: PathParams<P>, input: W | U, options?: { readonly merge?: boolean }): void;
  /** A new document: the commit fails if one is already there. */
  create<P extends string, W extends object, U extends object>(type: DocumentType<unknown, P, W, U>, params: PathParams<P>, input: W): void;
  /** Fields of a document that must exist (the commit fails otherwise), checked against the patch schema. */
  update<P extends string, W extends object, U extends object>(type: DocumentType<unknown, P, W, U>, params: PathParams<P>, patch: U, options?: UpdateOptions): void;
  /** Adds `by` to a number field whatever it holds at commit (a count following others' writes); no stamp. */
  increment<P extends string, W extends object, U extends object>(type: DocumentType<unknown, P, W, U>, params: PathParams<P>, field: NumberField<W>, by: number): void;
  delete<P extends string>(type: { readonly path: P }, params: PathParams<P>): void;
}

/** A checked partial write: with `deep`, nested objects become field paths. */
function patchData<W extends object, U extends object>(type: DocumentType<unknown, string, W, U>, patch: U, options: UpdateOptions): Record<string, unknown> {
  const data = writeData(type, patch, { partial: true, creating: false, serverTime });
  if (!options.deep) return data;
  const paths: [string, unknown][] = [];
  const walk = (prefix: string, value: unknown) => {
    const isMap = value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).length > 0;
    if (!isMap) return void paths.push([prefix, value]);
    for (const [key, inner] of Object.entries(value)) walk(`${prefix}.${key}`, inner);
  };
  for (const [key, value] of Object.entries(data)) walk(key, value);
  return Object.fromEntries(paths);
}

function incrementData<W extends object>(field: NumberField<W>, by: number): Record<string, unknown> {
  if (!Number.isFinite(by)) throw new TypeError(`increment of ${field} by ${by}`);
  return { [field]: FieldValue.increment(by) };
}

/** What a transaction and a batch both do with references. */
interface RefWriter {
  set(ref: DocumentReference, data: Record<string, unknown>, options: { merge: boolean }): unknown;
  create(ref: DocumentReference, data: Record<string, unknown>): unknown;
  update(ref: DocumentReference, data: Record<string, unknown>): unknown;
  delete(ref: DocumentReference): unknown;
}

const refWriter = (target: Transaction | WriteBatch): RefWriter => ({
  set: (ref, data, options) => (target as WriteBatch).set(ref, data, options),
  create: (ref, data) => (target as WriteBatch).create(ref, data),
  update: (ref, data) => (target as WriteBatch).update(ref, data),
  delete: (ref) => (target as WriteBatch).delete(ref),
});

/** The writes, on a transaction or a batch. */
function writesOn(db: Firestore, target: Transaction | WriteBatch): ServerWrites {
  const writer = refWriter(target);
  const ref = <P extends string>(type: { readonly path: P }, params: PathParams<P>) => db.doc(documentPath(type, params));
  return {
    set: (type, params, input, options = {}) => {
      const merge = options.merge ?? false;
      writer.set(ref(type, params), writeData(type, input, { partial: merge, creating: !merge, serverTime }), { merge });
    },
    create: (type, params, input) => void writer.create(ref(type, params), writeData(type, input, { partial: false, creating: true, serverTime })),
    update: (type, params, patch, options = {}) => void writer.update(ref(type, params), patchData(type, patch, options)),
    increment: (type, params, field, by) => void writer.update(ref(type, params), incrementData(field, by)),
    delete: (type, params) => void writer.delete(ref(type, params)),
  };
}

export async function addAsServer<P extends `${string}/{id}`, W extends object, U extends object>(
  db: Firestore,
  type: DocumentType<unknown, P, W, U>,
  params: CollectionParams<P>,
  input: W,
): Promise<string> {
  const ref = await db.collection(collectionPath(type, params)).add(writeData(type, input, { partial: false, creating: true, serverTime }));
  return ref.id;
}

/** A new document's id in the collection, drawn by the SDK, for a write that names it (in a transaction). */
export function newDocumentId<P extends `${string}/{id}`>(db: Firestore, type: { readonly path: P }, params: CollectionParams<P>): string {
  return db.collection(collectionPath(type, params)).doc().id;
}

/** With `merge`, only the fields given are written (checked against the type's patch schema). */
export async function setAsServer<P extends string, W extends object, U extends object>(
  db: Firestore,
  type: DocumentType<unknown, P, W, U>,
  params: PathParams<P>,
  input: W | U,
  options: { readonly merge?: boolean } = {},
): Promise<void> {
  const merge = options.merge ?? false;
  await db.doc(documentPath(type, params)).set(writeData(type, input, { partial: merge, creating: !merge, serverTime }), { merge });
}

const isMissing = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  // NOT_FOUND, as gRPC (5) or REST (404) reports it.
  return code === 5 || code === 404;
};

/**
 * Updates a document that must exist; false when it is missing (an update, not a set: a document
 * removed meanwhile, a person who left, stays removed).
 */
export async function updateAsServer<P extends string, W extends object, U extends object>(
  db: Firestore,
  type: DocumentType<unknown, P, W, U>,
  params: PathParams<P>,
  patch: U,
  options: UpdateOptions = {},
): Promise<boolean> {
  const data = patchData(type, patch, options);
  try {
    await db.doc(documentPath(type, params)).update(data);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/**
 * Deletes a document; given the version read (`readVersioned`), only that version: false when a
 * newer one is there (written again meanwhile) and is left alone.
 */
export async function deleteAsServer<P extends string>(
  db: Firestore,
  type: { readonly path: P },
  params: PathParams<P>,
  options: { readonly version?: DocumentVersion | null } = {},
): Promise<boolean> {
  const precondition: Precondition = options.version ? { lastUpdateTime: options.version as unknown as Timestamp } : {};
  try {
    await db.doc(documentPath(type, params)).delete(precondition);
    return true;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    // FAILED_PRECONDITION (9), or INVALID_ARGUMENT (3) as gax maps it over REST: a newer version.
    if (options.version && (code === 9 || code === 3)) return false;
    throw error;
  }
}

/** A document and everything under it, at every depth (an account's erasure). */
export async function deleteTreeAsServer<P extends string>(db: Firestore, type: { readonly path: P }, params: PathParams<P>): Promise<void> {
  await db.recursiveDelete(db.doc(documentPath(type, params)));
}

/** Writes that land together or not at all, with no reads (a batch). */
export async function writeAsServer(db: Firestore, work: (writes: ServerWrites) => void): Promise<void> {
  const batch = db.batch();
  work(writesOn(db, batch));
  await batch.commit();
}

/** What a server transaction does: its reads first, then its writes (Firestore's order). */
export interface ServerTransaction extends ServerWrites {
  read<T, P extends string>(type: ReadableType<T, P>, params: PathParams<P>): Promise<T>;
  query<T, P extends `${string}/{id}`, Q extends object>(query: QueryType<T, P, Q>, params: CollectionParams<P> & Q): Promise<T[]>;
  /** Like readGroup. */
  group<T, P extends string>(type: ReadableType<T | null, P>, shape: QueryShape): Promise<GroupMember<T, P>[]>;
}

/**
 * Reads and writes that stand or fall together, for changes built on what several documents hold
 * at that moment (a concurrent change to what was read makes Firestore run `work` again, at most
 * `maxAttempts` times in all).
 */
export function transactAsServer<R>(db: Firestore, work: (tx: ServerTransaction) => Promise<R>, options: { readonly maxAttempts?: number } = {}): Promise<R> {
  return db.runTransaction(
    (transaction) =>
      work({
        ...writesOn(db, transaction),
        read: async (type, params) => fromSnapshot(type, await transaction.get(db.doc(documentPath(type, params)))),
        query: async (query, params) => {
          const snapshot = await transaction.get(adminQuery(db, resolveQuery(query, params)));
          return listFrom(query, snapshot.docs.map((d) => ({ id: d.id, data: toPlainData(d.data()) })));
        },
        group: async (type, shape) => membersFrom(type, (await transaction.get(groupQuery(db, type.path, shape))).docs),
      }),
    options.maxAttempts === undefined ? undefined : { maxAttempts: options.maxAttempts },
  );
}
