/*
 * Browser half of the settings repository (nutrition goals): live listener and merge write.
 * Loaded with `await import()` after hydration (it imports the Firestore SDK).
 */
import { doc, onSnapshot, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import type { SnapshotMeta, Unsubscribe } from './live-types.ts';
import { nutritionGoalsFromData, nutritionGoalsInputSchema, nutritionGoalsPath, type NutritionGoalsInput, type StoredNutritionGoals } from './settings.ts';

export function watchNutritionGoals(
  db: Firestore,
  uid: string,
  onNext: (goals: StoredNutritionGoals | null, meta: SnapshotMeta) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, nutritionGoalsPath(uid)),
    { includeMetadataChanges: true },
    (snapshot) =>
      onNext(nutritionGoalsFromData(snapshot.data({ serverTimestamps: 'estimate' })), {
        pending: snapshot.metadata.hasPendingWrites,
        fromCache: snapshot.metadata.fromCache,
      }),
    onError,
  );
}

export async function saveNutritionGoals(db: Firestore, uid: string, input: NutritionGoalsInput): Promise<void> {
  const data = nutritionGoalsInputSchema.parse(input);
  await setDoc(doc(db, nutritionGoalsPath(uid)), { ...data, updatedAt: serverTimestamp() }, { merge: true });
}
