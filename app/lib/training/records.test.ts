import { describe, expect, it } from 'vitest';
import { oneRm } from '../calculators/one-rm.ts';
import { detectRecords, estimate1RM, groupRecords, ONE_RM_MAX_REPS, previousSets, recomputeRecords, sessionVolume } from './records.ts';
import { expectTrainingError } from './test-helpers.ts';
import type { LoggedSession, RecordHit, SetKind } from './types.ts';

type SetSpec = [weightKg: number, reps: number, kind?: SetKind, done?: boolean];

function logged(id: string, date: string, exercises: Record<string, SetSpec[]>): LoggedSession {
  return {
    id,
    date,
    exercises: Object.entries(exercises).map(([exerciseId, sets]) => ({
      exerciseId,
      sets: sets.map(([weightKg, reps, kind, done = true]) => ({ weightKg, reps, done, ...(kind ? { kind } : {}) })),
    })),
  };
}

describe('estimate1RM', () => {
  it('is Epley, the weight itself for one rep, like the 1RM calculator', () => {
    expect(estimate1RM(100, 5)).toBeCloseTo(116.667, 3);
    expect(estimate1RM(100, 10)).toBeCloseTo(133.333, 3);
    expect(estimate1RM(140, 1)).toBe(140);
    expect(estimate1RM(0, 8)).toBe(0);
    for (const [loadKg, reps] of [[80, 3], [62.5, 12], [200, 1]] as const) {
      const calculator = oneRm({ loadKg, reps });
      expect(calculator.ok && calculator.value).toBe(estimate1RM(loadKg, reps));
    }
  });

  it('refuses more than 12 reps, no reps, fractions and negative weights in French', () => {
    for (const reps of [0, 13, 2.5, Number.NaN]) expectTrainingError(() => estimate1RM(100, reps), 'oneRmReps', { max: ONE_RM_MAX_REPS });
    expectTrainingError(() => estimate1RM(-5, 5), 'load');
  });
});

describe('sessionVolume', () => {
  it('sums reps × weight over done sets that are not warm-ups', () => {
    const session = logged('s', '2025-03-03', {
      'developpe-couche': [[60, 8, 'echauffement'], [100, 5], [100, 5, 'echec'], [80, 8, 'degressive'], [100, 5, 'normale', false]],
      tractions: [[0, 10], [10, 6]],
    });
    expect(sessionVolume(session)).toBe(100 * 5 * 2 + 80 * 8 + 10 * 6);
    expect(sessionVolume(logged('e', '2025-03-03', {}))).toBe(0);
  });

  it('does not drift with decimal plates', () => {
    expect(sessionVolume(logged('s', '2025-03-03', { curl: [[0.1, 1], [0.2, 1]] }))).toBe(0.3);
  });
});

describe('detectRecords', () => {
  const first = logged('a', '2025-03-03', { 'developpe-couche': [[100, 5], [100, 5], [100, 4]] });
  const kinds = (hits: ReturnType<typeof detectRecords>) => hits.map((hit) => hit.kind);

  it('bench 100 × 5 then 102.5 × 5 is a charge-max (with the 1RM and volume it lifts)', () => {
    const hits = detectRecords([first], logged('b', '2025-03-06', { 'developpe-couche': [[102.5, 5]] }));
    expect(hits).toContainEqual({ exerciseId: 'developpe-couche', kind: 'charge-max', value: 102.5, previous: 100 });
    expect(hits).toContainEqual({ exerciseId: 'developpe-couche', kind: '1rm-estime', value: 119.58, previous: 116.67 });
    expect(hits).toContainEqual({ exerciseId: 'developpe-couche', kind: 'volume-serie', value: 512.5, previous: 500 });
    // 512.5 kg in the session is less than the 1 400 kg of the first one.
    expect(kinds(hits)).not.toContain('volume-seance');
    expect(kinds(hits)).not.toContain('reps-max');
  });

  it('100 × 6 after 100 × 5 is a reps-max at 100 kg', () => {
    const hits = detectRecords([first], logged('b', '2025-03-06', { 'developpe-couche': [[100, 6]] }));
    expect(hits).toContainEqual({ exerciseId: 'developpe-couche', kind: 'reps-max', value: 6, previous: 5, weightKg: 100 });
    expect(kinds(hits)).not.toContain('charge-max');
  });

  it('a 120 × 1 warm-up is no record, nor is an unticked set', () => {
    expect(detectRecords([first], logged('b', '2025-03-06', { 'developpe-couche': [[120, 1, 'echauffement'], [130, 1, 'normale', false]] }))).toEqual([]);
  });

  it('an exercise never done before sets a baseline and reports nothing', () => {
    expect(detectRecords([first], logged('b', '2025-03-06', { squat: [[140, 5]] }))).toEqual([]);
    expect(detectRecords([], first)).toEqual([]);
    // Warm-ups alone do not make a baseline either.
    const warmUpOnly = logged('w', '2025-03-01', { squat: [[60, 5, 'echauffement']] });
    expect(detectRecords([warmUpOnly], logged('b', '2025-03-06', { squat: [[100, 5]] }))).toEqual([]);
  });

  it('counts a session volume record over the whole exercise, repeated entries included', () => {
    const hits = detectRecords([first], {
      id: 'b',
      date: '2025-03-06',
      exercises: [
        { exerciseId: 'developpe-couche', sets: [{ weightKg: 100, reps: 5, done: true }, { weightKg: 100, reps: 5, done: true }] },
        { exerciseId: 'developpe-couche', sets: [{ weightKg: 100, reps: 5, done: true }] },
      ],
    });
    expect(hits).toEqual([{ exerciseId: 'developpe-couche', kind: 'volume-seance', value: 1500, previous: 1400 }]);
  });

  it('a reps-max is per weight, and a new weight is a baseline', () => {
    const history = [logged('a', '2025-03-03', { tractions: [[0, 8], [10, 5]] })];
    const hits = detectRecords(history, logged('b', '2025-03-06', { tractions: [[0, 10], [10, 5], [5, 9]] }));
    expect(hits.filter((hit) => hit.kind === 'reps-max')).toEqual([{ exerciseId: 'tractions', kind: 'reps-max', value: 10, previous: 8, weightKg: 0 }]);
  });

  it('does not estimate a 1RM above 12 reps: the first estimable set is a baseline', () => {
    const history = [logged('a', '2025-03-03', { 'curl-barre': [[20, 15]] })];
    const hits = detectRecords(history, logged('b', '2025-03-06', { 'curl-barre': [[20, 12]] }));
    expect(kinds(hits)).toEqual([]);
  });

  it('ignores the session itself and later sessions in the history', () => {
    const later = logged('c', '2025-04-01', { 'developpe-couche': [[110, 5]] });
    const edited = logged('b', '2025-03-06', { 'developpe-couche': [[102.5, 5]] });
    const stale = logged('b', '2025-03-06', { 'developpe-couche': [[150, 5]] });
    expect(kinds(detectRecords([first, stale, later], edited))).toContain('charge-max');
  });
});

describe('recomputeRecords', () => {
  const a = logged('a', '2025-03-03', { squat: [[100, 5]] });
  const b = logged('b', '2025-03-10', { squat: [[105, 5]] });
  const c = logged('c', '2025-03-17', { squat: [[110, 5]] });

  it('recomputes every session in date order, whatever the order given', () => {
    const records = recomputeRecords([c, a, b]);
    expect(records.get('a')).toEqual([]);
    expect(records.get('b')!.find((hit) => hit.kind === 'charge-max')).toMatchObject({ value: 105, previous: 100 });
    expect(records.get('c')!.find((hit) => hit.kind === 'charge-max')).toMatchObject({ value: 110, previous: 105 });
  });

  it('after an edit or a delete, later sessions gain or lose records', () => {
    const heavierA = logged('a', '2025-03-03', { squat: [[120, 5]] });
    const edited = recomputeRecords([heavierA, b, c]);
    expect(edited.get('b')).toEqual([]);
    expect(edited.get('c')).toEqual([]);
    const withoutB = recomputeRecords([a, c]);
    expect(withoutB.get('c')!.find((hit) => hit.kind === 'charge-max')).toMatchObject({ value: 110, previous: 100 });
  });

  it('agrees with detectRecords on each session', () => {
    const sessions = [a, b, c, logged('d', '2025-03-24', { squat: [[100, 8], [60, 10, 'echauffement']] })];
    const all = recomputeRecords(sessions);
    sessions.forEach((session, index) => expect(all.get(session.id)).toEqual(detectRecords(sessions.slice(0, index), session)));
  });
});

describe('previousSets', () => {
  const history = [
    logged('a', '2025-03-03', { squat: [[60, 5, 'echauffement'], [100, 5], [100, 5]] }),
    logged('b', '2025-03-10', { squat: [[60, 5, 'echauffement'], [105, 5], [105, 4], [110, 1, 'normale', false]] }),
    logged('c', '2025-03-12', { 'developpe-couche': [[80, 5]] }),
    logged('d', '2025-03-20', { squat: [[120, 3]] }),
  ];

  it('gives the done sets of the latest earlier session with the exercise, warm-ups in place', () => {
    const current = { id: 'new', date: '2025-03-14' };
    expect(previousSets(history, 'squat', current).map((set) => [set.weightKg, set.reps, set.kind])).toEqual([
      [60, 5, 'echauffement'],
      [105, 5, undefined],
      [105, 4, undefined],
    ]);
    expect(previousSets(history, 'tractions', current)).toEqual([]);
  });

  it('skips the session itself and later ones, whatever the order of the history', () => {
    expect(previousSets([...history].reverse(), 'squat', { id: 'b', date: '2025-03-10' }).map((set) => set.weightKg)).toEqual([60, 100, 100]);
    expect(previousSets(history, 'squat', { id: 'x', date: '2025-03-01' })).toEqual([]);
  });
});

describe('groupRecords', () => {
  const hit = (sessionId: string, exerciseId: string, kind: RecordHit['kind']) => ({ sessionId, record: { exerciseId, kind, value: 100, previous: 90 } });
  const bySessionAndExercise = (item: ReturnType<typeof hit>) => `${item.sessionId}/${item.record.exerciseId}`;

  it('gathers one session’s records of an exercise, in the order each group first appears', () => {
    const four = [hit('s2', 'squat', 'charge-max'), hit('s2', 'squat', '1rm-estime'), hit('s2', 'developpe-couche', 'charge-max'), hit('s2', 'squat', 'volume-serie')];
    expect(groupRecords(four, bySessionAndExercise).map((group) => group.map((item) => `${item.record.exerciseId} ${item.record.kind}`))).toEqual([
      ['squat charge-max', 'squat 1rm-estime', 'squat volume-serie'],
      ['developpe-couche charge-max'],
    ]);
  });

  it('keeps the same exercise in two sessions apart', () => {
    const groups = groupRecords([hit('s2', 'squat', 'charge-max'), hit('s1', 'squat', 'charge-max')], bySessionAndExercise);
    expect(groups.map((group) => group.map((item) => item.sessionId))).toEqual([['s2'], ['s1']]);
  });

  it('gives nothing for nothing', () => {
    expect(groupRecords([], bySessionAndExercise)).toEqual([]);
  });
});
