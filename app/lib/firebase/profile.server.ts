// firebase-admin reader of the profile document, for loaders (SSR). Writes go through the browser.
import type { Firestore } from 'firebase-admin/firestore';
import { profileFromData, profilePath, type Profile, type ShellIdentity } from './profile.ts';

export async function readProfile(db: Firestore, uid: string, fallbackName: string): Promise<Profile> {
  const snapshot = await db.doc(profilePath(uid)).get();
  return profileFromData(snapshot.data(), fallbackName);
}

/** Only the two fields the shell shows, so the layout loader reads no more than it needs. */
export async function readShellIdentity(db: Firestore, uid: string, fallbackName: string): Promise<ShellIdentity> {
  const snapshot = await db.doc(profilePath(uid)).get();
  const { displayName, avatar } = profileFromData(snapshot.data(), fallbackName);
  return { displayName, avatar };
}
