// Collections only the server writes (firebase-admin): no browser reads or writes them, even the
// account a document counts for.
import { Timestamp } from 'firebase/firestore/lite';
import { OTHER, OWNER, type RulesTable } from '../rules-table.ts';

const path = `rateLimits/login:${OWNER}`;
const counter = { tokens: [3], updatedAt: Timestamp.fromMillis(1_000), expiresAt: Timestamp.fromMillis(60_000) };
const seed = { [path]: counter };

export const SERVER_ONLY_TABLE: RulesTable = {
  type: 'server-only',
  path,
  cases: [
    { name: 'the account reading its own sign-in counter', seed, run: { op: 'get' }, expect: 'deny' },
    { name: 'the account refilling its own counter', seed, run: { op: 'set', data: { ...counter, tokens: [10] } }, expect: 'deny' },
    { name: 'the account creating a full counter ahead', run: { op: 'set', data: counter }, expect: 'deny' },
    { name: 'the account deleting its counter to start afresh', seed, run: { op: 'delete' }, expect: 'deny' },
    { name: 'the account listing the counters', seed, run: { op: 'list' }, expect: 'deny' },
    { name: 'another person draining it', as: OTHER, seed, run: { op: 'update', data: { tokens: [0] } }, expect: 'deny' },
    { name: 'someone signed out reading it', as: 'anon', seed, run: { op: 'get' }, expect: 'deny' },
  ],
};
