/*
 * Trusted operations on a whole account, run by server actions only: export everything under
 * `users/{uid}`, and erase it all (plus the Auth account). Never called from the browser SDK:
 * rules would make a client-side recursive delete partial and unverifiable.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { buildExport, type ExportedDoc, type UserExport } from './export.ts';
import { profilePath } from './profile.ts';

/** Collection ids directly under `users/{uid}` (Élan's data model nests no deeper). */
export async function listUserCollections(db: Firestore, uid: string): Promise<string[]> {
  const collections = await db.doc(profilePath(uid)).listCollections();
  return collections.map((c) => c.id).sort();
}

export async function readUserCollection(db: Firestore, uid: string, name: string): Promise<ExportedDoc[]> {
  const snapshot = await db.collection(`${profilePath(uid)}/${name}`).get();
  return snapshot.docs.map((d) => ({ id: d.id, data: d.data() }));
}

export async function exportUserData(db: Firestore, uid: string, email: string | null, now = new Date()): Promise<UserExport> {
  const [profile, names] = await Promise.all([db.doc(profilePath(uid)).get(), listUserCollections(db, uid)]);
  const entries = await Promise.all(names.map(async (name) => [name, await readUserCollection(db, uid, name)] as const));
  return buildExport({ uid, email, now, profile: profile.data(), collections: Object.fromEntries(entries) });
}

/**
 * Erases the person: every document under `users/{uid}` (all depths), their push token and
 * leaderboard entry, then the Auth account last — if a step fails, the person can still sign
 * in and try again, and nothing of theirs is left orphaned without an owner able to delete it.
 */
export async function deleteAccount(db: Firestore, auth: Auth, uid: string): Promise<void> {
  await db.recursiveDelete(db.doc(profilePath(uid)));
  await Promise.all([db.doc(`pushTokens/${uid}`).delete(), db.doc(`leaderboard/${uid}`).delete()]);
  await auth.deleteUser(uid);
}
