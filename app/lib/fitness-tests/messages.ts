import { RATINGS } from './types.ts';

/** Error message ids of the `tests` namespace (`locales/fr/tests.json` → `errors.<id>`). */
export const TEST_ERROR_IDS = [
  'required',
  'notANumber',
  'invalidChoice',
  'unknownTest',
  'sexRequired',
  'ageRange',
  'rockportAgeRange',
  'distanceMRange',
  'runTimeRange',
  'walkTimeRange',
  'heartRateRange',
  'recoveryHrRange',
  'weightRange',
  'broadJumpRange',
  'verticalJumpRange',
  'bodyHeightRange',
  'pushupRepsRange',
  'situpRepsRange',
  'plankTimeRange',
  'reachRange',
] as const;
export type TestErrorId = (typeof TEST_ERROR_IDS)[number];

export const testErrorKey = (id: TestErrorId): `tests:errors.${TestErrorId}` => `tests:errors.${id}`;

/** Every namespaced key the scoring code can emit, plus the rating labels the UI needs. */
export const TEST_MESSAGE_KEYS: readonly string[] = [
  ...TEST_ERROR_IDS.map(testErrorKey),
  ...RATINGS.map((r) => `tests:ratings.${r}`),
  'tests:ratings.none',
];
