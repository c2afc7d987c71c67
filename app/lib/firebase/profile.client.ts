/*
 * Browser half of the profile repository: live listener and merge writes. Loaded with
 * `await import()` after hydration (it imports the Firestore SDK).
 */
import { doc, onSnapshot, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import type { SnapshotMeta, Unsubscribe } from './live-types.ts';
import { avatarSchema, profileFromData, profileInputSchema, profilePath, type Avatar, type Profile, type ProfileInput } from './profile.ts';

export function watchProfile(
  db: Firestore,
  uid: string,
  fallbackName: string,
  onNext: (profile: Profile, meta: SnapshotMeta) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, profilePath(uid)),
    { includeMetadataChanges: true },
    (snapshot) =>
      onNext(profileFromData(snapshot.data({ serverTimestamps: 'estimate' }), fallbackName), {
        pending: snapshot.metadata.hasPendingWrites,
        fromCache: snapshot.metadata.fromCache,
      }),
    onError,
  );
}

/**
 * Merge writes: /profile and /settings/avatar each write their own fields and never overwrite
 * the other's. `createdAt` is sent only when the document does not exist yet (the screen knows).
 */
function stamps(exists: boolean) {
  return exists ? { updatedAt: serverTimestamp() } : { createdAt: serverTimestamp(), updatedAt: serverTimestamp() };
}

export async function saveProfile(db: Firestore, uid: string, input: ProfileInput, exists: boolean): Promise<void> {
  const data = profileInputSchema.parse(input);
  await setDoc(doc(db, profilePath(uid)), { ...data, ...stamps(exists) }, { merge: true });
}

/** Sign-up: the profile document starts with the first name the person gave. */
export async function createProfile(db: Firestore, uid: string, displayName: string): Promise<void> {
  const name = profileInputSchema.def.shape.displayName.parse(displayName);
  await setDoc(doc(db, profilePath(uid)), { displayName: name, ...stamps(false) }, { merge: true });
}

/** `displayName` is written with the first avatar so the profile document is never nameless. */
export async function saveAvatar(db: Firestore, uid: string, avatar: Avatar, profile: Pick<Profile, 'exists' | 'displayName'>): Promise<void> {
  const data = avatarSchema.parse(avatar);
  const name = profile.exists ? {} : { displayName: profile.displayName };
  await setDoc(doc(db, profilePath(uid)), { avatar: data, ...name, ...stamps(profile.exists) }, { merge: true });
}
