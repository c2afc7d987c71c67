import { describe, expect, it } from 'vitest';
import { calendarEntrySchema, programScheduleSchema } from '#app/lib/data/calendar.ts';
import { measurementInputSchema } from '#app/lib/data/measurements.ts';
import { challengeDoc, participantDoc } from '#app/lib/data/challenges.ts';
import { earningSessions, type StoredSession } from '#app/lib/challenges/earning-sessions.ts';
import { scoresOf } from '#app/lib/leaderboard/leaderboard.server.ts';
import { pseudonymKey } from '#app/lib/identity/pseudonym-key.server.ts';
import { notificationSettingsDoc } from '#app/lib/data/notification-settings.ts';
import { inboxItemDoc } from '#app/lib/data/notifications.ts';
import { foodLogInputSchema } from '#app/lib/data/nutrition.ts';
import { nutritionGoalsInputSchema } from '#app/lib/data/nutrition-goals.ts';
import { programSchema } from '#app/lib/data/programs.ts';
import { sessionSchema } from '#app/lib/data/sessions.ts';
// @ts-expect-error -- plain ESM script without type declarations
import { demoCalendar, demoChallengeWrites, demoMeasurements, demoTraining, pseudonymKey as seedPseudonymKey } from './seed.mjs';

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

describe('demo challenge', () => {
  type RestValue = { stringValue?: string; integerValue?: string; doubleValue?: number; nullValue?: null; timestampValue?: string };
  type RestWrite = { update: { name: string; fields: Record<string, RestValue> } };
  const plain = (fields: Record<string, RestValue>) =>
    Object.fromEntries(
      Object.entries(fields).map(([key, v]) => [
        key,
        'integerValue' in v ? Number(v.integerValue) : 'doubleValue' in v ? v.doubleValue : 'stringValue' in v ? v.stringValue : 'timestampValue' in v ? v.timestampValue : null,
      ]),
    );
  const writes = (demoChallengeWrites as (root: string, uid: string, today: Date) => RestWrite[])('r', 'demo', new Date(2025, 5, 30));
  const [challenge, ...participants] = writes.map((w) => ({ path: w.update.name, data: plain(w.update.fields) }));

  it('is running today, public, created by the demo account, and passes the app schema', () => {
    const { createdAt: _c, updatedAt: _u, ...input } = challenge!.data;
    expect(challengeDoc.schema.safeParse(input).success, JSON.stringify(input)).toBe(true);
    expect(input).toMatchObject({ startDate: '2025-06-20', endDate: '2025-07-20', createdBy: 'demo', participantCount: participants.length });
  });

  it('has the demo account taking part with progress, under the count the challenge says', () => {
    expect(participants.map((p) => p.path)).toEqual(['r/challenges/demo-100-km/participants/demo', 'r/challenges/demo-100-km/participants/demo-lea']);
    expect(participants[0]!.data).toMatchObject({ uid: 'demo', progress: 42.5, completedAt: null });
    // Each as the rules' isNewParticipant wants it, apart from the progress already made.
    for (const { path, data } of participants) {
      const { createdAt: _c, updatedAt: _u, ...input } = data;
      expect(participantDoc.schema.safeParse({ ...input, progress: 0 }).success, path).toBe(true);
      expect(path.endsWith(`/${String(input.uid)}`)).toBe(true);
    }
  });
});

describe('demo calendar', () => {
  type Doc = Record<string, unknown>;
  // Wednesday 25 November 2026.
  const calendar = (demoCalendar as (today: Date) => { schedule: Doc; entries: Doc[] })(new Date(2026, 10, 25));
  const training = (demoTraining as (today: Date) => { program: Doc })(new Date(2026, 10, 25));

  it('passes the app schemas: the demo program scheduled from this Monday, entries', () => {
    const { updatedAt: _s, ...schedule } = calendar.schedule;
    expect(programScheduleSchema.parse(schedule)).toEqual({ programId: training.program.id, weekdays: [1, 3, 5], startDate: '2026-11-23' });
    for (const { id: _e, createdAt: _ec, updatedAt: _eu, ...entry } of calendar.entries) {
      expect(calendarEntrySchema.safeParse(entry).success, JSON.stringify(entry)).toBe(true);
    }
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

  it('scores the leaderboard entry as the server does, from the sets of the sessions written today', () => {
    const stored = demo.sessions.map((s) => ({ ...(s as unknown as Omit<StoredSession, 'createdAt'>), createdAt: today.getTime() }));
    const scores = scoresOf(earningSessions(stored, '2026-11-25'), '2026-11-25');
    expect({ semaine: demo.leaderboard.semaine, mois: demo.leaderboard.mois, total: demo.leaderboard.total }).toEqual(scores);
    // The last week's sessions only: six weeks of history, three sessions the last seven days and today.
    expect(scores.total.points).toBe(scores.mois.points);
    expect(scores.total.points).toBeGreaterThan(0);
    // Their records are the ones the server finds.
    const recomputed = new Map(earningSessions(stored, '2026-11-25').map((s) => [s.id, s.prs.length]));
    for (const session of demo.sessions.filter((s) => recomputed.has(String(s.id)))) expect((session.prs as unknown[]).length).toBe(recomputed.get(String(session.id)));
  });
});

describe('the demo pseudonym claim', () => {
  it('is keyed as the server keys pseudonyms', () => {
    for (const name of ['Camille', 'Léa', 'Аlizée', 'ａｌｉｚｅｅ', 'A\uA4F2izée', 'Ernrna', '½ ノ', 'B0b.by']) {
      expect((seedPseudonymKey as (name: string) => string)(name), name).toBe(pseudonymKey(name));
    }
  });
});
