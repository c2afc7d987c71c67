import { describe, expect, it } from 'vitest';
import { weightTrend } from './weight-trend.ts';

describe('weightTrend', () => {
  it('is null without weigh-ins', () => {
    expect(weightTrend([])).toBeNull();
  });
  it('gives the latest weigh-in, in any input order, and no trend without an earlier week', () => {
    expect(weightTrend([{ date: '2026-11-20', weightKg: 72 }, { date: '2026-11-23', weightKg: 71.6 }])).toEqual({ latest: { date: '2026-11-23', weightKg: 71.6 }, changeKg: null });
  });
  it('compares the mean of the last 7 days with the mean of the 7 before, each day counted once', () => {
    const trend = weightTrend([
      // Days 17–23: 71 and 72 → 71.5 (the 23rd's two weigh-ins are one day at 71).
      { date: '2026-11-23', weightKg: 70.5 },
      { date: '2026-11-23', weightKg: 71.5 },
      { date: '2026-11-17', weightKg: 72 },
      // Days 10–16: 73 and 72.4 → 72.7.
      { date: '2026-11-16', weightKg: 73 },
      { date: '2026-11-10', weightKg: 72.4 },
      // Outside both windows.
      { date: '2026-11-09', weightKg: 90 },
    ]);
    expect(trend).toEqual({ latest: { date: '2026-11-23', weightKg: 71 }, changeKg: -1.2 });
  });
  it('counts from the latest weigh-in, not from today, and across a month end', () => {
    expect(weightTrend([{ date: '2026-12-02', weightKg: 70.2 }, { date: '2026-11-25', weightKg: 70 }])?.changeKg).toBe(0.2);
    expect(weightTrend([{ date: '2026-12-02', weightKg: 70.2 }, { date: '2026-11-26', weightKg: 70 }])?.changeKg).toBeNull();
  });
});
