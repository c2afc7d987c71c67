// THE conformance table: each scenario (name, seed, action, expected) runs unchanged through every
// client whose SDK has the APIs it needs — the browser SDK in Chromium, the Node SDK (gRPC), the
// lite SDK (REST), firebase-admin over gRPC and over REST. Expectations are what the Cloud
// Firestore documentation states; where SDKs legitimately differ (admin has no latency
// compensation and bypasses rules) `expected` is a function of the client kind.
import type { Capability, ClientKind, QuerySpec, SpecData } from './model.ts';
import { attempt, docEvents, until, type ScenarioContext } from './harness.ts';

export interface Scenario {
  area: 'writes' | 'values' | 'queries' | 'aggregations' | 'listeners' | 'offline' | 'transactions' | 'rules' | 'limits';
  name: string;
  needs?: Capability[];
  /** Clients that have the API but cannot run the scenario; `skipReason` says why. */
  skip?: ClientKind[];
  skipReason?: string;
  /** Documents written as the owner before the clients start. */
  seed?: Record<string, SpecData>;
  action: (ctx: ScenarioContext) => Promise<unknown>;
  expected: unknown | ((kind: ClientKind) => unknown);
}

/** Rules of the conformance emulator: open to signed-in people, except `users/{uid}` (owner only)
 * and `locked` (public documents readable, nothing writable). Admin clients bypass them. */
export const CONFORMANCE_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{coll}/{doc=**} {
      allow read, write: if request.auth != null && !(coll in ['users', 'locked']);
    }
    match /users/{uid}/{doc=**} {
      allow read, write: if request.auth != null && request.auth.uid == uid;
    }
    match /locked/{id} {
      allow read: if resource.data.public == true;
    }
  }
}
`;

const isAdmin = (k: ClientKind): boolean => k === 'admin-grpc' || k === 'admin-rest';
/** The lite SDK maps HTTP statuses, not the error's status name: 400 (INVALID_ARGUMENT and
 * FAILED_PRECONDITION alike) becomes failed-precondition, against Cloud Firestore too. */
const badRequest = (k: ClientKind): string => (k === 'lite' ? 'failed-precondition' : 'invalid-argument');
const TS = '<timestamp>';

/** Replaces timestamps (server-set, so unpredictable) with a marker. */
function masked(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(masked);
  if (v && typeof v === 'object') {
    if ('$timestamp' in v) return TS;
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, masked(x)]));
  }
  return v;
}

// ---- writes -----------------------------------------------------------------------------------

const writes: Scenario[] = [
  {
    area: 'writes',
    name: 'set replaces the whole document',
    seed: { 'w/a': { a: 1, b: { c: 2 } } },
    action: async ({ client }) => {
      await client.set('w/a', { z: 'é' });
      return client.get('w/a');
    },
    expected: (k: ClientKind) => ({ exists: true, data: { z: 'é' }, fromCache: k === 'browser' || k === 'node' ? false : null }),
  },
  {
    area: 'writes',
    name: 'set with merge merges nested maps, mergeFields writes only the named fields',
    seed: { 'w/a': { a: 1, m: { x: 1, y: 2 } } },
    action: async ({ client }) => {
      await client.set('w/a', { m: { y: 3 }, b: true }, { merge: true });
      await client.set('w/a', { a: 9, b: false, c: 'ignored' }, { mergeFields: ['a'] });
      return (await client.get('w/a')).data;
    },
    expected: { a: 9, m: { x: 1, y: 3 }, b: true },
  },
  {
    area: 'writes',
    name: 'update writes dotted field paths and deletes fields',
    seed: { 'w/a': { a: 1, m: { x: 1, y: 2 }, keep: 'k' } },
    action: async ({ client }) => {
      await client.update('w/a', { 'm.x': { $delete: true }, a: { $delete: true }, 'n.deep.er': 5 });
      return (await client.get('w/a')).data;
    },
    expected: { m: { y: 2 }, keep: 'k', n: { deep: { er: 5 } } },
  },
  {
    area: 'writes',
    name: 'update of a missing document fails with not-found',
    action: async ({ client }) => {
      const r = await attempt(client.update('w/missing', { a: 1 }), true);
      return typeof r === 'object' ? { ...r, message: r.message?.replace(/projects\/[^/]+\//, 'projects/P/') } : r;
    },
    expected: { error: 'not-found', message: 'No document to update: projects/P/databases/(default)/documents/w/missing' },
  },
  {
    area: 'writes',
    name: 'create fails with already-exists when the document exists',
    needs: ['create'],
    skip: ['admin-rest'],
    skipReason:
      'over REST, gax maps HTTP 409 to ABORTED and @google-cloud/firestore retries commits on ABORTED for up to 10 minutes, as against production',
    seed: { 'w/a': { a: 1 } },
    action: async ({ client }) => ({ fresh: await attempt(client.create('w/b', { b: 1 })), again: await attempt(client.create('w/a', { a: 2 })), data: (await client.get('w/a')).data }),
    expected: { fresh: 'ok', again: { error: 'already-exists' }, data: { a: 1 } },
  },
  {
    area: 'writes',
    name: 'add generates a 20-character id',
    action: async ({ client }) => {
      const id = await client.add('w', { k: 1 });
      return { id: /^[A-Za-z0-9]{20}$/.test(id), data: (await client.get(`w/${id}`)).data };
    },
    expected: { id: true, data: { k: 1 } },
  },
  {
    area: 'writes',
    name: 'delete removes a document; deleting a missing one succeeds',
    seed: { 'w/a': { a: 1 } },
    action: async ({ client }) => {
      await client.delete('w/a');
      return { exists: (await client.get('w/a')).exists, missing: await attempt(client.delete('w/never')) };
    },
    expected: { exists: false, missing: 'ok' },
  },
  {
    area: 'writes',
    name: 'transforms: serverTimestamp, increment (int and double), arrayUnion, arrayRemove',
    seed: { 'w/t': { i: 1, d: 1.5, arr: [1, 'x', { k: 1 }] } },
    action: async ({ client }) => {
      await client.update('w/t', { i: { $increment: 2 }, d: { $increment: 1 }, fresh: { $increment: 3 }, arr: { $arrayUnion: [1, 'y', { k: 1 }] }, at: { $serverTimestamp: true } });
      const first = (await client.get('w/t')).data;
      await client.update('w/t', { arr: { $arrayRemove: ['x', { k: 1 }] }, i: { $increment: 0.5 } });
      return { first: masked(first), second: masked((await client.get('w/t')).data) };
    },
    expected: {
      first: { i: 3, d: 2.5, fresh: 3, arr: [1, 'x', { k: 1 }, 'y'], at: TS },
      second: { i: 3.5, d: 2.5, fresh: 3, arr: [1, 'y'], at: TS },
    },
  },
  {
    area: 'writes',
    name: 'a batch is atomic: one failing write applies nothing',
    action: async ({ client }) => ({
      batch: await attempt(
        client.batch([
          { op: 'set', path: 'w/a', data: { v: 1 } },
          { op: 'update', path: 'w/missing', data: { v: 2 } },
        ]),
      ),
      a: (await client.get('w/a')).exists,
    }),
    expected: { batch: { error: 'not-found' }, a: false },
  },
];

// ---- values -----------------------------------------------------------------------------------

const EVERY_TYPE: SpecData = {
  nul: null,
  yes: true,
  int: -42,
  dbl: 1.5,
  nan: NaN,
  inf: -Infinity,
  str: 'été 🏃',
  bytes: { $bytes: 'AQID/w==' },
  ref: { $ref: 'types/other' },
  geo: { $geo: [48.8566, 2.3522] },
  ts: { $timestamp: [1_700_000_000, 123_456_000] },
  arr: [1, 'a', { m: [true] }],
  map: { nested: { deep: 'x' }, 'with space': 1 },
};

const values: Scenario[] = [
  {
    area: 'values',
    name: 'every value type round-trips (written by the client)',
    action: async ({ client }) => {
      await client.set('types/a', EVERY_TYPE);
      return (await client.get('types/a')).data;
    },
    expected: EVERY_TYPE,
  },
  {
    area: 'values',
    name: 'every value type round-trips (written over REST, read by the client)',
    seed: { 'types/b': EVERY_TYPE },
    action: async ({ client }) => (await client.get('types/b')).data,
    expected: EVERY_TYPE,
  },
];

// ---- queries ----------------------------------------------------------------------------------

const Q_SEED: Record<string, SpecData> = {
  'q/a': { n: 1, tag: 'x', arr: [1, 2], g: 'one' },
  'q/b': { n: 2, tag: 'y', arr: [3], g: 'two' },
  'q/c': { n: 3, tag: 'x', arr: [], g: null },
  'q/d': { n: 4.5, tag: 'z', g: NaN },
  'q/e': { n: 'str', tag: 'y' },
  'q/f': { tag: 'x' },
  'q/a/q/sub1': { n: 10, tag: 'x' },
  'other/z/q/sub2': { n: 11, tag: 'x' },
};

/** One value of every type class, ids shuffled so that name order is not value order. */
const MIX_SEED: Record<string, SpecData> = {
  'mix/k': { v: null },
  'mix/c': { v: false },
  'mix/p': { v: true },
  'mix/a': { v: NaN },
  'mix/q': { v: -Infinity },
  'mix/h': { v: -1 },
  'mix/n': { v: 0 },
  'mix/b': { v: 2.5 },
  'mix/j': { v: { $timestamp: [1, 0] } },
  'mix/e': { v: '' },
  'mix/o': { v: 'B' },
  'mix/d': { v: 'a' },
  'mix/m': { v: { $bytes: 'AA==' } },
  'mix/g': { v: { $ref: 'mix/a' } },
  'mix/l': { v: { $geo: [0, 0] } },
  'mix/f': { v: [] },
  'mix/r': { v: [1] },
  'mix/i': { v: {} },
  'mix/s': { v: { a: 1 } },
  'mix/t': { w: 'no v' },
};

const QUERY_CASES: [name: string, spec: QuerySpec, ids: string[], needs?: Capability[]][] = [
  ['where < ', { from: 'q', where: [['n', '<', 3]] }, ['a', 'b']],
  ['where <=', { from: 'q', where: [['n', '<=', 3]] }, ['a', 'b', 'c']],
  ['where > (numbers only: type classes never mix)', { from: 'q', where: [['n', '>', 1]] }, ['b', 'c', 'd']],
  ['where >= on a string matches only strings', { from: 'q', where: [['n', '>=', 'a']] }, ['e']],
  ['where == compares 1.0 and 1 equal', { from: 'q', where: [['n', '==', 1.0]] }, ['a']],
  ['where != excludes documents without the field', { from: 'q', where: [['n', '!=', 2]] }, ['a', 'c', 'd', 'e']],
  ['where in', { from: 'q', where: [['tag', 'in', ['x', 'z']]] }, ['a', 'c', 'd', 'f']],
  ['where not-in', { from: 'q', where: [['tag', 'not-in', ['x', 'z']]] }, ['b', 'e']],
  ['where array-contains', { from: 'q', where: [['arr', 'array-contains', 2]] }, ['a']],
  ['where array-contains-any', { from: 'q', where: [['arr', 'array-contains-any', [2, 3]]] }, ['a', 'b']],
  ['where == null', { from: 'q', where: [['g', '==', null]] }, ['c']],
  ['where == NaN', { from: 'q', where: [['g', '==', NaN]] }, ['d']],
  ['where != null orders by the field (NaN first)', { from: 'q', where: [['g', '!=', null]] }, ['d', 'a', 'b']],
  ['or / and composite filters', { from: 'q', where: [{ or: [['tag', '==', 'z'], { and: [['tag', '==', 'x'], ['n', '<', 2]] }] }] }, ['a', 'd']],
  ['two where clauses are a conjunction', { from: 'q', where: [['tag', '==', 'x'], ['n', '>', 0]] }, ['a', 'c']],
  ['default order is by document id', { from: 'q' }, ['a', 'b', 'c', 'd', 'e', 'f']],
  ['orderBy skips documents without the field', { from: 'q', orderBy: [['n']] }, ['a', 'b', 'c', 'd', 'e']],
  ['orderBy desc with limit', { from: 'q', orderBy: [['n', 'desc']], limit: 2 }, ['e', 'd']],
  ['limitToLast', { from: 'q', orderBy: [['n']], limitToLast: 2 }, ['d', 'e']],
  ['two orderBy fields', { from: 'q', orderBy: [['tag'], ['n', 'desc']] }, ['c', 'a', 'e', 'b', 'd']],
  ['inequality with orderBy desc', { from: 'q', where: [['n', '<', 4]], orderBy: [['n', 'desc']] }, ['c', 'b', 'a']],
  ['startAfter / endBefore cursors', { from: 'q', orderBy: [['n']], startAfter: [2], endBefore: ['str'] }, ['c', 'd']],
  ['startAt / endAt cursors', { from: 'q', orderBy: [['n']], startAt: [2], endAt: [4.5] }, ['b', 'c', 'd']],
  ['cursor on a non-unique field', { from: 'q', orderBy: [['tag']], startAt: ['y'] }, ['b', 'e', 'd']],
  ['offset', { from: 'q', orderBy: [['n']], offset: 1, limit: 2 }, ['b', 'c'], ['offset']],
  ['collection group ordered by full path', { from: { group: 'q' } }, ['sub2', 'a', 'sub1', 'b', 'c', 'd', 'e', 'f']],
  ['collection group with a filter', { from: { group: 'q' }, where: [['n', '>=', 10]] }, ['sub1', 'sub2']],
  ['a subcollection is its own collection', { from: 'q/a/q' }, ['sub1']],
  [
    'orderBy across every type class',
    { from: 'mix', orderBy: [['v']] },
    ['k', 'c', 'p', 'a', 'q', 'h', 'n', 'b', 'j', 'e', 'o', 'd', 'm', 'g', 'l', 'f', 'r', 'i', 's'],
  ],
  [
    'orderBy desc across every type class',
    { from: 'mix', orderBy: [['v', 'desc']] },
    ['s', 'i', 'r', 'f', 'l', 'g', 'm', 'd', 'o', 'e', 'j', 'b', 'n', 'h', 'q', 'a', 'p', 'c', 'k'],
  ],
];

const queries: Scenario[] = QUERY_CASES.map(([name, spec, ids, needs]) => ({
  area: 'queries' as const,
  name,
  ...(needs ? { needs } : {}),
  seed: { ...Q_SEED, ...MIX_SEED },
  action: async ({ client }: ScenarioContext) => client.query(spec),
  expected: ids,
}));

const aggregations: Scenario[] = [
  {
    area: 'aggregations',
    name: 'count, sum and average, with a filter; average of nothing is null',
    seed: Q_SEED,
    action: async ({ client }) => ({
      all: await client.aggregate({ from: 'q' }, { count: ['count'] }),
      x: await client.aggregate({ from: 'q', where: [['tag', '==', 'x']] }, { total: ['sum', 'n'], mean: ['avg', 'n'], none: ['sum', 'nothing'], count: ['count'] }),
      empty: await client.aggregate({ from: 'q', where: [['tag', '==', 'nope']] }, { mean: ['avg', 'n'], count: ['count'] }),
    }),
    expected: { all: { count: 6 }, x: { total: 4, mean: 2, none: 0, count: 3 }, empty: { mean: null, count: 0 } },
  },
];

// ---- listeners --------------------------------------------------------------------------------

const server = (k: ClientKind): { pending: boolean | null; cache: boolean | null } => (isAdmin(k) ? { pending: null, cache: null } : { pending: false, cache: false });

const listeners: Scenario[] = [
  {
    area: 'listeners',
    name: "a query listener sees another client's writes: added, modified, removed",
    needs: ['listen'],
    seed: { 'rooms/a': { n: 1 } },
    action: async ({ client, other }) => {
      const l = await client.listen({ from: 'rooms', where: [['n', '<', 10]], orderBy: [['n']] });
      const has = (docs: string) => (e: { docs: string[]; cache: boolean | null }) => e.docs.join(',') === docs && e.cache !== true;
      await until(client, l, has('a={"n":1}'), 'initial snapshot');
      await other.set('rooms/b', { n: 2 });
      await until(client, l, has('a={"n":1},b={"n":2}'), 'added b');
      await other.update('rooms/a', { n: 5 });
      await until(client, l, has('b={"n":2},a={"n":5}'), 'modified a');
      await other.update('rooms/b', { n: 20 });
      await until(client, l, has('a={"n":5}'), 'b left the query');
      await other.delete('rooms/a');
      const events = await until(client, l, has(''), 'a deleted');
      return docEvents(events);
    },
    expected: (k: ClientKind) => [
      { docs: ['a={"n":1}'], changes: ['added a'], ...server(k) },
      { docs: ['a={"n":1}', 'b={"n":2}'], changes: ['added b'], ...server(k) },
      { docs: ['b={"n":2}', 'a={"n":5}'], changes: ['modified a'], ...server(k) },
      { docs: ['a={"n":5}'], changes: ['removed b'], ...server(k) },
      { docs: [], changes: ['removed a'], ...server(k) },
    ],
  },
  {
    area: 'listeners',
    name: "a document listener sees another client's create, update and delete",
    needs: ['listen'],
    action: async ({ client, other }) => {
      const l = await client.listen('rooms/d');
      await until(client, l, (e) => e.cache === false || e.cache === null, 'initial snapshot');
      await other.set('rooms/d', { v: 'a' });
      await until(client, l, (e) => e.docs[0] === 'd={"v":"a"}', 'created');
      await other.update('rooms/d', { v: 'b' });
      await until(client, l, (e) => e.docs[0] === 'd={"v":"b"}', 'updated');
      await other.delete('rooms/d');
      const events = await until(client, l, (e, i, all) => e.docs.length === 0 && all.slice(0, i).some((x) => x.docs[0] === 'd={"v":"b"}'), 'deleted');
      return events.filter((e) => e.cache !== true).map((e) => e.docs.join(',') || '-').filter((d, i, all) => i === 0 || d !== all[i - 1]);
    },
    expected: ['-', 'd={"v":"a"}', 'd={"v":"b"}', '-'],
  },
  {
    area: 'listeners',
    name: 'own writes appear at once with hasPendingWrites, then are confirmed by the server',
    needs: ['listen', 'pending-writes'],
    action: async ({ client }) => {
      const l = await client.listen({ from: 'rooms' });
      await until(client, l, (e) => e.cache === false, 'initial server snapshot');
      await client.set('rooms/x', { n: 1 });
      const events = await until(client, l, (e) => e.docs.length === 1 && e.pending === false, 'confirmed');
      return events;
    },
    expected: [
      { docs: [], changes: [], pending: false, cache: false },
      { docs: ['x={"n":1}'], changes: ['added x'], pending: true, cache: false },
      { docs: ['x={"n":1}'], changes: [], pending: false, cache: false },
    ],
  },
  {
    area: 'listeners',
    name: 'admin listeners see their own write once, from the server',
    needs: ['listen'],
    skip: ['browser', 'node'],
    skipReason: 'the web SDKs report their own writes twice (pending, then confirmed): scenario above',
    action: async ({ client }) => {
      const l = await client.listen({ from: 'rooms' });
      await until(client, l, () => true, 'initial snapshot');
      await client.set('rooms/x', { n: 1 });
      return until(client, l, (e) => e.docs.length === 1, 'write seen');
    },
    expected: [
      { docs: [], changes: [], pending: null, cache: null },
      { docs: ['x={"n":1}'], changes: ['added x'], pending: null, cache: null },
    ],
  },
  {
    area: 'listeners',
    name: 'a limit query listener pulls the next document in when one leaves',
    needs: ['listen'],
    seed: { 'rooms/a': { n: 1 }, 'rooms/b': { n: 2 }, 'rooms/c': { n: 3 } },
    action: async ({ client, other }) => {
      const l = await client.listen({ from: 'rooms', orderBy: [['n']], limit: 2 });
      await until(client, l, (e) => e.docs.length === 2 && e.cache !== true, 'initial');
      await other.delete('rooms/a');
      const events = await until(client, l, (e) => e.docs.join(',') === 'b={"n":2},c={"n":3}' && e.pending !== true, 'c pulled in');
      return docEvents(events).map((e) => e.changes.sort().join(','));
    },
    expected: ['added a,added b', 'added c,removed a'],
  },
];

// ---- offline ----------------------------------------------------------------------------------

const offline: Scenario[] = [
  {
    area: 'offline',
    name: 'offline: reads from cache, uncached read fails "client is offline", writes stay pending until back online',
    needs: ['listen', 'offline', 'pending-writes'],
    seed: { 'rooms/a': { n: 1 } },
    action: async ({ client }) => {
      const l = await client.listen('rooms/a');
      await until(client, l, (e) => e.cache === false, 'server snapshot');
      await client.setNetwork(false);
      await until(client, l, (e) => e.cache === true, 'offline snapshot');
      const uncached = await attempt(client.get('rooms/zzz'), true);
      const cached = await client.get('rooms/a');
      await client.set('rooms/a', { n: 2 }, { wait: false });
      await until(client, l, (e) => e.pending === true, 'pending offline write');
      await client.setNetwork(true);
      const events = await until(client, l, (e) => e.pending === false && e.cache === false && e.docs[0] === 'a={"n":2}', 'confirmed online');
      const states = events.map((e) => `${e.docs.join(',')} pending=${e.pending} cache=${e.cache}`).filter((d, i, all) => i === 0 || d !== all[i - 1]);
      return { uncached, cached, first: states.slice(0, 3), last: states.at(-1) };
    },
    expected: {
      uncached: { error: 'unavailable', message: 'Failed to get document because the client is offline.' },
      cached: { exists: true, data: { n: 1 }, fromCache: true },
      first: ['a={"n":1} pending=false cache=false', 'a={"n":1} pending=false cache=true', 'a={"n":2} pending=true cache=true'],
      last: 'a={"n":2} pending=false cache=false',
    },
  },
];

// ---- transactions -----------------------------------------------------------------------------

const transactions: Scenario[] = [
  {
    area: 'transactions',
    name: 'a transaction whose read changes underneath is retried and applied once',
    seed: { 'counters/c': { n: 0 } },
    action: async ({ client }) => ({ attempts: await client.txIncrement('counters/c', 'n', true), data: (await client.get('counters/c')).data }),
    expected: { attempts: 2, data: { n: 101 } },
  },
  {
    area: 'transactions',
    name: 'concurrent transactions from two clients on one document all apply',
    seed: { 'counters/c': { n: 0 } },
    action: async ({ client, other }) => {
      await Promise.all([client.txIncrement('counters/c', 'n'), other.txIncrement('counters/c', 'n'), client.txIncrement('counters/c', 'n'), other.txIncrement('counters/c', 'n')]);
      return (await client.get('counters/c')).data;
    },
    expected: { n: 4 },
  },
];

// ---- security rules ---------------------------------------------------------------------------

const rules: Scenario[] = [
  {
    area: 'rules',
    name: 'owner may read, list and write their own tree',
    action: async ({ client }) => ({
      write: await attempt(client.set('users/alice/m/1', { kg: 70 })),
      read: await attempt(client.get('users/alice/m/1')),
      list: await client.query({ from: 'users/alice/m' }),
    }),
    expected: { write: 'ok', read: 'ok', list: ['1'] },
  },
  {
    area: 'rules',
    name: "another person's documents are denied (admin bypasses rules)",
    seed: { 'users/bob/m/1': { kg: 80 } },
    action: async ({ client }) => ({
      get: await attempt(client.get('users/bob/m/1'), true),
      list: await attempt(client.query({ from: 'users/bob/m' })),
      emptyList: await attempt(client.query({ from: 'users/bob/none' })),
      write: await attempt(client.set('users/bob/m/2', { kg: 1 })),
      del: await attempt(client.delete('users/bob/m/1')),
    }),
    expected: (k: ClientKind) =>
      isAdmin(k)
        ? { get: 'ok', list: 'ok', emptyList: 'ok', write: 'ok', del: 'ok' }
        : {
            get: { error: 'permission-denied', message: 'Missing or insufficient permissions.' },
            list: { error: 'permission-denied' },
            emptyList: { error: 'permission-denied' },
            write: { error: 'permission-denied' },
            del: { error: 'permission-denied' },
          },
  },
  {
    area: 'rules',
    name: 'rules on resource data: public documents readable, a query must not be able to return others',
    seed: { 'locked/pub': { public: true }, 'locked/priv': { public: false } },
    action: async ({ client }) => ({
      pub: await attempt(client.get('locked/pub')),
      priv: await attempt(client.get('locked/priv')),
      publicOnly: await attempt(client.query({ from: 'locked', where: [['public', '==', true]] })),
      all: await attempt(client.query({ from: 'locked' })),
      write: await attempt(client.set('locked/pub', { public: true })),
    }),
    expected: (k: ClientKind) =>
      isAdmin(k)
        ? { pub: 'ok', priv: 'ok', publicOnly: 'ok', all: 'ok', write: 'ok' }
        : { pub: 'ok', priv: { error: 'permission-denied' }, publicOnly: 'ok', all: { error: 'permission-denied' }, write: { error: 'permission-denied' } },
  },
  {
    area: 'rules',
    name: 'a listener on a denied target fails with permission-denied',
    needs: ['listen'],
    seed: { 'users/bob/m/1': { kg: 80 } },
    action: async ({ client }) => {
      const l = await client.listen({ from: 'users/bob/m' });
      const events = await until(client, l, (e) => !!e.error || e.docs.length > 0, 'error or data');
      return events.map((e) => e.error ?? e.docs.join(','));
    },
    expected: (k: ClientKind) => (isAdmin(k) ? ['1={"kg":80}'] : ['permission-denied']),
  },
];

// ---- limits and invalid requests ----------------------------------------------------------------

const limits: Scenario[] = [
  {
    area: 'limits',
    name: 'a document over 1 MiB is rejected with invalid-argument',
    action: async ({ client }) => {
      const r = await attempt(client.set('big/one', { big: 'x'.repeat(1_048_576) }), true);
      return typeof r === 'object' ? { error: r.error, sizeMessage: /exceeds the maximum allowed size of 1,048,576 bytes/.test(r.message ?? '') } : r;
    },
    expected: (k: ClientKind) => ({ error: badRequest(k), sizeMessage: true }),
  },
  {
    area: 'limits',
    name: 'a document just under 1 MiB is accepted',
    action: async ({ client }) => attempt(client.set('big/two', { big: 'x'.repeat(1_048_576 - 200) })),
    expected: 'ok',
  },
  {
    area: 'limits',
    name: 'more than 500 writes in one commit is rejected and nothing is applied',
    action: async ({ client }) => {
      const ops = Array.from({ length: 501 }, (_, i) => ({ op: 'set' as const, path: `many/d${i}`, data: { i } }));
      return { over: await attempt(client.batch(ops), true), applied: (await client.get('many/d0')).exists, at500: await attempt(client.batch(ops.slice(0, 500))) };
    },
    expected: (k: ClientKind) => ({ over: { error: badRequest(k), message: 'maximum 500 writes allowed per request' }, applied: false, at500: 'ok' }),
  },
  {
    area: 'limits',
    name: 'reserved document ids (__x__) are rejected with invalid-argument',
    action: async ({ client }) => attempt(client.set('w/__x__', { a: 1 })),
    expected: (k: ClientKind) => ({ error: badRequest(k) }),
  },
];


// ---- behaviours the Firebase SDK's own integration tests pin down ------------------------------
// Each of these once differed from Cloud Firestore; the SDK's tests (packages/firestore/test/
// integration/api in firebase-js-sdk) pass against production, so they are the reference.

const messageMatches = (r: 'ok' | { error: string; message?: string }, re: RegExp): unknown =>
  typeof r === 'object' ? { error: r.error, message: re.test(r.message ?? '') } : r;

const N_SEED: Record<string, SpecData> = {
  'zips/a': { zip: 98101 },
  'zips/b': { zip: [98101, 98102] },
  'zips/c': { zip: [98101] },
  'zips/d': { zip: null },
  'zips/e': { zip: 7 },
  'arrays/a': { array: [42] },
  'arrays/h': { array: [null] },
  'arrays/e': { array: [43] },
};

const sdkParity: Scenario[] = [
  {
    area: 'transactions',
    name: 'a transaction that reads a document and writes another commits (web SDKs send Write.verify for the read)',
    seed: { 'tx/read': { n: 1 } },
    action: async ({ client }) => ({
      reads: (await client.transaction([{ op: 'get', path: 'tx/read' }, { op: 'set', path: 'tx/written', data: { from: 'tx' } }])).map((r) => r.data),
      written: (await client.get('tx/written')).data,
    }),
    expected: { reads: [{ n: 1 }], written: { from: 'tx' } },
  },
  {
    area: 'transactions',
    name: 'delete then update of one document in one commit is invalid-argument and changes nothing; delete then set applies',
    seed: { 'tx/d1': { foo: 'bar0' }, 'tx/d2': { foo: 'bar0' }, 'tx/d3': { foo: 'bar0' } },
    action: async ({ client }) => ({
      deleteUpdate: await attempt(client.transaction([{ op: 'delete', path: 'tx/d1' }, { op: 'update', path: 'tx/d1', data: { foo: 'bar2' } }])),
      getDeleteUpdate: await attempt(client.transaction([{ op: 'get', path: 'tx/d2' }, { op: 'delete', path: 'tx/d2' }, { op: 'update', path: 'tx/d2', data: { foo: 'bar2' } }])),
      deleteSet: await attempt(client.transaction([{ op: 'delete', path: 'tx/d3' }, { op: 'set', path: 'tx/d3', data: { foo: 'bar2' } }])),
      after: [(await client.get('tx/d1')).data, (await client.get('tx/d2')).data, (await client.get('tx/d3')).data],
    }),
    expected: (k: ClientKind) => ({
      deleteUpdate: { error: badRequest(k) },
      getDeleteUpdate: { error: badRequest(k) },
      deleteSet: 'ok',
      after: [{ foo: 'bar0' }, { foo: 'bar0' }, { foo: 'bar2' }],
    }),
  },
  {
    area: 'queries',
    name: 'arrays are allowed as in / not-in operands and match array fields whole',
    seed: N_SEED,
    action: async ({ client }) => ({
      in: await client.query({ from: 'zips', where: [['zip', 'in', [98101, [98101, 98102]]]] }),
      notIn: await client.query({ from: 'zips', where: [['zip', 'not-in', [98101, [98101, 98102]]]] }),
      inNull: await client.query({ from: 'zips', where: [['zip', 'in', [null]]] }),
    }),
    // not-in orders by the field: numbers before arrays; null and missing fields never match.
    expected: { in: ['a', 'b'], notIn: ['e', 'c'], inNull: [] },
  },
  {
    area: 'queries',
    name: 'array-contains-any with null matches nothing, not arrays holding null',
    seed: N_SEED,
    action: async ({ client }) => ({
      onlyNull: await client.query({ from: 'arrays', where: [['array', 'array-contains-any', [null]]] }),
      withValue: await client.query({ from: 'arrays', where: [['array', 'array-contains-any', [43, null]]] }),
    }),
    expected: { onlyNull: [], withValue: ['e'] },
  },
  {
    area: 'queries',
    name: 'numeric document ids (__id<n>__) are accepted and ordered as integers before string ids',
    seed: { 'ids/A': { a: 1 }, 'ids/a': { a: 1 }, 'ids/7': { a: 1 }, 'ids/12': { a: 1 }, 'ids/__id12__': { a: 1 }, 'ids/__id': { a: 1 } },
    action: async ({ client }) => ({
      writes: [await attempt(client.set('ids/__id7__', { a: 1 })), await attempt(client.set('ids/__id-2__', { a: 1 })), await attempt(client.set('ids/__id9223372036854775807__', { a: 1 }))],
      ordered: await client.query({ from: 'ids' }),
      filtered: await client.query({ from: 'ids', where: [['__name__', '>', '__id7__'], ['__name__', '<=', 'A']], orderBy: [['__name__']] }),
      notNumeric: await attempt(client.set('ids/__idx__', { a: 1 })),
    }),
    expected: (k: ClientKind) => ({
      writes: ['ok', 'ok', 'ok'],
      ordered: ['__id-2__', '__id7__', '__id12__', '__id9223372036854775807__', '12', '7', 'A', '__id', 'a'],
      filtered: ['__id12__', '__id9223372036854775807__', '12', '7', 'A'],
      notNumeric: { error: badRequest(k) },
    }),
  },
  {
    area: 'queries',
    name: 'multiple inequalities: the key must be the last order, and key equality needs the key among the inequalities',
    seed: { 'ineq/doc1': { key: 1 }, 'ineq/doc2': { key: 42 } },
    action: async ({ client }) => ({
      keyNotLast: messageMatches(await attempt(client.query({ from: 'ineq', where: [['key', '!=', 42]], orderBy: [['__name__']] }), true), /order by clause cannot contain more fields after the key/i),
      keyEquality: messageMatches(
        await attempt(client.query({ from: 'ineq', where: [['key', '!=', 42], ['__name__', '==', 'doc1']] }), true),
        /Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities\./,
      ),
      keyLast: await client.query({ from: 'ineq', where: [['key', '!=', 42]], orderBy: [['key'], ['__name__']] }),
    }),
    expected: (k: ClientKind) => ({ keyNotLast: { error: badRequest(k), message: true }, keyEquality: { error: badRequest(k), message: true }, keyLast: ['doc1'] }),
  },
  {
    area: 'writes',
    name: 'a field mask may name a field twice and a field with its parent (mergeFields)',
    skip: ['admin-grpc', 'admin-rest'],
    skipReason: 'firebase-admin refuses such mergeFields itself ("Input data is missing for field"), before any request',
    seed: { 'masks/m': { desc: 'Description', owner: { name: 'Jonny', email: 'abc@xyz.com' } } },
    action: async ({ client }) => {
      await client.set('masks/m', { desc: 'NewDescription', owner: { name: 'Sebastian', email: 'new@xyz.com' } }, { mergeFields: ['owner.name', 'owner', 'owner'] });
      return (await client.get('masks/m')).data;
    },
    expected: { desc: 'Description', owner: { name: 'Sebastian', email: 'new@xyz.com' } },
  },
  {
    area: 'writes',
    name: 'maximum() and minimum() with NaN on either side give NaN',
    skip: ['admin-grpc', 'admin-rest'],
    skipReason: 'firebase-admin has no maximum() / minimum() field transforms',
    seed: { 'nan/max1': { sum: NaN }, 'nan/max2': { sum: 5 }, 'nan/min1': { sum: NaN }, 'nan/min2': { sum: 5 } },
    action: async ({ client }) => {
      await client.update('nan/max1', { sum: { $maximum: 5 } });
      await client.update('nan/max2', { sum: { $maximum: NaN } });
      await client.update('nan/min1', { sum: { $minimum: 5 } });
      await client.update('nan/min2', { sum: { $minimum: NaN } });
      return Promise.all(['nan/max1', 'nan/max2', 'nan/min1', 'nan/min2'].map(async (p) => (await client.get(p)).data));
    },
    expected: [{ sum: NaN }, { sum: NaN }, { sum: NaN }, { sum: NaN }],
  },
  {
    area: 'aggregations',
    name: 'more than 5 aggregations is invalid-argument, "maximum number of aggregations"',
    seed: { 'agg/a': { n: 1 } },
    action: async ({ client }) => ({
      six: messageMatches(
        await attempt(client.aggregate({ from: 'agg' }, { a: ['count'], b: ['sum', 'n'], c: ['avg', 'n'], d: ['count'], e: ['sum', 'n'], f: ['avg', 'n'] }), true),
        /maximum number of aggregations/,
      ),
      five: await client.aggregate({ from: 'agg' }, { a: ['count'], b: ['sum', 'n'], c: ['avg', 'n'], d: ['count'], e: ['sum', 'n'] }),
    }),
    expected: (k: ClientKind) => ({ six: { error: badRequest(k), message: true }, five: { a: 1, b: 1, c: 1, d: 1, e: 1 } }),
  },
];

export const SCENARIOS: Scenario[] = [...writes, ...values, ...queries, ...aggregations, ...listeners, ...offline, ...transactions, ...rules, ...limits, ...sdkParity];
