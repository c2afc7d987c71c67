import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exerciseGuide, exerciseGuideSchema } from './exercise-guides.ts';
import { EXERCISES } from './exercises.ts';

const guides = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../../locales/fr/exercise-guides.json'), 'utf8'),
) as Record<string, unknown>;

describe('exercise guides', () => {
  it('gives every catalogue exercise a complete guide: set-up, execution, breathing, 2 to 4 cues, mistakes', () => {
    const incomplete = EXERCISES.filter((exercise) => !exerciseGuideSchema.safeParse(guides[exercise.id]).success).map((e) => e.id);
    expect(incomplete).toEqual([]);
  });

  it('has no guide for an exercise the catalogue lacks', () => {
    const ids = new Set(EXERCISES.map((exercise) => exercise.id));
    expect(Object.keys(guides).filter((key) => !ids.has(key))).toEqual([]);
  });

  it('finds a guide by id and refuses unknown ids, inherited properties and broken entries', () => {
    expect(exerciseGuide(guides, 'squat')?.cues.length).toBeGreaterThanOrEqual(2);
    expect(exerciseGuide(guides, 'inconnu')).toBeNull();
    expect(exerciseGuide(guides, 'toString')).toBeNull();
    expect(exerciseGuide({ squat: { setup: 'x', execution: 'y', breathing: 'z', cues: ['un'], mistakes: ['a'] } }, 'squat')).toBeNull();
    expect(exerciseGuide(null, 'squat')).toBeNull();
  });

  it('writes the cues of one exercise once each', () => {
    for (const exercise of EXERCISES) {
      const guide = exerciseGuide(guides, exercise.id)!;
      expect(new Set(guide.cues).size, exercise.id).toBe(guide.cues.length);
    }
  });
});
