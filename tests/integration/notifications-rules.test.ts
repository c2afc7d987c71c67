// firestore.rules for push tokens, the notification inbox and the notification settings, enforced
// by the running emulator (`npm test` starts it and sets FIRESTORE_EMULATOR_HOST).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore/lite';
import { Firestore as AdminFirestore, FieldValue } from 'firebase-admin/firestore';

const host = process.env.FIRESTORE_EMULATOR_HOST;
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-elan';
const run = Date.now().toString(36);
const alice = `alice-${run}`;
const bob = `bob-${run}`;
const apps: FirebaseApp[] = [];

function client(uid?: string): Firestore {
  const app = initializeApp({ projectId, apiKey: 'demo-api-key', appId: '1:2:web:3' }, `rules-${uid ?? 'anon'}-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  const [h, p] = host!.split(':');
  connectFirestoreEmulator(db, h!, Number(p), uid ? { mockUserToken: { sub: uid, user_id: uid } } : {});
  return db;
}

const denied = { code: 'permission-denied' };

describe.skipIf(!host)('firestore.rules: notifications', () => {
  let admin: AdminFirestore;
  let a: Firestore;
  let b: Firestore;
  let anon: Firestore;

  beforeAll(async () => {
    const [h, p] = host!.split(':');
    admin = new AdminFirestore({
      projectId,
      host: h,
      port: Number(p),
      ssl: false,
      preferRest: true,
      auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) },
    } as ConstructorParameters<typeof AdminFirestore>[0]);
    a = client(alice);
    b = client(bob);
    anon = client();
    await admin.doc(`users/${alice}/notifications/n1`).set({ title: 'Rappel', body: 'Séance', link: '/sessions/new', read: false, createdAt: FieldValue.serverTimestamp() });
    await admin.doc(`users/${alice}/settings/notifications`).set({ pushEnabled: true });
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await admin?.terminate();
  });

  describe('pushTokens/{uid}', () => {
    const record = (uid: string) => ({ uid, token: 'fcm-token-abc', platform: 'web', updatedAt: serverTimestamp() });

    it('the owner writes exactly the seed record (merge-set) and reads it back', async () => {
      await setDoc(doc(a, 'pushTokens', alice), record(alice), { merge: true });
      const stored = (await getDoc(doc(a, 'pushTokens', alice))).data();
      expect(Object.keys(stored!).sort()).toEqual(['platform', 'token', 'uid', 'updatedAt']);
      expect(stored).toMatchObject({ uid: alice, token: 'fcm-token-abc', platform: 'web' });
    });

    it('another person can neither read nor write nor delete it', async () => {
      await expect(getDoc(doc(b, 'pushTokens', alice))).rejects.toMatchObject(denied);
      await expect(setDoc(doc(b, 'pushTokens', alice), record(alice), { merge: true })).rejects.toMatchObject(denied);
      await expect(setDoc(doc(b, 'pushTokens', alice), record(bob))).rejects.toMatchObject(denied);
      await expect(deleteDoc(doc(b, 'pushTokens', alice))).rejects.toMatchObject(denied);
      await expect(getDoc(doc(anon, 'pushTokens', alice))).rejects.toMatchObject(denied);
      await expect(getDocs(collection(b, 'pushTokens'))).rejects.toMatchObject(denied);
    });

    it('the owner cannot store anything but the four fields', async () => {
      await expect(setDoc(doc(a, 'pushTokens', alice), { ...record(alice), extra: true })).rejects.toMatchObject(denied);
      await expect(setDoc(doc(a, 'pushTokens', alice), { ...record(alice), platform: 'ios' })).rejects.toMatchObject(denied);
      await expect(setDoc(doc(a, 'pushTokens', alice), { ...record(alice), token: '' })).rejects.toMatchObject(denied);
      await expect(setDoc(doc(a, 'pushTokens', alice), { ...record(alice), uid: bob })).rejects.toMatchObject(denied);
      await expect(setDoc(doc(a, 'pushTokens', alice), { ...record(alice), updatedAt: Timestamp.fromMillis(0) })).rejects.toMatchObject(denied);
      const { updatedAt: _drop, ...withoutTime } = record(alice);
      await expect(setDoc(doc(a, 'pushTokens', alice), withoutTime)).rejects.toMatchObject(denied);
    });
  });

  describe('users/{uid}/notifications/{id}', () => {
    it('another person cannot read, list, update or delete the inbox', async () => {
      await expect(getDoc(doc(b, `users/${alice}/notifications/n1`))).rejects.toMatchObject(denied);
      await expect(getDocs(collection(b, `users/${alice}/notifications`))).rejects.toMatchObject(denied);
      await expect(updateDoc(doc(b, `users/${alice}/notifications/n1`), { read: true })).rejects.toMatchObject(denied);
      await expect(deleteDoc(doc(b, `users/${alice}/notifications/n1`))).rejects.toMatchObject(denied);
      await expect(setDoc(doc(b, `users/${alice}/notifications/x`), { title: 'spam', body: '', link: null, read: false })).rejects.toMatchObject(denied);
      await expect(getDocs(collection(anon, `users/${alice}/notifications`))).rejects.toMatchObject(denied);
    });

    it('the owner reads and may change `read` only', async () => {
      expect((await getDocs(collection(a, `users/${alice}/notifications`))).size).toBe(1);
      await updateDoc(doc(a, `users/${alice}/notifications/n1`), { read: true });
      expect((await getDoc(doc(a, `users/${alice}/notifications/n1`))).get('read')).toBe(true);
      await expect(updateDoc(doc(a, `users/${alice}/notifications/n1`), { title: 'changé' })).rejects.toMatchObject(denied);
      await expect(updateDoc(doc(a, `users/${alice}/notifications/n1`), { read: 'oui' })).rejects.toMatchObject(denied);
      await expect(updateDoc(doc(a, `users/${alice}/notifications/n1`), { read: false, link: 'https://evil.example' })).rejects.toMatchObject(denied);
    });

    it('items are created by the server only', async () => {
      await expect(
        setDoc(doc(a, `users/${alice}/notifications/mine`), { title: 'T', body: '', link: null, read: false, createdAt: serverTimestamp() }),
      ).rejects.toMatchObject(denied);
    });

    it('the owner deletes an item', async () => {
      await deleteDoc(doc(a, `users/${alice}/notifications/n1`));
      expect((await admin.doc(`users/${alice}/notifications/n1`).get()).exists).toBe(false);
    });
  });

  describe('users/{uid}/settings/notifications', () => {
    it('the owner reads it; only the server writes it; nobody else reads it', async () => {
      expect((await getDoc(doc(a, `users/${alice}/settings/notifications`))).get('pushEnabled')).toBe(true);
      await expect(setDoc(doc(a, `users/${alice}/settings/notifications`), { pushEnabled: false }, { merge: true })).rejects.toMatchObject(denied);
      await expect(getDoc(doc(b, `users/${alice}/settings/notifications`))).rejects.toMatchObject(denied);
    });
  });
});
