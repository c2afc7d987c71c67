// firebase-admin readers of users/{uid}/testResults, for loaders (SSR). Writes go through the browser.
import type { Firestore, FirestoreDataConverter } from 'firebase-admin/firestore';
import { TEST_IDS, type TestId } from '#app/lib/fitness-tests/index.ts';
import { latestWeight } from './measurements.server.ts';
import { readProfile } from './profile.server.ts';
import {
  TEST_HISTORY_LIMIT,
  compareNewestFirst,
  parseTestResult,
  testResultsPath,
  type TestPersonProfile,
  type TestResult,
} from './test-results.ts';

// Read-only converter: the server never writes results (the browser does, see test-results.client.ts).
const converter: FirestoreDataConverter<TestResult | null> = {
  toFirestore: () => {
    throw new Error('test results are written from the browser');
  },
  fromFirestore: (snapshot) => parseTestResult(snapshot.id, snapshot.data()),
};

const historyQuery = (db: Firestore, uid: string, testId: TestId, limit: number) =>
  db.collection(testResultsPath(uid)).withConverter(converter).where('testId', '==', testId).orderBy('date', 'desc').limit(limit);

/** One test's history, newest first (the page's live listener runs the same query). */
export async function listTestHistory(db: Firestore, uid: string, testId: TestId): Promise<TestResult[]> {
  const snapshot = await historyQuery(db, uid, testId, TEST_HISTORY_LIMIT).get();
  return snapshot.docs.flatMap((d) => d.data() ?? []).sort(compareNewestFirst);
}

/**
 * The latest result of each test. One small query per test rather than one over all results, so
 * a test last done long ago is still found however many others came after it. A few rows each:
 * results of the same day are ordered by createdAt here.
 */
export async function latestTestResults(db: Firestore, uid: string): Promise<Partial<Record<TestId, TestResult>>> {
  const latest = await Promise.all(
    TEST_IDS.map(async (testId) => {
      const snapshot = await historyQuery(db, uid, testId, 5).get();
      return [testId, snapshot.docs.flatMap((d) => d.data() ?? []).sort(compareNewestFirst)[0]] as const;
    }),
  );
  return Object.fromEntries(latest.filter(([, r]) => r !== undefined));
}

/**
 * What the test pages prefill (all editable): sex and birth date from the profile, the newest
 * measured weight. Anything missing is null and the person enters it.
 */
export async function readTestPersonProfile(db: Firestore, uid: string): Promise<TestPersonProfile> {
  const [profile, weight] = await Promise.all([readProfile(db, uid, ''), latestWeight(db, uid)]);
  return { sex: profile.sex, birthDate: profile.birthDate, weightKg: weight?.weightKg ?? null };
}
