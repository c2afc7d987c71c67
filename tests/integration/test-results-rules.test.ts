import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, serverTimestamp, setDoc, Timestamp, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scoreTest, TEST_IDS, type TestId, type TestInputs } from '#app/lib/fitness-tests/index.ts';
import { parseTestResult, testResultDocument } from '#app/lib/firebase/test-results.ts';

// The production firestore.rules for users/{uid}/testResults: owner allowed, another signed-in
// person and anonymous visitors denied, every malformed shape denied. Valid payloads are built
// by the app's own writer (testResultDocument), so the rules and the writer cannot drift apart.
const [host = '127.0.0.1', port = '8180'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8180').split(':');
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-rules-test-results',
    firestore: { host, port: Number(port), rules: readFileSync('firestore.rules', 'utf8') },
  });
});
afterAll(async () => env?.cleanup());
beforeEach(async () => env.clearFirestore());

const alice = () => env.authenticatedContext('alice').firestore();
const bob = () => env.authenticatedContext('bob').firestore();
const anon = () => env.unauthenticatedContext().firestore();

/** One realistic input per test, scored by the app. */
const SAMPLE_INPUTS: Record<TestId, TestInputs> = {
  'cooper-12min': { distanceM: 2400 },
  'run-1_5-mile': { timeSec: 690 },
  'rockport-1-mile': { timeSec: 900, heartRate: 130, weightKg: 72.5 },
  'step-queens': { recoveryHr: 140 },
  'broad-jump': { distanceCm: 215, heightCm: 178 },
  'vertical-jump': { distanceCm: 45, weightKg: 75 },
  'pushups-max': { reps: 25, variant: 'complet' },
  'situps-1min': { reps: 35 },
  'plank-hold': { timeSec: 95 },
  'sit-and-reach': { distanceCm: 30, device: 'csep' },
};

function payload(testId: TestId = 'cooper-12min') {
  const person = { sex: 'homme' as const, age: 25 };
  const score = scoreTest(testId, SAMPLE_INPUTS[testId], person);
  if (!score.ok) throw new Error(`sample for ${testId} does not score: ${JSON.stringify(score.errors)}`);
  const { ok: _ok, ...rest } = score;
  return { ...testResultDocument({ testId, date: '2026-03-15', inputs: SAMPLE_INPUTS[testId], score: rest, person }), createdAt: serverTimestamp() };
}

async function seed(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), path), data);
  });
}

describe('users/{uid}/testResults', () => {
  it.each(TEST_IDS)('lets the owner save a %s result written by the app', async (testId) => {
    const ref = await assertSucceeds(addDoc(collection(alice(), 'users/alice/testResults'), payload(testId)));
    const stored = await assertSucceeds(getDoc(ref));
    // What was written reads back through the app's parser (timestamps become numbers).
    const parsed = parseTestResult(stored.id, stored.data());
    expect(parsed?.testId).toBe(testId);
    expect(typeof parsed?.createdAt).toBe('number');
  });

  it('lets the owner list one test newest first (the page’s query) and delete an entry', async () => {
    const db = alice();
    const first = await addDoc(collection(db, 'users/alice/testResults'), { ...payload(), date: '2026-01-10' });
    await addDoc(collection(db, 'users/alice/testResults'), { ...payload(), date: '2026-02-10' });
    await addDoc(collection(db, 'users/alice/testResults'), payload('situps-1min'));
    const q = query(collection(db, 'users/alice/testResults'), where('testId', '==', 'cooper-12min'), orderBy('date', 'desc'), limit(50));
    const snap = await assertSucceeds(getDocs(q));
    expect(snap.docs.map((d) => d.get('date'))).toEqual(['2026-02-10', '2026-01-10']);
    await assertSucceeds(deleteDoc(first));
  });

  it('denies another signed-in person and anonymous visitors every access', async () => {
    await seed('users/alice/testResults/r1', { ...payload(), createdAt: Timestamp.now() });
    for (const db of [bob(), anon()]) {
      await assertFails(getDoc(doc(db, 'users/alice/testResults/r1')));
      await assertFails(getDocs(collection(db, 'users/alice/testResults')));
      await assertFails(addDoc(collection(db, 'users/alice/testResults'), payload()));
      await assertFails(setDoc(doc(db, 'users/alice/testResults/r2'), payload()));
      await assertFails(deleteDoc(doc(db, 'users/alice/testResults/r1')));
    }
    // Bob cannot file a result in Alice's tree even with a perfect payload, nor Alice in Bob's.
    await assertFails(addDoc(collection(alice(), 'users/bob/testResults'), payload()));
  });

  const base = () => payload();
  it.each([
    ['an unknown top-level field', () => ({ ...base(), notes: 'x' })],
    ['a missing rating', () => { const { rating: _r, ...rest } = base(); return rest; }],
    ['a missing estimates map', () => { const { estimates: _e, ...rest } = base(); return rest; }],
    ['an unknown test id', () => ({ ...base(), testId: 'marathon' })],
    ['a date that is not YYYY-MM-DD', () => ({ ...base(), date: '15/03/2026' })],
    ['a date given as a timestamp', () => ({ ...base(), date: Timestamp.now() })],
    ['an input given as text', () => ({ ...base(), inputs: { distanceM: '2400' } })],
    ['an unknown input', () => ({ ...base(), inputs: { distanceM: 2400, laps: 6 } })],
    ['an input out of bounds', () => ({ ...base(), inputs: { distanceM: 1e9 } })],
    ['an unknown push-up variant', () => ({ ...base(), inputs: { reps: 20, variant: 'une-main' } })],
    ['an unknown sit-and-reach device', () => ({ ...base(), inputs: { distanceCm: 20, device: 'chaise' } })],
    ['a result unit that does not match the test', () => ({ ...base(), result: { value: 2400, unit: 's' } })],
    ['a result value given as text', () => ({ ...base(), result: { value: '2400', unit: 'm' } })],
    ['an extra key in result', () => ({ ...base(), result: { value: 2400, unit: 'm', best: true } })],
    ['an unknown estimate', () => ({ ...base(), estimates: { vo2max: 42, fatigue: 3 } })],
    ['an impossible VO2max', () => ({ ...base(), estimates: { vo2max: 400 } })],
    ['an unknown rating', () => ({ ...base(), rating: 'champion' })],
    ['an age out of bounds', () => ({ ...base(), age: 3 })],
    ['an age given as text', () => ({ ...base(), age: '30' })],
    ['an unknown sex', () => ({ ...base(), sex: 'autre' })],
    ['a client-chosen createdAt', () => ({ ...base(), createdAt: Timestamp.fromDate(new Date('2020-01-01')) })],
  ])('denies %s', async (_label, make) => {
    await assertFails(addDoc(collection(alice(), 'users/alice/testResults'), make()));
  });

  it('accepts a null rating (pas de norme) and keeps records immutable except a valid rewrite', async () => {
    const ref = await assertSucceeds(addDoc(collection(alice(), 'users/alice/testResults'), { ...payload(), rating: null }));
    await assertFails(updateDoc(ref, { rating: 'champion' }));
    await assertFails(updateDoc(ref, { createdAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { rating: 'bon' }));
  });
});
