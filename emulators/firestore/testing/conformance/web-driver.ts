// Driver for the modular web SDKs: `firebase/firestore` (WebChannel in a browser, gRPC in Node)
// and `firebase/firestore/lite` (REST). The same source is bundled into the Chromium test page and
// imported by Vitest, so the browser runs exactly what Node runs.
import type * as FirestoreSdk from 'firebase/firestore';
import type { deleteApp as DeleteApp, initializeApp as InitializeApp } from 'firebase/app';
import { eventOf, openListeners, unsupported, type ClientOps, type ClientOptions, type DocResult, type FilterSpec, type QuerySpec, type SpecData, type SpecValue } from './model.ts';

type Sdk = typeof FirestoreSdk;
export interface AppSdk {
  initializeApp: typeof InitializeApp;
  deleteApp: typeof DeleteApp;
}

let counter = 0;

export function createWebClient(app: AppSdk, fs: Sdk, opts: ClientOptions & { lite?: boolean }): ClientOps {
  const firebaseApp = app.initializeApp({ projectId: opts.projectId, apiKey: 'fake-key', appId: '1:2:web:3' }, `conformance-${Date.now()}-${++counter}`);
  const db = fs.getFirestore(firebaseApp);
  fs.connectFirestoreEmulator(db, opts.host, opts.port, opts.uid ? { mockUserToken: { sub: opts.uid } } : {});
  const lite = !!opts.lite;

  const encode = (value: SpecValue): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((x) => encode(x));
    // Tagged values: the map signature of SpecValue defeats `in` narrowing.
    const v = value as Record<string, any>;
    if ('$timestamp' in v) return new fs.Timestamp(v.$timestamp[0], v.$timestamp[1]);
    if ('$bytes' in v) return fs.Bytes.fromBase64String(v.$bytes);
    if ('$ref' in v) return fs.doc(db, v.$ref);
    if ('$geo' in v) return new fs.GeoPoint(v.$geo[0], v.$geo[1]);
    if ('$serverTimestamp' in v) return fs.serverTimestamp();
    if ('$increment' in v) return fs.increment(v.$increment);
    if ('$maximum' in v) return fs.maximum(v.$maximum);
    if ('$minimum' in v) return fs.minimum(v.$minimum);
    if ('$arrayUnion' in v) return fs.arrayUnion(...(v.$arrayUnion as SpecValue[]).map((x) => encode(x)));
    if ('$arrayRemove' in v) return fs.arrayRemove(...(v.$arrayRemove as SpecValue[]).map((x) => encode(x)));
    if ('$delete' in v) return fs.deleteField();
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encode(x as SpecValue)]));
  };
  const encodeData = (d: SpecData): Record<string, unknown> => encode(d) as Record<string, unknown>;
  const decode = (v: unknown): SpecValue => {
    if (v === null || typeof v !== 'object') return v as SpecValue;
    if (Array.isArray(v)) return v.map(decode);
    if (v instanceof fs.Timestamp) return { $timestamp: [v.seconds, v.nanoseconds] };
    if (v instanceof fs.Bytes) return { $bytes: v.toBase64() };
    if (v instanceof fs.DocumentReference) return { $ref: v.path };
    if (v instanceof fs.GeoPoint) return { $geo: [v.latitude, v.longitude] };
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, decode(x)]));
  };
  const decodeDoc = (s: FirestoreSdk.DocumentSnapshot): SpecData => decode(s.data() ?? {}) as SpecData;

  const filter = (f: FilterSpec): FirestoreSdk.QueryFilterConstraint => {
    if (Array.isArray(f)) return fs.where(f[0], f[1] as FirestoreSdk.WhereFilterOp, encode(f[2]));
    if ('or' in f) return fs.or(...f.or.map(filter));
    return fs.and(...f.and.map(filter));
  };
  const buildQuery = (spec: QuerySpec): FirestoreSdk.Query => {
    const base = typeof spec.from === 'string' ? fs.collection(db, spec.from) : fs.collectionGroup(db, spec.from.group);
    const cons: FirestoreSdk.QueryConstraint[] = [];
    const filters = (spec.where ?? []).map(filter);
    for (const [field, dir] of spec.orderBy ?? []) cons.push(fs.orderBy(field, dir ?? 'asc'));
    if (spec.startAt) cons.push(fs.startAt(...spec.startAt.map((x) => encode(x))));
    if (spec.startAfter) cons.push(fs.startAfter(...spec.startAfter.map((x) => encode(x))));
    if (spec.endAt) cons.push(fs.endAt(...spec.endAt.map((x) => encode(x))));
    if (spec.endBefore) cons.push(fs.endBefore(...spec.endBefore.map((x) => encode(x))));
    if (spec.limit !== undefined) cons.push(fs.limit(spec.limit));
    if (spec.limitToLast !== undefined) cons.push(fs.limitToLast(spec.limitToLast));
    if (spec.offset !== undefined) unsupported('offset()');
    const base2: FirestoreSdk.Query = base;
    const withFilters = filters.length > 1 ? fs.query(base2, fs.and(...filters)) : filters.length === 1 ? fs.query(base2, filters[0] as FirestoreSdk.QueryCompositeFilterConstraint) : base2;
    return fs.query(withFilters, ...cons);
  };

  const listeners = openListeners();

  const ops: ClientOps = {
    async set(path, data, o = {}) {
      const options = o.mergeFields ? { mergeFields: o.mergeFields } : o.merge ? { merge: true } : undefined;
      const p = options ? fs.setDoc(fs.doc(db, path), encodeData(data), options) : fs.setDoc(fs.doc(db, path), encodeData(data));
      if (o.wait === false) p.catch(() => {});
      else await p;
    },
    async update(path, data) {
      await fs.updateDoc(fs.doc(db, path), encodeData(data));
    },
    async create() {
      unsupported('create()');
    },
    async add(collection, data) {
      return (await fs.addDoc(fs.collection(db, collection), encodeData(data))).id;
    },
    async delete(path) {
      await fs.deleteDoc(fs.doc(db, path));
    },
    async get(path): Promise<DocResult> {
      const s = await fs.getDoc(fs.doc(db, path));
      return { exists: s.exists(), data: s.exists() ? decodeDoc(s) : null, fromCache: lite ? null : s.metadata.fromCache };
    },
    async query(spec) {
      return (await fs.getDocs(buildQuery(spec))).docs.map((d) => d.id);
    },
    async queryData(spec) {
      return (await fs.getDocs(buildQuery(spec))).docs.map((d) => [d.id, decodeDoc(d)]);
    },
    async aggregate(spec, aggs) {
      const spec2 = Object.fromEntries(
        Object.entries(aggs).map(([alias, a]) => [alias, a[0] === 'count' ? fs.count() : a[0] === 'sum' ? fs.sum(a[1]) : fs.average(a[1])]),
      );
      const getAgg = (lite ? (fs as unknown as { getAggregate: Sdk['getAggregateFromServer'] }).getAggregate : fs.getAggregateFromServer) as Sdk['getAggregateFromServer'];
      const r = await getAgg(buildQuery(spec), spec2);
      return r.data() as Record<string, number | null>;
    },
    async batch(writes) {
      const b = fs.writeBatch(db);
      for (const w of writes) {
        if (w.op === 'set') b.set(fs.doc(db, w.path), encodeData(w.data), { merge: !!w.merge });
        else if (w.op === 'update') b.update(fs.doc(db, w.path), encodeData(w.data));
        else b.delete(fs.doc(db, w.path));
      }
      await b.commit();
    },
    async txIncrement(path, field, interfere = false) {
      let attempts = 0;
      const ref = fs.doc(db, path);
      await fs.runTransaction(db, async (t) => {
        attempts++;
        const s = await t.get(ref);
        if (interfere && attempts === 1) await fs.updateDoc(ref, { [field]: fs.increment(100) });
        t.update(ref, { [field]: ((s.get(field) as number | undefined) ?? 0) + 1 });
      });
      return attempts;
    },
    async transaction(steps) {
      return fs.runTransaction(
        db,
        async (t) => {
          const reads: DocResult[] = [];
          for (const s of steps) {
            const ref = fs.doc(db, s.path);
            if (s.op === 'get') {
              const snap = await t.get(ref);
              reads.push({ exists: snap.exists(), data: snap.exists() ? decodeDoc(snap) : null, fromCache: null });
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
      if (lite) unsupported('onSnapshot()');
      return listeners.add((push, onError) =>
        typeof target === 'string'
          ? fs.onSnapshot(
              fs.doc(db, target),
              { includeMetadataChanges: true },
              (s) => push(eventOf(s.exists() ? [[s.id, decodeDoc(s)]] : [], [], s.metadata.hasPendingWrites, s.metadata.fromCache)),
              onError,
            )
          : fs.onSnapshot(
              buildQuery(target),
              { includeMetadataChanges: true },
              (s) =>
                push(
                  eventOf(
                    s.docs.map((d) => [d.id, decodeDoc(d)]),
                    s.docChanges().map((c) => `${c.type} ${c.doc.id}`),
                    s.metadata.hasPendingWrites,
                    s.metadata.fromCache,
                  ),
                ),
              onError,
            ),
      );
    },
    events: listeners.events,
    unlisten: listeners.unlisten,
    async setNetwork(enabled) {
      if (lite) unsupported('disableNetwork()');
      await (enabled ? fs.enableNetwork(db) : fs.disableNetwork(db));
    },
    async close() {
      listeners.stopAll();
      await fs.terminate(db);
      await app.deleteApp(firebaseApp);
    },
  };
  return ops;
}
