// Calendar entries planned by hand: the shape of PRODUCT.md §3, with the bounds written in firestore.rules.
import { documentTable, stamps } from '../rules-table.ts';

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
