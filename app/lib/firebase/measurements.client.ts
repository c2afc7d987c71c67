/*
 * Browser half of the measurements repository: the live listener and the writes. Imports the
 * Firestore SDK, so it is only ever loaded with `await import()` after hydration.
 */
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import type { SnapshotMeta, Unsubscribe } from './live-types.ts';
import {
  MEASUREMENTS_LIMIT,
  measurementFromData,
  measurementInputSchema,
  measurementsPath,
  sortNewestFirst,
  type Measurement,
  type MeasurementInput,
} from './measurements.ts';

const converter: FirestoreDataConverter<Measurement | null> = {
  toFirestore: () => {
    throw new Error('write measurements with addMeasurement/updateMeasurement');
  },
  // A pending serverTimestamp reads as the local estimate, so a new entry sorts where it will land.
  fromFirestore: (snapshot, options) => measurementFromData(snapshot.id, snapshot.data({ ...options, serverTimestamps: 'estimate' })),
};

const measurementsQuery = (db: Firestore, uid: string) =>
  query(collection(db, measurementsPath(uid)).withConverter(converter), orderBy('date', 'desc'), limit(MEASUREMENTS_LIMIT));

export function watchMeasurements(
  db: Firestore,
  uid: string,
  onNext: (list: Measurement[], meta: SnapshotMeta) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return onSnapshot(
    measurementsQuery(db, uid),
    { includeMetadataChanges: true },
    (snapshot) =>
      onNext(sortNewestFirst(snapshot.docs.flatMap((d) => d.data() ?? [])), {
        pending: snapshot.metadata.hasPendingWrites,
        fromCache: snapshot.metadata.fromCache,
      }),
    onError,
  );
}

/** Validated here as well as in the form: the schema, not the UI, guards what gets stored. */
export async function addMeasurement(db: Firestore, uid: string, input: MeasurementInput): Promise<string> {
  const data = measurementInputSchema.parse(input);
  const ref = await addDoc(collection(db, measurementsPath(uid)), { ...data, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
  return ref.id;
}

export async function updateMeasurement(db: Firestore, uid: string, id: string, input: MeasurementInput): Promise<void> {
  const data = measurementInputSchema.parse(input);
  await updateDoc(doc(db, measurementsPath(uid), id), { ...data, updatedAt: serverTimestamp() });
}

export async function deleteMeasurement(db: Firestore, uid: string, id: string): Promise<void> {
  await deleteDoc(doc(db, measurementsPath(uid), id));
}
