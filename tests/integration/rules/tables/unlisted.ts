// Paths outside the data model: with rules that deny by default, nobody reaches them from a browser.
import { serverTimestamp } from 'firebase/firestore/lite';
import type { RulesTable } from '../rules-table.ts';

const junk = { blob: 'x'.repeat(1000), updatedAt: serverTimestamp() };

export const UNLISTED_TABLE: RulesTable = {
  type: 'unlisted',
  path: 'users/alice/junk/j1',
  cases: [
    { name: 'the owner writing a collection of their tree that the data model does not list', run: { op: 'set', data: junk }, expect: 'deny' },
    { name: 'the owner reading it', seed: { 'users/alice/junk/j1': junk }, run: { op: 'get' }, expect: 'deny' },
    { name: 'the owner listing it', seed: { 'users/alice/junk/j1': junk }, run: { op: 'list' }, expect: 'deny' },
    { name: 'the owner writing a settings document that has no schema', path: 'users/alice/settings/theme', run: { op: 'set', data: junk }, expect: 'deny' },
    {
      name: 'the owner writing under a document of the data model',
      path: 'users/alice/measurements/m1/photos/p1',
      run: { op: 'set', data: junk },
      expect: 'deny',
    },
    { name: 'the owner writing a deeper tree', path: 'users/alice/junk/j1/more/m1', run: { op: 'set', data: junk }, expect: 'deny' },
    { name: 'a signed-in person reading a top-level collection outside the data model', path: 'somewhere/else', run: { op: 'get' }, expect: 'deny' },
    { name: 'a signed-in person writing one', path: 'somewhere/else', run: { op: 'set', data: junk }, expect: 'deny' },
  ],
};
