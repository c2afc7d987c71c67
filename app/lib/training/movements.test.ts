import { describe, expect, it } from 'vitest';
import { builtInExercise, EXERCISES } from './exercises.ts';
import { equivalentExercises, MOVEMENT_LISTS, movementOf } from './movements.ts';
import type { Exercise } from './types.ts';

const ids = (list: readonly Exercise[]) => list.map((exercise) => exercise.id);

describe('movements', () => {
  it('puts every catalogue exercise in exactly one movement, and nothing else', () => {
    const listed = Object.values(MOVEMENT_LISTS).flat();
    expect(listed.length).toBe(new Set(listed).size);
    expect(EXERCISES.filter((exercise) => movementOf(exercise.id) === undefined).map((e) => e.id)).toEqual([]);
    expect(listed.filter((id) => !builtInExercise(id))).toEqual([]);
  });
});

describe('equivalentExercises', () => {
  const squat = builtInExercise('squat')!;

  it('offers the same movement with the same main muscle, never the exercise itself', () => {
    const all = ids(equivalentExercises(squat, null));
    expect(all).toEqual(expect.arrayContaining(['squat-avant', 'squat-goblet', 'presse-a-cuisses', 'squat-poids-du-corps']));
    expect(all).not.toContain('squat');
    // Quadriceps first, but another movement.
    expect(all).not.toContain('leg-extension');
    expect(all).not.toContain('fentes-avant');
    // Squat movement, another main muscle (adducteurs).
    expect(all).not.toContain('squat-sumo-haltere');
  });

  it("keeps only what the person's equipment allows, bodyweight always", () => {
    const atHome = ids(equivalentExercises(squat, ['halteres']));
    expect(atHome).toEqual(expect.arrayContaining(['squat-goblet', 'squat-poids-du-corps', 'pistol-squat', 'chaise']));
    expect(atHome).not.toContain('squat-avant');
    expect(atHome).not.toContain('presse-a-cuisses');
    expect(atHome).not.toContain('squat-goblet-kettlebell');
  });

  it("matches a personal exercise by kind and main muscle", () => {
    const personal: Exercise = { id: 'Ab12cd', name: 'Presse de mon club', muscles: ['pectoraux', 'triceps'], equipment: ['machine'], kind: 'force', measure: 'charge-reps' };
    const found = ids(equivalentExercises(personal, null));
    expect(found).toEqual(expect.arrayContaining(['developpe-couche', 'pec-deck']));
    expect(found).not.toContain('etirement-pectoraux');
    expect(found.every((id) => builtInExercise(id)!.muscles[0] === 'pectoraux')).toBe(true);
  });
});
