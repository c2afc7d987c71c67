import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { builtInExercise, canDo, EXERCISES } from './exercises.ts';
import { normalizeForSearch } from './search.ts';
import { POOLS } from './slots.ts';
import { EQUIPMENT, EXERCISE_KINDS, EXERCISE_MEASURES, MUSCLES, type Equipment } from './types.ts';

describe('EXERCISES', () => {
  it('holds at least 150 exercises with unique, stable kebab-case ASCII ids', () => {
    expect(EXERCISES.length).toBeGreaterThanOrEqual(150);
    const ids = EXERCISES.map((exercise) => exercise.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has unique French names, even once accents and case are ignored', () => {
    const names = EXERCISES.map((exercise) => normalizeForSearch(exercise.name));
    expect(new Set(names).size).toBe(names.length);
    expect(EXERCISES.map((exercise) => exercise.name)).toEqual(
      expect.arrayContaining(['Développé couché', 'Soulevé de terre', 'Tirage vertical', 'Fentes bulgares', 'Gainage', 'Burpees', 'Rameur']),
    );
  });

  it('lists muscles (primary first) and equipment without repeats, from the allowed values', () => {
    for (const exercise of EXERCISES) {
      expect(exercise.muscles.length, exercise.id).toBeGreaterThan(0);
      expect(new Set(exercise.muscles).size, exercise.id).toBe(exercise.muscles.length);
      for (const muscle of exercise.muscles) expect(MUSCLES).toContain(muscle);
      expect(exercise.equipment.length, exercise.id).toBeGreaterThan(0);
      expect(new Set(exercise.equipment).size, exercise.id).toBe(exercise.equipment.length);
      for (const item of exercise.equipment) expect(EQUIPMENT).toContain(item);
      // `poids-du-corps` means "nothing else needed", so it never sits next to other equipment.
      if (exercise.equipment.includes('poids-du-corps')) expect(exercise.equipment, exercise.id).toEqual(['poids-du-corps']);
      expect(EXERCISE_KINDS).toContain(exercise.kind);
      expect(EXERCISE_MEASURES).toContain(exercise.measure);
    }
  });

  it('uses every muscle, every piece of equipment, every kind and every measure', () => {
    expect(new Set(EXERCISES.flatMap((exercise) => exercise.muscles))).toEqual(new Set(MUSCLES));
    expect(new Set(EXERCISES.flatMap((exercise) => exercise.equipment))).toEqual(new Set(EQUIPMENT));
    expect(new Set(EXERCISES.map((exercise) => exercise.kind))).toEqual(new Set(EXERCISE_KINDS));
    expect(new Set(EXERCISES.map((exercise) => exercise.measure))).toEqual(new Set(EXERCISE_MEASURES));
  });

  it('covers each family of equipment with several exercises, and mobility', () => {
    const using = (item: Equipment) => EXERCISES.filter((exercise) => exercise.equipment.includes(item)).length;
    for (const item of ['barre', 'halteres', 'kettlebell', 'machine', 'poulie', 'poids-du-corps', 'elastique'] as const) {
      expect(using(item), item).toBeGreaterThanOrEqual(8);
    }
    expect(EXERCISES.filter((exercise) => exercise.kind === 'mobilite').length).toBeGreaterThanOrEqual(10);
    expect(EXERCISES.filter((exercise) => exercise.kind === 'cardio').length).toBeGreaterThanOrEqual(10);
  });

  it('measures cardio by time or distance, and loaded exercises with a load', () => {
    for (const exercise of EXERCISES) {
      if (exercise.measure === 'charge-reps') expect(exercise.equipment, exercise.id).not.toEqual(['poids-du-corps']);
      if (exercise.measure === 'distance-duree') expect(exercise.kind, exercise.id).toBe('cardio');
    }
  });

  it('is plain data, small enough to ship to the exercise picker', () => {
    for (const exercise of EXERCISES) {
      expect(Object.values(exercise).some((value) => typeof value === 'function')).toBe(false);
    }
    const source = readFileSync(new URL('./exercises.ts', import.meta.url));
    expect(gzipSync(source).length).toBeLessThan(8_000);
  });

  it('finds an exercise by id, and knows the body needs no equipment', () => {
    expect(builtInExercise('developpe-couche')?.name).toBe('Développé couché');
    expect(builtInExercise('inconnu')).toBeUndefined();
    expect(canDo(builtInExercise('pompes')!, [])).toBe(true);
    expect(canDo(builtInExercise('developpe-couche')!, ['barre'])).toBe(false);
    expect(canDo(builtInExercise('developpe-couche')!, ['barre', 'banc'])).toBe(true);
  });

  it('builds the assistant from exercises that exist', () => {
    for (const [pattern, ids] of Object.entries(POOLS)) {
      for (const id of ids) expect(builtInExercise(id), `${pattern}: ${id}`).toBeDefined();
      expect(new Set(ids).size, pattern).toBe(ids.length);
    }
  });
});
