// Fitness test results. Valid documents are built by the app's own writer (testResultDocument)
// from a real score, so the rules and the writer cannot drift apart.
import { limit, orderBy, query, serverTimestamp, Timestamp, where } from 'firebase/firestore/lite';
import { expect } from 'vitest';
import { scoreTest, TEST_IDS, type TestId, type TestInputs } from '#app/lib/fitness-tests/index.ts';
import { parseTestResult, TEST_HISTORY_LIMIT, testResultDocument } from '#app/lib/data/test-results.ts';
import { documentTable, storedStamps, withoutKey, type Data } from '../rules-table.ts';

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

/** What the app writes for a test: its document plus the server's createdAt. */
function written(testId: TestId = 'cooper-12min', date = '2026-03-15'): Data {
  const person = { sex: 'homme' as const, age: 25 };
  const score = scoreTest(testId, SAMPLE_INPUTS[testId], person);
  if (!score.ok) throw new Error(`sample for ${testId} does not score: ${JSON.stringify(score.errors)}`);
  const { ok: _ok, ...rest } = score;
  return { ...testResultDocument({ testId, date, inputs: SAMPLE_INPUTS[testId], score: rest, person }), createdAt: serverTimestamp() };
}

const PATH = 'users/alice/testResults/r1';
const stored = (testId?: TestId, date?: string) => storedStamps(written(testId, date));

export const TEST_RESULTS_TABLE = documentTable(
  'users/{uid}/testResults/{id}',
  {
    path: PATH,
    valid: written(),
    // Records are immutable except through a full valid rewrite that keeps createdAt.
    change: { rating: 'bon' },
    invalid: [
      ['a missing rating', (valid) => withoutKey(valid, 'rating')],
      ['a missing estimates map', (valid) => withoutKey(valid, 'estimates')],
      ['an unknown test id', { testId: 'marathon' }],
      ['a date given as a timestamp', { date: Timestamp.now() }],
      ['an input given as text', { inputs: { distanceM: '2400' } }],
      ['an unknown input', { inputs: { distanceM: 2400, laps: 6 } }],
      ['an input out of bounds', { inputs: { distanceM: 1e9 } }],
      ['an unknown push-up variant', { inputs: { reps: 20, variant: 'une-main' } }],
      ['an unknown sit-and-reach device', { inputs: { distanceCm: 20, device: 'chaise' } }],
      ['a result unit that does not match the test', { result: { value: 2400, unit: 's' } }],
      ['a result value given as text', { result: { value: '2400', unit: 'm' } }],
      ['a result value out of bounds', { result: { value: 1e6, unit: 'm' } }],
      ['an extra key in result', { result: { value: 2400, unit: 'm', best: true } }],
      ['an unknown estimate', { estimates: { vo2max: 42, fatigue: 3 } }],
      ['an impossible VO2max', { estimates: { vo2max: 400 } }],
      ['an unknown rating', { rating: 'champion' }],
      ['an age out of bounds', { age: 3 }],
      ['an age given as text', { age: '30' }],
      ['an unknown sex', { sex: 'autre' }],
    ],
    days: ['date'],
  },
  [
    ...TEST_IDS.map(
      (testId) =>
        ({
          name: `the owner saving a ${testId} result written by the app, which reads back through the app's parser`,
          path: `users/alice/testResults/${testId}`,
          run: { op: 'set', data: written(testId) },
          expect: 'allow',
          verify: (data: Data | undefined) => {
            const parsed = parseTestResult(testId, data);
            expect(parsed?.testId).toBe(testId);
            expect(typeof parsed?.createdAt).toBe('number');
          },
        }) as const,
    ),
    {
      name: "the owner listing one test newest first (the page's query)",
      seed: { [PATH]: stored(), 'users/alice/testResults/r2': stored('cooper-12min', '2026-02-10'), 'users/alice/testResults/r3': stored('situps-1min') },
      run: {
        op: 'list',
        query: (results) => query(results, where('testId', '==', 'cooper-12min'), orderBy('date', 'desc'), limit(TEST_HISTORY_LIMIT)),
      },
      expect: 'allow',
    },
    { name: 'a null rating (no norm for this person)', run: { op: 'set', data: { ...written(), rating: null } }, expect: 'allow' },
    { name: 'an update that makes the record invalid', seed: { [PATH]: stored() }, run: { op: 'update', data: { rating: 'champion' } }, expect: 'deny' },
  ],
);
