import { describe, expect, it } from 'vitest';
import { listDays } from './list-days.ts';
import { periodOf } from './period.ts';

const busy = (...days: string[]) => (day: string) => days.includes(day);

describe('the days the phones’ list shows', () => {
  it('opens today’s month on today: the busy days before it are set apart, today listed even when empty', () => {
    const november = periodOf('mois', '2026-11-23');
    // 31 October shows in the grid but is not in the month; 22 November is empty.
    expect(listDays(november, '2026-11-23', busy('2026-10-31', '2026-11-03', '2026-11-21', '2026-11-25'))).toEqual({
      earlier: ['2026-11-03', '2026-11-21'],
      main: ['2026-11-23', '2026-11-25'],
    });
  });

  it('sets apart the days before today in today’s week, and none on the period’s first day', () => {
    expect(listDays(periodOf('semaine', '2026-11-26'), '2026-11-26', busy('2026-11-23', '2026-11-29'))).toEqual({
      earlier: ['2026-11-23'],
      main: ['2026-11-26', '2026-11-29'],
    });
    expect(listDays(periodOf('mois', '2026-11-01'), '2026-11-01', busy('2026-11-02'))).toEqual({ earlier: [], main: ['2026-11-01', '2026-11-02'] });
  });

  it('lists a past or future period in order, with nothing set apart', () => {
    expect(listDays(periodOf('mois', '2026-10-01'), '2026-11-23', busy('2026-10-05', '2026-10-30'))).toEqual({ earlier: [], main: ['2026-10-05', '2026-10-30'] });
    expect(listDays(periodOf('semaine', '2026-12-02'), '2026-11-23', busy())).toEqual({ earlier: [], main: [] });
  });
});
