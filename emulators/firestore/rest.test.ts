// Cloud Firestore behaviour over REST, driven by the real firebase/firestore/lite and firebase-admin SDKs.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDoc,
  and,
  arrayRemove,
  arrayUnion,
  average,
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  endBefore,
  getAggregate,
  getCount,
  getDoc,
  getDocs,
  increment,
  limit,
  limitToLast,
  or,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  startAt,
  sum,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { FieldValue } from '@google-cloud/firestore';
import type { FirestoreEmulator } from './server.ts';
import { adminClient, cleanupApps, dbPath, liteClient, PROJECT, rest, startTestEmulator } from './testing/helpers.ts';

let emu: FirestoreEmulator;
let db: Firestore;

beforeAll(async () => {
  emu = await startTestEmulator();
  db = liteClient(emu);
});
afterAll(async () => {
  await cleanupApps();
  await emu.close();
});
beforeEach(async () => {
  await rest(emu, 'DELETE', `/emulator/v1/projects/${PROJECT}/databases/(default)/documents`);
});

const commit = (writes: unknown[]) => rest(emu, 'POST', `/v1/${dbPath()}:commit`, { writes });

describe('writes', () => {
  it('set, merge, update with nested paths and deleteField, add, delete', async () => {
    const r = doc(db, 'rooms/r1');
    await setDoc(r, { a: 1, m: { x: 1, y: 2 }, s: 'été' });
    await setDoc(r, { m: { y: 3 }, b: true }, { merge: true });
    expect((await getDoc(r)).data()).toEqual({ a: 1, m: { x: 1, y: 3 }, s: 'été', b: true });
    await updateDoc(r, { 'm.x': deleteField(), a: deleteField(), 'n.deep.er': 5 });
    expect((await getDoc(r)).data()).toEqual({ m: { y: 3 }, s: 'été', b: true, n: { deep: { er: 5 } } });
    await setDoc(r, { only: 1 });
    expect((await getDoc(r)).data()).toEqual({ only: 1 });
    const added = await addDoc(collection(db, 'rooms'), { k: 1 });
    expect(added.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await getDoc(added)).data()).toEqual({ k: 1 });
    await deleteDoc(added);
    expect((await getDoc(added)).exists()).toBe(false);
    await deleteDoc(doc(db, 'rooms/never-existed'));
  });

  it('keeps createTime, advances updateTime, and keeps updateTime on a no-op write', async () => {
    const admin = adminClient(emu);
    const ref = admin.doc('t/one');
    const w1 = await ref.set({ n: 1 });
    const s1 = await ref.get();
    const w2 = await ref.set({ n: 2 });
    const s2 = await ref.get();
    expect(s2.createTime!.isEqual(s1.createTime!)).toBe(true);
    expect(s2.updateTime!.toMillis()).toBeGreaterThanOrEqual(s1.updateTime!.toMillis());
    expect(s2.updateTime!.isEqual(s1.updateTime!)).toBe(false);
    expect(w1.writeTime.isEqual(s1.updateTime!)).toBe(true);
    const w3 = await ref.set({ n: 2 });
    expect(w3.writeTime.isEqual(w2.writeTime)).toBe(true);
    expect(s2.readTime.toMillis()).toBeGreaterThanOrEqual(s2.updateTime!.toMillis());
    await admin.terminate();
  });

  it('applies transforms: serverTimestamp, increment, arrayUnion/Remove, maximum, minimum', async () => {
    const r = doc(db, 'tf/a');
    await setDoc(r, { i: 1, d: 1.5, arr: [1, 'x', { k: 1 }] });
    await updateDoc(r, { i: increment(2), d: increment(1), missing: increment(3), arr: arrayUnion(1.0, 'y', { k: 1 }), at: serverTimestamp() });
    let data = (await getDoc(r)).data()!;
    expect(data.i).toBe(3);
    expect(data.d).toBe(2.5);
    expect(data.missing).toBe(3);
    expect(data.arr).toEqual([1, 'x', { k: 1 }, 'y']);
    expect(data.at).toBeInstanceOf(Timestamp);
    await updateDoc(r, { arr: arrayRemove('x', { k: 1 }), i: increment(0.5) });
    data = (await getDoc(r)).data()!;
    expect(data.arr).toEqual([1, 'y']);
    expect(data.i).toBe(3.5);

    // maximum/minimum and int64 saturation are not in the web SDK; use the wire format directly.
    const name = dbPath('tf/b');
    await commit([{ update: { name, fields: { n: { integerValue: '9223372036854775800' }, lo: { integerValue: '5' } } } }]);
    const res = await commit([
      {
        update: { name, fields: {} },
        updateMask: { fieldPaths: [] },
        updateTransforms: [
          { fieldPath: 'n', increment: { integerValue: '100' } },
          { fieldPath: 'lo', minimum: { doubleValue: 2.5 } },
          { fieldPath: 'hi', maximum: { integerValue: '7' } },
          { fieldPath: 'ts', setToServerValue: 'REQUEST_TIME' },
        ],
      },
    ]);
    expect(res.status).toBe(200);
    const tr = res.json.writeResults[0].transformResults;
    expect(tr).toEqual([{ integerValue: '9223372036854775807' }, { doubleValue: 2.5 }, { integerValue: '7' }, { timestampValue: res.json.commitTime }]);
  });

  it('enforces preconditions with Cloud Firestore error codes', async () => {
    await expect(updateDoc(doc(db, 'p/missing'), { a: 1 })).rejects.toMatchObject({ code: 'not-found' });
    const name = dbPath('p/x');
    const created = await commit([{ update: { name, fields: {} }, currentDocument: { exists: false } }]);
    expect(created.status).toBe(200);
    const again = await commit([{ update: { name, fields: {} }, currentDocument: { exists: false } }]);
    expect(again).toMatchObject({ status: 409, json: { error: { code: 409, status: 'ALREADY_EXISTS', message: `Document already exists: ${name}` } } });
    const stale = await commit([{ update: { name, fields: {} }, currentDocument: { updateTime: '2001-01-01T00:00:00.000001Z' } }]);
    expect(stale).toMatchObject({ status: 400, json: { error: { status: 'FAILED_PRECONDITION' } } });
    const fresh = await commit([{ update: { name, fields: {} }, currentDocument: { updateTime: created.json.writeResults[0].updateTime } }]);
    expect(fresh.status).toBe(200);
    const verifyMissing = await commit([{ verify: dbPath('p/none'), currentDocument: { exists: true } }]);
    expect(verifyMissing).toMatchObject({ status: 404, json: { error: { status: 'NOT_FOUND' } } });
    // firebase-admin over REST maps statuses through HTTP codes (gax): 404 stays NOT_FOUND.
    const admin = adminClient(emu);
    await expect(admin.doc('p/x').delete({ exists: true })).resolves.toBeDefined();
    await expect(admin.doc('p/x').delete({ exists: true })).rejects.toMatchObject({ code: 5 });
    await expect(admin.doc('p/y').update({ a: 1 })).rejects.toMatchObject({ code: 5, message: expect.stringContaining('No document to update') });
    await admin.terminate();
  });

  it('commits atomically: one failing write applies nothing', async () => {
    const b = writeBatch(db);
    b.set(doc(db, 'atom/a'), { v: 1 });
    b.update(doc(db, 'atom/missing'), { v: 2 });
    await expect(b.commit()).rejects.toMatchObject({ code: 'not-found' });
    expect((await getDoc(doc(db, 'atom/a'))).exists()).toBe(false);
  });

  it('rejects more than 500 writes, documents over 1 MiB and invalid field paths', async () => {
    const many = Array.from({ length: 501 }, (_, i) => ({ update: { name: dbPath(`many/d${i}`), fields: {} } }));
    const r1 = await commit(many);
    expect(r1.status).toBe(400);
    expect(r1.json.error).toMatchObject({ status: 'INVALID_ARGUMENT', message: expect.stringContaining('500') });
    const ok = await commit(many.slice(0, 500));
    expect(ok.status).toBe(200);

    const big = 'x'.repeat(1_048_576);
    await expect(setDoc(doc(db, 'big/one'), { big })).rejects.toMatchObject({ message: expect.stringContaining('exceeds the maximum allowed size') });

    const r3 = await commit([{ update: { name: dbPath('fp/a'), fields: {} }, updateMask: { fieldPaths: ['a..b'] } }]);
    expect(r3.status).toBe(400);
    expect(r3.json.error.status).toBe('INVALID_ARGUMENT');
    // A mask may repeat a path or hold a path and its prefix (Cloud Firestore takes what the web SDK
    // sends for mergeFields ['a.b', 'a', 'a']); field transforms may not.
    const r4 = await commit([{ update: { name: dbPath('fp/a'), fields: { a: { mapValue: { fields: { b: { integerValue: '1' } } } } } }, updateMask: { fieldPaths: ['a', 'a.b', 'a'] } }]);
    expect(r4.status).toBe(200);
    const r4b = await commit([{ update: { name: dbPath('fp/a'), fields: {} }, updateTransforms: [{ fieldPath: 'a', increment: { integerValue: '1' } }, { fieldPath: 'a.b', increment: { integerValue: '1' } }] }]);
    expect(r4b.json.error.status).toBe('INVALID_ARGUMENT');
    const r5 = await commit([{ update: { name: dbPath('odd'), fields: {} } }]);
    expect(r5.json.error.status).toBe('INVALID_ARGUMENT');
    const r6 = await commit([{ update: { name: dbPath('c/__x__'), fields: {} } }]);
    expect(r6.json.error.status).toBe('INVALID_ARGUMENT');
  });
});

describe('queries', () => {
  beforeEach(async () => {
    const b = writeBatch(db);
    const rows: Record<string, Record<string, unknown>> = {
      a: { n: 1, tag: 'x', arr: [1, 2], g: 'one' },
      b: { n: 2, tag: 'y', arr: [3], g: 'two' },
      c: { n: 3, tag: 'x', arr: [], g: null },
      d: { n: 4.5, tag: 'z', g: NaN },
      e: { n: 'str', tag: 'y' },
      f: { tag: 'x' },
    };
    for (const [id, v] of Object.entries(rows)) b.set(doc(db, `q/${id}`), v);
    b.set(doc(db, 'q/a/q/sub1'), { n: 10, tag: 'x' });
    b.set(doc(db, 'other/z/q/sub2'), { n: 11, tag: 'x' });
    await b.commit();
  });
  const ids = async (q: Parameters<typeof getDocs>[0]) => (await getDocs(q)).docs.map((d) => d.id);
  const c = () => collection(db, 'q');

  it('supports comparison and set operators with type-class semantics', async () => {
    expect(await ids(query(c(), where('n', '>', 1)))).toEqual(['b', 'c', 'd']);
    expect(await ids(query(c(), where('n', '>=', 'a')))).toEqual(['e']);
    expect(await ids(query(c(), where('n', '==', 1.0)))).toEqual(['a']);
    expect(await ids(query(c(), where('n', '!=', 2)))).toEqual(['a', 'c', 'd', 'e']);
    expect(await ids(query(c(), where('tag', 'in', ['x', 'z'])))).toEqual(['a', 'c', 'd', 'f']);
    expect(await ids(query(c(), where('tag', 'not-in', ['x', 'z'])))).toEqual(['b', 'e']);
    expect(await ids(query(c(), where('arr', 'array-contains', 2)))).toEqual(['a']);
    expect(await ids(query(c(), where('arr', 'array-contains-any', [2, 3])))).toEqual(['a', 'b']);
    expect(await ids(query(c(), where('g', '==', null)))).toEqual(['c']);
    expect(await ids(query(c(), where('g', '==', NaN)))).toEqual(['d']);
    // `!= null` implies orderBy('g'): NaN (a number) sorts before strings.
    expect(await ids(query(c(), where('g', '!=', null)))).toEqual(['d', 'a', 'b']);
    expect(await ids(query(c(), or(where('tag', '==', 'z'), and(where('tag', '==', 'x'), where('n', '<', 2)))))).toEqual(['a', 'd']);
  });

  it('orders across types, applies cursors, limit and limitToLast', async () => {
    expect(await ids(query(c(), orderBy('n')))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await ids(query(c(), orderBy('n', 'desc'), limit(2)))).toEqual(['e', 'd']);
    expect(await ids(query(c(), orderBy('n'), limitToLast(2)))).toEqual(['d', 'e']);
    expect(await ids(query(c(), orderBy('n'), startAfter(2), endBefore('str')))).toEqual(['c', 'd']);
    expect(await ids(query(c(), orderBy('tag'), startAt('y')))).toEqual(['b', 'e', 'd']);
    expect(await ids(query(c(), where('n', '<', 4), orderBy('n', 'desc')))).toEqual(['c', 'b', 'a']);
    // Collection groups order by the full document path.
    expect(await ids(collectionGroup(db, 'q'))).toEqual(['sub2', 'a', 'sub1', 'b', 'c', 'd', 'e', 'f']);
    expect(await ids(query(collectionGroup(db, 'q'), where('n', '>=', 10)))).toEqual(['sub1', 'sub2']);
  });

  it('computes count, sum and average', async () => {
    expect((await getCount(c())).data().count).toBe(6);
    const agg = await getAggregate(query(c(), where('tag', '==', 'x')), { total: sum('n'), mean: average('n'), cnt: sum('nothing') });
    expect(agg.data()).toEqual({ total: 4, mean: 2, cnt: 0 });
    const none = await getAggregate(query(c(), where('tag', '==', 'nope')), { mean: average('n') });
    expect(none.data().mean).toBeNull();
  });

  it('serves firebase-admin (preferRest): select, offset, collection listing, count', async () => {
    const admin = adminClient(emu);
    const snap = await admin.collection('q').where('n', '<', 100).orderBy('n').offset(1).limit(2).select('tag').get();
    expect(snap.docs.map((d) => [d.id, d.data()])).toEqual([
      ['b', { tag: 'y' }],
      ['c', { tag: 'x' }],
    ]);
    expect((await admin.collection('q').count().get()).data().count).toBe(6);
    expect((await admin.collection('q').listDocuments()).map((d) => d.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect((await admin.listCollections()).map((x) => x.id)).toEqual(['other', 'q']);
    expect((await admin.doc('q/a').listCollections()).map((x) => x.id)).toEqual(['q']);
    expect((await admin.collection('other').listDocuments()).map((d) => d.id)).toEqual(['z']);
    const all = await admin.getAll(admin.doc('q/a'), admin.doc('q/zz'));
    expect(all.map((s) => s.exists)).toEqual([true, false]);
    await admin.terminate();
  });
});

describe('transactions', () => {
  it('runs lite transactions (batchGet + commit with preconditions)', async () => {
    await setDoc(doc(db, 'tx/a'), { n: 1 });
    await runTransaction(db, async (t) => {
      const s = await t.get(doc(db, 'tx/a'));
      await t.get(doc(db, 'tx/none'));
      t.update(doc(db, 'tx/a'), { n: s.data()!.n + 1 });
    });
    expect((await getDoc(doc(db, 'tx/a'))).data()).toEqual({ n: 2 });
  });

  it('aborts a transaction whose reads changed, and admin retries it', async () => {
    await setDoc(doc(db, 'tx/c'), { n: 0 });
    const begin = async () => (await rest(emu, 'POST', `/v1/${dbPath()}:beginTransaction`, {})).json.transaction as string;
    const t1 = await begin();
    const t2 = await begin();
    for (const t of [t1, t2]) await rest(emu, 'POST', `/v1/${dbPath()}:batchGet`, { documents: [dbPath('tx/c')], transaction: t });
    const w = [{ update: { name: dbPath('tx/c'), fields: { n: { integerValue: '1' } } } }];
    expect((await rest(emu, 'POST', `/v1/${dbPath()}:commit`, { writes: w, transaction: t1 })).status).toBe(200);
    const second = await rest(emu, 'POST', `/v1/${dbPath()}:commit`, { writes: w, transaction: t2 });
    expect(second.status).toBe(409);
    expect(second.json.error.status).toBe('ABORTED');
    expect((await rest(emu, 'POST', `/v1/${dbPath()}:rollback`, { transaction: await begin() })).status).toBe(200);

    const admin = adminClient(emu);
    let attempts = 0;
    await admin.runTransaction(async (t) => {
      attempts++;
      const s = await t.get(admin.doc('tx/c'));
      if (attempts === 1) await admin.doc('tx/c').update({ n: FieldValue.increment(10) });
      t.update(admin.doc('tx/c'), { n: (s.get('n') as number) + 1 });
    });
    expect(attempts).toBe(2);
    expect((await admin.doc('tx/c').get()).get('n')).toBe(12);
    await admin.terminate();
  });
});

describe('HTTP surface', () => {
  it('answers health, CORS preflight and credentialed CORS', async () => {
    expect(await rest(emu, 'GET', '/')).toMatchObject({ status: 200, json: 'Ok' });
    const pre = await fetch(`${emu.url}/v1/${dbPath()}:commit`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,x-goog-api-client' },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')).toBe('authorization,x-goog-api-client');
    const r = await rest(emu, 'POST', `/v1/${dbPath()}:batchGet`, { documents: [] }, { Origin: 'http://127.0.0.1:3000' });
    expect(r.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3000');
  });

  it('maps errors to JSON with HTTP status and never crashes on malformed input', async () => {
    const bad = await rest(emu, 'POST', `/v1/${dbPath()}:commit`, '{not json');
    expect(bad).toMatchObject({ status: 400, json: { error: { status: 'INVALID_ARGUMENT' } } });
    for (const body of [[], { writes: 'x' }, { writes: [{}] }, { writes: [{ update: { name: 5 } }] }, { writes: [{ update: { name: dbPath('a/b'), fields: { x: { bogus: 1 } } } }] }]) {
      const r = await rest(emu, 'POST', `/v1/${dbPath()}:commit`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.error.status).toBe('INVALID_ARGUMENT');
    }
    const q = await rest(emu, 'POST', `/v1/${dbPath()}:runQuery`, { structuredQuery: { from: [{ collectionId: 'q' }], where: { fieldFilter: { op: 'NOPE' } } } });
    expect(q.status).toBe(400);
    expect((await rest(emu, 'GET', '/nothing/here')).status).toBe(404);
    expect((await rest(emu, 'GET', `/v1/${dbPath('a/missing')}`)).json.error.status).toBe('NOT_FOUND');
    expect((await rest(emu, 'POST', `/v1/${dbPath()}:frobnicate`, {})).status).toBe(501);
    expect((await rest(emu, 'GET', '/')).status).toBe(200);
  });

  it('serves document GET/PATCH/DELETE/POST for REST tooling', async () => {
    const p = await rest(emu, 'PATCH', `/v1/${dbPath('tool/a')}`, { fields: { v: { integerValue: '1' } } });
    expect(p.json).toMatchObject({ name: dbPath('tool/a'), fields: { v: { integerValue: '1' } } });
    const created = await rest(emu, 'POST', `/v1/${dbPath('tool')}?documentId=b`, { fields: {} });
    expect(created.json.name).toBe(dbPath('tool/b'));
    const list = await rest(emu, 'GET', `/v1/${dbPath('tool')}`);
    expect(list.json.documents.map((d: { name: string }) => d.name)).toEqual([dbPath('tool/a'), dbPath('tool/b')]);
    expect((await rest(emu, 'DELETE', `/v1/${dbPath('tool/a')}?currentDocument.exists=true`)).status).toBe(200);
    expect((await rest(emu, 'DELETE', `/v1/${dbPath('tool/a')}?currentDocument.exists=true`)).status).toBe(404);
  });

  it('clears all data through the emulator endpoint', async () => {
    await setDoc(doc(db, 'x/y'), { a: 1 });
    const r = await rest(emu, 'DELETE', `/emulator/v1/projects/${PROJECT}/databases/(default)/documents`);
    expect(r).toMatchObject({ status: 200, json: {} });
    expect((await getDoc(doc(db, 'x/y'))).exists()).toBe(false);
  });
});
