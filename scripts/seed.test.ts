import { describe, expect, it } from 'vitest';
import { scoresOf } from '#app/lib/firebase/leaderboard.server.ts';
import { measurementInputSchema } from '#app/lib/firebase/measurements.ts';
import { notificationSettingsDoc } from '#app/lib/firebase/notification-settings.ts';
import { inboxItemDoc } from '#app/lib/firebase/notifications.ts';
import { foodLogInputSchema } from '#app/lib/firebase/nutrition.ts';
import { nutritionGoalsInputSchema } from '#app/lib/firebase/nutrition-goals.ts';
import { programSchema } from '#app/lib/firebase/programs.ts';
import { sessionSchema } from '#app/lib/firebase/sessions.ts';
// @ts-expect-error -- plain ESM script without type declarations
import { demoMeasurements, demoTraining } from './seed.mjs';

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

describe('the dashboard demo', () => {
  type Doc = Record<string, unknown> & { id?: string; createdAt?: unknown; updatedAt?: unknown };
  const today = new Date(2026, 10, 25, 9, 0, 0);
  const demo = (demoTraining as (today: Date) => { program: Doc; sessions: Doc[]; foodLogs: Doc[]; goals: Doc; reminders: Doc; inbox: Doc[]; leaderboard: Doc & Record<'semaine' | 'mois' | 'total', unknown> })(today);
  const stored = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: Doc) => rest;

  it('passes the app schemas (what firestore.rules also demand)', () => {
    expect(programSchema.safeParse(stored(demo.program)).success).toBe(true);
    for (const session of demo.sessions) expect(sessionSchema.safeParse(stored(session)).error).toBeUndefined();
    for (const log of demo.foodLogs) expect(foodLogInputSchema.safeParse(stored(log)).error).toBeUndefined();
    expect(nutritionGoalsInputSchema.safeParse(stored(demo.goals)).success).toBe(true);
    expect(notificationSettingsDoc.schema.safeParse(stored(demo.reminders)).success).toBe(true);
    for (const item of demo.inbox) expect(inboxItemDoc.schema.safeParse(stored(item)).success).toBe(true);
  });

  it('has a session this week with a record, a program day left, and a food log today', () => {
    expect(demo.sessions.at(-1)).toMatchObject({ date: '2026-11-25', status: 'terminee' });
    expect(demo.sessions.filter((s) => String(s.date) >= '2026-11-23')).toHaveLength(2);
    expect(demo.sessions.some((s) => (s.prs as unknown[]).length > 0)).toBe(true);
    expect(demo.sessions.length).toBeLessThan((demo.program.weeks as { days: unknown[] }[]).length * 3);
    expect(demo.foodLogs.map((log) => log.id)).toContain('2026-11-25');
  });

  it('scores the leaderboard entry as the app does', () => {
    const scores = scoresOf(
      demo.sessions.map((s) => ({ ...(s as { date: string; durationSec: number; volumeKg: number; prs: unknown[]; endedAt: number; title: string }), id: String(s.id), status: 'terminee' as const })),
      '2026-11-25',
    );
    expect({ semaine: demo.leaderboard.semaine, mois: demo.leaderboard.mois, total: demo.leaderboard.total }).toEqual(scores);
  });
});
