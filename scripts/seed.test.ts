import { describe, expect, it } from 'vitest';
import { calendarEntrySchema, programScheduleSchema } from '#app/lib/firebase/calendar.ts';
import { measurementInputSchema } from '#app/lib/firebase/measurements.ts';
import { programSchema } from '#app/lib/firebase/programs.ts';
// @ts-expect-error -- plain ESM script without type declarations
import { demoCalendar, demoMeasurements } from './seed.mjs';

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

describe('demo calendar', () => {
  type Doc = Record<string, unknown>;
  // Wednesday 25 November 2026.
  const calendar = (demoCalendar as (today: Date) => { program: Doc; schedule: Doc; entries: Doc[] })(new Date(2026, 10, 25));

  it('passes the app schemas: a program, its schedule from this Monday, entries', () => {
    const { id: _id, createdAt: _c, updatedAt: _u, ...program } = calendar.program;
    expect(programSchema.safeParse(program).success).toBe(true);
    const { updatedAt: _s, ...schedule } = calendar.schedule;
    expect(programScheduleSchema.parse(schedule)).toEqual({ programId: 'demo-full-body', weekdays: [1, 3, 5], startDate: '2026-11-23' });
    for (const { id: _e, createdAt: _ec, updatedAt: _eu, ...entry } of calendar.entries) {
      expect(calendarEntrySchema.safeParse(entry).success, JSON.stringify(entry)).toBe(true);
    }
  });
});
