// The 1RM or working weight a person gave for an exercise, kept per exercise for every program,
// or the choice to start it without one.
import { serverTimestamp } from 'firebase/firestore/lite';
import { expect } from 'vitest';
import { documentTable, withoutKey, type RulesTable } from '../rules-table.ts';

export const STARTING_LOADS_TABLE: RulesTable = documentTable(
  'users/{uid}/startingLoads/{id}',
  {
    path: 'users/alice/startingLoads/squat',
    merge: true,
    valid: { kind: 'rm', kg: 100, updatedAt: serverTimestamp() },
    change: { kind: 'travail', kg: 62.5 },
    invalid: [
      ['an unknown kind', { kind: '5rm' }],
      ['a load under 1 kg', { kg: 0.5 }],
      ['a load above 500 kg', { kg: 500.5 }],
      ['a load as text', { kg: '100' }],
      ['another key', { reps: 5 }],
      ['a missing load', (valid) => withoutKey(valid, 'kg')],
      ['a missing kind', (valid) => withoutKey(valid, 'kind')],
    ],
  },
  [
    { name: 'a working weight at the bound', run: { op: 'set', data: { kind: 'travail', kg: 500, updatedAt: serverTimestamp() } }, expect: 'allow' },
    { name: 'a personal exercise by its document id', path: 'users/alice/startingLoads/Ab12_cd-3', run: { op: 'set', data: { kind: 'rm', kg: 1, updatedAt: serverTimestamp() } }, expect: 'allow' },
    { name: 'the choice to start without a load', run: { op: 'set', data: { kind: 'aucune', updatedAt: serverTimestamp() } }, expect: 'allow' },
    {
      name: 'a load given after starting without one',
      seed: { 'users/alice/startingLoads/squat': { kind: 'aucune', updatedAt: new Date('2026-01-05T08:00:00Z') } },
      run: { op: 'set', data: { kind: 'rm', kg: 100, updatedAt: serverTimestamp() } },
      expect: 'allow',
      verify: (stored) => expect(stored).toMatchObject({ kind: 'rm', kg: 100 }),
    },
    {
      name: 'a merge of no load over a load given (its kg would stay)',
      seed: { 'users/alice/startingLoads/squat': { kind: 'rm', kg: 100, updatedAt: new Date('2026-01-05T08:00:00Z') } },
      run: { op: 'set', data: { kind: 'aucune', updatedAt: serverTimestamp() }, merge: true },
      expect: 'deny',
    },
    { name: 'no load with a load in it', run: { op: 'set', data: { kind: 'aucune', kg: 60, updatedAt: serverTimestamp() } }, expect: 'deny' },
    { name: 'no load with another key', run: { op: 'set', data: { kind: 'aucune', reps: 5, updatedAt: serverTimestamp() } }, expect: 'deny' },
    { name: 'no load without its stamp', run: { op: 'set', data: { kind: 'aucune' } }, expect: 'deny' },
    { name: 'a load given without a kind', run: { op: 'set', data: { kg: 60, updatedAt: serverTimestamp() } }, expect: 'deny' },
    { name: 'an id that names no exercise', path: 'users/alice/startingLoads/squat.avant', run: { op: 'set', data: { kind: 'rm', kg: 80, updatedAt: serverTimestamp() } }, expect: 'deny' },
  ],
);
