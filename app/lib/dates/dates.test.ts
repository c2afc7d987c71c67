import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  ageOn,
  dayToUtcMillis,
  daysBetween,
  daysInRange,
  isIsoDay,
  isoDayIn,
  isoWeekday,
  isoWeekKey,
  localIsoDay,
  mondayOf,
  mondayOfWeekKey,
  periodStart,
  trainingPeriodStart,
  shiftWeekKey,
  utcMillisToDay,
  weekDays,
  weekStartOf,
} from './index.ts';

describe('ISO days', () => {
  it('accepts real days only', () => {
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
    expect(isIsoDay('2025-13-01')).toBe(false);
    expect(isIsoDay('25-01-01')).toBe(false);
    expect(isIsoDay('2025-1-01')).toBe(false);
    expect(isIsoDay(null)).toBe(false);
    expect(isIsoDay(20250101)).toBe(false);
  });

  it('maps a day to UTC midnight and back', () => {
    expect(new Date(dayToUtcMillis('2025-03-02')).toISOString()).toBe('2025-03-02T00:00:00.000Z');
    expect(utcMillisToDay(Date.UTC(2025, 2, 2, 23, 59))).toBe('2025-03-02');
  });

  it('reads the local day of the browser', () => {
    expect(localIsoDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(localIsoDay(new Date(2026, 0, 5, 0, 30))).toBe('2026-01-05');
  });

  it('reads the day in Paris, whatever the server’s zone', () => {
    // 23:30 UTC on New Year's Eve is already 1 January in Paris (UTC+1).
    expect(isoDayIn(Date.UTC(2025, 11, 31, 23, 30))).toBe('2026-01-01');
    // Summer time: UTC+2.
    expect(isoDayIn(Date.UTC(2025, 6, 14, 21, 59))).toBe('2025-07-14');
    expect(isoDayIn(Date.UTC(2025, 6, 14, 22, 0))).toBe('2025-07-15');
    expect(isoDayIn(Date.UTC(2025, 6, 14, 22, 0), 'America/New_York')).toBe('2025-07-14');
  });

  it('adds days and months across month, year and leap-day ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    // The daylight-saving change (30 March 2025) does not shift days.
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
    expect(addMonths('2025-05-31', -3)).toBe('2025-02-28');
    expect(addMonths('2024-05-31', -3)).toBe('2024-02-29');
    expect(addMonths('2025-01-15', 12)).toBe('2026-01-15');
    expect(daysBetween('2025-02-20', '2025-03-02')).toBe(10);
    expect(daysBetween('2025-03-02', '2025-02-20')).toBe(-10);
  });
});

describe('ages', () => {
  it('counts completed years, birthday included', () => {
    expect(ageOn('1990-06-15', '2025-06-14')).toBe(34);
    expect(ageOn('1990-06-15', '2025-06-15')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
  });

  it('ages someone born on 29 February on 1 March', () => {
    expect(ageOn('2000-02-29', '2025-02-28')).toBe(24);
    expect(ageOn('2000-02-29', '2025-03-01')).toBe(25);
  });

  it('has no age without a usable birth date, or before birth', () => {
    expect(ageOn(null, '2026-06-15')).toBeNull();
    expect(ageOn('hier', '2026-06-15')).toBeNull();
    expect(ageOn('2030-01-01', '2026-06-15')).toBeNull();
  });
});

describe('ranges', () => {
  it('lists every day of a range, both ends included', () => {
    expect(daysInRange('2025-02-27', '2025-03-02')).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(daysInRange('2025-03-02', '2025-03-02')).toEqual(['2025-03-02']);
    expect(daysInRange('2025-03-02', '2025-03-01')).toEqual([]);
  });

  it('starts a period in calendar months before today', () => {
    expect(periodStart('1m', '2025-03-31')).toBe('2025-02-28');
    expect(periodStart('3m', '2025-05-31')).toBe('2025-02-28');
    expect(periodStart('6m', '2025-08-15')).toBe('2025-02-15');
    expect(periodStart('1y', '2024-02-29')).toBe('2023-02-28');
    expect(periodStart('all', '2025-05-31')).toBeNull();
  });

  it('training periods end today: 4 weeks is 28 days, the others calendar months', () => {
    expect(trainingPeriodStart('4s', '2026-03-28')).toBe('2026-03-01');
    expect(trainingPeriodStart('3m', '2026-05-31')).toBe('2026-02-28');
    expect(trainingPeriodStart('1a', '2026-03-28')).toBe('2025-03-28');
    expect(trainingPeriodStart('tout', '2026-03-28')).toBeNull();
  });
});

describe('weeks (Monday first, ISO 8601 numbers)', () => {
  it('finds the Monday and the seven days of a week', () => {
    expect(isoWeekday('2025-06-15')).toBe(7);
    expect(isoWeekday('2025-06-16')).toBe(1);
    expect(mondayOf('2025-06-15')).toBe('2025-06-09');
    expect(mondayOf('2025-06-16')).toBe('2025-06-16');
    expect(weekDays('2025-01-01')).toEqual(['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04', '2025-01-05']);
  });

  it.each([
    ['2026-01-01', '2026-W01'],
    ['2021-01-03', '2020-W53'],
    ['2021-01-04', '2021-W01'],
    ['2024-12-30', '2025-W01'],
    ['2019-12-30', '2020-W01'],
    ['2027-01-01', '2026-W53'],
    ['2025-06-15', '2025-W24'],
  ])('%s is in week %s', (day, key) => {
    expect(isoWeekKey(day)).toBe(key);
  });

  it('turns a week key back into its Monday, and refuses weeks that do not exist', () => {
    expect(mondayOfWeekKey('2026-W01')).toBe('2025-12-29');
    expect(mondayOfWeekKey('2026-W53')).toBe('2026-12-28');
    expect(mondayOfWeekKey('2020-W53')).toBe('2020-12-28');
    expect(mondayOfWeekKey('2025-W53')).toBeNull();
    expect(mondayOfWeekKey('2026-W00')).toBeNull();
    expect(mondayOfWeekKey('2026-13')).toBeNull();
  });

  it('steps from week to week across year ends, with or without a week 53', () => {
    expect(shiftWeekKey('2026-W52', 1)).toBe('2026-W53');
    expect(shiftWeekKey('2026-W53', 1)).toBe('2027-W01');
    expect(shiftWeekKey('2025-W52', 1)).toBe('2026-W01');
    expect(shiftWeekKey('2021-W01', -1)).toBe('2020-W53');
    expect(shiftWeekKey('2026-W48', -52)).toBe('2025-W48');
    expect(shiftWeekKey('2026-W48', 0)).toBe('2026-W48');
    expect(() => shiftWeekKey('2025-W53', 1)).toThrow(RangeError);
  });

  it('reads the week of an instant on the Paris calendar', () => {
    // Sunday 22:30 UTC is already Monday 00:30 in Paris (summer time since that morning).
    expect(weekStartOf(Date.UTC(2026, 2, 29, 22, 30))).toBe('2026-03-30');
    expect(weekStartOf(Date.UTC(2026, 2, 29, 22, 30), 'UTC')).toBe('2026-03-23');
  });
});
