// firebase-admin reader of the measurements collection, for loaders (SSR).
import type { FirestoreDataConverter, Firestore } from 'firebase-admin/firestore';
import { MEASUREMENTS_LIMIT, measurementFromData, measurementsPath, sortNewestFirst, type Measurement } from './measurements.ts';

// Read-only converter: the server never writes measurements (the browser does, see measurements.client.ts).
const converter: FirestoreDataConverter<Measurement | null> = {
  toFirestore: () => {
    throw new Error('measurements are written from the browser');
  },
  fromFirestore: (snapshot) => measurementFromData(snapshot.id, snapshot.data()),
};

/** The same query the browser listener attaches to. */
export async function listMeasurements(db: Firestore, uid: string): Promise<Measurement[]> {
  const snapshot = await db
    .collection(measurementsPath(uid))
    .withConverter(converter)
    .orderBy('date', 'desc')
    .limit(MEASUREMENTS_LIMIT)
    .get();
  return sortNewestFirst(snapshot.docs.flatMap((d) => d.data() ?? []));
}

/** The newest weigh-in (entries without a weight are skipped), for profile stats and nutrition goals. */
export async function latestWeight(db: Firestore, uid: string): Promise<{ weightKg: number; date: string } | null> {
  // Recent entries are few; a filter on weightKg != null would need a composite index for little gain.
  const snapshot = await db.collection(measurementsPath(uid)).withConverter(converter).orderBy('date', 'desc').limit(30).get();
  const entry = sortNewestFirst(snapshot.docs.flatMap((d) => d.data() ?? [])).find((m) => m.weightKg !== null);
  return entry?.weightKg != null ? { weightKg: entry.weightKg, date: entry.date } : null;
}

export async function countMeasurements(db: Firestore, uid: string): Promise<number> {
  const snapshot = await db.collection(measurementsPath(uid)).count().get();
  return snapshot.data().count;
}
