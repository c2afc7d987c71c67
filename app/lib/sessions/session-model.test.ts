import { describe, expect, it } from 'vitest';
import { sessionFromData, sessionInputFrom, type PastSession, type Session } from '#app/lib/data/sessions.ts';
import { builtInExercise, DEFAULT_PLATE_SETUP, restAfter, toggleSetDone, workingSetsDone } from '#app/lib/training/index.ts';
import {
  addExercise,
  addSet,
  addWarmUp,
  canReplace,
  finishSession,
  freeSession,
  groupWithNext,
  leaveSuperset,
  moveExercise,
  moveSet,
  programDaySession,
  programLoads,
  programStartingLoads,
  recentExerciseIds,
  recordsAfterChange,
  removeEntry,
  replaceExercise,
  startingLoadGaps,
  supersetPlace,
  withStartingLoads,
} from './session-model.ts';

const start = { id: 's1', date: '2026-03-16', now: 1_000, nameOf: (id: string) => builtInExercise(id)?.name ?? id };
const program = {
  weeks: [
    {
      days: [
        {
          name: 'Pecs',
          exercises: [
            { exerciseId: 'developpe-couche', sets: 3, repRange: [8, 12] as [number, number], percent1RM: 75, rpe: 8, restSec: 120 },
            { exerciseId: 'rowing-barre', sets: 2, reps: 10, loadKg: 61.3, restSec: 90, supersetGroup: 'A' },
          ],
        },
      ],
    },
  ],
};
const ref = { programId: 'p1', week: 1, dayIndex: 0 };

const past = (id: string, date: string, sets: { reps: number; weightKg: number; kind?: 'echauffement' }[], prs: PastSession['prs'] = []): PastSession => ({
  id,
  date,
  prs,
  exercises: [{ exerciseId: 'developpe-couche', sets: sets.map((set) => ({ kind: 'normale', ...set, done: true })) }],
});

describe('programDaySession with progression rules', () => {
  const fiveByFive = {
    weeks: [{ days: [{ name: 'Séance A', exercises: [{ exerciseId: 'developpe-couche', sets: 5, reps: 5, percent1RM: 70, restSec: 180, progression: { kind: 'lineaire' as const, incrementKg: 2.5 } }] }] }],
  };
  const fives = (id: string, date: string, weightKg: number, reps = [5, 5, 5, 5, 5]) => past(id, date, [{ reps: 8, weightKg: 20, kind: 'echauffement' }, ...reps.map((r) => ({ reps: r, weightKg }))]);
  const home = { barKg: 20, discs: [{ weightKg: 20, pairs: 1 }, { weightKg: 10, pairs: 1 }, { weightKg: 2.5, pairs: 1 }] };

  it('fills every set with the next load and reps after five fives at 62.5 kg: 65 kg, and says why', () => {
    const session = programDaySession(start, fiveByFive, ref, builtInExercise, { 'developpe-couche': 71.4 }, { history: [fives('a', '2026-03-13', 62.5)], plates: DEFAULT_PLATE_SETUP })!;
    const [bench] = session.exercises;
    expect(bench!.sets.map((set) => [set.weightKg, set.reps, set.done])).toEqual(Array.from({ length: 5 }, () => [65, 5, false]));
    expect(bench!.target).toMatchObject({ weightKg: 65, reps: 5 });
    expect(bench!.coaching).toEqual({ kind: 'lineaire', reason: 'hausse', lastKg: 62.5, sets: 5 });
    // Stored as is: the schema keeps the coaching note.
    expect(sessionFromData(session.id, sessionInputFrom(session) as unknown as Record<string, unknown>)?.exercises[0]!.coaching).toEqual(bench!.coaching);
  });

  it('starts from the program load the first time, and leaves the weight empty without one', () => {
    const first = programDaySession(start, fiveByFive, ref, builtInExercise, { 'developpe-couche': 71.4 })!.exercises[0]!;
    // 70 % of 71.4 = 49.98 → 50 kg.
    expect(first.sets[0]).toMatchObject({ weightKg: 50, reps: 5 });
    expect(first.coaching).toEqual({ kind: 'lineaire', reason: 'premiere', sets: 5 });
    const unknown = programDaySession(start, fiveByFive, ref, builtInExercise, {})!.exercises[0]!;
    expect(unknown.sets[0]).toMatchObject({ weightKg: null, reps: 5 });
  });

  it('deloads after three missed sessions, reading the most recent first whatever the order given', () => {
    const history = [fives('a', '2026-03-09', 60, [5, 5, 4, 4, 3]), fives('c', '2026-03-13', 60, [5, 5, 5, 4, 4]), fives('b', '2026-03-11', 60, [5, 4, 4, 4, 4])];
    const bench = programDaySession(start, fiveByFive, ref, builtInExercise, {}, { history, plates: DEFAULT_PLATE_SETUP })!.exercises[0]!;
    expect(bench.sets[0]).toMatchObject({ weightKg: 52.5 });
    expect(bench.coaching).toEqual({ kind: 'lineaire', reason: 'decharge', lastKg: 60, sets: 5 });
  });

  it('rounds the load to what the person’s own bar and discs make', () => {
    // A 20 kg bar and one pair each of 20, 10 and 2.5 kg make 20, 25, 40, 45, 60, 65, 80 and 85 kg.
    const bench = programDaySession(start, fiveByFive, ref, builtInExercise, {}, { history: [fives('a', '2026-03-13', 62.5)], plates: home })!.exercises[0]!;
    expect(bench.sets[0]!.weightKg).toBe(65);
    const heavier = programDaySession(start, fiveByFive, ref, builtInExercise, {}, { history: [fives('a', '2026-03-13', 67.5)], plates: home })!.exercises[0]!;
    // 70 kg: the discs make 65 (20 + 2.5 a side) or 80 (20 + 10 a side); 65 is nearer.
    expect(heavier.sets[0]!.weightKg).toBe(65);
  });
});

describe('programDaySession', () => {
  it('prefills each exercise: sets, rest, superset, target with %1RM and fixed loads in kg as the gym can load them', () => {
    const session = programDaySession(start, program, ref, builtInExercise, { 'developpe-couche': 100 })!;
    expect(session).toMatchObject({ id: 's1', title: 'Pecs', status: 'en-cours', programId: 'p1', week: 1, dayIndex: 0, startedAt: 1_000 });
    const [bench, row] = session.exercises;
    expect(bench).toMatchObject({ exerciseId: 'developpe-couche', name: 'Développé couché', restSec: 120, target: { reps: 8, weightKg: 75, rpe: 8 } });
    expect(bench!.sets).toHaveLength(3);
    expect(bench!.sets.every((set) => !set.done && set.reps === null && set.weightKg === null)).toBe(true);
    expect(row).toMatchObject({ supersetGroup: 'A', target: { reps: 10, weightKg: 62.5 } });
  });

  it('leaves a %1RM load out of the target when the 1RM is unknown', () => {
    expect(programDaySession(start, program, ref, builtInExercise, {})!.exercises[0]!.target).toEqual({ reps: 8, rpe: 8 });
  });

  it('is null for a week or day the program does not have', () => {
    expect(programDaySession(start, program, { ...ref, week: 2 }, builtInExercise, {})).toBeNull();
    expect(programDaySession(start, program, { ...ref, dayIndex: 3 }, builtInExercise, {})).toBeNull();
  });
});

describe('changes to a session', () => {
  it('adds exercises and sets, moves exercises and puts warm-ups first, stamping what changed', () => {
    let session = addExercise(freeSession(start, 'Libre'), { id: 'squat', name: 'Squat' }, 2_000);
    session = addExercise(session, { id: 'developpe-couche', name: 'Développé couché' }, 3_000);
    const [squat, bench] = session.exercises;
    session = addSet(session, squat!.id, 4_000);
    expect(session.exercises[0]!.sets).toHaveLength(2);
    session = moveExercise(session, bench!.id, -1, 5_000);
    expect(session.exercises.map((entry) => entry.exerciseId)).toEqual(['developpe-couche', 'squat']);
    expect(session.exercises[0]!.updatedAt).toBe(5_000);
    expect(moveExercise(session, bench!.id, -1, 6_000)).toBe(session);
    session = addWarmUp(session, bench!.id, [{ weightKg: 20, reps: 10 }], 7_000);
    expect(session.exercises[0]!.sets[0]).toMatchObject({ kind: 'echauffement', weightKg: 20, reps: 10, done: false });
    expect(session.updatedAt).toBe(7_000);
  });
});

describe('moveSet', () => {
  it('moves a set within its exercise with its values and tick, stamping the set and the exercise', () => {
    let session = addExercise(freeSession(start, 'Libre'), { id: 'squat', name: 'Squat' }, 2_000);
    const squat = session.exercises[0]!;
    session = addSet(addSet(session, squat.id, 2_100), squat.id, 2_200);
    const [first, second, third] = session.exercises[0]!.sets;
    session = toggleSetDone(session, squat.id, first!.id, 2_300, { target: { reps: 5, weightKg: 100 } }).session as Session;

    session = moveSet(session, squat.id, first!.id, 1, 3_000);
    expect(session.exercises[0]!.sets.map((set) => set.id)).toEqual([second!.id, first!.id, third!.id]);
    expect(session.exercises[0]!.sets[1]).toEqual({ ...first, reps: 5, weightKg: 100, done: true, updatedAt: 3_000 });
    expect(session.exercises[0]!.updatedAt).toBe(3_000);
    expect(session.updatedAt).toBe(3_000);

    session = moveSet(session, squat.id, third!.id, -1, 4_000);
    expect(session.exercises[0]!.sets.map((set) => set.id)).toEqual([second!.id, third!.id, first!.id]);
  });

  it('leaves the session as is past either end or for an unknown set', () => {
    let session = addExercise(freeSession(start, 'Libre'), { id: 'squat', name: 'Squat' }, 2_000);
    const squat = session.exercises[0]!;
    session = addSet(session, squat.id, 2_100);
    const [first, last] = session.exercises[0]!.sets;
    expect(moveSet(session, squat.id, first!.id, -1, 3_000)).toBe(session);
    expect(moveSet(session, squat.id, last!.id, 1, 3_000)).toBe(session);
    expect(moveSet(session, squat.id, 'inconnue', 1, 3_000)).toBe(session);
    expect(moveSet(session, 'inconnu', first!.id, 1, 3_000)).toBe(session);
  });
});

describe('supersets made on the logging screen', () => {
  const names = ['squat', 'developpe-couche', 'rowing-barre', 'tractions'];
  const fourExercises = () => names.reduce((session, id, index) => addExercise(session, { id, name: id }, 2_000 + index), freeSession(start, 'Libre'));
  const groups = (session: Session) => session.exercises.map((entry) => entry.supersetGroup ?? '-');

  it('tells each exercise its place: its group and who follows without rest, none for the last or a group left alone', () => {
    const base = fourExercises();
    const [squat, bench, row, pullUps] = base.exercises;
    const grouped = groupWithNext(groupWithNext(base, squat!.id, 3_000), bench!.id, 3_000);
    const places = grouped.exercises.map((entry, index) => supersetPlace(entry, grouped.exercises[index - 1], grouped.exercises[index + 1]));
    expect(places.map((place) => place && [place.group, place.next?.name ?? null])).toEqual([
      ['A', 'developpe-couche'],
      ['A', 'rowing-barre'],
      ['A', null],
      null,
    ]);
    // A group name whose partners moved away (an imported or edited session) is no superset.
    expect(supersetPlace({ ...pullUps!, supersetGroup: 'B' }, row, undefined)).toBeNull();
  });

  it('groups an exercise with the next one: no rest between them, the rest after the second', () => {
    const base = fourExercises();
    const grouped = groupWithNext(base, base.exercises[1]!.id, 3_000);
    expect(groups(grouped)).toEqual(['-', 'A', 'A', '-']);
    expect(grouped.exercises[1]!.updatedAt).toBe(3_000);
    expect(grouped.exercises[0]).toBe(base.exercises[0]);
    expect(restAfter(grouped, grouped.exercises[1]!.id)).toBeNull();
    expect(restAfter(grouped, grouped.exercises[2]!.id)).toBe(90);
    // The stored shape is the one programs and imports write.
    expect(sessionFromData('s1', { ...sessionInputFrom(grouped), updatedAt: 1 })!.exercises.map((entry) => entry.supersetGroup)).toEqual([undefined, 'A', 'A', undefined]);
  });

  it('extends a group to the next exercise, merges two groups, and picks a free name for a new one', () => {
    const base = fourExercises();
    const [squat, bench, row] = base.exercises;
    let session = groupWithNext(base, squat!.id, 3_000);
    session = groupWithNext(session, bench!.id, 3_100);
    expect(groups(session)).toEqual(['A', 'A', 'A', '-']);
    expect(groupWithNext(session, squat!.id, 3_200)).toBe(session);

    session = leaveSuperset(session, row!.id, 3_300);
    session = groupWithNext(session, row!.id, 3_400);
    expect(groups(session)).toEqual(['A', 'A', 'B', 'B']);
    session = groupWithNext(session, bench!.id, 3_500);
    expect(groups(session)).toEqual(['A', 'A', 'A', 'A']);
    expect(groupWithNext(session, session.exercises[3]!.id, 3_600)).toBe(session);
  });

  it('takes an exercise out: a group of one is undone, a group cut in two keeps two names', () => {
    const base = fourExercises();
    const [squat, bench, row] = base.exercises;
    let session = groupWithNext(groupWithNext(groupWithNext(base, squat!.id, 3_000), bench!.id, 3_000), row!.id, 3_000);
    expect(groups(session)).toEqual(['A', 'A', 'A', 'A']);
    const cut = leaveSuperset(session, row!.id, 4_000);
    expect(groups(cut)).toEqual(['A', 'A', '-', '-']);
    expect(cut.exercises[3]!.updatedAt).toBe(4_000);
    const middle = leaveSuperset(session, bench!.id, 4_000);
    expect(groups(middle)).toEqual(['-', '-', 'A', 'A']);
    session = leaveSuperset(groupWithNext(base, squat!.id, 3_000), squat!.id, 4_000);
    expect(groups(session)).toEqual(['-', '-', '-', '-']);
    expect(leaveSuperset(session, squat!.id, 5_000)).toBe(session);
  });

  it('leaves groups as they are when exercises move, so a move undone restores them; a removal undoes a pair', () => {
    const base = fourExercises();
    const [squat, bench, row, pullUps] = base.exercises;
    const paired = groupWithNext(groupWithNext(base, squat!.id, 3_000), row!.id, 3_000);
    expect(groups(paired)).toEqual(['A', 'A', 'B', 'B']);
    expect(groups(moveExercise(paired, bench!.id, -1, 4_000))).toEqual(['A', 'A', 'B', 'B']);
    const through = moveExercise(paired, bench!.id, 1, 4_000);
    expect(through.exercises.map((entry) => entry.exerciseId)).toEqual(['squat', 'rowing-barre', 'developpe-couche', 'tractions']);
    // Nothing back to back shares a group: every set is followed by its rest.
    expect(through.exercises.map((entry) => restAfter(through, entry.id))).toEqual([90, 90, 90, 90]);
    const back = moveExercise(through, bench!.id, -1, 5_000);
    expect(groups(back)).toEqual(['A', 'A', 'B', 'B']);
    expect(restAfter(back, squat!.id)).toBeNull();

    expect(groups(removeEntry(paired, pullUps!.id, 4_000))).toEqual(['A', 'A', '-']);
    expect(removeEntry(paired, pullUps!.id, 4_000).removed).toEqual({ [pullUps!.id]: 4_000 });
  });

  it('names each part of a group an exercise was moved into once the groups change', () => {
    const base = ['fentes', 'hip-thrust'].reduce((session, id, index) => addExercise(session, { id, name: id }, 2_100 + index), fourExercises());
    let session = base.exercises.slice(0, 4).reduce((current, entry) => groupWithNext(current, entry.id, 3_000), base);
    expect(groups(session)).toEqual(['A', 'A', 'A', 'A', 'A', '-']);
    const hipThrust = session.exercises[5]!;
    for (const now of [4_000, 4_100, 4_200]) session = moveExercise(session, hipThrust.id, -1, now);
    expect(groups(session)).toEqual(['A', 'A', '-', 'A', 'A', 'A']);
    session = leaveSuperset(session, session.exercises[5]!.id, 5_000);
    expect(groups(session)).toEqual(['A', 'A', '-', 'B', 'B', '-']);
  });
});

describe('recentExerciseIds', () => {
  it('lists each exercise once, the latest session’s first', () => {
    const latest = { exercises: [{ exerciseId: 'tractions', sets: [] }] };
    const older = { exercises: [{ exerciseId: 'squat', sets: [] }, { exerciseId: 'tractions', sets: [] }] };
    expect(recentExerciseIds([latest, older])).toEqual(['tractions', 'squat']);
  });
});

describe('finishSession', () => {
  it('bench 100 × 5 then 102.5 × 5 is a charge-max; the 120 kg warm-up is no record and no volume', () => {
    const session = programDaySession(start, program, ref, builtInExercise, {})!;
    const bench = session.exercises[0]!;
    let logged: Session = addWarmUp(session, bench.id, [{ weightKg: 120, reps: 1 }], 2_000);
    const warmUp = logged.exercises[0]!.sets[0]!;
    logged = toggleSetDone(logged, bench.id, warmUp.id, 2_100).session as Session;
    const firstWorking = logged.exercises[0]!.sets[1]!;
    logged = toggleSetDone(logged, bench.id, firstWorking.id, 2_200, { target: { reps: 5, weightKg: 102.5 } }).session as Session;
    const finished = finishSession(logged, [past('old', '2026-03-10', [{ reps: 5, weightKg: 100 }])], 3_601_000);
    expect(finished).toMatchObject({ status: 'terminee', endedAt: 3_601_000, durationSec: 3600, volumeKg: 512.5 });
    expect(finished.prs).toContainEqual({ exerciseId: 'developpe-couche', kind: 'charge-max', value: 102.5, previous: 100 });
    expect(finished.prs.some((record) => record.value === 120)).toBe(false);
    expect(workingSetsDone(finished)).toBe(1);
  });

  it('100 × 6 after 100 × 5 is a reps-max at 100 kg; a first time sets a baseline and no record', () => {
    const session = addExercise(freeSession(start, 'Libre'), { id: 'developpe-couche', name: 'Développé couché' }, 2_000);
    const entry = session.exercises[0]!;
    const done = toggleSetDone(session, entry.id, entry.sets[0]!.id, 2_100, { target: { reps: 6, weightKg: 100 } }).session as Session;
    expect(finishSession(done, [past('old', '2026-03-10', [{ reps: 5, weightKg: 100 }])], 5_000).prs).toContainEqual({
      exerciseId: 'developpe-couche',
      kind: 'reps-max',
      value: 6,
      previous: 5,
      weightKg: 100,
    });
    expect(finishSession(done, [], 5_000).prs).toEqual([]);
  });

  it('caps a session left open overnight at 24 hours', () => {
    expect(finishSession(freeSession(start, 'Libre'), [], 1_000 + 30 * 3_600_000).durationSec).toBe(86_400);
  });
});

describe('recordsAfterChange', () => {
  const first = past('s1', '2026-03-01', [{ reps: 5, weightKg: 100 }]);
  const later = past('s2', '2026-03-05', [{ reps: 5, weightKg: 102.5 }], [
    { exerciseId: 'developpe-couche', kind: 'charge-max', value: 102.5, previous: 100 },
    { exerciseId: 'developpe-couche', kind: '1rm-estime', value: 119.58, previous: 116.67 },
    { exerciseId: 'developpe-couche', kind: 'volume-serie', value: 512.5, previous: 500 },
    { exerciseId: 'developpe-couche', kind: 'volume-seance', value: 512.5, previous: 500 },
  ]);

  it('an earlier session edited heavier takes the later session’s records away', () => {
    const edited = addExercise(freeSession({ id: 's1', date: '2026-03-01', now: 1 }, 'Pecs'), { id: 'developpe-couche', name: 'Développé couché' }, 2);
    const entry = edited.exercises[0]!;
    const heavier = toggleSetDone(edited, entry.id, entry.sets[0]!.id, 3, { target: { reps: 5, weightKg: 105 } }).session as Session;
    const result = recordsAfterChange([later, first], { edited: heavier });
    expect(result.own).toEqual([]);
    expect(result.others).toEqual([{ id: 's2', prs: [] }]);
  });

  it('deleting the first session makes the later one a baseline; unchanged sessions are not rewritten', () => {
    expect(recordsAfterChange([later, first], { removedId: 's1' }).others).toEqual([{ id: 's2', prs: [] }]);
    expect(recordsAfterChange([later, first], { removedId: 'nothing' }).others).toEqual([]);
  });

  it('deleting the session holding a record hands it to the next session that beats what is left', () => {
    const record = past('s2', '2026-03-05', [{ reps: 5, weightKg: 110 }], [
      { exerciseId: 'developpe-couche', kind: 'charge-max', value: 110, previous: 100 },
      { exerciseId: 'developpe-couche', kind: '1rm-estime', value: 128.33, previous: 116.67 },
      { exerciseId: 'developpe-couche', kind: 'volume-serie', value: 550, previous: 500 },
      { exerciseId: 'developpe-couche', kind: 'volume-seance', value: 550, previous: 500 },
    ]);
    const after = past('s3', '2026-03-08', [{ reps: 5, weightKg: 105 }]);
    expect(recordsAfterChange([after, record, first], { removedId: 's2' }).others).toEqual([
      {
        id: 's3',
        prs: [
          { exerciseId: 'developpe-couche', kind: 'charge-max', value: 105, previous: 100 },
          { exerciseId: 'developpe-couche', kind: '1rm-estime', value: 122.5, previous: 116.67 },
          { exerciseId: 'developpe-couche', kind: 'volume-serie', value: 525, previous: 500 },
          { exerciseId: 'developpe-couche', kind: 'volume-seance', value: 525, previous: 500 },
        ],
      },
    ]);
  });

  it('leaves sessions before the change as stored: the history may not reach what they were measured against', () => {
    // The oldest session read holds a record against a session older than the history goes.
    const oldest = past('s0', '2026-02-20', [{ reps: 5, weightKg: 100 }], [{ exerciseId: 'developpe-couche', kind: 'charge-max', value: 100, previous: 95 }]);
    expect(recordsAfterChange([later, first, oldest], { removedId: 's2' }).others).toEqual([]);
    const edited = { ...freeSession({ id: 's2', date: '2026-03-05', now: 1 }, 'Pecs'), status: 'terminee' as const };
    expect(recordsAfterChange([later, first, oldest], { edited }).others).toEqual([]);
  });

  it('a session that was not finished changes no record', () => {
    expect(recordsAfterChange([later, first], { removedId: 'en-cours' }).others).toEqual([]);
  });
});

describe('the stored session', () => {
  it('reads back what it writes, the device clock of the last change as updatedAt', () => {
    const session = programDaySession(start, program, ref, builtInExercise, { 'developpe-couche': 100 })!;
    const input = sessionInputFrom(session);
    expect(input.changedAt).toBe(1_000);
    expect(JSON.stringify(input)).not.toContain('undefined');
    expect(sessionFromData('s1', { ...input, updatedAt: 99 })).toEqual(JSON.parse(JSON.stringify(session)));
  });

  it('skips a document that does not fit, and refuses to write a value out of bounds', () => {
    expect(sessionFromData('s1', { title: 'x' })).toBeNull();
    const session = addExercise(freeSession(start, 'Libre'), { id: 'squat', name: 'Squat' }, 2_000);
    const entry = session.exercises[0]!;
    const tooHeavy = { ...session, exercises: [{ ...entry, sets: [{ ...entry.sets[0]!, weightKg: 5000 }] }] };
    expect(() => sessionInputFrom(tooHeavy)).toThrow();
  });
});

describe('programLoads', () => {
  const percentDay = { weeks: [{ days: [{ name: 'Pecs', exercises: [{ exerciseId: 'developpe-couche', sets: 3, reps: 5, percent1RM: 80, restSec: 120 }] }] }] };
  const next = { week: 1, dayIndex: 0 };
  const work = past('p1', '2026-03-09', [{ reps: 5, weightKg: 90 }]);

  it('leaves warm-ups out of the kg of a %1RM prescription, as the session screen does', () => {
    const heavyWarmUp = past('p1', '2026-03-09', [{ reps: 1, weightKg: 120, kind: 'echauffement' }, { reps: 5, weightKg: 90 }]);
    const withoutWarmUp = programLoads(percentDay, next, builtInExercise, [work], DEFAULT_PLATE_SETUP);
    const withWarmUp = programLoads(percentDay, next, builtInExercise, [heavyWarmUp], DEFAULT_PLATE_SETUP);
    // 90 × (1 + 5/30) = 105: the 120 kg single (an estimate of 124) is a warm-up and changes nothing.
    expect(withWarmUp.oneRms).toEqual({ 'developpe-couche': 105 });
    expect(withWarmUp.oneRms).toEqual(withoutWarmUp.oneRms);
    // The page and the session screen show one kg target for the day.
    const screen = programDaySession(start, percentDay, { programId: 'p1', ...next }, builtInExercise, withWarmUp.oneRms, { history: [heavyWarmUp], plates: DEFAULT_PLATE_SETUP });
    expect(screen!.exercises[0]!.target).toEqual({ reps: 5, weightKg: 85 });
  });

  it('gives the next day’s coached loads, and none once the program is done', () => {
    const ruled = { weeks: [{ days: [{ name: 'Pecs', exercises: [{ exerciseId: 'developpe-couche', sets: 3, reps: 5, loadKg: 80, restSec: 120, progression: { kind: 'lineaire' as const, incrementKg: 2.5 } }] }] }] };
    expect(programLoads(ruled, next, builtInExercise, [work], DEFAULT_PLATE_SETUP).nextLoads).toMatchObject({ week: 1, dayIndex: 0, exercises: [{ exerciseId: 'developpe-couche' }] });
    expect(programLoads(ruled, null, builtInExercise, [work], DEFAULT_PLATE_SETUP).nextLoads).toBeNull();
  });
});

describe('replaceExercise', () => {
  const fiveByFive = {
    weeks: [{ days: [{ name: 'Séance A', exercises: [{ exerciseId: 'squat', sets: 3, reps: 5, loadKg: 100, restSec: 180, progression: { kind: 'lineaire' as const, incrementKg: 2.5 } }] }] }],
  };

  it('puts the equivalent in the entry’s place with its sets and reps, not the other exercise’s loads nor coaching', () => {
    const session = programDaySession(start, fiveByFive, ref, builtInExercise, {})!;
    const entry = session.exercises[0]!;
    expect(entry.sets[0]).toMatchObject({ weightKg: 100, reps: 5 });
    const replaced = replaceExercise(session, entry.id, builtInExercise('squat-goblet')!, 5_000);
    const swapped = replaced.exercises[0]!;
    expect(swapped).toMatchObject({ id: entry.id, exerciseId: 'squat-goblet', name: 'Squat goblet', restSec: 180, updatedAt: 5_000, target: { reps: 5 } });
    expect(swapped.target).not.toHaveProperty('weightKg');
    expect(swapped.coaching).toBeUndefined();
    expect(swapped.sets.map((set) => [set.id, set.kind, set.reps, set.weightKg, set.done, set.updatedAt])).toEqual(
      entry.sets.map((set) => [set.id, set.kind, 5, null, false, 5_000]),
    );
    expect(replaced.updatedAt).toBe(5_000);
  });

  it('leaves an entry with a done set as it is', () => {
    const session = programDaySession(start, fiveByFive, ref, builtInExercise, {})!;
    const entry = session.exercises[0]!;
    const ticked = { ...session, exercises: [{ ...entry, sets: entry.sets.map((set, index) => ({ ...set, done: index === 0 })) }] };
    expect(canReplace(ticked.exercises[0]!)).toBe(false);
    expect(replaceExercise(ticked, entry.id, builtInExercise('squat-goblet')!, 5_000).exercises[0]).toEqual(ticked.exercises[0]);
  });
});

describe('starting loads of a first program session', () => {
  const percentDay = {
    weeks: [
      {
        days: [
          {
            name: 'Séance A',
            exercises: [
              { exerciseId: 'squat', sets: 5, reps: 5, percent1RM: 70, restSec: 180, progression: { kind: 'lineaire' as const, incrementKg: 2.5 } },
              { exerciseId: 'curl-halteres', sets: 3, repRange: [8, 12] as [number, number], restSec: 60, progression: { kind: 'double' as const, incrementKg: 2 } },
              { exerciseId: 'rowing-barre', sets: 3, reps: 8, loadKg: 50, restSec: 90, progression: { kind: 'lineaire' as const, incrementKg: 2.5 } },
              { exerciseId: 'pompes', sets: 3, reps: 10, restSec: 60 },
            ],
          },
        ],
      },
    ],
  };

  it('lists the loaded exercises with nothing to start from: no history, no 1RM, no load written', () => {
    const session = programDaySession(start, percentDay, ref, builtInExercise, {})!;
    const gaps = startingLoadGaps(session, percentDay, builtInExercise);
    expect(gaps.map((gap) => [gap.exerciseId, gap.entryId, gap.percent1RM, gap.reps])).toEqual([
      ['squat', session.exercises[0]!.id, 70, 5],
      ['curl-halteres', session.exercises[1]!.id, undefined, 8],
    ]);
    expect(session.exercises[0]!.sets.every((set) => set.weightKg === null)).toBe(true);
  });

  it('has no gap once a 1RM is estimated from the history or given', () => {
    const history: PastSession[] = [{ id: 'h', date: '2026-03-13', prs: [], exercises: [{ exerciseId: 'squat', sets: [{ reps: 5, weightKg: 90, done: true, kind: 'normale' }] }] }];
    const fromHistory = programDaySession(start, percentDay, ref, builtInExercise, { squat: 105 }, { history, plates: DEFAULT_PLATE_SETUP })!;
    expect(startingLoadGaps(fromHistory, percentDay, builtInExercise).map((gap) => gap.exerciseId)).toEqual(['curl-halteres']);
    const given = programDaySession(start, percentDay, ref, builtInExercise, {}, { history: [], plates: DEFAULT_PLATE_SETUP, starting: { squat: { kind: 'rm', kg: 100 }, 'curl-halteres': { kind: 'travail', kg: 12 } } })!;
    expect(startingLoadGaps(given, percentDay, builtInExercise)).toEqual([]);
    // 70 % of 100 kg on the bar, five fives; the curls at the dumbbells given, reps at the bottom of the range.
    expect(given.exercises[0]!.sets.map((set) => [set.weightKg, set.reps])).toEqual(Array.from({ length: 5 }, () => [70, 5]));
    expect(given.exercises[0]!.coaching).toMatchObject({ reason: 'premiere' });
    expect(given.exercises[1]!.sets.map((set) => [set.weightKg, set.reps])).toEqual(Array.from({ length: 3 }, () => [12, 8]));
  });

  it('lists, for the program’s page, each exercise whose loads still come from a starting load, the next day’s first', () => {
    const twoDays = { weeks: [{ days: [{ name: 'Séance B', exercises: [{ exerciseId: 'developpe-couche', sets: 3, reps: 6, percent1RM: 75, restSec: 120 }, percentDay.weeks[0]!.days[0]!.exercises[0]!] }, ...percentDay.weeks[0]!.days] }] };
    const slots = programStartingLoads(twoDays, { week: 1, dayIndex: 1 }, builtInExercise, [], { squat: { kind: 'rm', kg: 100 } }, ['curl-halteres']);
    // The loads written in kg (the row) and the unloaded push-ups take none; the squat once, with the next day's 70 %.
    expect(slots.map((slot) => [slot.exerciseId, slot.percent1RM, slot.reps, slot.given, slot.declined])).toEqual([
      ['squat', 70, 5, { kind: 'rm', kg: 100 }, false],
      ['curl-halteres', undefined, 8, null, true],
      ['developpe-couche', 75, 6, null, false],
    ]);
    // Once a work set of it is lifted, the rule goes on from it: no starting load to give; a warm-up alone does not count.
    const lifted: PastSession[] = [
      { id: 'h', date: '2026-03-13', prs: [], exercises: [{ exerciseId: 'squat', sets: [{ reps: 5, weightKg: 90, done: true, kind: 'normale' }] }] },
      { id: 'w', date: '2026-03-12', prs: [], exercises: [{ exerciseId: 'curl-halteres', sets: [{ reps: 10, weightKg: 6, done: true, kind: 'echauffement' }] }] },
    ];
    expect(programStartingLoads(twoDays, null, builtInExercise, lifted, {}, []).map((slot) => slot.exerciseId)).toEqual(['developpe-couche', 'curl-halteres']);
  });

  it('fills a fresh session with the loads given, as a session opened with them would be, ids kept', () => {
    const session = programDaySession(start, percentDay, ref, builtInExercise, {})!;
    const gaps = startingLoadGaps(session, percentDay, builtInExercise);
    const starting = { squat: { kind: 'rm' as const, kg: 101 } };
    const filled = withStartingLoads(session, gaps, starting, DEFAULT_PLATE_SETUP, 9_000);
    const opened = programDaySession(start, percentDay, ref, builtInExercise, {}, { history: [], plates: DEFAULT_PLATE_SETUP, starting })!;
    const [squat, curl] = filled.exercises;
    // 70.7 kg rounded to what the usual bar and discs load.
    expect(squat!.sets.map((set) => set.weightKg)).toEqual(opened.exercises[0]!.sets.map((set) => set.weightKg));
    expect(squat!.sets[0]!.weightKg).toBe(70);
    expect(squat!.target).toEqual(opened.exercises[0]!.target);
    expect(squat!.sets.map((set) => set.id)).toEqual(session.exercises[0]!.sets.map((set) => set.id));
    expect(squat!.id).toBe(session.exercises[0]!.id);
    expect(filled.updatedAt).toBe(9_000);
    // Nothing given for the curls: they stay as they were.
    expect(curl).toEqual(session.exercises[1]);
    expect(withStartingLoads(session, gaps, {}, DEFAULT_PLATE_SETUP, 9_000)).toBe(session);
  });

  it('shows the given 1RM on the program page: %1RM loads in kg and the next loads', () => {
    const { oneRms, nextLoads } = programLoads(percentDay, { week: 1, dayIndex: 0 }, builtInExercise, [], DEFAULT_PLATE_SETUP, { squat: { kind: 'rm', kg: 100 } });
    expect(oneRms).toEqual({ squat: 100 });
    expect(nextLoads!.exercises.find((load) => load.exerciseId === 'squat')).toMatchObject({ weightKg: 70, reps: [5, 5, 5, 5, 5] });
    expect(nextLoads!.exercises.find((load) => load.exerciseId === 'curl-halteres')!.weightKg).toBeUndefined();
  });
});
