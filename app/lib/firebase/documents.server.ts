/*
 * firebase-admin readers for loaders, written once for every document type: the first HTML
 * already holds the person's data, as plain values the browser's listener will take over from.
 */
import { FieldValue, type Firestore, type Query } from 'firebase-admin/firestore';
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
  type ResolvedQuery,
  writeData,
} from './documents.ts';
import { toPlainData } from './plain-values.ts';
import { fieldsOf } from './views.ts';

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
export function adminQuery(db: Firestore, resolved: ResolvedQuery): Query {
  let query: Query = db.collection(resolved.collection);
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
// Trusted writes, for what only the server may write (inbox items, settings posted to an
// action). The same schema and stamps as the browser's writes; firebase-admin bypasses the rules,
// so the schema is the only guard here.

const serverTime = () => FieldValue.serverTimestamp();

export async function addAsServer<P extends `${string}/{id}`, W extends object>(
  db: Firestore,
  type: DocumentType<unknown, P, W>,
  params: CollectionParams<P>,
  input: W,
): Promise<string> {
  const ref = await db.collection(collectionPath(type, params)).add(writeData(type, input, { partial: false, creating: true, serverTime }));
  return ref.id;
}

/** With `merge`, only the fields given are written (checked against the type's patch schema). */
export async function setAsServer<P extends string, W extends object>(
  db: Firestore,
  type: DocumentType<unknown, P, W>,
  params: PathParams<P>,
  input: W | Partial<W>,
  options: { readonly merge?: boolean } = {},
): Promise<void> {
  const merge = options.merge ?? false;
  await db.doc(documentPath(type, params)).set(writeData(type, input, { partial: merge, creating: !merge, serverTime }), { merge });
}

/** What a server transaction does: its reads first, then its writes (Firestore's order). */
export interface ServerTransaction {
  read<T, P extends string>(type: ReadableType<T, P>, params: PathParams<P>): Promise<T>;
  /** Like setAsServer: the schema is the only guard. */
  set<P extends string, W extends object>(type: DocumentType<unknown, P, W>, params: PathParams<P>, input: W | Partial<W>, options?: { readonly merge?: boolean }): void;
}

/**
 * Reads and writes that stand or fall together, for changes built on what several documents hold
 * at that moment (a concurrent change to what was read makes Firestore run `work` again).
 */
export function transactAsServer<R>(db: Firestore, work: (tx: ServerTransaction) => Promise<R>): Promise<R> {
  return db.runTransaction((transaction) =>
    work({
      read: async (type, params) => {
        const snapshot = await transaction.get(db.doc(documentPath(type, params)));
        const data = snapshot.data();
        return type.fromData(data ? toPlainData(data) : undefined, snapshot.id);
      },
      set: (type, params, input, options = {}) => {
        const merge = options.merge ?? false;
        transaction.set(db.doc(documentPath(type, params)), writeData(type, input, { partial: merge, creating: !merge, serverTime }), { merge });
      },
    }),
  );
}
