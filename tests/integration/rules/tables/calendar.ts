// Calendar entries planned by hand (the shape of the data model, with the bounds written in
// firestore.rules) and the active program's schedule.
import { serverTimestamp } from 'firebase/firestore/lite';
import { documentTable, stamps, withoutKey, type RulesTable } from '../rules-table.ts';

const entry = { date: '2026-03-18', kind: 'seance-prevue', title: 'Haut du corps', link: '/sessions/new/p1/2/0', done: false };
const PATH = 'users/alice/calendar/c1';

export const CALENDAR_TABLE = documentTable(
  'users/{uid}/calendar/{id}',
  {
    path: PATH,
    valid: { ...entry, ...stamps() },
    change: { done: true, date: '2026-03-19' },
    invalid: [
      ['an unknown kind', { kind: 'anniversaire' }],
      ['an empty title', { title: '' }],
      ['a title too long', { title: 'x'.repeat(121) }],
      ['a link to another site', { link: 'https://evil.example/' }],
      ['a protocol-relative link', { link: '//evil.example' }],
      ['a link with a backslash after the slash', { link: '/\\evil.example' }],
      ['a relative link', { link: 'sessions/new' }],
      ['a link too long', { link: `/${'x'.repeat(500)}` }],
      ['done as text', { done: 'oui' }],
    ],
    days: ['date'],
  },
  [{ name: 'a note without a link', run: { op: 'set', data: { ...entry, kind: 'note', title: 'Repos', link: null, ...stamps() } }, expect: 'allow' }],
);

const schedule = { programId: 'p1', weekdays: [1, 3, 5], startDate: '2026-11-23' };

export const PROGRAM_SCHEDULE_TABLE = documentTable(
  'users/{uid}/settings/programSchedule',
  {
    path: 'users/alice/settings/programSchedule',
    merge: true,
    list: false,
    valid: { ...schedule, updatedAt: serverTimestamp() },
    change: { weekdays: [2, 4, 6, 7] },
    invalid: [
      ['no weekday', { weekdays: [] }],
      ['eight weekdays', { weekdays: [1, 2, 3, 4, 5, 6, 7, 7] }],
      ['weekday 0', { weekdays: [0, 3] }],
      ['weekday 8', { weekdays: [1, 8] }],
      ['a weekday twice', { weekdays: [1, 1, 3] }],
      ['weekdays out of order', { weekdays: [5, 1] }],
      ['a weekday as text', { weekdays: ['lundi'] }],
      ['a fractional weekday', { weekdays: [1.5] }],
      ['weekdays that are not a list', { weekdays: 1 }],
      ['an empty program id', { programId: '' }],
      ['a program id too long', { programId: 'p'.repeat(129) }],
      ['a missing program id', (valid) => withoutKey(valid, 'programId')],
      ['a missing start date', (valid) => withoutKey(valid, 'startDate')],
    ],
    days: ['startDate'],
  },
  [
    {
      name: 'every day of the week',
      run: { op: 'set', data: { ...schedule, weekdays: [1, 2, 3, 4, 5, 6, 7], updatedAt: serverTimestamp() } },
      expect: 'allow',
    },
    { name: 'a single weekday, Sunday', run: { op: 'set', data: { ...schedule, weekdays: [7], updatedAt: serverTimestamp() } }, expect: 'allow' },
  ],
);

export const CALENDAR_TABLES: readonly RulesTable[] = [CALENDAR_TABLE, PROGRAM_SCHEDULE_TABLE];
