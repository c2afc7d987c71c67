import { describe, expect, it } from 'vitest';
import { measurementInputSchema } from '#app/lib/firebase/measurements.ts';
// @ts-expect-error -- plain ESM script without type declarations
import { demoMeasurements } from './seed.mjs';

describe('demo measurements', () => {
  const entries = (demoMeasurements as (today: Date) => Record<string, unknown>[])(new Date(2025, 5, 30));

  it('cover three months, one day each, ending today', () => {
    const days = entries.map((e) => e.date as string);
    expect(days[0]).toBe('2025-03-31');
    expect(days.at(-1)).toBe('2025-06-30');
    expect(new Set(days).size).toBe(days.length);
    expect(entries.length).toBeGreaterThanOrEqual(24);
  });

  it('each passes the app schema (what firestore.rules also demand)', () => {
    for (const { createdAt: _c, updatedAt: _u, ...input } of entries) {
      expect(measurementInputSchema.safeParse(input).success, JSON.stringify(input)).toBe(true);
    }
  });

  it('give the Navy indicator something to compute: waist, neck and hips the same day', () => {
    expect(entries.some((e) => e.waistCm !== null && e.neckCm !== null && e.hipsCm !== null)).toBe(true);
  });
});
