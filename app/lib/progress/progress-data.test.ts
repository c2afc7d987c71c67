import { describe, expect, it } from 'vitest';
import { dayToUtcMillis } from '#app/lib/dates/index.ts';
import type { PastSession } from '#app/lib/data/sessions.ts';
import { bodyWeightOf, dailyMeans, movingAverage, progressOf, testEstimatesOf } from './progress-data.ts';

const session = (id: string, date: string, sets: { reps: number; weightKg: number; kind?: 'echauffement' }[], exerciseId = 'developpe-couche'): PastSession => ({
  id,
  date,
  prs: [],
  exercises: [{ exerciseId, sets: sets.map((set) => ({ kind: 'normale', ...set, done: true })) }],
});

describe('progressOf', () => {
  const history = [
    session('a', '2026-03-02', [{ reps: 5, weightKg: 100 }, { reps: 1, weightKg: 140, kind: 'echauffement' }]),
    session('b', '2026-03-04', [{ reps: 1, weightKg: 110 }, { reps: 15, weightKg: 60 }]),
    session('c', '2026-03-10', [{ reps: 10, weightKg: 0 }], 'tractions'),
  ];

  it('draws the best estimated 1RM of each day (Epley, warm-ups and sets above 12 reps left out)', () => {
    const bench = progressOf(history, null).exercises.find((exercise) => exercise.exerciseId === 'developpe-couche')!;
    expect(bench.oneRm).toEqual([
      [dayToUtcMillis('2026-03-02'), 116.7],
      [dayToUtcMillis('2026-03-04'), 110],
    ]);
    expect(bench).toMatchObject({ maxWeightKg: 110, best1RMKg: 116.7, bestSetVolumeKg: 900, sessions: 2 });
  });

  it('sums volume and sessions per Monday-first week, and keeps only the period', () => {
    expect(progressOf(history, null).weeks).toEqual([
      { monday: '2026-03-02', volumeKg: 500 + 110 + 900, sessions: 2 },
      { monday: '2026-03-09', volumeKg: 0, sessions: 1 },
    ]);
    expect(progressOf(history, '2026-03-05').exercises.map((exercise) => exercise.exerciseId)).toEqual(['tractions']);
  });
});

// Weigh-ins of a fortnight, two on 4 March, none between 9 and 14 March.
const weighIns = [
  { date: '2026-03-01', weightKg: 80 },
  { date: '2026-03-02', weightKg: 80.6 },
  { date: '2026-03-04', weightKg: 79.6 },
  { date: '2026-03-04', weightKg: 80 },
  { date: '2026-03-05', weightKg: null },
  { date: '2026-03-07', weightKg: 79.4 },
  { date: '2026-03-08', weightKg: 80.2 },
  { date: '2026-03-15', weightKg: 79 },
];
const day = (date: string) => dayToUtcMillis(date);

describe('the 7-day moving average of body weight', () => {
  const daily = dailyMeans(weighIns.flatMap(({ date, weightKg }) => (weightKg === null ? [] : [{ date, value: weightKg }])));

  it('keeps one value a day, the mean of its weigh-ins', () => {
    expect(daily.map(({ value }) => value)).toEqual([80, 80.6, 79.8, 79.4, 80.2, 79]);
  });

  it('averages each day with the six days before it, by calendar day (computed by hand)', () => {
    expect(movingAverage(daily)).toEqual([
      { date: '2026-03-01', value: 80 },
      // (80 + 80.6) / 2
      { date: '2026-03-02', value: 80.3 },
      // (80 + 80.6 + 79.8) / 3 = 80.1333…
      { date: '2026-03-04', value: 80.13 },
      // 1–7 March: (80 + 80.6 + 79.8 + 79.4) / 4
      { date: '2026-03-07', value: 79.95 },
      // 2–8 March, the 1st has left the window: (80.6 + 79.8 + 79.4 + 80.2) / 4
      { date: '2026-03-08', value: 80 },
      // 9–15 March holds only the 15th.
      { date: '2026-03-15', value: 79 },
    ]);
  });

  it('shows the period only, its first averages fed by the days before it', () => {
    expect(bodyWeightOf(weighIns, '2026-03-07')).toEqual({
      daily: [
        [day('2026-03-07'), 79.4],
        [day('2026-03-08'), 80.2],
        [day('2026-03-15'), 79],
      ],
      average: [
        [day('2026-03-07'), 79.95],
        [day('2026-03-08'), 80],
        [day('2026-03-15'), 79],
      ],
    });
    expect(bodyWeightOf([{ date: '2026-03-01', weightKg: null }], null)).toEqual({ daily: [], average: [] });
  });
});

describe('testEstimatesOf', () => {
  const result = (testId: string, date: string, estimates: { vo2max?: number; peakPowerW?: number }) => ({ testId, date, estimates });

  it('draws each estimate over time, one line per test, the best of a day, within the period', () => {
    const results = [
      result('cooper-12min', '2026-03-10', { vo2max: 44.26 }),
      result('cooper-12min', '2026-02-01', { vo2max: 41.5 }),
      result('cooper-12min', '2026-03-10', { vo2max: 42 }),
      result('rockport-1-mile', '2026-03-12', { vo2max: 39.94 }),
      result('vertical-jump', '2026-03-11', { peakPowerW: 3987.6 }),
      result('pushups-max', '2026-03-11', {}),
      result('cooper-12min', '2025-12-01', { vo2max: 38 }),
    ];
    expect(testEstimatesOf(results, '2026-01-01')).toEqual([
      {
        estimate: 'vo2max',
        lines: [
          { testId: 'cooper-12min', points: [[day('2026-02-01'), 41.5], [day('2026-03-10'), 44.3]] },
          { testId: 'rockport-1-mile', points: [[day('2026-03-12'), 39.9]] },
        ],
      },
      { estimate: 'peakPowerW', lines: [{ testId: 'vertical-jump', points: [[day('2026-03-11'), 3987.6]] }] },
    ]);
    expect(testEstimatesOf([result('pushups-max', '2026-03-11', {})], null)).toEqual([]);
  });
});
