// The notification inbox and the reminder settings (written by the server, read by their owner),
// and the push token record (written by its owner, exactly four fields).
import { serverTimestamp, Timestamp } from 'firebase/firestore/lite';
import { expect } from 'vitest';
import { OTHER, withoutKey, type Data, type RulesCase, type RulesTable } from '../rules-table.ts';

const ITEM = 'users/alice/notifications/n1';
const item = () => ({ title: 'Rappel', body: 'Séance', link: '/sessions/new', read: false, createdAt: Timestamp.now() });
const withItem = { [ITEM]: item() };

const inbox: RulesTable = {
  type: 'users/{uid}/notifications/{id}',
  path: ITEM,
  cases: [
    { name: 'the owner reading an item', seed: withItem, run: { op: 'get' }, expect: 'allow' },
    { name: 'the owner listing the inbox', seed: withItem, run: { op: 'list' }, expect: 'allow' },
    {
      name: 'the owner marking an item read',
      seed: withItem,
      run: { op: 'update', data: { read: true } },
      expect: 'allow',
      verify: (stored) => expect(stored?.read).toBe(true),
    },
    { name: 'the owner deleting an item', seed: withItem, run: { op: 'delete' }, expect: 'allow', verify: (stored) => expect(stored).toBeUndefined() },
    { name: 'the owner changing the title', seed: withItem, run: { op: 'update', data: { title: 'changé' } }, expect: 'deny' },
    { name: 'the owner setting read to text', seed: withItem, run: { op: 'update', data: { read: 'oui' } }, expect: 'deny' },
    {
      name: 'the owner changing the link along with read',
      seed: withItem,
      run: { op: 'update', data: { read: false, link: 'https://evil.example' } },
      expect: 'deny',
    },
    {
      name: 'the owner creating an item (the server creates them)',
      path: 'users/alice/notifications/mine',
      run: { op: 'set', data: { title: 'T', body: '', link: null, read: false, createdAt: serverTimestamp() } },
      expect: 'deny',
    },
    ...(
      [
        [OTHER, 'another person'],
        ['anon', 'an anonymous visitor'],
      ] as const
    ).flatMap(([as, who]): RulesCase[] => [
      { name: `${who} reading an item`, as, seed: withItem, run: { op: 'get' }, expect: 'deny' },
      { name: `${who} listing the inbox`, as, seed: withItem, run: { op: 'list' }, expect: 'deny' },
      { name: `${who} marking an item read`, as, seed: withItem, run: { op: 'update', data: { read: true } }, expect: 'deny' },
      { name: `${who} deleting an item`, as, seed: withItem, run: { op: 'delete' }, expect: 'deny' },
      {
        name: `${who} creating an item`,
        as,
        path: 'users/alice/notifications/x',
        run: { op: 'set', data: { title: 'spam', body: '', link: null, read: false } },
        expect: 'deny',
      },
    ]),
  ],
};

const SETTINGS = 'users/alice/settings/notifications';
const withSettings = { [SETTINGS]: { pushEnabled: true, updatedAt: Timestamp.now() } };

const reminderSettings: RulesTable = {
  type: 'users/{uid}/settings/notifications',
  path: SETTINGS,
  cases: [
    { name: 'the owner reading them', seed: withSettings, run: { op: 'get' }, expect: 'allow', verify: (stored) => expect(stored?.pushEnabled).toBe(true) },
    { name: 'the owner writing them (the server does)', seed: withSettings, run: { op: 'set', merge: true, data: { pushEnabled: false } }, expect: 'deny' },
    { name: 'the owner creating them', run: { op: 'set', data: { pushEnabled: true, updatedAt: serverTimestamp() } }, expect: 'deny' },
    { name: 'the owner deleting them', seed: withSettings, run: { op: 'delete' }, expect: 'deny' },
    { name: 'another person reading them', as: OTHER, seed: withSettings, run: { op: 'get' }, expect: 'deny' },
    { name: 'an anonymous visitor reading them', as: 'anon', seed: withSettings, run: { op: 'get' }, expect: 'deny' },
  ],
};

const TOKEN = 'pushTokens/alice';
const record = (uid = 'alice'): Data => ({ uid, token: 'fcm-token-abc', platform: 'web', updatedAt: serverTimestamp() });
const withToken = { [TOKEN]: { ...record(), updatedAt: Timestamp.now() } };
const register = (data: Data) => ({ op: 'set', merge: true, data }) as const;

const pushTokens: RulesTable = {
  type: 'pushTokens/{uid}',
  path: TOKEN,
  cases: [
    {
      name: 'the owner writing exactly the specified record (merge-set)',
      run: register(record()),
      expect: 'allow',
      verify: (stored) => {
        expect(Object.keys(stored ?? {}).sort()).toEqual(['platform', 'token', 'uid', 'updatedAt']);
        expect(stored).toMatchObject({ uid: 'alice', token: 'fcm-token-abc', platform: 'web' });
      },
    },
    { name: 'the owner refreshing the record', seed: withToken, run: register({ ...record(), token: 'fcm-token-def' }), expect: 'allow' },
    { name: 'the owner reading the record', seed: withToken, run: { op: 'get' }, expect: 'allow' },
    { name: 'the owner deleting the record', seed: withToken, run: { op: 'delete' }, expect: 'allow' },
    { name: 'an extra field', run: register({ ...record(), extra: true }), expect: 'deny' },
    { name: 'a platform other than web', run: register({ ...record(), platform: 'ios' }), expect: 'deny' },
    { name: 'an empty token', run: register({ ...record(), token: '' }), expect: 'deny' },
    { name: 'a token too long', run: register({ ...record(), token: 'x'.repeat(4097) }), expect: 'deny' },
    { name: "another person's uid in the record", run: register(record(OTHER)), expect: 'deny' },
    { name: 'a client-chosen updatedAt', run: register({ ...record(), updatedAt: Timestamp.fromMillis(0) }), expect: 'deny' },
    { name: 'a record without updatedAt', run: register(withoutKey(record(), 'updatedAt')), expect: 'deny' },
    { name: 'another person reading the record', as: OTHER, seed: withToken, run: { op: 'get' }, expect: 'deny' },
    { name: 'another person overwriting the record', as: OTHER, seed: withToken, run: register(record()), expect: 'deny' },
    { name: 'another person writing their own uid into it', as: OTHER, run: register(record(OTHER)), expect: 'deny' },
    { name: 'another person deleting the record', as: OTHER, seed: withToken, run: { op: 'delete' }, expect: 'deny' },
    { name: 'another person listing the tokens', as: OTHER, seed: withToken, run: { op: 'list' }, expect: 'deny' },
    { name: 'an anonymous visitor reading the record', as: 'anon', seed: withToken, run: { op: 'get' }, expect: 'deny' },
  ],
};

export const NOTIFICATIONS_TABLES: readonly RulesTable[] = [inbox, reminderSettings, pushTokens];
