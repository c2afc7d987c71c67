import { describe, expect, it } from 'vitest';
import { calendarEntriesBetween, calendarEntryFromData, calendarSessionView, programDayEntries, programScheduleFromData, programScheduleSchema } from './calendar.ts';
import { resolveQuery } from './documents.ts';

describe('calendar entries', () => {
  it('reads a stored entry and skips one that does not fit', () => {
    const stored = { date: '2026-11-24', kind: 'test-prevu', title: ' Cooper ', link: '/tests/cooper', done: false, createdAt: 5, updatedAt: 6 };
    expect(calendarEntryFromData('e1', stored)).toEqual({ id: 'e1', date: '2026-11-24', kind: 'test-prevu', title: 'Cooper', link: '/tests/cooper', done: false, createdAt: 5, updatedAt: 6 });
    expect(calendarEntryFromData('e1', { ...stored, date: '2026-02-30' })).toBeNull();
    expect(calendarEntryFromData('e1', { ...stored, link: '//evil.example' })).toBeNull();
    expect(calendarEntryFromData('e1', { ...stored, link: 'https://evil.example/' })).toBeNull();
    expect(calendarEntryFromData('e1', { ...stored, kind: 'anniversaire' })).toBeNull();
    expect(calendarEntryFromData('e1', undefined)).toBeNull();
  });

  it('lists the entries of a period by day', () => {
    expect(resolveQuery(calendarEntriesBetween, { uid: 'u', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      collection: 'users/u/calendar',
      where: [
        { field: 'date', op: '>=', value: '2026-11-01' },
        { field: 'date', op: '<=', value: '2026-11-30' },
      ],
      orderBy: [{ field: 'date', direction: 'asc' }],
      limit: 500,
    });
  });

  it('finds the entries that start a day of one program, and only of that one', () => {
    const { where } = resolveQuery(programDayEntries, { uid: 'u', programId: 'p1' });
    const [low, high] = where?.map((w) => w.value as string) ?? [];
    const inRange = (link: string) => link >= (low as string) && link < (high as string);
    expect(inRange('/sessions/new/p1/1/0')).toBe(true);
    expect(inRange('/sessions/new/p1/12/6')).toBe(true);
    expect(inRange('/sessions/new/p10/1/0')).toBe(false);
    expect(inRange('/sessions/new/p1')).toBe(false);
    expect(inRange('/tests/cooper')).toBe(false);
  });
});

describe('program schedule', () => {
  it('accepts weekdays once each, in order', () => {
    const valid = { programId: 'p1', weekdays: [1, 3, 5], startDate: '2026-11-23' };
    expect(programScheduleSchema.safeParse(valid).success).toBe(true);
    for (const weekdays of [[], [3, 1], [1, 1], [0], [8], [1.5]]) expect(programScheduleSchema.safeParse({ ...valid, weekdays }).success).toBe(false);
    expect(programScheduleFromData({ ...valid, updatedAt: 7 })).toEqual({ ...valid, updatedAt: 7 });
    expect(programScheduleFromData(undefined)).toBeNull();
  });
});

const calendarSessionFromData = (id: string, data: Record<string, unknown>) => calendarSessionView.fromData(data, id);

describe('finished sessions as the calendar shows them', () => {
  it('keeps what it shows and the program day, and skips sessions not finished', () => {
    const stored = { status: 'terminee', date: '2026-11-23', title: 'Haut', durationSec: 3600, volumeKg: 5200, programId: 'p1', week: 1, dayIndex: 0 };
    expect(calendarSessionFromData('s1', stored)).toEqual({ id: 's1', date: '2026-11-23', title: 'Haut', durationSec: 3600, volumeKg: 5200, programDay: { programId: 'p1', week: 1, dayIndex: 0 } });
    expect(calendarSessionFromData('s1', { ...stored, programId: undefined })?.programDay).toBeNull();
    expect(calendarSessionFromData('s1', { ...stored, status: 'en-cours' })).toBeNull();
  });
});
