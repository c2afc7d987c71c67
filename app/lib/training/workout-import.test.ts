import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectTrainingError } from './test-helpers.ts';
import { applyExerciseMapping, isDuplicate, parseStrongDuration, parseWorkoutDate, parseWorkoutFile, previewImport } from './workout-import.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../tests/fixtures/workouts/${name}`, import.meta.url), 'utf8');

describe('parseWorkoutFile: Strong', () => {
  const file = parseWorkoutFile(fixture('strong.csv'));

  it('detects Strong and groups rows into workouts and exercises', () => {
    expect(file.format).toBe('strong');
    expect(file.workouts.map((workout) => [workout.title, workout.startedAt, workout.durationSec])).toEqual([
      ['Push, lourd', '2024-03-04T18:02:11', 72 * 60],
      ['Jambes', '2024-03-07T07:15:03', 45 * 60],
    ]);
    expect(file.workouts[0]!.exercises.map((exercise) => [exercise.sourceName, exercise.sets.length])).toEqual([
      ['Bench Press (Barbell)', 5],
      ['Triceps Pushdown (Cable - Straight Bar)', 3],
      ['Plank', 1],
    ]);
    expect(file.exerciseNames).toEqual([
      'Bench Press (Barbell)',
      'Triceps Pushdown (Cable - Straight Bar)',
      'Plank',
      'Squat (Barbell)',
      'Running (Treadmill)',
      'Leg Press, Narrow Stance (Machine)',
    ]);
  });

  it('reads W, D and F set orders, RPE, quoted notes and workout notes, and skips rest timers', () => {
    const [workout] = file.workouts;
    const bench = workout!.exercises[0]!;
    expect(bench.sets.map((set) => [set.kind, set.weightKg, set.reps, set.rpe])).toEqual([
      ['echauffement', 60, 8, undefined],
      ['normale', 100, 5, 8],
      ['normale', 100, 5, 8.5],
      ['normale', 100, 4, 9.5],
      ['degressive', 80, 8, undefined],
    ]);
    expect(bench.notes).toBe('Pause d\'1 s, "touch and go" interdit');
    expect(workout!.notes).toBe('Bonne séance, épaule OK');
    expect(workout!.exercises[1]!.sets.map((set) => set.kind)).toEqual(['normale', 'normale', 'echec']);
    expect(workout!.exercises[2]!.sets[0]).toEqual({ kind: 'normale', reps: 0, weightKg: 0, done: true, durationSec: 65 });
  });

  it('reads 12-hour times with the narrow no-break space, distances, and names with commas', () => {
    const legs = file.workouts[1]!;
    expect(legs.date).toBe('2024-03-07');
    expect(legs.exercises.find((exercise) => exercise.sourceName === 'Running (Treadmill)')!.sets[0]).toMatchObject({ distanceM: 2500, durationSec: 900 });
    expect(legs.exercises.at(-1)!.sourceName).toBe('Leg Press, Narrow Stance (Machine)');
  });

  it('skips an unreadable row with its line in French and keeps the rest', () => {
    expect(file.problems.map((problem) => problem.message)).toEqual(['Ligne 14\u00a0: «\u202fcent\u202f» n’est pas un nombre valable pour Weight, ligne ignorée.']);
    expect(file.workouts[1]!.exercises[0]!.sets.map((set) => set.weightKg)).toEqual([120, 122.5]);
  });

  it('converts pounds and miles when the person says the file is in them', () => {
    const inPounds = parseWorkoutFile(fixture('strong.csv'), { weightUnit: 'lbs', distanceUnit: 'mi' });
    expect(inPounds.workouts[0]!.exercises[0]!.sets[1]!.weightKg).toBe(45.36);
    expect(inPounds.workouts[1]!.exercises[1]!.sets[0]!.distanceM).toBe(4023);
  });

  it('reads the older semicolon files with their own unit columns and decimal commas', () => {
    const old = parseWorkoutFile(fixture('strong-2019.csv'));
    expect(old.format).toBe('strong');
    const [workout] = old.workouts;
    expect(workout).toMatchObject({ title: 'Leg', startedAt: '2019-01-11T12:31:54', durationSec: 62 * 60 });
    expect(workout!.exercises[0]!.sets.map((set) => set.weightKg)).toEqual([102.06, 102.06]);
    expect(workout!.exercises[1]!.sets[0]).toEqual({ kind: 'normale', reps: 0, weightKg: 0, done: true, durationSec: 1200, distanceM: 4989 });
  });
});

describe('parseWorkoutFile: Hevy', () => {
  it('detects Hevy, maps set types, supersets, notes and the duration from start and end', () => {
    const file = parseWorkoutFile(fixture('hevy.csv'));
    expect(file.format).toBe('hevy');
    expect(file.problems).toEqual([]);
    const [upper, cardio, again] = file.workouts;
    expect(upper).toMatchObject({ title: 'Upper A', date: '2025-07-26', startedAt: '2025-07-26T07:06:00', durationSec: 65 * 60, notes: 'Sommeil court, "mais" motivé' });
    expect(upper!.exercises.map((exercise) => [exercise.sourceName, exercise.supersetGroup, exercise.sets.map((set) => set.kind)])).toEqual([
      ['Bench Press (Barbell)', undefined, ['echauffement', 'normale', 'echec']],
      ['Pull Up', '0', ['normale', 'normale']],
      ['Lateral Raise (Dumbbell)', '0', ['normale', 'degressive']],
    ]);
    expect(upper!.exercises[0]!.notes).toBe('Prise 1,5x largeur');
    expect(upper!.exercises[0]!.sets[2]).toEqual({ kind: 'echec', reps: 4, weightKg: 102.5, done: true, rpe: 10 });
    expect(upper!.exercises[1]!.sets[0]).toEqual({ kind: 'normale', reps: 8, weightKg: 0, done: true });
    expect(cardio!.exercises[0]!.sets[0]).toEqual({ kind: 'normale', reps: 0, weightKg: 0, done: true, durationSec: 1500, distanceM: 5200 });
    // A workout without an end time has no duration; same title, another start: another workout.
    expect(again).toMatchObject({ startedAt: '2025-07-31T07:02:00' });
    expect(again!.durationSec).toBeUndefined();
  });

  it('converts weight_lbs and distance_miles, with CRLF and unquoted cells', () => {
    const file = parseWorkoutFile(fixture('hevy-lbs.csv'));
    const [workout] = file.workouts;
    expect(workout!.title).toBe('Week 12 - Lower - Strength');
    expect(workout!.exercises[0]!.sets.map((set) => [set.kind, set.weightKg, set.rpe])).toEqual([
      ['echauffement', 45.36, undefined],
      ['normale', 61.23, 7.5],
    ]);
    expect(workout!.exercises[1]!.sets[0]).toMatchObject({ distanceM: 2414, durationSec: 720 });
  });
});

describe('parseWorkoutFile: refusals in French', () => {
  it('refuses an empty file, another CSV, an unclosed quote, a file without sets', () => {
    expectTrainingError(() => parseWorkoutFile(''), 'importEmpty');
    expectTrainingError(() => parseWorkoutFile('\uFEFF\r\n'), 'importEmpty');
    expectTrainingError(() => parseWorkoutFile('id,date,weightKg\r\na,2025-01-01,70\r\n'), 'importFormat');
    expectTrainingError(() => parseWorkoutFile('title,start_time,exercise_title,set_index,set_type,reps,weight_kg\n"Upper,x,y'), 'importQuote', { line: 2 });
    expectTrainingError(() => parseWorkoutFile('Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n'), 'importNoSet');
  });

  it('reports a bad date, a bad set order and a missing exercise name, line by line', () => {
    const file = parseWorkoutFile(
      'Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n' +
        'hier,A,Squat (Barbell),1,100,5\n' +
        '2024-02-30 10:00:00,A,Squat (Barbell),1,100,5\n' +
        '2024-02-01 10:00:00,A,Squat (Barbell),X,100,5\n' +
        '2024-02-01 10:00:00,A,,1,100,5\n' +
        '2024-02-01 10:00:00,A,Squat (Barbell),1,100,5.5\n' +
        '2024-02-01 10:00:00,A,Squat (Barbell),2,100,5\n',
    );
    expect(file.problems.map((problem) => problem.key)).toEqual([
      'programs:errors.importDate',
      'programs:errors.importDate',
      'programs:errors.importSetOrder',
      'programs:errors.importExercise',
      'programs:errors.importNumber',
    ]);
    expect(file.problems.map((problem) => problem.params.line)).toEqual([2, 3, 4, 5, 6]);
    expect(file.workouts).toHaveLength(1);
  });
});

describe('dates and durations', () => {
  it.each([
    ['2024-08-24 17:30:00', '2024-08-24T17:30:00'],
    ['2024-08-24 5:30:00\u202fPM', '2024-08-24T17:30:00'],
    ['2024-08-24 12:05:00 am', '2024-08-24T00:05:00'],
    ['26 Jul 2025, 07:06', '2025-07-26T07:06:00'],
    ['1 September 2025, 7:06 PM', '2025-09-01T19:06:00'],
    ['31 Feb 2025, 07:06', undefined],
    ['2025-07-26', undefined],
  ])('%j → %j', (text, expected) => {
    expect(parseWorkoutDate(text)).toBe(expected);
  });

  it('reads Strong durations', () => {
    expect(parseStrongDuration('1h 5m')).toBe(3900);
    expect(parseStrongDuration('45m')).toBe(2700);
    expect(parseStrongDuration('2h')).toBe(7200);
    expect(parseStrongDuration('50s')).toBe(50);
    expect(parseStrongDuration('')).toBeUndefined();
    expect(parseStrongDuration('longtemps')).toBeUndefined();
  });
});

describe('previewImport and duplicates', () => {
  const { workouts } = parseWorkoutFile(fixture('hevy.csv'));

  it('counts sessions, sets and the date range, and finds what is already here', () => {
    const preview = previewImport(workouts, [{ title: 'upper a', date: '2025-07-26', startedAt: '2025-07-26T07:06:30' }]);
    expect(preview).toEqual({ sessions: 3, firstDate: '2025-07-26', lastDate: '2025-07-31', sets: 9, duplicates: [0] });
  });

  it('matches on the day when the session here has no start time, and finds repeats within the file', () => {
    expect(isDuplicate(workouts[1]!, [{ title: 'Cardio', date: '2025-07-28' }])).toBe(true);
    expect(isDuplicate(workouts[1]!, [{ title: 'Cardio', date: '2025-07-29' }])).toBe(false);
    expect(previewImport(workouts, [{ title: 'cardio', date: '2025-07-28' }]).duplicates).toEqual([1]);
    expect(previewImport(workouts, [{ title: 'Cardio', date: '2025-07-29' }]).duplicates).toEqual([]);
    expect(previewImport([...workouts, workouts[1]!], []).duplicates).toEqual([3]);
    expect(previewImport([], [])).toEqual({ sessions: 0, sets: 0, duplicates: [] });
  });
});

describe('applyExerciseMapping', () => {
  const { workouts } = parseWorkoutFile(fixture('hevy.csv'));
  const mapping = { 'Bench Press (Barbell)': 'developpe-couche', 'Pull Up': 'tractions', 'Lateral Raise (Dumbbell)': 'elevations-laterales', 'Rowing Machine': 'rameur' };

  it('puts catalogue ids in place of the names and keeps everything else', () => {
    const [upper] = applyExerciseMapping(workouts, mapping);
    expect(upper!.exercises.map((exercise) => exercise.exerciseId)).toEqual(['developpe-couche', 'tractions', 'elevations-laterales']);
    expect(upper!.exercises[0]).not.toHaveProperty('sourceName');
    expect(upper!.exercises[0]!.notes).toBe('Prise 1,5x largeur');
  });

  it('names the exercise left without a choice', () => {
    expectTrainingError(() => applyExerciseMapping(workouts, { ...mapping, 'Rowing Machine': '' }), 'importUnmapped', { name: 'Rowing Machine' });
    expectTrainingError(() => applyExerciseMapping(workouts, { 'Bench Press (Barbell)': 'developpe-couche' }), 'importUnmapped', { name: 'Pull Up' });
  });
});
