import { describe, expect, it } from 'vitest';
import type { CalendarEntry, CalendarSession } from '#app/lib/data/calendar.ts';
import type { Program } from '#app/lib/data/programs.ts';
import { contentsByDay } from './day-contents.ts';
import { plannedItemsFrom, type PlanningSources } from './planned-items.ts';

const program: Program = {
  id: 'p1',
  name: 'Force 3 jours',
  goal: 'force',
  level: 'debutant',
  source: 'modele',
  archived: false,
  createdAt: 1,
  updatedAt: 1,
  weeks: [{ days: ['A', 'B', 'C'].map((name) => ({ name, exercises: [] })) }, { days: ['D', 'E', 'F'].map((name) => ({ name, exercises: [] })) }],
};
// Monday, Wednesday, Friday from Monday 23 November 2026.
const schedule = { programId: 'p1', weekdays: [1, 3, 5], startDate: '2026-11-23' };

function entry(id: string, fields: Partial<CalendarEntry>): CalendarEntry {
  return { id, date: '2026-11-24', kind: 'note', title: 'Repos', link: null, done: false, createdAt: 1, updatedAt: 1, ...fields };
}
function session(id: string, date: string, week: number, dayIndex: number, programId = 'p1'): CalendarSession {
  return { id, date, title: 'Séance', durationSec: 3600, volumeKg: 4000, programDay: { programId, week, dayIndex } };
}
const sources = (over: Partial<PlanningSources>): PlanningSources => ({ entries: [], sessions: [], schedule, program, programSessions: [], programEntries: [], testResults: [], ...over });
const brief = (items: ReturnType<typeof plannedItemsFrom>) => items.map((i) => `${i.date} ${i.kind} ${i.title} ${i.done ? 'fait' : 'prévu'} ${i.link ?? '-'}`);

describe('plannedItemsFrom', () => {
  it('places the schedule from today, with links that start each program day', () => {
    const items = plannedItemsFrom(sources({}), '2026-11-23', '2026-11-29', '2026-11-23');
    expect(brief(items)).toEqual([
      '2026-11-23 programme A · Force 3 jours prévu /sessions/new/p1/1/0',
      '2026-11-25 programme B · Force 3 jours prévu /sessions/new/p1/1/1',
      '2026-11-27 programme C · Force 3 jours prévu /sessions/new/p1/1/2',
    ]);
    expect(items[0]).toMatchObject({ entryId: null, programDay: { programId: 'p1', week: 1, dayIndex: 0 } });
  });

  it('shows a program day done today as done, and moves the next one to the next training weekday', () => {
    const done = session('s1', '2026-11-23', 1, 0);
    const items = plannedItemsFrom(sources({ sessions: [done], programSessions: [done] }), '2026-11-23', '2026-11-29', '2026-11-23');
    expect(brief(items)).toEqual([
      '2026-11-23 programme A · Force 3 jours fait /sessions/view/s1',
      '2026-11-25 programme B · Force 3 jours prévu /sessions/new/p1/1/1',
      '2026-11-27 programme C · Force 3 jours prévu /sessions/new/p1/1/2',
    ]);
  });

  it('matches an entry planning a program day to the session of that day, and does not place that day again', () => {
    const planned = entry('e1', { date: '2026-11-24', kind: 'seance-prevue', title: 'A en avance', link: '/sessions/new/p1/1/0' });
    const before = plannedItemsFrom(sources({ entries: [planned] }), '2026-11-23', '2026-11-27', '2026-11-23');
    expect(brief(before)).toEqual([
      '2026-11-23 programme B · Force 3 jours prévu /sessions/new/p1/1/1',
      '2026-11-24 seance-prevue A en avance prévu /sessions/new/p1/1/0',
      '2026-11-25 programme C · Force 3 jours prévu /sessions/new/p1/1/2',
      '2026-11-27 programme D · Force 3 jours prévu /sessions/new/p1/2/0',
    ]);
    const done = session('s1', '2026-11-24', 1, 0);
    const after = plannedItemsFrom(sources({ entries: [planned], sessions: [done], programSessions: [done] }), '2026-11-23', '2026-11-27', '2026-11-24');
    expect(after.find((i) => i.entryId === 'e1')).toMatchObject({ done: true, link: '/sessions/view/s1' });
    // The session is the entry's: it is not listed a second time as a program day done.
    expect(after.filter((i) => i.link === '/sessions/view/s1')).toHaveLength(1);
    expect(brief(after).slice(1)).toEqual(['2026-11-25 programme B · Force 3 jours prévu /sessions/new/p1/1/1', '2026-11-27 programme C · Force 3 jours prévu /sessions/new/p1/1/2']);
  });

  it('lists a program day done twice on one date once, leaving the second session to be listed as a session', () => {
    const first = session('s1', '2026-11-27', 1, 0);
    const again = session('s2', '2026-11-27', 1, 0);
    const items = plannedItemsFrom(sources({ sessions: [first, again], programSessions: [first, again] }), '2026-11-23', '2026-11-29', '2026-11-27');
    expect(brief(items).filter((line) => line.startsWith('2026-11-27'))).toEqual(['2026-11-27 programme A · Force 3 jours fait /sessions/view/s1']);
    const days = contentsByDay({ planned: items, sessions: [first, again], tests: [], measurements: [], foodDays: [] });
    expect(days.get('2026-11-27')?.sessions.map((s) => s.id)).toEqual(['s2']);
  });

  it('leaves an entry undone when its program day was done on another day, and keeps entries marked done by hand', () => {
    const planned = entry('e1', { date: '2026-11-24', kind: 'seance-prevue', title: 'A', link: '/sessions/new/p1/1/0' });
    const test = entry('e2', { date: '2026-11-24', kind: 'test-prevu', title: 'Cooper', link: '/tests/cooper', done: true });
    const other = session('s1', '2026-11-26', 1, 0);
    const items = plannedItemsFrom(sources({ entries: [planned, test], sessions: [other], programSessions: [other], schedule: null, program: null }), '2026-11-23', '2026-11-29', '2026-11-23');
    expect(items.map((i) => [i.entryId, i.done, i.link])).toEqual([
      ['e1', false, '/sessions/new/p1/1/0'],
      ['e2', true, '/tests/cooper'],
    ]);
  });

  it('leaves to an entry a program day it plans outside the period, and places again a day planned in the past and missed', () => {
    const ahead = entry('e1', { date: '2026-12-15', kind: 'seance-prevue', title: 'A', link: '/sessions/new/p1/1/0' });
    const items = plannedItemsFrom(sources({ programEntries: [ahead] }), '2026-11-23', '2026-11-25', '2026-11-23');
    expect(brief(items)).toEqual(['2026-11-23 programme B · Force 3 jours prévu /sessions/new/p1/1/1', '2026-11-25 programme C · Force 3 jours prévu /sessions/new/p1/1/2']);
    const missed = entry('e2', { date: '2026-11-20', kind: 'seance-prevue', title: 'A', link: '/sessions/new/p1/1/0' });
    const again = plannedItemsFrom(sources({ programEntries: [missed] }), '2026-11-23', '2026-11-23', '2026-11-23');
    expect(brief(again)).toEqual(['2026-11-23 programme A · Force 3 jours prévu /sessions/new/p1/1/0']);
  });

  it('matches a planned fitness test to a result of that test on its day', () => {
    const cooper = entry('e1', { kind: 'test-prevu', title: 'Cooper', link: '/tests/cooper-12min' });
    const done = (testId: string, date: string) => plannedItemsFrom(sources({ entries: [cooper], testResults: [{ id: 'r1', testId, date }], schedule: null }), '2026-11-23', '2026-11-29', '2026-11-23')[0]?.done;
    expect(done('cooper-12min', '2026-11-24')).toBe(true);
    expect(done('cooper-12min', '2026-11-25')).toBe(false);
    expect(done('plank-hold', '2026-11-24')).toBe(false);
  });

  it('places nothing from a schedule whose program is gone, but keeps the entries', () => {
    const items = plannedItemsFrom(sources({ program: null, entries: [entry('e1', {})] }), '2026-11-23', '2026-11-29', '2026-11-23');
    expect(brief(items)).toEqual(['2026-11-24 note Repos prévu -']);
  });

  it('ignores sessions of other programs and from before the schedule started', () => {
    const items = plannedItemsFrom(
      sources({ sessions: [session('s1', '2026-11-20', 1, 0), session('s2', '2026-11-23', 1, 0, 'p2')] }),
      '2026-11-16',
      '2026-11-23',
      '2026-11-23',
    );
    expect(brief(items)).toEqual(['2026-11-23 programme A · Force 3 jours prévu /sessions/new/p1/1/0']);
  });
});
