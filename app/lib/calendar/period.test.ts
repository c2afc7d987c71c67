import { describe, expect, it } from 'vitest';
import { calendarQueryOf, dayAfterKey, gridRange, inPeriod, periodOf, periodSearch, shiftDay } from './period.ts';

const query = (search: string, today = '2026-11-23') => calendarQueryOf(new URLSearchParams(search), today);

describe('calendar periods', () => {
  it('covers a month with whole weeks, Monday first', () => {
    const november = periodOf('mois', '2026-11-23');
    expect(november).toMatchObject({ start: '2026-11-01', end: '2026-11-30' });
    // 1 November 2026 is a Sunday: the grid starts on Monday 26 October and ends on Sunday 6 December.
    expect(november.weeks).toHaveLength(6);
    expect(gridRange(november)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(november.weeks.every((week) => week.length === 7)).toBe(true);
    expect(inPeriod(november, '2026-10-31')).toBe(false);
    expect(inPeriod(november, '2026-11-30')).toBe(true);
  });

  it('has four rows for a February that starts on a Monday, and handles leap years', () => {
    expect(periodOf('mois', '2027-02-10').weeks).toHaveLength(4);
    expect(periodOf('mois', '2028-02-10').end).toBe('2028-02-29');
  });

  it('covers a week from its Monday, across a month and a year end', () => {
    const week = periodOf('semaine', '2027-01-01');
    expect(week).toMatchObject({ start: '2026-12-28', end: '2027-01-03' });
    expect(week.weeks).toEqual([['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']]);
  });

  it('keeps its days across daylight-saving changes', () => {
    expect(periodOf('semaine', '2026-03-29').weeks[0]).toEqual(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29']);
    expect(gridRange(periodOf('mois', '2026-10-25'))).toEqual({ from: '2026-09-28', to: '2026-11-01' });
  });
});

describe('the calendar URL', () => {
  it('reads a month, a week, or today’s month by default', () => {
    expect(query('')).toMatchObject({ invalid: false, period: { view: 'mois', start: '2026-11-01' } });
    expect(query('?vue=mois&date=2027-02')).toMatchObject({ invalid: false, period: { view: 'mois', start: '2027-02-01', end: '2027-02-28' } });
    expect(query('?vue=semaine&date=2026-11-25')).toMatchObject({ invalid: false, period: { view: 'semaine', start: '2026-11-23' } });
    expect(query('?vue=semaine')).toMatchObject({ invalid: false, period: { view: 'semaine', start: '2026-11-23' } });
  });

  it('reports what names no period and shows today’s month', () => {
    for (const search of ['?vue=annee&date=2026', '?vue=mois&date=2026-13', '?vue=semaine&date=2026-02-30', '?vue=mois&date=hier', '?date=2026-11-31']) {
      expect(query(search)).toMatchObject({ invalid: true, period: { view: 'mois', start: '2026-11-01' } });
    }
  });

  it('writes the period back, and steps by month or week', () => {
    expect(periodSearch('mois', '2026-11-23')).toBe('?vue=mois&date=2026-11');
    expect(periodSearch('semaine', '2026-11-26')).toBe('?vue=semaine&date=2026-11-23');
    expect(shiftDay('mois', '2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftDay('semaine', '2026-12-30', 1)).toBe('2027-01-06');
  });
});

describe('keyboard moves in the grid', () => {
  it('moves by a day, a week, to the week’s ends and by a period', () => {
    expect(dayAfterKey('mois', '2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(dayAfterKey('mois', '2026-11-02', 'ArrowLeft')).toBe('2026-11-01');
    expect(dayAfterKey('mois', '2026-11-02', 'ArrowUp')).toBe('2026-10-26');
    expect(dayAfterKey('semaine', '2026-11-26', 'ArrowDown')).toBe('2026-12-03');
    expect(dayAfterKey('mois', '2026-11-26', 'Home')).toBe('2026-11-23');
    expect(dayAfterKey('mois', '2026-11-26', 'End')).toBe('2026-11-29');
    expect(dayAfterKey('mois', '2026-03-31', 'PageUp')).toBe('2026-02-28');
    expect(dayAfterKey('semaine', '2026-11-26', 'PageDown')).toBe('2026-12-03');
  });
});
