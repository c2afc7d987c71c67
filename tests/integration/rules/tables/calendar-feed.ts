// The calendar subscription token: its owner reads it, only the server writes it, and the
// registry of tokens (calendarFeeds/{token} → uid) is closed to every browser.
import { serverTimestamp, Timestamp } from 'firebase/firestore/lite';
import { OTHER, type RulesTable } from '../rules-table.ts';

const SETTINGS = 'users/alice/settings/calendarFeed';
const TOKEN = 'Qm2xVt7LpR4sWz8YbN3ck9Qm2xVt7LpR';
const withSettings = { [SETTINGS]: { token: TOKEN, createdAt: Timestamp.now() } };

const REGISTRY = `calendarFeeds/${TOKEN}`;
const withRegistry = { [REGISTRY]: { uid: 'alice', createdAt: Timestamp.now() } };

const feedSettings: RulesTable = {
  type: 'users/{uid}/settings/calendarFeed',
  path: SETTINGS,
  cases: [
    { name: 'the owner reading their token', seed: withSettings, run: { op: 'get' }, expect: 'allow' },
    { name: 'the owner choosing their own token (the server makes it)', run: { op: 'set', data: { token: TOKEN, createdAt: serverTimestamp() } }, expect: 'deny' },
    { name: 'the owner changing it', seed: withSettings, run: { op: 'update', data: { token: 'x'.repeat(32) } }, expect: 'deny' },
    { name: 'the owner deleting it (revoking goes through the server)', seed: withSettings, run: { op: 'delete' }, expect: 'deny' },
    { name: 'another person reading it', as: OTHER, seed: withSettings, run: { op: 'get' }, expect: 'deny' },
    { name: 'an anonymous visitor reading it', as: 'anon', seed: withSettings, run: { op: 'get' }, expect: 'deny' },
  ],
};

const feedRegistry: RulesTable = {
  type: 'unlisted',
  path: REGISTRY,
  cases: [
    { name: 'the token’s owner reading its registry entry', seed: withRegistry, run: { op: 'get' }, expect: 'deny' },
    { name: 'an anonymous visitor reading a registry entry by its token', as: 'anon', seed: withRegistry, run: { op: 'get' }, expect: 'deny' },
    { name: 'a signed-in person listing the registry', as: OTHER, seed: withRegistry, run: { op: 'list' }, expect: 'deny' },
    { name: 'someone registering a token for another person', as: OTHER, run: { op: 'set', data: { uid: 'alice', createdAt: serverTimestamp() } }, expect: 'deny' },
    { name: 'the owner registering a token of their choosing', run: { op: 'set', data: { uid: 'alice', createdAt: serverTimestamp() } }, expect: 'deny' },
    { name: 'the owner deleting a registry entry', seed: withRegistry, run: { op: 'delete' }, expect: 'deny' },
  ],
};

export const CALENDAR_FEED_TABLES: readonly RulesTable[] = [feedSettings, feedRegistry];
