// gRPC on the shared port: firebase-admin's default transport and the Node build of firebase/firestore.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Firestore, FieldValue } from '@google-cloud/firestore';
import { initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, doc, getCountFromServer, getDoc, getFirestore, increment, onSnapshot, runTransaction, setDoc, terminate, updateDoc } from 'firebase/firestore';
import type { FirestoreEmulator } from './server.ts';
import { cleanupApps, PROJECT, startTestEmulator } from './testing/helpers.ts';

let emu: FirestoreEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ rules: `rules_version = '2';
service cloud.firestore { match /databases/{db}/documents { match /n/{id} { allow read, write: if request.auth != null; } } }` });
});
afterAll(async () => {
  await cleanupApps();
  await emu.close();
});

const until = async (pred: () => boolean, label: string) => {
  for (let i = 0; i < 100 && !pred(); i++) await new Promise((r) => setTimeout(r, 30));
  expect(pred(), label).toBe(true);
};

describe('gRPC', () => {
  it('serves firebase-admin without preferRest: reads, writes, exact error codes, listeners, transactions', async () => {
    const admin = new Firestore({ projectId: PROJECT, host: emu.host, port: emu.port, ssl: false });
    await admin.doc('g/a').set({ n: 1, at: FieldValue.serverTimestamp() });
    expect((await admin.doc('g/a').get()).get('n')).toBe(1);
    await expect(admin.doc('g/a').create({ n: 2 })).rejects.toMatchObject({ code: 6 });
    const seen: string[] = [];
    const unsub = admin.collection('g').onSnapshot((s) => seen.push(s.docs.map((d) => `${d.id}=${d.get('n')}`).join(',')));
    await until(() => seen.includes('a=1'), 'initial snapshot');
    await admin.doc('g/b').set({ n: 5 });
    await admin.doc('g/a').update({ n: FieldValue.increment(1) });
    await until(() => seen.includes('a=2,b=5'), 'live updates');
    await admin.runTransaction(async (t) => {
      const d = await t.get(admin.doc('g/a'));
      t.update(admin.doc('g/a'), { n: (d.get('n') as number) + 10 });
    });
    expect((await admin.collection('g').where('n', '>', 3).orderBy('n').get()).docs.map((d) => d.id)).toEqual(['b', 'a']);
    expect((await admin.collection('g').count().get()).data().count).toBe(2);
    expect((await admin.collection('g').listDocuments()).map((d) => d.id)).toEqual(['a', 'b']);
    unsub();
    await admin.terminate();
  });

  it('serves the Node build of firebase/firestore, with rules applied to its token', async () => {
    const app = initializeApp({ projectId: PROJECT, apiKey: 'k' }, 'grpc-node');
    const db = getFirestore(app);
    connectFirestoreEmulator(db, emu.host, emu.port, { mockUserToken: { sub: 'alice' } });
    const seen: { ids: string; pending: boolean }[] = [];
    const unsub = onSnapshot(collection(db, 'n'), { includeMetadataChanges: true }, (s) => seen.push({ ids: s.docs.map((d) => `${d.id}=${d.get('v')}`).join(','), pending: s.metadata.hasPendingWrites }));
    await setDoc(doc(db, 'n/a'), { v: 1 });
    await updateDoc(doc(db, 'n/a'), { v: increment(1) });
    await until(() => seen.some((s) => s.ids === 'a=2' && !s.pending), 'confirmed snapshot');
    await runTransaction(db, async (t) => {
      const d = await t.get(doc(db, 'n/a'));
      t.update(doc(db, 'n/a'), { v: (d.get('v') as number) + 1 });
    });
    expect((await getDoc(doc(db, 'n/a'))).get('v')).toBe(3);
    expect((await getCountFromServer(collection(db, 'n'))).data().count).toBe(1);
    await expect(getDoc(doc(db, 'g/a'))).rejects.toMatchObject({ code: 'permission-denied' });
    unsub();
    await terminate(db);
  });
});
