/*
 * Browser half of the timer presets (loaded with `await import()` after hydration: it imports
 * the Firestore SDK). The whole list is written back with merge, so latency compensation shows
 * an added or removed preset at once.
 */
import { doc, onSnapshot, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import type { SnapshotMeta, Unsubscribe } from './live-types.ts';
import { timerPresetsFromData, timerPresetsPath, timerPresetsSchema, type TimerPreset } from './timer-presets.ts';

export function watchTimerPresets(
  db: Firestore,
  uid: string,
  onNext: (presets: TimerPreset[], meta: SnapshotMeta) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, timerPresetsPath(uid)),
    { includeMetadataChanges: true },
    (snapshot) => onNext(timerPresetsFromData(snapshot.data()), { pending: snapshot.metadata.hasPendingWrites, fromCache: snapshot.metadata.fromCache }),
    onError,
  );
}

export async function saveTimerPresets(db: Firestore, uid: string, presets: readonly TimerPreset[]): Promise<void> {
  const data = timerPresetsSchema.parse(presets);
  await setDoc(doc(db, timerPresetsPath(uid)), { presets: data, updatedAt: serverTimestamp() }, { merge: true });
}
