import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { historySessionOf, sessionInputFrom, SESSION_LIMITS, type HistorySession, type Session } from '#app/lib/data/sessions.ts';
import { builtInExercise, EXERCISES, parseWorkoutFile, type ImportedWorkout } from '#app/lib/training/index.ts';
import { batchesOf, existingOf, initialChoices, instantOf, latestSessionDay, planImport, undecidedNames, wallClockOf, withRecords, type PlanOptions } from './import-model.ts';

const hevy = parseWorkoutFile(readFileSync(new URL('../../../tests/fixtures/workouts/hevy.csv', import.meta.url), 'utf8'));
const nameOf = (id: string) => builtInExercise(id)?.name ?? id;
const choices = { 'Bench Press (Barbell)': 'developpe-couche', 'Pull Up': 'tractions', 'Lateral Raise (Dumbbell)': 'elevations-laterales', 'Rowing Machine': 'rameur' };
// When the tests' imports run: after every workout of their files.
const NOW = Date.parse('2026-11-23T09:00:00Z');
const options = (over: Partial<PlanOptions> = {}): PlanOptions => ({
  choices,
  history: [],
  includeDuplicates: false,
  alreadyImported: new Set(),
  nameOf,
  defaultTitle: 'Séance importée',
  now: 5_000,
  latestDay: latestSessionDay(NOW),
  ...over,
});

/** A finished session already here: one bench exercise. */
function here(id: string, date: string, time: string, sets: { reps: number; weightKg: number }[], title = 'Upper A'): HistorySession {
  const startedAt = instantOf(`${date}T${time}`);
  const session: Session = {
    id,
    title,
    date,
    startedAt,
    endedAt: startedAt + 3_600_000,
    durationSec: 3600,
    status: 'terminee',
    exercises: [
      {
        id: `${id}e`,
        exerciseId: 'developpe-couche',
        name: 'Développé couché',
        sets: sets.map((set, index) => ({ id: `${id}s${index}`, kind: 'normale', ...set, done: true, updatedAt: 1 })),
        updatedAt: 1,
      },
    ],
    notes: '',
    volumeKg: 0,
    prs: [],
    updatedAt: 1,
  };
  return historySessionOf(session);
}

describe('initialChoices', () => {
  it('picks the best suggestion of each name and leaves a name with none undecided', () => {
    const names = ['Bench Press (Barbell)', 'Pull Up', 'Zercher Carry Thing'];
    const picked = initialChoices(names, EXERCISES);
    expect(picked).toMatchObject({ 'Bench Press (Barbell)': 'developpe-couche', 'Pull Up': 'tractions' });
    expect(undecidedNames(names, picked)).toEqual(['Zercher Carry Thing']);
    // "Ignore" is a decision.
    expect(undecidedNames(names, { ...picked, 'Zercher Carry Thing': null })).toEqual([]);
  });
});

describe('wall clocks', () => {
  it('reads a file time in this zone and writes it back the same, to the minute', () => {
    expect(wallClockOf(instantOf('2025-07-26T07:06:00'))).toBe('2025-07-26T07:06');
  });
});

describe('planImport', () => {
  it('turns workouts into finished sessions, oldest first, with names, done sets, volume and the file’s times', () => {
    const plan = planImport(hevy.workouts, options());
    expect(plan).toMatchObject({ duplicates: 0, skipped: [], sets: 9, firstDate: '2025-07-26', lastDate: '2025-07-31' });
    expect(plan.planned.map(({ session }) => session.date)).toEqual(['2025-07-26', '2025-07-28', '2025-07-31']);
    const upper = plan.planned[0]!.session;
    expect(upper).toMatchObject({ title: 'Upper A', status: 'terminee', durationSec: 3900, notes: 'Sommeil court, "mais" motivé', startedAt: instantOf('2025-07-26T07:06:00') });
    expect(upper.endedAt).toBe(upper.startedAt + 3_900_000);
    expect(upper.exercises.map((entry) => [entry.exerciseId, entry.name, entry.supersetGroup])).toEqual([
      ['developpe-couche', 'Développé couché', undefined],
      ['tractions', nameOf('tractions'), '0'],
      ['elevations-laterales', nameOf('elevations-laterales'), '0'],
    ]);
    expect(upper.exercises.flatMap((entry) => entry.sets).every((set) => set.done && set.updatedAt === 5_000)).toBe(true);
    // Warm-up left out: 102.5 × 5 + 102.5 × 4 + pull-ups at 0 kg + 10 × 15 + 6 × 12.
    expect(upper.volumeKg).toBe(102.5 * 9 + 150 + 72);
    expect(() => sessionInputFrom(upper)).not.toThrow();
  });

  it('skips duplicates unless asked, and never a workout an interrupted run already wrote', () => {
    const history = [here('h1', '2025-07-26', '07:06', [{ reps: 5, weightKg: 100 }])];
    const plan = planImport(hevy.workouts, options({ history }));
    expect(plan.duplicates).toBe(1);
    expect(plan.skipped).toEqual([{ title: 'Upper A', date: '2025-07-26', reason: 'doublon' }]);
    expect(plan.planned).toHaveLength(2);
    expect(planImport(hevy.workouts, options({ history, includeDuplicates: true })).planned).toHaveLength(3);
    expect(planImport(hevy.workouts, options({ history, includeDuplicates: true, alreadyImported: new Set([0, 1]) })).planned.map((p) => p.source)).toEqual([2]);
  });

  it('refuses, in French, a name left without a choice', () => {
    const { 'Pull Up': _left, ...rest } = choices;
    expect(() => planImport(hevy.workouts, options({ choices: rest }))).toThrow(/Pull Up/);
  });

  it('leaves ignored exercises out, and a workout with none left out whole', () => {
    const plan = planImport(hevy.workouts, options({ choices: { ...choices, 'Rowing Machine': null, 'Pull Up': null } }));
    expect(plan.skipped).toEqual([{ title: 'Cardio', date: '2025-07-28', reason: 'sansExercice' }]);
    expect(plan.planned[0]!.session.exercises.map((entry) => entry.exerciseId)).toEqual(['developpe-couche', 'elevations-laterales']);
    expect(plan.sets).toBe(6);
  });

  it('skips, with the reason, a workout beyond a session’s bounds; gives an untitled one a title', () => {
    const set = { kind: 'normale' as const, reps: 5, weightKg: 50, done: true as const };
    const workout = (title: string, exercises: ImportedWorkout['exercises']): ImportedWorkout => ({ title, date: '2025-01-02', startedAt: '2025-01-02T10:00:00', exercises });
    const workouts = [
      workout('Trop', Array.from({ length: SESSION_LIMITS.exercises + 1 }, () => ({ sourceName: 'Pull Up', sets: [set] }))),
      workout('Séries', [{ sourceName: 'Pull Up', sets: Array.from({ length: SESSION_LIMITS.sets + 1 }, () => set) }]),
      workout('Lourd', [{ sourceName: 'Pull Up', sets: [{ ...set, weightKg: 1200 }] }]),
      workout('', [{ sourceName: 'Pull Up', sets: [{ ...set, rpe: 0 }] }]),
    ];
    const plan = planImport(workouts, options());
    expect(plan.skipped.map((skipped) => [skipped.title, skipped.reason])).toEqual([
      ['Trop', 'tropExercices'],
      ['Séries', 'tropSeries'],
      ['Lourd', 'horsLimites'],
    ]);
    const [kept] = plan.planned;
    expect(kept!.session.title).toBe('Séance importée');
    expect(kept!.session.exercises[0]!.sets[0]).not.toHaveProperty('rpe');
    expect(() => sessionInputFrom(kept!.session)).not.toThrow();
  });

  it('skips a workout dated after tomorrow, which firestore.rules refuse; tomorrow is kept', () => {
    const set = { kind: 'normale' as const, reps: 5, weightKg: 50, done: true as const };
    const workout = (title: string, date: string): ImportedWorkout => ({ title, date, startedAt: `${date}T10:00:00`, exercises: [{ sourceName: 'Pull Up', sets: [set] }] });
    const plan = planImport([workout('Demain', '2025-07-31'), workout('Après-demain', '2025-08-01')], options({ latestDay: latestSessionDay(Date.parse('2025-07-30T12:00:00Z')) }));
    expect(plan.skipped).toEqual([{ title: 'Après-demain', date: '2025-08-01', reason: 'aVenir' }]);
    expect(plan.planned.map(({ session }) => session.title)).toEqual(['Demain']);
  });
});

describe('withRecords', () => {
  it('gives imported sessions their records in date order, and updates those an older import changes', () => {
    // Here: bench 100 × 5 on the 1st of August, then 102.5 × 5 on the 8th (a charge-max then).
    const first = here('h1', '2025-08-01', '18:00', [{ reps: 5, weightKg: 100 }]);
    const second = { ...here('h2', '2025-08-08', '18:00', [{ reps: 5, weightKg: 102.5 }]), prs: [{ exerciseId: 'developpe-couche', kind: 'charge-max' as const, value: 102.5, previous: 100 }] };
    const history = [second, first];
    // Imported, older: the file's bench at 102.5 then 105 in July.
    const plan = planImport(hevy.workouts, options({ history }));
    const { planned, updates } = withRecords(history, plan.planned);
    const [upper, cardio, heavier] = planned.map(({ session }) => session);
    expect(upper!.prs).toEqual([]);
    expect(cardio!.prs).toEqual([]);
    expect(heavier!.prs).toContainEqual({ exerciseId: 'developpe-couche', kind: 'charge-max', value: 105, previous: 102.5 });
    // 102.5 × 5 on the 8th no longer beats anything: July already had 105 and 102.5 × 5.
    expect(updates).toEqual([{ id: 'h2', prs: [] }]);
  });
});

describe('existingOf', () => {
  it('states a session here as the files do: title, day, wall-clock start', () => {
    expect(existingOf([here('h1', '2025-07-26', '07:06', [])])).toEqual([{ title: 'Upper A', date: '2025-07-26', startedAt: '2025-07-26T07:06' }]);
  });
});

describe('batchesOf', () => {
  it('cuts at the write limit and at the weight limit, and keeps an item heavier than the limit alone', () => {
    const items = Array.from({ length: 7 }, (_, index) => index);
    expect(batchesOf(items, () => 1, { writes: 3, bytes: 100 })).toEqual([[0, 1, 2], [3, 4, 5], [6]]);
    expect(batchesOf(items, (item) => (item === 2 ? 500 : 40), { writes: 10, bytes: 100 })).toEqual([[0, 1], [2], [3, 4], [5, 6]]);
    expect(batchesOf([], () => 1)).toEqual([]);
    expect(batchesOf(Array.from({ length: 1201 }, () => 0), () => 10).map((batch) => batch.length)).toEqual([500, 500, 201]);
  });
});
