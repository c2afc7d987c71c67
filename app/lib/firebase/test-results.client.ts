// Browser writes and live reads of users/{uid}/testResults. Import it with `await import()` after
// hydration: it pulls firebase/firestore, which must stay out of the first-route bundle.
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
  where,
  type Firestore,
  type FirestoreDataConverter,
} from 'firebase/firestore';
import type { TestId } from '#app/lib/fitness-tests/index.ts';
import type { Unsubscribe } from './live-types.ts';
import {
  TEST_HISTORY_LIMIT,
  compareNewestFirst,
  parseTestResult,
  testResultDocument,
  testResultSchema,
  testResultsPath,
  type NewTestResult,
  type TestResult,
} from './test-results.ts';

const converter: FirestoreDataConverter<TestResult | null> = {
  toFirestore: () => {
    throw new Error('write test results with saveTestResult');
  },
  // A pending serverTimestamp reads as null: the list marks the entry as being sent.
  fromFirestore: (snapshot, options) => parseTestResult(snapshot.id, snapshot.data({ ...options, serverTimestamps: 'none' })),
};

const results = (db: Firestore, uid: string) => collection(db, testResultsPath(uid));

/** Resolves with the new id once the server accepted it; the listener shows it before that. */
export async function saveTestResult(db: Firestore, uid: string, input: NewTestResult): Promise<string> {
  const document = testResultDocument(input);
  // The schema, not only the form, guards what gets stored (the rules check it again).
  const checked = testResultSchema.safeParse({ ...document, createdAt: null });
  if (!checked.success) throw new Error(`invalid test result: ${checked.error.message}`);
  const ref = await addDoc(results(db, uid), { ...document, createdAt: serverTimestamp() });
  return ref.id;
}

export function deleteTestResult(db: Firestore, uid: string, id: string): Promise<void> {
  return deleteDoc(doc(results(db, uid), id));
}

/** Same query as the loader's (`listTestHistory`), so the live list simply takes over. */
export function watchTestHistory(
  db: Firestore,
  uid: string,
  testId: TestId,
  onChange: (history: TestResult[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const q = query(results(db, uid).withConverter(converter), where('testId', '==', testId), orderBy('date', 'desc'), limit(TEST_HISTORY_LIMIT));
  return onSnapshot(
    q,
    { includeMetadataChanges: false },
    (snapshot) => onChange(snapshot.docs.flatMap((d) => d.data() ?? []).sort(compareNewestFirst)),
    onError,
  );
}
