/*
 * Table-driven tests of firestore.rules. A table lists, for one document type, cases of "who does
 * what on which document, with which documents already there" and whether the rules allow or deny
 * it; every table runs the same way (describeRulesTables), and `documentTable` writes the cases
 * every owner-written document needs, so a table states only its valid document and its bounds.
 *
 * @firebase/rules-unit-testing loads the production rules into a project of the test file's own
 * and clears it before each case; each case runs through `firebase/firestore/lite` (one REST call
 * per operation, signed in with the emulator's mock tokens) and is judged by assertSucceeds /
 * assertFails, so a denial must be PERMISSION_DENIED, not just any error.
 *
 * The emulator: FIRESTORE_EMULATOR_HOST when set (`npm test` starts the shared test emulators,
 * Google's with FIRESTORE_EMULATOR=official), otherwise the project's emulator started in this
 * process, so `npm run test:unit` needs nothing running.
 */
import { readFileSync } from 'node:fs';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  writeBatch,
  type CollectionReference,
  type Firestore,
  type Query,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { startFirestoreEmulator, type FirestoreEmulator } from '#emulators/firestore/server.ts';
import type { DocumentPath } from '#app/lib/data/data-model.ts';

export type Data = Record<string, unknown>;

/** The person whose tree a table's documents live in, and another signed-in person. */
export const OWNER = 'alice';
export const OTHER = 'bob';
/** A signed-in uid, or nobody. */
export type Actor = string | 'anon';

export type Write =
  | { readonly path: string; readonly set: Data; readonly merge?: boolean }
  | { readonly path: string; readonly update: Data }
  | { readonly path: string; readonly delete: true };

export type Operation =
  | { readonly op: 'get' }
  | { readonly op: 'list'; readonly query?: (documents: CollectionReference) => Query }
  | { readonly op: 'set'; readonly data: Data; readonly merge?: boolean }
  | { readonly op: 'update'; readonly data: Data }
  | { readonly op: 'delete' }
  /** Several writes committed together; the case's path is not used. */
  | { readonly op: 'batch'; readonly writes: readonly Write[] };

export interface RulesCase {
  readonly name: string;
  /** Default: OWNER. */
  readonly as?: Actor;
  /** Default: the table's path. A `list` lists the collection this document is in. */
  readonly path?: string;
  /** Documents present before the operation, written with the rules off. */
  readonly seed?: Readonly<Record<string, Data>>;
  readonly run: Operation;
  readonly expect: 'allow' | 'deny';
  /** After an allowed operation: what the case's path then holds (undefined when absent). */
  readonly verify?: (stored: Data | undefined) => void;
}

export interface RulesTable {
  /**
   * The document type's path in app/lib/data/data-model.ts, 'unlisted' for paths outside it,
   * or 'server-only' for the collections only firebase-admin writes.
   */
  readonly type: DocumentPath | 'unlisted' | 'server-only';
  /** A concrete document of that type. */
  readonly path: string;
  readonly cases: readonly RulesCase[];
}

// ---------------------------------------------------------------------------------------------
// The cases every document written by its owner needs

/** Days a YYYY-MM-DD field must refuse: impossible dates, a non-leap 29 February, other formats. */
export const INVALID_DAYS = [
  '2026-02-30',
  '2025-02-29',
  '1900-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-4-01',
  '15/03/2026',
  '1899-12-31',
  '2026-03-15T10:00',
] as const;

export interface OwnerDocumentSpec {
  /** A document in OWNER's tree. */
  readonly path: string;
  /**
   * The document as the app writes it when creating it, server timestamps as sentinels (stored
   * as a fixed past time in the seeds of read, update and delete cases).
   */
  readonly valid: Data;
  /** Fields an update changes (the builder adds `updatedAt: serverTimestamp()` when the type has it). */
  readonly change: Data;
  /** The app creates with a merge write (documents with a fixed id). */
  readonly merge?: boolean;
  /**
   * The owner may list the collection. Default true; false for top-level collections, where a
   * list is a query over everybody's documents.
   */
  readonly list?: boolean;
  /** Each a bound or shape the rules must refuse on create. */
  readonly invalid: InvalidValues;
  /** Fields holding a YYYY-MM-DD day: each refuses INVALID_DAYS and accepts a 29 February of a leap year. */
  readonly days?: readonly string[];
}

/** Labelled changes that make a valid document invalid: a patch over it, or a function of it. */
export type InvalidValues = ReadonlyArray<readonly [label: string, change: Data | ((valid: Data) => Data)]>;

export const withoutKey = (data: Data, key: string): Data => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

/** One denied write per invalid value, written with `write`. */
function invalidCases(valid: Data, invalid: InvalidValues, write: (data: Data) => Operation): RulesCase[] {
  return invalid.map(([label, change]) => ({
    name: label,
    run: write(typeof change === 'function' ? change(valid) : { ...valid, ...change }),
    expect: 'deny',
  }));
}

/** Each day field: a leap day allowed, every one of INVALID_DAYS denied. */
function dayCases(valid: Data, fields: readonly string[], write: (data: Data) => Operation): RulesCase[] {
  return fields.flatMap((field): RulesCase[] => [
    { name: `${field} on the 29th of February of a leap year`, run: write({ ...valid, [field]: '2024-02-29' }), expect: 'allow' },
    ...INVALID_DAYS.map((day): RulesCase => ({ name: `${field} '${day}'`, run: write({ ...valid, [field]: day }), expect: 'deny' })),
  ]);
}

/**
 * Owner allowed with a valid document (create, read, list, update, delete); another signed-in
 * person and anonymous visitors denied every one of those; the owner denied a write into another
 * person's tree, an unknown key, each invalid value, each invalid day, a client-chosen or changed
 * createdAt and a write without the server's updatedAt.
 */
function documentCases(spec: OwnerDocumentSpec): RulesCase[] {
  const { path, valid } = spec;
  const seed = () => ({ [path]: storedStamps(valid) });
  const create = (data: Data): Operation => ({ op: 'set', data, merge: spec.merge });
  const hasCreatedAt = 'createdAt' in valid;
  const hasUpdatedAt = 'updatedAt' in valid;
  const change = hasUpdatedAt ? { ...spec.change, updatedAt: serverTimestamp() } : spec.change;
  const list = spec.list ?? true;
  const cases: RulesCase[] = [
    { name: 'the owner creating a valid document', run: create(valid), expect: 'allow' },
    { name: 'the owner reading it', seed: seed(), run: { op: 'get' }, expect: 'allow' },
    ...(list ? [{ name: 'the owner listing the collection', seed: seed(), run: { op: 'list' }, expect: 'allow' } as const] : []),
    { name: 'the owner updating it', seed: seed(), run: { op: 'update', data: change }, expect: 'allow' },
    { name: 'the owner deleting it', seed: seed(), run: { op: 'delete' }, expect: 'allow' },
  ];
  for (const [as, who] of [
    [OTHER, 'another person'],
    ['anon', 'an anonymous visitor'],
  ] as const) {
    cases.push(
      { name: `${who} reading it`, as, seed: seed(), run: { op: 'get' }, expect: 'deny' },
      ...(list ? [{ name: `${who} listing the collection`, as, seed: seed(), run: { op: 'list' }, expect: 'deny' } as const] : []),
      { name: `${who} creating it`, as, run: create(valid), expect: 'deny' },
      { name: `${who} updating it`, as, seed: seed(), run: { op: 'update', data: change }, expect: 'deny' },
      { name: `${who} deleting it`, as, seed: seed(), run: { op: 'delete' }, expect: 'deny' },
    );
  }
  cases.push(
    { name: "the owner writing a valid document into another person's tree", path: path.replace(OWNER, OTHER), run: create(valid), expect: 'deny' },
    { name: 'an unknown key', run: create({ ...valid, junk: 'x'.repeat(10) }), expect: 'deny' },
    ...invalidCases(valid, spec.invalid, create),
    ...dayCases(valid, spec.days ?? [], create),
  );
  if (hasUpdatedAt) {
    cases.push(
      { name: 'a client-chosen updatedAt', run: create({ ...valid, updatedAt: Timestamp.fromMillis(0) }), expect: 'deny' },
      { name: 'a write without updatedAt', run: create(withoutKey(valid, 'updatedAt')), expect: 'deny' },
      { name: 'an update that does not set updatedAt to the server time', seed: seed(), run: { op: 'update', data: spec.change }, expect: 'deny' },
    );
  }
  if (hasCreatedAt) {
    cases.push(
      { name: 'a client-chosen createdAt', run: create({ ...valid, createdAt: Timestamp.fromMillis(0) }), expect: 'deny' },
      { name: 'changing createdAt', seed: seed(), run: { op: 'update', data: { ...change, createdAt: serverTimestamp() } }, expect: 'deny' },
    );
    // Merge-written documents may be created before createdAt is known; the others need it.
    if (!spec.merge) cases.push({ name: 'a missing createdAt', run: create(withoutKey(valid, 'createdAt')), expect: 'deny' });
  }
  if (!spec.merge) {
    // Documents with ids chosen by the app (auto-ids, UUIDs, codes) refuse anything else.
    const sibling = (id: string) => `${path.split('/').slice(0, -1).join('/')}/${id}`;
    cases.push(
      { name: 'an id longer than 128 characters', path: sibling('x'.repeat(129)), run: create(valid), expect: 'deny' },
      { name: 'an id with a dot', path: sibling('a.b'), run: create(valid), expect: 'deny' },
    );
  }
  return cases;
}

/** The table of a document written by its owner: documentCases, then the type's own cases. */
export function documentTable(type: DocumentPath, spec: OwnerDocumentSpec, more: readonly RulesCase[] = []): RulesTable {
  return { type, path: spec.path, cases: [...documentCases(spec), ...more] };
}

/** The same document with server timestamps as stored values (for seeds). */
export function storedStamps(data: Data, at = Timestamp.fromMillis(1_700_000_000_000)): Data {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, k === 'createdAt' || k === 'updatedAt' ? at : v]));
}

/** Server timestamps for a document written by a client. */
export const stamps = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });

// ---------------------------------------------------------------------------------------------
// Running the tables

const RULES = readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8');

async function emulatorAddress(): Promise<{ host: string; port: number; stop: () => Promise<void> }> {
  const configured = process.env.FIRESTORE_EMULATOR_HOST;
  if (configured) {
    const [host = '127.0.0.1', port = '8080'] = configured.split(':');
    return { host, port: Number(port), stop: async () => {} };
  }
  const emulator: FirestoreEmulator = await startFirestoreEmulator({ port: 0, log: () => {} });
  return { host: emulator.host, port: emulator.port, stop: () => emulator.close() };
}

function parentOf(path: string): string {
  return path.split('/').slice(0, -1).join('/');
}

async function perform(db: Firestore, path: string, run: Operation): Promise<unknown> {
  switch (run.op) {
    case 'get':
      return getDoc(doc(db, path));
    case 'list': {
      const documents = collection(db, parentOf(path));
      return getDocs(run.query ? run.query(documents) : documents);
    }
    case 'set':
      return setDoc(doc(db, path), run.data, run.merge ? { merge: true } : {});
    case 'update':
      return updateDoc(doc(db, path), run.data);
    case 'delete':
      return deleteDoc(doc(db, path));
    case 'batch': {
      const batch = writeBatch(db);
      for (const w of run.writes) {
        const ref = doc(db, w.path);
        if ('set' in w) batch.set(ref, w.set, w.merge ? { merge: true } : {});
        else if ('update' in w) batch.update(ref, w.update);
        else batch.delete(ref);
      }
      return batch.commit();
    }
  }
}

/**
 * One `describe` per table and one test per case, against the production firestore.rules loaded
 * into `projectId` (one project per test file, so files can share an emulator and run in parallel).
 */
export function describeRulesTables(projectId: string, tables: readonly RulesTable[]): void {
  let env: RulesTestEnvironment;
  let emulator: Awaited<ReturnType<typeof emulatorAddress>>;
  const apps: FirebaseApp[] = [];
  const clients = new Map<Actor | 'rules off', Firestore>();
  /** A lite client signed in as `as` ('rules off': the emulator's owner token, which bypasses rules). */
  const client = (as: Actor | 'rules off'): Firestore => {
    let db = clients.get(as);
    if (!db) {
      const app = initializeApp({ projectId, apiKey: 'demo-api-key' }, `${projectId}-${as}`);
      apps.push(app);
      db = getFirestore(app);
      const token = as === 'rules off' ? 'owner' : as === 'anon' ? undefined : { sub: as, user_id: as };
      connectFirestoreEmulator(db, emulator.host, emulator.port, token ? { mockUserToken: token } : {});
      clients.set(as, db);
    }
    return db;
  };

  beforeAll(async () => {
    emulator = await emulatorAddress();
    env = await initializeTestEnvironment({ projectId, firestore: { host: emulator.host, port: emulator.port, rules: RULES } });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
    await env?.cleanup();
    await emulator?.stop();
  });
  beforeEach(async () => env.clearFirestore());

  for (const table of tables) {
    describe(table.type === 'unlisted' ? 'paths outside the data model' : table.type, () => {
      for (const c of table.cases) {
        it(`${c.expect === 'allow' ? 'allows' : 'denies'} ${c.name}`, async () => {
          const path = c.path ?? table.path;
          for (const [seedPath, data] of Object.entries(c.seed ?? {})) await setDoc(doc(client('rules off'), seedPath), data);
          const attempt = perform(client(c.as ?? OWNER), path, c.run);
          if (c.expect === 'deny') {
            await assertFails(attempt);
            return;
          }
          await assertSucceeds(attempt);
          c.verify?.((await getDoc(doc(client('rules off'), path))).data());
        });
      }
    });
  }
}
