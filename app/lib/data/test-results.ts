/*
 * `users/{uid}/testResults/{id}`: one recorded fitness test. The matching check lives in
 * firestore.rules (`isTestResult`).
 */
import * as z from 'zod/mini';
import {
  PUSHUP_VARIANTS,
  RATINGS,
  SIT_AND_REACH_DEVICES,
  TEST_IDS,
  type Rating,
  type Sex,
  type TestId,
  type TestInputs,
  type TestScore,
} from '#app/lib/fitness-tests/index.ts';
import { SEXES } from '#app/lib/person/sex.ts';
import { defineDocument, defineQuery, type PlainData } from './documents.ts';
import { instantOf } from './plain-values.ts';

/** History shown per test; older results stay stored and count for nothing here. */
export const TEST_HISTORY_LIMIT = 50;

const finite = z.number().check(z.refine(Number.isFinite));
const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

const inputsSchema = z.object({
  distanceM: z.optional(finite),
  timeSec: z.optional(finite),
  heartRate: z.optional(finite),
  weightKg: z.optional(finite),
  recoveryHr: z.optional(finite),
  distanceCm: z.optional(finite),
  heightCm: z.optional(finite),
  reps: z.optional(finite),
  variant: z.optional(z.enum(PUSHUP_VARIANTS)),
  device: z.optional(z.enum(Object.keys(SIT_AND_REACH_DEVICES) as [keyof typeof SIT_AND_REACH_DEVICES])),
});

const estimatesSchema = z.object({
  vo2max: z.optional(finite),
  peakPowerW: z.optional(finite),
  relativeJump: z.optional(finite),
  ymcaScoreCm: z.optional(finite),
});

/** What a stored document must look like once its timestamp is made a plain number. */
export const testResultSchema = z.object({
  testId: z.enum(TEST_IDS),
  date: isoDay,
  inputs: inputsSchema,
  result: z.object({ value: finite, unit: z.enum(['m', 's', 'cm', 'reps', 'bpm']) }),
  estimates: estimatesSchema,
  rating: z.nullable(z.enum(RATINGS)),
  age: finite,
  sex: z.enum(SEXES),
  /** Epoch ms; null while a local write waits for the server timestamp. */
  createdAt: z.nullable(finite),
});

export type TestResultData = z.infer<typeof testResultSchema>;
export interface TestResult extends TestResultData {
  readonly id: string;
}

/** Stored data → a plain result; null for anything that does not fit. */
export function parseTestResult(id: string, raw: PlainData | undefined): TestResult | null {
  if (!raw) return null;
  const parsed = testResultSchema.safeParse({ ...raw, createdAt: instantOf(raw.createdAt) });
  return parsed.success ? { id, ...parsed.data } : null;
}

/** Newest first: by test day, then by when it was saved (pending writes count as newest). */
export function compareNewestFirst(a: TestResult, b: TestResult): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return (b.createdAt ?? Number.MAX_SAFE_INTEGER) - (a.createdAt ?? Number.MAX_SAFE_INTEGER);
}

export interface NewTestResult {
  readonly testId: TestId;
  readonly date: string;
  readonly inputs: TestInputs;
  readonly score: TestScore;
  readonly person: { readonly sex: Sex; readonly age: number };
}

/**
 * The document to write, minus `createdAt` (the server's clock, added by the writer). Only
 * defined values are kept: Firestore rejects `undefined` and the rules check the key set.
 */
export function testResultDocument(input: NewTestResult): Omit<TestResultData, 'createdAt'> {
  const defined = <T extends object>(o: T): Partial<T> =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
  const { score } = input;
  return {
    testId: input.testId,
    date: input.date,
    inputs: defined(input.inputs),
    result: { value: score.value, unit: score.unit },
    estimates: defined({
      vo2max: score.vo2max,
      peakPowerW: score.peakPowerW,
      relativeJump: score.relativeJump,
      ymcaScoreCm: score.ymcaScoreCm,
    }),
    rating: score.rating satisfies Rating | null,
    age: input.person.age,
    sex: input.person.sex,
  };
}

export const testResultDoc = defineDocument({
  path: 'users/{uid}/testResults/{id}',
  fromData: (data, id) => parseTestResult(id, data),
  schema: z.omit(testResultSchema, { createdAt: true }),
  stamps: { createdAt: true },
  // A pending createdAt reads as null: the history marks the entry as being sent.
  pendingTimestamps: 'none',
  browserWrites: ['add', 'delete'],
});

/** One test's history, newest first. */
export const testHistory = defineQuery(
  testResultDoc,
  ({ testId }: { testId: TestId }) => ({
    where: [{ field: 'testId', op: '==', value: testId }],
    orderBy: [{ field: 'date', direction: 'desc' }],
    limit: TEST_HISTORY_LIMIT,
  }),
  compareNewestFirst,
);

/**
 * The few latest results of one test, for the hub: one small query per test rather than one
 * over all results, so a test last done long ago is still found however many others came after.
 * A few rows each: results of the same day are ordered by createdAt here.
 */
export const latestResults = defineQuery(
  testResultDoc,
  ({ testId }: { testId: TestId }) => ({ where: [{ field: 'testId', op: '==', value: testId }], orderBy: [{ field: 'date', direction: 'desc' }], limit: 5 }),
  compareNewestFirst,
);

/** Results of every test from a day on (all of them for null), newest first: /progress's estimates over time. */
export const resultsSince = defineQuery(
  testResultDoc,
  ({ from }: { from: string | null }) => ({
    where: from ? [{ field: 'date', op: '>=', value: from }] : [],
    orderBy: [{ field: 'date', direction: 'desc' }],
    limit: 500,
  }),
  compareNewestFirst,
);
