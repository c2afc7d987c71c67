import { describe, expect, it } from 'vitest';
import { scoresOf } from './leaderboard.server.ts';

// Monday 23 November 2026, 10:00 in Paris; the week is 2026-W48, the month 2026-11.
const at = (iso: string) => Date.parse(iso);
const session = (date: string, endedAt: number) => ({ id: date, title: '', date, status: 'terminee' as const, durationSec: 1800, volumeKg: 0, prs: [], endedAt });

describe('scoresOf with completed challenges', () => {
  const sessions = [session('2026-11-23', at('2026-11-23T09:00:00Z')), session('2026-11-10', at('2026-11-10T09:00:00Z'))];

  it('adds 50 points in the week, month and total where each challenge was completed', () => {
    const completions = [at('2026-11-23T10:00:00Z'), at('2026-11-12T10:00:00Z'), at('2026-10-31T10:00:00Z')];
    const scores = scoresOf(sessions, '2026-11-23', completions);
    expect(scores.semaine).toEqual({ key: '2026-W48', points: 10 + 50, reachedAt: at('2026-11-23T10:00:00Z') });
    expect(scores.mois).toEqual({ key: '2026-11', points: 20 + 100, reachedAt: at('2026-11-23T10:00:00Z') });
    expect(scores.total.points).toBe(20 + 150);
  });

  it('counts a completion on its Paris day: 23:30 UTC on Sunday is already Monday in Paris', () => {
    const scores = scoresOf([], '2026-11-23', [at('2026-11-22T23:30:00Z')]);
    expect(scores.semaine.points).toBe(50);
    expect(scoresOf([], '2026-11-22', [at('2026-11-22T23:30:00Z')]).semaine.points).toBe(0);
  });

  it('without completions, points are the sessions’ alone', () => {
    expect(scoresOf(sessions, '2026-11-23').mois.points).toBe(20);
  });
});
