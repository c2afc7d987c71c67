import { describe, expect, it } from 'vitest';
import { ALIASED_EXERCISE_IDS, suggestExercises } from './exercise-aliases.ts';
import { builtInExercise, EXERCISES } from './exercises.ts';
import type { Exercise } from './types.ts';

const first = (name: string, catalogue?: readonly Exercise[]) => suggestExercises(name, catalogue)[0];

describe('suggestExercises', () => {
  it('every alias points at a catalogue exercise', () => {
    for (const id of ALIASED_EXERCISE_IDS) expect(builtInExercise(id), id).toBeDefined();
  });

  it.each([
    ['Bench Press (Barbell)', 'developpe-couche'],
    ['Squat (Barbell)', 'squat'],
    ['Deadlift (Barbell)', 'souleve-de-terre'],
    ['Pull Up', 'tractions'],
    ['Lat Pulldown (Cable)', 'tirage-vertical'],
    ['Overhead Press (Barbell)', 'developpe-militaire'],
    ['Triceps Pushdown (Cable - Straight Bar)', 'extension-triceps-poulie'],
    ['Lying Leg Curl (Machine)', 'leg-curl-allonge'],
    ['Rowing Machine', 'rameur'],
    ['Running (Treadmill)', 'course-tapis'],
    ['bench press (BARBELL)', 'developpe-couche'],
  ])('%s → %s from the alias table', (name, id) => {
    expect(first(name)).toEqual({ exerciseId: id, score: 1, match: 'alias' });
  });

  it('offers close variants by shared words, best first', () => {
    const smith = suggestExercises('Incline Bench Press (Smith Machine)');
    expect(smith[0]).toMatchObject({ exerciseId: 'developpe-incline', match: 'approchant' });
    expect(smith[0]!.score).toBeLessThan(1);
    expect(first('Leg Press, Narrow Stance (Machine)')).toMatchObject({ exerciseId: 'presse-a-cuisses', match: 'approchant' });
    expect(suggestExercises('Bench Press (Barbell)').length).toBeGreaterThan(1);
    expect(suggestExercises('Bench Press (Barbell)').length).toBeLessThanOrEqual(3);
  });

  it('finds French names and the person’s own exercises by name', () => {
    expect(first('Développé couché')).toEqual({ exerciseId: 'developpe-couche', score: 1, match: 'nom' });
    expect(first('Developpe couche (Barre)')).toMatchObject({ exerciseId: 'developpe-couche', match: 'approchant' });
    const own: Exercise = { id: 'perso-landmine', name: 'Landmine Press', muscles: ['epaules'], equipment: ['barre'], kind: 'force', measure: 'charge-reps' };
    expect(first('Landmine Press', [...EXERCISES, own])).toEqual({ exerciseId: 'perso-landmine', score: 1, match: 'nom' });
  });

  it('suggests nothing when nothing is close, and nothing outside the catalogue given', () => {
    expect(suggestExercises('Zercher Carry Quadrathlon')).toEqual([]);
    expect(suggestExercises('Bench Press (Barbell)', [builtInExercise('squat')!])).toEqual([]);
  });
});
