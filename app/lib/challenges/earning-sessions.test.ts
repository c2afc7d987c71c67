import { describe, expect, test } from 'vitest';
import { durationOf, earningSessions, isDatedFairly, type StoredSession } from './earning-sessions.ts';
import { periodPoints, sessionPoints } from './scoring.ts';

// Monday 23 November 2026, 10:00 in Paris.
const NOW = Date.parse('2026-11-23T09:00:00Z');
const TODAY = '2026-11-23';
const set = (reps: number, weightKg: number, done = true, kind: 'normale' | 'echauffement' = 'normale') => ({ reps, weightKg, done, kind });

/** A 45-minute bench session of 3 × 10 × 100 kg (3,000 kg), written when it ended. */
const stored = (over: Partial<StoredSession> = {}): StoredSession => {
  const date = over.date ?? TODAY;
  const startedAt = Date.parse(`${date}T08:00:00Z`);
  return {
    id: `s-${date}`,
    title: 'Pecs',
    date,
    startedAt,
    endedAt: startedAt + 45 * 60_000,
    exercises: [{ exerciseId: 'developpe-couche', sets: [set(10, 100), set(10, 100), set(10, 100)] }],
    createdAt: startedAt + 45 * 60_000,
    ...over,
  };
};

describe('earningSessions: facts from the sets and times, never the stored totals', () => {
  test('volume from the done working sets, duration from the start and the end', () => {
    const [session] = earningSessions([stored()], TODAY);
    expect(session).toMatchObject({ id: `s-${TODAY}`, status: 'terminee', durationSec: 2700, volumeKg: 3000, prs: [] });
    expect(sessionPoints(session!)).toBe(10 + 3);
  });

  test('warm-ups and sets not ticked add no volume, as on the session screen', () => {
    const exercises = [{ exerciseId: 'squat', sets: [set(10, 20, true, 'echauffement'), set(5, 100), set(5, 140, false)] }];
    expect(earningSessions([stored({ exercises })], TODAY)[0]?.volumeKg).toBe(500);
  });

  test('what a forged document claims changes nothing: only its sets count', () => {
    // The stored type has no volumeKg, prs or durationSec: a document claiming 99,999 kg and ten
    // records is read as the sets it holds.
    const forged = { ...stored(), volumeKg: 99_999, prs: Array.from({ length: 10 }, () => ({})), durationSec: 21_600 } as StoredSession;
    const [session] = earningSessions([forged], TODAY);
    expect(session).toMatchObject({ volumeKg: 3000, prs: [], durationSec: 2700 });
    expect(sessionPoints(session!)).toBe(13);
  });

  test('records are beaten against the earlier sessions, imported ones included', () => {
    const imported = stored({ id: 'old', date: '2026-09-01', exercises: [{ exerciseId: 'developpe-couche', sets: [set(10, 90)] }], createdAt: NOW - 3600_000 });
    const [session] = earningSessions([stored(), imported], TODAY);
    expect(session?.id).toBe(`s-${TODAY}`);
    expect(session?.prs.map((hit) => hit.kind)).toEqual(['charge-max', '1rm-estime', 'volume-serie', 'volume-seance']);
    // 10 + 3 (volume) + 15 (records, capped)
    expect(sessionPoints(session!)).toBe(28);
  });

  test('same-day sessions: records against the one started before', () => {
    const morning = stored({ id: 'morning', exercises: [{ exerciseId: 'squat', sets: [set(5, 100)] }] });
    const evening = stored({ id: 'evening', startedAt: morning.startedAt + 8 * 3600_000, endedAt: morning.startedAt + 9 * 3600_000, exercises: [{ exerciseId: 'squat', sets: [set(5, 110)] }] });
    const sessions = earningSessions([evening, morning], TODAY);
    expect(sessions.map((s) => [s.id, s.prs.length])).toEqual([
      ['morning', 0],
      ['evening', 4],
    ]);
  });

  test('a session without a done working set earns nothing', () => {
    expect(earningSessions([stored({ exercises: [] })], TODAY)).toEqual([]);
    expect(earningSessions([stored({ exercises: [{ exerciseId: 'squat', sets: [set(10, 100, false)] }] })], TODAY)).toEqual([]);
    expect(earningSessions([stored({ exercises: [{ exerciseId: 'squat', sets: [set(10, 20, true, 'echauffement')] }] })], TODAY)).toEqual([]);
    expect(periodPoints(earningSessions([stored({ exercises: [] })], TODAY), TODAY, TODAY)).toBe(0);
  });

  test('a timed set ticked done is work done', () => {
    const plank = [{ exerciseId: 'gainage', sets: [{ reps: null, weightKg: null, done: true, kind: 'normale' as const }] }];
    expect(earningSessions([stored({ exercises: plank })], TODAY)).toHaveLength(1);
  });

  test('the reached time is its end, never before the document existed', () => {
    const early = stored({ endedAt: 0 });
    expect(earningSessions([early], TODAY)[0]?.endedAt).toBe(early.createdAt);
  });
});

describe('only sessions logged about when they say they happened earn', () => {
  test('a session dated in the future earns nothing, until its day comes', () => {
    const tomorrow = stored({ date: '2026-11-24', createdAt: NOW });
    expect(earningSessions([tomorrow], TODAY)).toEqual([]);
    expect(earningSessions([tomorrow], '2026-11-24')).toHaveLength(1);
  });

  test('up to 7 days before the day it was first written; 8 days before, nothing', () => {
    expect(isDatedFairly({ date: '2026-11-16', createdAt: NOW }, TODAY)).toBe(true);
    expect(isDatedFairly({ date: '2026-11-15', createdAt: NOW }, TODAY)).toBe(false);
    const imported = stored({ date: '2026-10-01', createdAt: NOW });
    expect(earningSessions([imported], TODAY)).toEqual([]);
  });

  test('its creation day is a Paris day: 23:30 UTC on Sunday is Monday', () => {
    const createdAt = Date.parse('2026-11-22T23:30:00Z');
    expect(isDatedFairly({ date: '2026-11-16', createdAt }, TODAY)).toBe(true);
    expect(isDatedFairly({ date: '2026-11-15', createdAt }, TODAY)).toBe(false);
  });

  test('dated more than a day after it was written (moved forward later), nothing', () => {
    expect(isDatedFairly({ date: '2026-11-23', createdAt: Date.parse('2026-11-22T08:00:00Z') }, TODAY)).toBe(true);
    expect(isDatedFairly({ date: '2026-11-23', createdAt: Date.parse('2026-11-21T08:00:00Z') }, TODAY)).toBe(false);
  });
});

describe('durationOf', () => {
  test('from the start to the end, whole seconds, within a day', () => {
    expect(durationOf({ startedAt: 1000, endedAt: 1000 + 90_400 })).toBe(90);
    expect(durationOf({ startedAt: 0, endedAt: 30 * 3600_000 })).toBe(86_400);
    expect(durationOf({ startedAt: 5000, endedAt: 1000 })).toBe(0);
    expect(durationOf({ startedAt: 5000, endedAt: null })).toBe(0);
  });
});
