import { describe, expect, it } from 'vitest';
import { defaultWeekdays, scheduledProgramDays, type ProgramSchedule } from './program-schedule.ts';

/** Two weeks of three days: A1 B1 C1, A2 B2 C2. */
const program = {
  weeks: [{ days: [{ name: 'A1' }, { name: 'B1' }, { name: 'C1' }] }, { days: [{ name: 'A2' }, { name: 'B2' }, { name: 'C2' }] }],
};
// 2026-11-23 is a Monday.
const mondayWednesdayFriday: ProgramSchedule = { programId: 'p1', weekdays: [1, 3, 5], startDate: '2026-11-23' };

const names = (days: ReturnType<typeof scheduledProgramDays>) => days.map((d) => `${d.date} ${d.dayName}`);

describe('scheduledProgramDays', () => {
  it('places the program in order, one day per training weekday, from the start', () => {
    const days = scheduledProgramDays(program, mondayWednesdayFriday, [], '2026-11-23', '2026-12-06', '2026-11-23');
    expect(names(days)).toEqual(['2026-11-23 A1', '2026-11-25 B1', '2026-11-27 C1', '2026-11-30 A2', '2026-12-02 B2', '2026-12-04 C2']);
    expect(days[3]).toEqual({ date: '2026-11-30', week: 2, dayIndex: 0, dayName: 'A2' });
  });

  it('puts the next program day on the next training weekday after the days done', () => {
    // B1 done on Wednesday; on Thursday the next day, C1, goes to Friday.
    const days = scheduledProgramDays(program, mondayWednesdayFriday, [{ week: 1, dayIndex: 0 }, { week: 1, dayIndex: 1 }], '2026-11-23', '2026-11-29', '2026-11-26');
    expect(names(days)).toEqual(['2026-11-27 C1']);
  });

  it('does not consume a program day on a training weekday that passed without a session', () => {
    // Nothing done on Monday or Wednesday: on Thursday A1 is still next, on Friday.
    const days = scheduledProgramDays(program, mondayWednesdayFriday, [], '2026-11-23', '2026-12-02', '2026-11-26');
    expect(names(days)).toEqual(['2026-11-27 A1', '2026-11-30 B1', '2026-12-02 C1']);
  });

  it('starts on the next training weekday when today is not one', () => {
    const days = scheduledProgramDays(program, mondayWednesdayFriday, [], '2026-11-01', '2026-11-30', '2026-11-28');
    expect(names(days)).toEqual(['2026-11-30 A1']);
  });

  it('waits for the start date when it is later than today', () => {
    const days = scheduledProgramDays(program, { ...mondayWednesdayFriday, startDate: '2026-12-02' }, [], '2026-11-23', '2026-12-06', '2026-11-23');
    expect(names(days)).toEqual(['2026-12-02 A1', '2026-12-04 B1']);
  });

  it('keeps the program order across the week boundary and leaves out what is outside the range', () => {
    // Friday and Sunday: the Sunday day and the next Friday's sit in two different calendar weeks.
    const weekend: ProgramSchedule = { programId: 'p1', weekdays: [5, 7], startDate: '2026-11-23' };
    const whole = scheduledProgramDays(program, weekend, [], '2026-11-23', '2026-12-31', '2026-11-23');
    expect(names(whole)).toEqual(['2026-11-27 A1', '2026-11-29 B1', '2026-12-04 C1', '2026-12-06 A2', '2026-12-11 B2', '2026-12-13 C2']);
    // A week view from Monday 30 November sees the days placed after the ones before it.
    const nextWeek = scheduledProgramDays(program, weekend, [], '2026-11-30', '2026-12-06', '2026-11-23');
    expect(names(nextWeek)).toEqual(['2026-12-04 C1', '2026-12-06 A2']);
  });

  it('crosses a year end', () => {
    const days = scheduledProgramDays(program, { programId: 'p1', weekdays: [4], startDate: '2026-12-01' }, [], '2026-12-01', '2027-01-31', '2026-12-20');
    expect(names(days)).toEqual(['2026-12-24 A1', '2026-12-31 B1', '2027-01-07 C1', '2027-01-14 A2', '2027-01-21 B2', '2027-01-28 C2']);
  });

  it('keeps the weekdays across the daylight-saving changes in Paris', () => {
    // Summer time starts on Sunday 29 March 2026, winter time on Sunday 25 October 2026.
    const sundays: ProgramSchedule = { programId: 'p1', weekdays: [6, 7, 1], startDate: '2026-01-01' };
    expect(names(scheduledProgramDays(program, sundays, [], '2026-03-28', '2026-04-04', '2026-03-27'))).toEqual(['2026-03-28 A1', '2026-03-29 B1', '2026-03-30 C1', '2026-04-04 A2']);
    expect(names(scheduledProgramDays(program, sundays, [], '2026-10-24', '2026-10-31', '2026-10-24'))).toEqual(['2026-10-24 A1', '2026-10-25 B1', '2026-10-26 C1', '2026-10-31 A2']);
  });

  it('stops at the end of the program and places nothing once it is done', () => {
    const lastWeekDone = [{ week: 2, dayIndex: 1 }];
    expect(names(scheduledProgramDays(program, mondayWednesdayFriday, lastWeekDone, '2026-11-23', '2027-06-30', '2026-11-23'))).toEqual(['2026-11-23 C2']);
    expect(scheduledProgramDays(program, mondayWednesdayFriday, [{ week: 2, dayIndex: 2 }], '2026-11-23', '2027-06-30', '2026-11-23')).toEqual([]);
  });

  it('leaves a day skipped earlier in the program skipped, as the program screens do', () => {
    // C1 done without B1: the program moves on to A2.
    expect(names(scheduledProgramDays(program, mondayWednesdayFriday, [{ week: 1, dayIndex: 2 }], '2026-11-23', '2026-11-25', '2026-11-23'))).toEqual(['2026-11-23 A2', '2026-11-25 B2']);
  });

  it('places nothing without a training weekday, for an empty range, or for weekdays that do not exist', () => {
    expect(scheduledProgramDays(program, { ...mondayWednesdayFriday, weekdays: [] }, [], '2026-11-23', '2026-12-31', '2026-11-23')).toEqual([]);
    expect(scheduledProgramDays(program, { ...mondayWednesdayFriday, weekdays: [0, 8] }, [], '2026-11-23', '2026-12-31', '2026-11-23')).toEqual([]);
    expect(scheduledProgramDays(program, mondayWednesdayFriday, [], '2026-12-31', '2026-11-23', '2026-11-23')).toEqual([]);
  });

  it('places nothing in a range entirely before today', () => {
    expect(scheduledProgramDays(program, mondayWednesdayFriday, [], '2026-11-01', '2026-11-22', '2026-11-23')).toEqual([]);
  });
});

describe('weekdays and links', () => {
  it('spreads a program’s days over the week, a rest day between sessions where possible', () => {
    expect(defaultWeekdays(3)).toEqual([1, 3, 5]);
    expect(defaultWeekdays(2)).toEqual([2, 5]);
    expect(defaultWeekdays(7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(defaultWeekdays(0)).toEqual([1]);
    expect(defaultWeekdays(12)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
