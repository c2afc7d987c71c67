import { describe, expect, it } from 'vitest';
import { sessionsThisWeek, weekStreak } from './week-streak.ts';

// 2026-11-23 is a Monday.
describe('sessionsThisWeek', () => {
  it('counts the sessions from Monday to Sunday of the week of today, two on a day counted twice', () => {
    expect(sessionsThisWeek(['2026-11-22', '2026-11-23', '2026-11-25', '2026-11-25', '2026-11-29', '2026-11-30'], '2026-11-25')).toBe(4);
  });
  it('is 0 on a Monday before any session of the week', () => {
    expect(sessionsThisWeek(['2026-11-22'], '2026-11-23')).toBe(0);
  });
});

describe('weekStreak', () => {
  it('is 0 without sessions', () => {
    expect(weekStreak([], '2026-11-25')).toBe(0);
  });
  it('counts the weeks in a row ending with the current week', () => {
    expect(weekStreak(['2026-11-24', '2026-11-17', '2026-11-10', '2026-10-27'], '2026-11-25')).toBe(3);
  });
  it('keeps last week’s streak while the current week has no session yet', () => {
    expect(weekStreak(['2026-11-22', '2026-11-12'], '2026-11-23')).toBe(2);
  });
  it('is broken by a whole week without a session', () => {
    expect(weekStreak(['2026-11-09', '2026-11-02'], '2026-11-25')).toBe(0);
  });
  it('counts a Sunday and the next Monday as two weeks', () => {
    expect(weekStreak(['2026-11-22', '2026-11-23'], '2026-11-23')).toBe(2);
  });
  it('crosses the turn of the year (ISO weeks spanning two years)', () => {
    expect(weekStreak(['2026-01-01', '2025-12-29', '2025-12-24', '2025-12-15'], '2026-01-02')).toBe(3);
  });
  it('ignores days after today', () => {
    expect(weekStreak(['2026-12-07', '2026-11-30'], '2026-11-25')).toBe(0);
  });
});
