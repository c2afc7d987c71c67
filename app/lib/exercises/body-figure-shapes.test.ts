import { describe, expect, it } from 'vitest';
import { BODY_MUSCLES } from '#app/lib/training/muscle-volume.ts';
import { MUSCLES } from '#app/lib/training/types.ts';
import { BACK, FRONT } from './body-figure-shapes.ts';

describe('body figure', () => {
  it('has a region for every muscle group of the catalogue (cardio is an effort, not a region)', () => {
    const drawn = new Set([...FRONT, ...BACK].map((region) => region.muscle));
    expect(BODY_MUSCLES.filter((muscle) => !drawn.has(muscle))).toEqual([]);
    expect(MUSCLES.filter((muscle) => !drawn.has(muscle as never))).toEqual(['cardio']);
  });

  it('draws each muscle at most once per view', () => {
    for (const view of [FRONT, BACK]) expect(new Set(view.map((r) => r.muscle)).size).toBe(view.length);
  });
});
