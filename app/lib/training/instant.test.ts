import { describe, expect, it } from 'vitest';
import { canDo } from './exercises.ts';
import { generateInstantWorkout, INSTANT_MINUTES_RANGE, type InstantWorkoutOptions } from './instant.ts';
import { estimateWorkSeconds, warmUpSeconds } from './prescribe.ts';
import { exerciseOf, expectTrainingError, totalSets } from './test-helpers.ts';
import { EQUIPMENT, INSTANT_FOCUSES, LEVELS, PROGRAM_LIMITS, type Equipment, type Exercise, type InstantFocus, type Muscle } from './types.ts';

const EQUIPMENT_SETS: Equipment[][] = [
  [],
  ['halteres'],
  ['kettlebell', 'elastique'],
  ['velo'],
  ['rameur', 'tapis'],
  ['barre', 'banc', 'rack', 'barre-traction'],
  [...EQUIPMENT],
];
const MINUTES = [10, 15, 20, 30, 45, 60, 90];

const combinations: InstantWorkoutOptions[] = INSTANT_FOCUSES.flatMap((focus) =>
  LEVELS.flatMap((level) =>
    EQUIPMENT_SETS.flatMap((equipment) => MINUTES.map((minutes, index) => ({ focus, level, equipment, minutes, seed: index * 11 }))),
  ),
);
const generated = combinations.map((options) => ({ options, workout: generateInstantWorkout(options) }));

function violations(check: (exercises: Exercise[], options: InstantWorkoutOptions) => Iterable<string>): string[] {
  return generated.flatMap(({ options, workout }) =>
    [...check(workout.exercises.map((p) => exerciseOf(p.exerciseId)), options)].map((problem) => `${problem} — ${JSON.stringify(options)}`),
  );
}

const UPPER: readonly Muscle[] = ['pectoraux', 'dos', 'epaules', 'biceps', 'triceps', 'avant-bras'];
const LOWER: readonly Muscle[] = ['quadriceps', 'fessiers', 'ischio-jambiers', 'mollets', 'adducteurs', 'lombaires'];
const fitsFocus: Record<InstantFocus, (exercise: Exercise) => boolean> = {
  'corps-entier': () => true,
  haut: (exercise) => UPPER.includes(exercise.muscles[0]!),
  bas: (exercise) => LOWER.includes(exercise.muscles[0]!),
  gainage: (exercise) => exercise.kind === 'gainage' || ['abdominaux', 'lombaires'].includes(exercise.muscles[0]!),
  cardio: (exercise) => exercise.kind === 'cardio' || exercise.kind === 'pliometrie',
};

describe('generateInstantWorkout — properties', () => {
  it('names the workout in French after its focus and length', () => {
    expect(generateInstantWorkout({ minutes: 30, equipment: [], focus: 'haut', level: 'debutant' }).name).toBe('Séance express haut du corps · 30 min');
  });

  it('uses only available equipment, never repeats an exercise, and sticks to the focus', () => {
    expect(
      violations(function* (exercises, options) {
        const ids = exercises.map((exercise) => exercise.id);
        if (new Set(ids).size !== ids.length) yield `repeats: ${ids.join(', ')}`;
        if (ids.length === 0) yield 'empty';
        for (const exercise of exercises) {
          if (!canDo(exercise, options.equipment)) yield `needs more than the equipment: ${exercise.id}`;
          if (!fitsFocus[options.focus](exercise)) yield `off focus: ${exercise.id}`;
        }
      }),
    ).toEqual([]);
  });

  it('fits the time asked for, warm-up included, within storable bounds', () => {
    const problems = generated.flatMap(({ options, workout }) => {
      const seconds = warmUpSeconds(options.minutes) + estimateWorkSeconds(workout.exercises);
      const bounded = workout.exercises.length <= PROGRAM_LIMITS.maxExercisesPerDay && workout.exercises.every((p) => p.sets >= 1 && p.sets <= PROGRAM_LIMITS.maxSets);
      return seconds <= options.minutes * 60 && bounded ? [] : [`${seconds} s — ${JSON.stringify(options)}`];
    });
    expect(problems).toEqual([]);
  });

  it('does more with more time: a shorter session never has more sets, and offers more exercises when longer', () => {
    const problems: string[] = [];
    for (const focus of INSTANT_FOCUSES) {
      for (const level of LEVELS) {
        for (const equipment of EQUIPMENT_SETS) {
          const workouts = [10, 15, 20, 25, 30, 40, 50, 60, 75, 90].map((minutes) => generateInstantWorkout({ focus, level, equipment, minutes }));
          const sets = workouts.map((workout) => totalSets(workout.exercises));
          const monotone = sets.every((count, index) => index === 0 || count >= sets[index - 1]!);
          if (!monotone || sets[0]! >= sets.at(-1)!) problems.push(JSON.stringify({ focus, level, equipment, sets }));
          if (workouts[0]!.exercises.length > workouts.at(-1)!.exercises.length) problems.push(`fewer exercises when longer: ${focus}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('spreads a short session over several exercises rather than piling sets on one', () => {
    const workout = generateInstantWorkout({ minutes: 20, equipment: [], focus: 'corps-entier', level: 'intermediaire' });
    expect(workout.exercises.length).toBeGreaterThanOrEqual(3);
    expect(workout.exercises.every((p) => p.sets === 2)).toBe(true);
  });

  it('does cardio as intervals, on a machine when there is one', () => {
    const workout = generateInstantWorkout({ minutes: 30, equipment: ['rameur'], focus: 'cardio', level: 'avance', seed: 3 });
    const rowing = workout.exercises.find((p) => p.exerciseId === 'rameur');
    expect(rowing).toMatchObject({ durationSec: 70 });
    expect(rowing!.sets).toBeGreaterThanOrEqual(2);
    for (const prescription of workout.exercises) expect(prescription.restSec).toBeLessThanOrEqual(30);
  });

  it('is deterministic for the same options and seed, and varies with the seed', () => {
    for (const { options, workout } of generated.filter((_, index) => index % 7 === 0)) {
      expect(generateInstantWorkout(options)).toEqual(workout);
    }
    const options: InstantWorkoutOptions = { minutes: 45, equipment: [...EQUIPMENT], focus: 'haut', level: 'intermediaire' };
    const variants = new Set(Array.from({ length: 10 }, (_, seed) => JSON.stringify(generateInstantWorkout({ ...options, seed }))));
    expect(variants.size).toBeGreaterThan(1);
  });
});

describe('generateInstantWorkout — bad options', () => {
  const valid: InstantWorkoutOptions = { minutes: 30, equipment: [], focus: 'gainage', level: 'debutant' };

  it('throws French errors', () => {
    for (const minutes of [9, 91, 12.5, Number.NaN]) {
      expectTrainingError(() => generateInstantWorkout({ ...valid, minutes }), 'sessionMinutes', INSTANT_MINUTES_RANGE);
    }
    expectTrainingError(() => generateInstantWorkout({ ...valid, focus: 'bras' as never }), 'focus', { value: 'bras' });
    expectTrainingError(() => generateInstantWorkout({ ...valid, level: 'pro' as never }), 'level', { value: 'pro' });
    expectTrainingError(() => generateInstantWorkout({ ...valid, equipment: ['banc', 'tapis-de-sol' as never] }), 'equipment', { value: 'tapis-de-sol' });
    expectTrainingError(() => generateInstantWorkout({ ...valid, seed: Number.NaN }), 'seed');
  });
});
