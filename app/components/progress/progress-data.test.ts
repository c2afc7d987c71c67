import { describe, expect, it } from 'vitest';
import { dayToUtcMillis } from '#app/lib/dates/index.ts';
import type { PastSession } from '#app/lib/firebase/sessions.ts';
import { progressOf } from './progress-data.ts';

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
