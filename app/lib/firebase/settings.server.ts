// firebase-admin reader of the settings documents this area owns, for loaders (SSR).
import type { Firestore } from 'firebase-admin/firestore';
import { nutritionGoalsFromData, nutritionGoalsPath, type StoredNutritionGoals } from './settings.ts';

export async function readNutritionGoals(db: Firestore, uid: string): Promise<StoredNutritionGoals | null> {
  const snapshot = await db.doc(nutritionGoalsPath(uid)).get();
  return nutritionGoalsFromData(snapshot.data());
}
