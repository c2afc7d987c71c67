// Driver for firebase-admin's Firestore, over gRPC (its default) or REST (`preferRest`, as the
// app's server uses it). Both always act as the owner, so security rules never apply to them.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import {
  AggregateField,
  FieldPath,
  FieldValue,
  Filter,
  GeoPoint,
  initializeFirestore,
  Timestamp,
  DocumentReference,
  type DocumentSnapshot,
  type Query,
  type WhereFilterOp,
} from 'firebase-admin/firestore';
import { eventOf, openListeners, unsupported, type ClientOps, type ClientOptions, type DocResult, type FilterSpec, type QuerySpec, type SpecData, type SpecValue } from './model.ts';

/**
 * The stand-in `app/lib/firebase/admin.server.ts` gives `preferRest` so that google-auth does not
 * look for credentials (nodejs-firestore #1811). Listeners still use gRPC, which also asks it for
 * the universe domain.
 */
export const emulatorOwnerAuth = {
  getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }),
  getUniverseDomain: async () => 'googleapis.com',
};

let counter = 0;

export function createAdminClient(opts: ClientOptions & { rest: boolean }): ClientOps {
  const app = initializeApp({ projectId: opts.projectId }, `conformance-admin-${Date.now()}-${++counter}`);
  const db = initializeFirestore(app, { preferRest: opts.rest });
  // initializeFirestore keeps only preferRest from its settings, so the emulator address and the
  // auth stand-in go through settings(). An explicit port wins over FIRESTORE_EMULATOR_HOST's.
  db.settings({ host: opts.host, port: opts.port, ssl: false, ...(opts.rest ? { auth: emulatorOwnerAuth } : {}) } as Parameters<typeof db.settings>[0]);

  const encode = (value: SpecValue): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map(encode);
    // Tagged values: the map signature of SpecValue defeats `in` narrowing.
    const v = value as Record<string, any>;
    if ('$timestamp' in v) return new Timestamp(v.$timestamp[0], v.$timestamp[1]);
    if ('$bytes' in v) return Buffer.from(v.$bytes, 'base64');
    if ('$ref' in v) return db.doc(v.$ref);
    if ('$geo' in v) return new GeoPoint(v.$geo[0], v.$geo[1]);
    if ('$serverTimestamp' in v) return FieldValue.serverTimestamp();
    if ('$increment' in v) return FieldValue.increment(v.$increment);
    if ('$maximum' in v || '$minimum' in v) unsupported('FieldValue.maximum() / minimum()');
    if ('$arrayUnion' in v) return FieldValue.arrayUnion(...(v.$arrayUnion as SpecValue[]).map(encode));
    if ('$arrayRemove' in v) return FieldValue.arrayRemove(...(v.$arrayRemove as SpecValue[]).map(encode));
    if ('$delete' in v) return FieldValue.delete();
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x as SpecValue)]));
  };
  const encodeData = (d: SpecData): Record<string, unknown> => encode(d) as Record<string, unknown>;
  const decode = (v: unknown): SpecValue => {
    if (v === null || typeof v !== 'object') return v as SpecValue;
    if (Array.isArray(v)) return v.map(decode);
    if (v instanceof Timestamp) return { $timestamp: [v.seconds, v.nanoseconds] };
    if (Buffer.isBuffer(v) || v instanceof Uint8Array) return { $bytes: Buffer.from(v).toString('base64') };
    if (v instanceof DocumentReference) return { $ref: v.path };
    if (v instanceof GeoPoint) return { $geo: [v.latitude, v.longitude] };
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, decode(x)]));
  };
  const decodeDoc = (s: DocumentSnapshot): SpecData => decode(s.data() ?? {}) as SpecData;

  const filter = (f: FilterSpec): Filter => {
    if (Array.isArray(f)) return Filter.where(f[0] === '__name__' ? FieldPath.documentId() : f[0], f[1] as WhereFilterOp, encode(f[2]));
    if ('or' in f) return Filter.or(...f.or.map(filter));
    return Filter.and(...f.and.map(filter));
  };
  const buildQuery = (spec: QuerySpec): Query => {
    let q: Query = typeof spec.from === 'string' ? db.collection(spec.from) : db.collectionGroup(spec.from.group);
    const filters = (spec.where ?? []).map(filter);
    if (filters.length) q = q.where(filters.length > 1 ? Filter.and(...filters) : filters[0]!);
    for (const [field, dir] of spec.orderBy ?? []) q = q.orderBy(field === '__name__' ? FieldPath.documentId() : field, dir ?? 'asc');
    if (spec.startAt) q = q.startAt(...spec.startAt.map(encode));
    if (spec.startAfter) q = q.startAfter(...spec.startAfter.map(encode));
    if (spec.endAt) q = q.endAt(...spec.endAt.map(encode));
    if (spec.endBefore) q = q.endBefore(...spec.endBefore.map(encode));
    if (spec.limit !== undefined) q = q.limit(spec.limit);
    if (spec.limitToLast !== undefined) q = q.limitToLast(spec.limitToLast);
    if (spec.offset !== undefined) q = q.offset(spec.offset);
    return q;
  };

  const listeners = openListeners();

  return {
    async set(path, data, o = {}) {
      const p = o.mergeFields ? db.doc(path).set(encodeData(data), { mergeFields: o.mergeFields }) : db.doc(path).set(encodeData(data), { merge: !!o.merge });
      if (o.wait === false) p.catch(() => {});
      else await p;
    },
    async update(path, data) {
      await db.doc(path).update(encodeData(data));
    },
    async create(path, data) {
      await db.doc(path).create(encodeData(data));
    },
    async add(collection, data) {
      return (await db.collection(collection).add(encodeData(data))).id;
    },
    async delete(path) {
      await db.doc(path).delete();
    },
    async get(path) {
      const s = await db.doc(path).get();
      return { exists: s.exists, data: s.exists ? decodeDoc(s) : null, fromCache: null };
    },
    async query(spec) {
      return (await buildQuery(spec).get()).docs.map((d) => d.id);
    },
    async queryData(spec) {
      return (await buildQuery(spec).get()).docs.map((d) => [d.id, decodeDoc(d)]);
    },
    async aggregate(spec, aggs) {
      const a = Object.fromEntries(
        Object.entries(aggs).map(([alias, x]) => [alias, x[0] === 'count' ? AggregateField.count() : x[0] === 'sum' ? AggregateField.sum(x[1]) : AggregateField.average(x[1])]),
      );
      return (await buildQuery(spec).aggregate(a).get()).data() as Record<string, number | null>;
    },
    async batch(writes) {
      const b = db.batch();
      for (const w of writes) {
        if (w.op === 'set') b.set(db.doc(w.path), encodeData(w.data), { merge: !!w.merge });
        else if (w.op === 'update') b.update(db.doc(w.path), encodeData(w.data));
        else b.delete(db.doc(w.path));
      }
      await b.commit();
    },
    async txIncrement(path, field, interfere = false) {
      let attempts = 0;
      const ref = db.doc(path);
      await db.runTransaction(async (t) => {
        attempts++;
        const s = await t.get(ref);
        if (interfere && attempts === 1) await ref.update({ [field]: FieldValue.increment(100) });
        t.update(ref, { [field]: ((s.get(field) as number | undefined) ?? 0) + 1 });
      });
      return attempts;
    },
    async transaction(steps) {
      return db.runTransaction(
        async (t) => {
          const reads: DocResult[] = [];
          for (const s of steps) {
            const ref = db.doc(s.path);
            if (s.op === 'get') {
              const snap = await t.get(ref);
              reads.push({ exists: snap.exists, data: snap.exists ? decodeDoc(snap) : null, fromCache: null });
            } else if (s.op === 'set') t.set(ref, encodeData(s.data));
            else if (s.op === 'update') t.update(ref, encodeData(s.data));
            else t.delete(ref);
          }
          return reads;
        },
        { maxAttempts: 1 },
      );
    },
    async listen(target) {
      return listeners.add((push, onError) =>
        typeof target === 'string'
          ? db.doc(target).onSnapshot((s) => push(eventOf(s.exists ? [[s.id, decodeDoc(s)]] : [], [], null, null)), onError)
          : buildQuery(target).onSnapshot(
              (s) =>
                push(
                  eventOf(
                    s.docs.map((d) => [d.id, decodeDoc(d)]),
                    s.docChanges().map((c) => `${c.type} ${c.doc.id}`),
                    null,
                    null,
                  ),
                ),
              onError,
            ),
      );
    },
    events: listeners.events,
    unlisten: listeners.unlisten,
    async setNetwork() {
      unsupported('disableNetwork()');
    },
    async close() {
      listeners.stopAll();
      await db.terminate();
      await deleteApp(app);
    },
  };
}
