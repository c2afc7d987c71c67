import { describe, expect, it } from 'vitest';
import { sessionVolume } from './records.ts';
import {
  DEFAULT_REST_SEC,
  reconcileSession,
  removeExercise,
  removeSet,
  restAfter,
  toggleSetDone,
  toLoggedSession,
  updateSet,
  type DraftExercise,
  type DraftSession,
  type DraftSet,
} from './session-draft.ts';

const set = (id: string, updatedAt: number, values: Partial<DraftSet> = {}): DraftSet => ({ id, kind: 'normale', reps: null, weightKg: null, done: false, updatedAt, ...values });
const exercise = (id: string, exerciseId: string, sets: DraftSet[], values: Partial<DraftExercise> = {}): DraftExercise => ({ id, exerciseId, sets, updatedAt: 1, ...values });
const draft = (exercises: DraftExercise[], values: Partial<DraftSession> = {}): DraftSession => ({ id: 's1', status: 'en-cours', date: '2025-03-04', exercises, updatedAt: 1, ...values });

describe('reconcileSession', () => {
  const base = draft([exercise('e1', 'developpe-couche', [set('a', 1), set('b', 1), set('c', 1)])]);

  it('keeps the sets ticked offline, stored in the browser only, and asks to write them', () => {
    let local = toggleSetDone(base, 'e1', 'a', 10, { target: { reps: 5, weightKg: 100 } }).session;
    local = toggleSetDone(local, 'e1', 'b', 20, { target: { reps: 5, weightKg: 100 } }).session;
    const result = reconcileSession(local, base);
    expect(result).toMatchObject({ source: 'local', writeRemote: true, keepLocal: true });
    expect(result.session!.exercises[0]!.sets.map((entry) => [entry.id, entry.done, entry.reps, entry.weightKg])).toEqual([
      ['a', true, 5, 100],
      ['b', true, 5, 100],
      ['c', false, null, null],
    ]);
  });

  it('merges per set: the newer change wins on each side', () => {
    const local = updateSet(base, 'e1', 'a', { reps: 6, weightKg: 100, done: true }, 30);
    const remote = updateSet(updateSet(base, 'e1', 'a', { reps: 4, weightKg: 100, done: true }, 20), 'e1', 'b', { reps: 5, weightKg: 90, done: true }, 40);
    const result = reconcileSession(local, remote);
    expect(result).toMatchObject({ source: 'merged', writeRemote: true });
    const sets = result.session!.exercises[0]!.sets;
    expect(sets.find((entry) => entry.id === 'a')).toMatchObject({ reps: 6, updatedAt: 30 });
    expect(sets.find((entry) => entry.id === 'b')).toMatchObject({ reps: 5, weightKg: 90, updatedAt: 40 });
    expect(result.session!.updatedAt).toBe(40);
  });

  it('keeps sets and exercises present on one side only, in place', () => {
    const local = draft([exercise('e1', 'developpe-couche', [set('a', 1), set('local-only', 50, { reps: 8, weightKg: 60, done: true })])]);
    const remote = draft([exercise('e0', 'squat', [set('s', 5)]), exercise('e1', 'developpe-couche', [set('a', 1), set('remote-only', 40)]), exercise('e2', 'tractions', [set('t', 45)])]);
    const result = reconcileSession(local, remote);
    expect(result.session!.exercises.map((entry) => entry.id)).toEqual(['e0', 'e1', 'e2']);
    expect(result.session!.exercises[1]!.sets.map((entry) => entry.id)).toEqual(['a', 'remote-only', 'local-only']);
  });

  it('does not bring back a set removed on one side, unless changed after the removal', () => {
    const remote = updateSet(base, 'e1', 'c', { reps: 3 }, 5);
    const local = removeSet(removeSet(base, 'e1', 'b', 10), 'e1', 'c', 3);
    const result = reconcileSession(local, remote);
    expect(result.session!.exercises[0]!.sets.map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(result.session!.removed).toEqual({ b: 10, c: 3 });
    const withoutExercise = reconcileSession(removeExercise(base, 'e1', 10), base);
    expect(withoutExercise.session!.exercises).toEqual([]);
    const tickedAfter = reconcileSession(removeExercise(base, 'e1', 10), toggleSetDone(base, 'e1', 'a', 12).session);
    expect(tickedAfter.session!.exercises.map((entry) => entry.id)).toEqual(['e1']);
  });

  it('a session finished on the server wins and the browser copy is dropped', () => {
    const local = toggleSetDone(base, 'e1', 'c', 99).session;
    const finished = { ...base, status: 'terminee' as const, updatedAt: 50 };
    expect(reconcileSession(local, finished)).toEqual({ session: finished, source: 'remote', writeRemote: false, keepLocal: false });
  });

  it('a session finished here but not sent stays finished and is written', () => {
    const local = { ...toggleSetDone(base, 'e1', 'a', 10).session, status: 'terminee' as const };
    expect(reconcileSession(local, base)).toMatchObject({ source: 'local', writeRemote: true, keepLocal: false, session: { status: 'terminee' } });
  });

  it('handles a missing side and identical copies', () => {
    expect(reconcileSession(null, undefined)).toEqual({ session: null, source: 'none', writeRemote: false, keepLocal: false });
    expect(reconcileSession(base, null)).toEqual({ session: base, source: 'local', writeRemote: true, keepLocal: true });
    expect(reconcileSession(undefined, base)).toEqual({ session: base, source: 'remote', writeRemote: false, keepLocal: true });
    const same = reconcileSession(structuredClone(base), base);
    expect(same).toMatchObject({ source: 'local', writeRemote: false });
    expect(same.session).toBe(base);
  });

  it('keeps the document’s other fields', () => {
    const local = { ...base, title: 'Push', notes: 'local', updatedAt: 5 };
    const remote = { ...base, title: 'Push', notes: 'distant', updatedAt: 7 };
    expect(reconcileSession(local, remote).session).toMatchObject({ title: 'Push', notes: 'distant' });
  });
});

describe('toggleSetDone', () => {
  const session = draft([
    exercise('e1', 'developpe-couche', [set('a', 1, { reps: 5, weightKg: 100, done: true }), set('b', 1, { reps: 4 }), set('c', 1)], { restSec: 180 }),
    exercise('e2', 'tractions', [set('t1', 1)], { supersetGroup: 'A', restSec: 60 }),
    exercise('e3', 'dips', [set('d1', 1)], { supersetGroup: 'A', restSec: 120 }),
    exercise('e4', 'crunch', [set('k1', 1)]),
  ]);

  it('fills empty fields from the target first, keeps what was typed, and returns the rest', () => {
    const { session: next, restSec } = toggleSetDone(session, 'e1', 'b', 10, { target: { reps: 5, weightKg: 102.5, rpe: 8 }, previous: { reps: 6, weightKg: 95 } });
    expect(next.exercises[0]!.sets[1]).toEqual({ id: 'b', kind: 'normale', reps: 4, weightKg: 102.5, rpe: 8, done: true, updatedAt: 10 });
    expect(restSec).toBe(180);
    expect(next.updatedAt).toBe(10);
  });

  it('then from last time, then from the set above; never copies an RPE from them', () => {
    const fromPrevious = toggleSetDone(session, 'e1', 'c', 10, { previous: { reps: 6, weightKg: 95, rpe: 9 } }).session;
    expect(fromPrevious.exercises[0]!.sets[2]).toMatchObject({ reps: 6, weightKg: 95, done: true });
    expect(fromPrevious.exercises[0]!.sets[2]!.rpe).toBeUndefined();
    const fromAbove = toggleSetDone(session, 'e1', 'c', 10).session;
    expect(fromAbove.exercises[0]!.sets[2]).toMatchObject({ reps: 4, weightKg: null });
    const afterB = toggleSetDone(updateSet(session, 'e1', 'b', { weightKg: 90 }, 5), 'e1', 'c', 10).session;
    expect(afterB.exercises[0]!.sets[2]).toMatchObject({ reps: 4, weightKg: 90 });
  });

  it('rests only after the last exercise of a superset, then with its prescribed rest', () => {
    expect(toggleSetDone(session, 'e2', 't1', 10).restSec).toBeNull();
    expect(toggleSetDone(session, 'e3', 'd1', 10).restSec).toBe(120);
    expect(toggleSetDone(session, 'e4', 'k1', 10).restSec).toBe(DEFAULT_REST_SEC);
    expect(restAfter(session, 'nope')).toBeNull();
  });

  it('unticks without a rest and leaves the values', () => {
    const { session: next, restSec } = toggleSetDone(session, 'e1', 'a', 10);
    expect(restSec).toBeNull();
    expect(next.exercises[0]!.sets[0]).toMatchObject({ done: false, reps: 5, weightKg: 100, updatedAt: 10 });
  });

  it('ignores an unknown exercise or set', () => {
    expect(toggleSetDone(session, 'e9', 'a', 10)).toEqual({ session, restSec: null });
    expect(toggleSetDone(session, 'e1', 'zz', 10)).toEqual({ session, restSec: null });
    expect(removeSet(session, 'e1', 'zz', 10)).toBe(session);
  });
});

describe('toLoggedSession', () => {
  it('gives volume and records the finished sets, empty fields as 0', () => {
    const session = draft([exercise('e1', 'squat', [set('a', 1, { reps: 5, weightKg: 100, done: true }), set('w', 1, { kind: 'echauffement', reps: 5, weightKg: 60, done: true }), set('b', 1, { done: true })])]);
    const logged = toLoggedSession(session);
    expect(logged.exercises[0]!.sets[2]).toEqual({ reps: 0, weightKg: 0, done: true, kind: 'normale' });
    expect(sessionVolume(logged)).toBe(500);
  });
});
