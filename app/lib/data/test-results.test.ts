import { describe, expect, it } from 'vitest';
import { scoreTest } from '#app/lib/fitness-tests/index.ts';
import { compareNewestFirst, parseTestResult, testResultDocument, testResultSchema, type TestResult } from './test-results.ts';

function scored(testId: Parameters<typeof scoreTest>[0], inputs: Parameters<typeof scoreTest>[1]) {
  const result = scoreTest(testId, inputs, { sex: 'femme', age: 40 });
  if (!result.ok) throw new Error('sample must score');
  const { ok: _ok, ...score } = result;
  return score;
}

describe('testResultDocument', () => {
  it('keeps only defined values and the fields the rules allow', () => {
    const doc = testResultDocument({
      testId: 'vertical-jump',
      date: '2026-03-15',
      inputs: { distanceCm: 40, weightKg: undefined },
      score: scored('vertical-jump', { distanceCm: 40 }),
      person: { sex: 'femme', age: 40 },
    });
    expect(doc).toEqual({
      testId: 'vertical-jump',
      date: '2026-03-15',
      inputs: { distanceCm: 40 },
      result: { value: 40, unit: 'cm' },
      estimates: {},
      rating: null, // Topend's scale stops at 39: pas de norme.
      age: 40,
      sex: 'femme',
    });
    expect(testResultSchema.safeParse({ ...doc, createdAt: null }).success).toBe(true);
  });

  it('stores the VO2max estimate with the result', () => {
    const doc = testResultDocument({
      testId: 'step-queens',
      date: '2026-03-15',
      inputs: { recoveryHr: 150 },
      score: scored('step-queens', { recoveryHr: 150 }),
      person: { sex: 'femme', age: 40 },
    });
    expect(doc.estimates.vo2max).toBeCloseTo(65.81 - 0.1847 * 150, 6);
    expect(doc.rating).not.toBeNull();
  });
});

describe('parseTestResult', () => {
  const raw = {
    testId: 'cooper-12min',
    date: '2026-03-15',
    inputs: { distanceM: 2400 },
    result: { value: 2400, unit: 'm' },
    estimates: { vo2max: 42.4 },
    rating: 'faible',
    age: 25,
    sex: 'homme',
    createdAt: { toMillis: () => 1_700_000_000_000 },
  };
  it('turns the timestamp into epoch ms', () => {
    expect(parseTestResult('r1', raw)).toMatchObject({ id: 'r1', createdAt: 1_700_000_000_000, rating: 'faible' });
    expect(parseTestResult('r1', { ...raw, createdAt: null })?.createdAt).toBeNull();
  });
  it('drops documents that do not fit rather than crash the page', () => {
    expect(parseTestResult('r1', { ...raw, testId: 'marathon' })).toBeNull();
    expect(parseTestResult('r1', { ...raw, result: { value: 'beaucoup', unit: 'm' } })).toBeNull();
    expect(parseTestResult('r1', undefined)).toBeNull();
  });
});

describe('compareNewestFirst', () => {
  const r = (id: string, date: string, createdAt: number | null) => ({ id, date, createdAt }) as TestResult;
  it('orders by test day, then by save time, pending writes first', () => {
    const list = [r('a', '2026-01-01', 5), r('b', '2026-02-01', 1), r('c', '2026-02-01', 9), r('d', '2026-02-01', null)];
    expect(list.sort(compareNewestFirst).map((x) => x.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});
