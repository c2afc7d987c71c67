import { describe, expect, test } from 'vitest';
import { automaticProgress, challengeCountdown, challengePhase, compareParticipants, completionAfter, progressShare, type ProgressSession } from './index.ts';

const session = (date: string, minutes: number, volumeKg = 0, status: ProgressSession['status'] = 'terminee'): ProgressSession => ({
  date,
  status,
  durationSec: minutes * 60,
  volumeKg,
});

const NOVEMBER = { startDate: '2026-11-01', endDate: '2026-11-30' };

const sessions = [
  session('2026-10-31', 60, 5000), // the day before: not counted
  session('2026-11-01', 45, 8450.4), // first day: counted
  session('2026-11-15', 9, 300), // under 10 minutes: counted in volume and minutes, not as a séance
  session('2026-11-20', 50, 4000, 'en-cours'), // not finished
  session('2026-11-22', 400, 2000), // more than 6 hours: not believable, not counted at all
  session('2026-11-23', 30, 150_000), // more than 100,000 kg: not believable
  session('2026-11-30', 30.5, 1000), // last day: counted
  session('2026-12-01', 60, 9000), // the day after: not counted
];

describe('automaticProgress', () => {
  test('séances: finished, believable sessions of at least 10 minutes within the dates, both ends included', () => {
    expect(automaticProgress('seances', { sessions, foodDays: [] }, NOVEMBER)).toBe(2);
  });
  test('volume: whole kg of the counted sessions, short ones included', () => {
    expect(automaticProgress('volume', { sessions, foodDays: [] }, NOVEMBER)).toBe(9750);
  });
  test('minutes: whole minutes of the counted sessions', () => {
    // 45 + 9 + 30.5 = 84.5 minutes
    expect(automaticProgress('minutes', { sessions, foodDays: [] }, NOVEMBER)).toBe(84);
  });
  test('jours-nutrition: distinct days with food logged, within the dates', () => {
    const foodDays = ['2026-10-31', '2026-11-01', '2026-11-01', '2026-11-12', '2026-11-30', '2026-12-01'];
    expect(automaticProgress('jours-nutrition', { sessions, foodDays }, NOVEMBER)).toBe(3);
  });
  test('a one-day challenge counts that day only', () => {
    const oneDay = { startDate: '2026-11-15', endDate: '2026-11-15' };
    expect(automaticProgress('minutes', { sessions, foodDays: [] }, oneDay)).toBe(9);
    expect(automaticProgress('seances', { sessions, foodDays: [] }, oneDay)).toBe(0);
  });
  test('nothing done: zero for every metric', () => {
    for (const metric of ['seances', 'volume', 'minutes', 'jours-nutrition'] as const) {
      expect(automaticProgress(metric, { sessions: [], foodDays: [] }, NOVEMBER)).toBe(0);
    }
  });
});

describe('completionAfter', () => {
  const now = 1_795_000_000_000;
  test('set when the target is first reached', () => {
    expect(completionAfter(12, 12, null, now)).toBe(now);
    expect(completionAfter(11, 12, null, now)).toBeNull();
  });
  test('kept while the target stays reached', () => {
    expect(completionAfter(15, 12, now - 1000, now)).toBe(now - 1000);
  });
  test('cleared when progress falls back below the target (a session deleted)', () => {
    expect(completionAfter(11, 12, now - 1000, now)).toBeNull();
  });
});

describe('compareParticipants', () => {
  const p = (progress: number, completedAt: number | null, joinedAt: number) => ({ progress, completedAt, joinedAt });
  test('who completed first, then most progress, then who joined first', () => {
    const late = p(20, 2000, 1);
    const early = p(12, 1000, 5);
    const ahead = p(11, null, 9);
    const behindFirst = p(5, null, 2);
    const behindSecond = p(5, null, 3);
    expect([behindSecond, ahead, late, behindFirst, early].sort(compareParticipants)).toEqual([early, late, ahead, behindFirst, behindSecond]);
  });
});

describe('challengePhase and progressShare', () => {
  test('a challenge runs from its first day to its last, both included', () => {
    expect(challengePhase(NOVEMBER, '2026-10-31')).toBe('a-venir');
    expect(challengePhase(NOVEMBER, '2026-11-01')).toBe('en-cours');
    expect(challengePhase(NOVEMBER, '2026-11-30')).toBe('en-cours');
    expect(challengePhase(NOVEMBER, '2026-12-01')).toBe('termine');
  });
  test('counts the days to its start, and the days it has left with today', () => {
    expect(challengeCountdown(NOVEMBER, '2026-10-31')).toEqual({ phase: 'a-venir', daysToStart: 1 });
    expect(challengeCountdown(NOVEMBER, '2026-10-20')).toEqual({ phase: 'a-venir', daysToStart: 12 });
    expect(challengeCountdown(NOVEMBER, '2026-11-01')).toEqual({ phase: 'en-cours', daysLeft: 30 });
    expect(challengeCountdown(NOVEMBER, '2026-11-30')).toEqual({ phase: 'en-cours', daysLeft: 1 });
    expect(challengeCountdown(NOVEMBER, '2026-12-01')).toEqual({ phase: 'termine' });
  });
  test('the share of the target is bounded to 0–1', () => {
    expect(progressShare(6, 12)).toBe(0.5);
    expect(progressShare(30, 12)).toBe(1);
    expect(progressShare(-1, 12)).toBe(0);
  });
});
