import { describe, expect, test } from 'vitest';
import { completionEarns, earningCompletions, isImplausible, periodKey, periodPoints, sessionPoints, type ChallengeCompletion, type DatedScoredSession } from './index.ts';

const finished = (minutes: number, volumeKg = 0, records = 0, date = '2026-11-23'): DatedScoredSession => ({
  date,
  status: 'terminee',
  durationSec: minutes * 60,
  volumeKg,
  prs: Array.from({ length: records }, (_, i) => ({ i })),
});

describe('sessionPoints', () => {
  test('45 min, 8,450 kg, 2 records → 10 + 8 + 10 = 28', () => {
    expect(sessionPoints(finished(45, 8450, 2))).toBe(28);
  });
  test('25,000 kg and 4 records → 10 + 10 (capped) + 15 (capped) = 35', () => {
    expect(sessionPoints(finished(60, 25_000, 4))).toBe(35);
  });
  test('a 5-minute session scores nothing; 10 minutes is enough', () => {
    expect(sessionPoints(finished(5, 3000, 1))).toBe(0);
    expect(sessionPoints(finished(10))).toBe(10);
    expect(sessionPoints({ ...finished(10), durationSec: 599 })).toBe(0);
  });
  test('a session still in progress scores nothing', () => {
    expect(sessionPoints({ ...finished(60, 5000), status: 'en-cours' })).toBe(0);
  });
  test('only full thousands of kg count', () => {
    expect(sessionPoints(finished(30, 999.9))).toBe(10);
    expect(sessionPoints(finished(30, 1000))).toBe(11);
  });
  test('implausible claims score 0: over 100,000 kg or over 6 hours', () => {
    expect(isImplausible(finished(60, 100_001))).toBe(true);
    expect(sessionPoints(finished(60, 100_001))).toBe(0);
    expect(sessionPoints(finished(60, 100_000))).toBe(20);
    expect(isImplausible(finished(361))).toBe(true);
    expect(sessionPoints(finished(361))).toBe(0);
    expect(sessionPoints(finished(360))).toBe(10);
  });
  test('a bad duration (NaN) scores nothing rather than NaN', () => {
    expect(sessionPoints({ ...finished(30), durationSec: Number.NaN })).toBe(0);
  });
});

describe('periodPoints', () => {
  test('three 30-minute sessions on one day → the two best count: 20', () => {
    expect(periodPoints([finished(30), finished(30), finished(30)], '2026-11-23', '2026-11-29')).toBe(20);
  });
  test('the two best of a day, whatever their order', () => {
    const day = [finished(30), finished(45, 8450, 2), finished(30, 3000)];
    expect(periodPoints(day, '2026-11-23', '2026-11-23')).toBe(28 + 13);
  });
  test('only sessions within [from, to], both ends included', () => {
    const sessions = [finished(30, 0, 0, '2026-11-22'), finished(30, 0, 0, '2026-11-23'), finished(30, 0, 0, '2026-11-29'), finished(30, 0, 0, '2026-11-30')];
    expect(periodPoints(sessions, '2026-11-23', '2026-11-29')).toBe(20);
  });
  test('no session → 0', () => {
    expect(periodPoints([], '2026-11-23', '2026-11-29')).toBe(0);
  });
});

describe('periodKey', () => {
  test('ISO weeks, Monday first', () => {
    expect(periodKey('2026-11-23', 'semaine')).toBe('2026-W48');
    expect(periodKey('2026-11-29', 'semaine')).toBe('2026-W48');
    expect(periodKey('2026-11-30', 'semaine')).toBe('2026-W49');
  });
  test('across year ends: the week belongs to the year of its Thursday', () => {
    expect(periodKey('2026-12-31', 'semaine')).toBe('2026-W53');
    expect(periodKey('2027-01-03', 'semaine')).toBe('2026-W53');
    expect(periodKey('2027-01-04', 'semaine')).toBe('2027-W01');
    expect(periodKey('2024-12-30', 'semaine')).toBe('2025-W01');
    expect(periodKey('2021-01-03', 'semaine')).toBe('2020-W53');
  });
  test('months', () => {
    expect(periodKey('2026-11-23', 'mois')).toBe('2026-11');
    expect(periodKey('2026-12-31', 'mois')).toBe('2026-12');
    expect(periodKey('2027-01-01', 'mois')).toBe('2027-01');
  });
});

describe('challenge completions that earn points', () => {
  // Monday 23 November 2026 (week 2026-W48), 10:00 in Paris.
  const at = (iso: string) => Date.parse(iso);
  const completion = (over: Partial<ChallengeCompletion> = {}): ChallengeCompletion => ({
    completedAt: at('2026-11-23T09:00:00Z'),
    metric: 'seances',
    startDate: '2026-11-20',
    endDate: '2026-11-22',
    activeParticipants: 2,
    ...over,
  });

  test('two participants with progress, three days, a measured metric: it earns', () => {
    expect(completionEarns(completion())).toBe(true);
    expect(earningCompletions([completion()])).toEqual([at('2026-11-23T09:00:00Z')]);
  });
  test('alone with progress (nobody else moved), it earns nothing', () => {
    expect(completionEarns(completion({ activeParticipants: 1 }))).toBe(false);
    expect(earningCompletions([completion({ activeParticipants: 1 })])).toEqual([]);
  });
  test('shorter than 3 days, it earns nothing', () => {
    expect(completionEarns(completion({ startDate: '2026-11-21', endDate: '2026-11-22' }))).toBe(false);
    expect(completionEarns(completion({ startDate: '2026-11-22', endDate: '2026-11-22' }))).toBe(false);
  });
  test('a total typed by hand (manuel) earns nothing', () => {
    expect(completionEarns(completion({ metric: 'manuel' }))).toBe(false);
    for (const metric of ['seances', 'volume', 'minutes', 'jours-nutrition'] as const) expect(completionEarns(completion({ metric }))).toBe(true);
  });
  test('at most 3 a week count, the earliest ones; the next week counts again', () => {
    const week48 = ['2026-11-23T09:00:00Z', '2026-11-24T09:00:00Z', '2026-11-25T09:00:00Z', '2026-11-26T09:00:00Z', '2026-11-29T20:00:00Z'];
    const week49 = '2026-11-29T23:30:00Z'; // already Monday 30 November in Paris
    const all = [...week48, week49].reverse().map((iso) => completion({ completedAt: at(iso) }));
    expect(earningCompletions(all)).toEqual([at(week48[0]!), at(week48[1]!), at(week48[2]!), at(week49)]);
  });
  test('completions that do not qualify do not use up the week', () => {
    const manual = ['2026-11-23T08:00:00Z', '2026-11-23T08:30:00Z', '2026-11-23T08:45:00Z'].map((iso) => completion({ completedAt: at(iso), metric: 'manuel' }));
    expect(earningCompletions([...manual, completion()])).toEqual([at('2026-11-23T09:00:00Z')]);
  });
});
