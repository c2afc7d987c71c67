// The transport-independent emulator: storage, atomic commits, reads, queries, aggregations,
// transactions and security-rule checks. Adapters (REST, WebChannel, gRPC) only translate.
import type { Caller } from './auth.ts';
import { FsError, permissionDenied, toFsError } from './errors.ts';
import { dbKey, docName, parentOf, parseDocumentName, parseFieldPath, type DbName } from './paths.ts';
import { dbPrefix, getField, orderByPaths, parseQuery, project, runQuery, type Query, type StoredDoc } from './query.ts';
import type { CompiledRules, RulesContext, RulesDocument, RulesRequest } from './rules-contract.ts';
import {
  arrayValues,
  compareValues,
  deepClone,
  documentSize,
  doubleOf,
  encodeDouble,
  fieldsIdentical,
  isNaNValue,
  isNumber,
  mapFields,
  microsToTimestamp,
  normalizeFields,
  normalizeValue,
  timestampToMicros,
  valuesSame,
  type Fields,
  type Micros,
  type Value,
} from './values.ts';
import { WriteLog } from './write-log.ts';

export type { StoredDoc } from './query.ts';

export const MAX_WRITES = 500;
export const MAX_DOC_BYTES = 1_048_576;

/** One monotonic microsecond clock for commit and read times across every stream (brief §4.2). */
export class Clock {
  last: Micros = 0;
  /** A read time: never before any commit already made. */
  now(): Micros {
    this.last = Math.max(Date.now() * 1000, this.last);
    return this.last;
  }
  /** A commit time: strictly after everything seen so far. */
  next(): Micros {
    this.last = Math.max(Date.now() * 1000, this.last + 1);
    return this.last;
  }
}

export class Database {
  readonly name: DbName;
  readonly prefix: string;
  private readonly docs = new Map<string, StoredDoc>();
  /** Collection path → documents, so collection scans do not walk the whole database. */
  private readonly colls = new Map<string, Map<string, StoredDoc>>();
  readonly writeLog = new WriteLog();

  constructor(name: DbName) {
    this.name = name;
    this.prefix = dbKey(name);
  }

  get(rel: string): StoredDoc | undefined {
    return this.docs.get(rel);
  }

  put(doc: StoredDoc): void {
    this.docs.set(doc.rel, doc);
    const coll = parentOf(doc.rel);
    let m = this.colls.get(coll);
    if (!m) this.colls.set(coll, (m = new Map()));
    m.set(doc.rel, doc);
  }

  remove(rel: string): void {
    this.docs.delete(rel);
    const coll = parentOf(rel);
    const m = this.colls.get(coll);
    if (m) {
      m.delete(rel);
      if (m.size === 0) this.colls.delete(coll);
    }
  }

  clear(): void {
    this.docs.clear();
    this.colls.clear();
  }

  get size(): number {
    return this.docs.size;
  }

  all(): IterableIterator<StoredDoc> {
    return this.docs.values();
  }

  *candidates(q: Query): Iterable<StoredDoc> {
    if (!q.allDescendants) {
      const m = this.colls.get(q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`);
      if (m) yield* m.values();
      return;
    }
    for (const [coll, m] of this.colls) {
      const segs = coll.split('/');
      if (q.collectionId !== '' && segs[segs.length - 1] !== q.collectionId) continue;
      const parent = segs.slice(0, -1).join('/');
      if (q.parent === '' || parent === q.parent || parent.startsWith(q.parent + '/')) yield* m.values();
    }
  }

  /** Ids of collections directly under `parent` ('' = root), including ones with only nested documents. */
  collectionIds(parent: string): string[] {
    const ids = new Set<string>();
    const depth = parent === '' ? 0 : parent.split('/').length;
    const prefix = parent === '' ? '' : parent + '/';
    for (const coll of this.colls.keys()) {
      if (!coll.startsWith(prefix)) continue;
      const segs = coll.split('/');
      if (segs.length > depth) ids.add(segs[depth]!);
    }
    return [...ids].sort();
  }
}

export interface Change {
  rel: string;
  before: StoredDoc | null;
  after: StoredDoc | null;
}

export interface CommitEvent {
  db: Database;
  commitTime: Micros;
  changes: Change[];
}

export interface WriteResult {
  updateTime?: string;
  transformResults?: Value[];
}

interface Transform {
  path: string[];
  kind: 'serverTime' | 'increment' | 'maximum' | 'minimum' | 'append' | 'remove';
  operand: Value | Value[];
}

interface ParsedWrite {
  kind: 'update' | 'delete' | 'verify' | 'transform';
  rel: string;
  name: string;
  fields: Fields;
  mask: string[][] | null;
  transforms: Transform[];
  exists?: boolean;
  updateTime?: Micros;
}

interface Transaction {
  db: string;
  readOnly: boolean;
  /** Document → updateTime when first read (0 = missing). */
  reads: Map<string, Micros>;
}

export interface ReadOptions {
  transaction?: unknown;
  newTransaction?: unknown;
}

function invalid(msg: string): never {
  throw new FsError('INVALID_ARGUMENT', msg);
}

function setPath(fields: Fields, segs: string[], v: Value): void {
  let cur = fields;
  for (let i = 0; i < segs.length - 1; i++) {
    const s = segs[i]!;
    const ex = cur[s];
    if (!ex || !('mapValue' in ex)) cur[s] = { mapValue: { fields: {} } };
    const m = cur[s]!.mapValue as { fields?: Fields };
    m.fields ??= {};
    cur = m.fields;
  }
  cur[segs[segs.length - 1]!] = v;
}

function deletePath(fields: Fields, segs: string[]): void {
  let cur: Fields | undefined = fields;
  for (let i = 0; i < segs.length - 1 && cur; i++) {
    const ex: Value | undefined = cur[segs[i]!];
    cur = ex && 'mapValue' in ex ? (ex.mapValue as { fields?: Fields }).fields : undefined;
  }
  if (cur) delete cur[segs[segs.length - 1]!];
}

function getPathValue(fields: Fields, segs: string[]): Value | undefined {
  let cur: Fields | undefined = fields;
  for (let i = 0; i < segs.length; i++) {
    const v: Value | undefined = cur?.[segs[i]!];
    if (v === undefined || i === segs.length - 1) return v;
    cur = 'mapValue' in v ? mapFields(v) : undefined;
  }
  return undefined;
}

function checkNoPrefixConflicts(paths: string[][], what: string): void {
  const keys = paths.map((p) => p.join('\u0000'));
  const sorted = [...keys].sort();
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!;
    const b = sorted[i]!;
    if (a === b || b.startsWith(a + '\u0000')) invalid(`${what} contains a path and its prefix or a duplicate: ${a.replaceAll('\u0000', '.')}`);
  }
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function numericOp(cur: Value | undefined, operand: Value, kind: 'increment' | 'maximum' | 'minimum'): Value {
  if (!cur || !isNumber(cur)) return operand;
  if (kind === 'increment') {
    if ('integerValue' in cur && 'integerValue' in operand) {
      let r = BigInt(cur.integerValue as string) + BigInt(operand.integerValue as string);
      if (r > INT64_MAX) r = INT64_MAX;
      if (r < INT64_MIN) r = INT64_MIN;
      return { integerValue: r.toString() };
    }
    const a = 'integerValue' in cur ? Number(cur.integerValue) : doubleOf(cur);
    const b = 'integerValue' in operand ? Number(operand.integerValue) : doubleOf(operand);
    return { doubleValue: encodeDouble(a + b) };
  }
  // NaN wins both ways, as in Cloud Firestore, although it sorts before every other number.
  if (isNaNValue(cur)) return cur;
  if (isNaNValue(operand)) return operand;
  const c = compareValues(cur, operand);
  if (kind === 'maximum') return c >= 0 ? cur : operand;
  return c <= 0 ? cur : operand;
}

function parseTransform(t: unknown): Transform {
  if (!t || typeof t !== 'object') invalid('Invalid field transform.');
  const o = t as Record<string, unknown>;
  const path = parseFieldPath(o.fieldPath);
  if ('setToServerValue' in o) {
    if (o.setToServerValue !== 'REQUEST_TIME' && o.setToServerValue !== 1) invalid(`Invalid server value: ${JSON.stringify(o.setToServerValue)}`);
    return { path, kind: 'serverTime', operand: [] };
  }
  for (const kind of ['increment', 'maximum', 'minimum'] as const) {
    if (kind in o) {
      const v = normalizeValue(o[kind]);
      if (!isNumber(v)) invalid(`${kind} operand must be a number.`);
      return { path, kind, operand: v };
    }
  }
  if ('appendMissingElements' in o || 'removeAllFromArray' in o) {
    const kind = 'appendMissingElements' in o ? 'append' : 'remove';
    const raw = (o.appendMissingElements ?? o.removeAllFromArray) as { values?: unknown } | null;
    const vals = raw?.values ?? [];
    if (!Array.isArray(vals)) invalid('Array transform requires values.');
    return { path, kind, operand: vals.map((v) => normalizeValue(v)) };
  }
  return invalid('Field transform has no transform type.');
}

function parseWrite(w: unknown, db: DbName): ParsedWrite {
  if (!w || typeof w !== 'object') invalid('Invalid write.');
  const o = w as Record<string, unknown>;
  let kind: ParsedWrite['kind'];
  let nameRaw: unknown;
  let fields: Fields = {};
  if (o.update !== undefined && o.update !== null) {
    kind = 'update';
    const u = o.update as { name?: unknown; fields?: unknown };
    nameRaw = u.name;
    fields = normalizeFields(u.fields);
  } else if (o.delete !== undefined && o.delete !== null) {
    kind = 'delete';
    nameRaw = o.delete;
  } else if (o.verify !== undefined && o.verify !== null) {
    kind = 'verify';
    nameRaw = o.verify;
  } else if (o.transform !== undefined && o.transform !== null) {
    kind = 'transform';
    nameRaw = (o.transform as { document?: unknown }).document;
  } else {
    return invalid('Write must have one of update, delete, verify or transform.');
  }
  const { rel } = parseDocumentName(nameRaw, db);
  const name = docName(db, rel);
  let mask: string[][] | null = null;
  if (o.updateMask !== undefined && o.updateMask !== null) {
    if (kind !== 'update') invalid('updateMask is only allowed on update writes.');
    const fp = (o.updateMask as { fieldPaths?: unknown }).fieldPaths ?? [];
    if (!Array.isArray(fp)) invalid('updateMask.fieldPaths must be a list.');
    // Cloud Firestore takes a mask with repeated paths, or a path and its prefix (the web SDK sends
    // `owner` and `owner.name` for `mergeFields: ['owner.name', 'owner', 'owner']`): every path
    // copies from the same fields, so the order they are applied in does not matter.
    mask = fp.map((p) => parseFieldPath(p));
  }
  const rawTransforms = kind === 'transform' ? (o.transform as { fieldTransforms?: unknown }).fieldTransforms : o.updateTransforms;
  if (rawTransforms !== undefined && rawTransforms !== null && !Array.isArray(rawTransforms)) invalid('updateTransforms must be a list.');
  const transforms = (rawTransforms ?? []).map(parseTransform);
  if (transforms.length && kind !== 'update' && kind !== 'transform') invalid('Transforms are only allowed on update writes.');
  checkNoPrefixConflicts(transforms.map((t) => t.path), 'Field transforms');
  const pw: ParsedWrite = { kind, rel, name, fields, mask, transforms };
  const cd = o.currentDocument as { exists?: unknown; updateTime?: unknown } | undefined | null;
  if (cd) {
    if (typeof cd.exists === 'boolean') pw.exists = cd.exists;
    else if (cd.updateTime !== undefined) {
      pw.updateTime = typeof cd.updateTime === 'string' ? timestampToMicros(cd.updateTime) : invalid('Invalid precondition updateTime.');
    }
  }
  return pw;
}

function toRulesDoc(d: StoredDoc | null | undefined): RulesDocument | null {
  return d ? { path: d.rel, data: d.fields } : null;
}

export interface CoreOptions {
  /** Called after any data change (for persistence). */
  onChange?: () => void;
  log?: (msg: string) => void;
}

export class FirestoreCore {
  readonly clock = new Clock();
  /** Default rules for every project; null = no rules loaded = allow everything (brief §9). */
  rules: CompiledRules | null = null;
  /** Rules set for one project (PUT …/projects/{p}:securityRules), as the official emulator keeps them. */
  readonly projectRules = new Map<string, CompiledRules | null>();
  private readonly dbs = new Map<string, Database>();
  private readonly listeners = new Set<(e: CommitEvent) => void>();
  private readonly txns = new Map<string, Transaction>();
  private txnCounter = 0;
  private readonly opts: CoreOptions;

  constructor(opts: CoreOptions = {}) {
    this.opts = opts;
  }

  database(name: DbName): Database {
    const key = dbKey(name);
    let db = this.dbs.get(key);
    if (!db) this.dbs.set(key, (db = new Database(name)));
    return db;
  }

  databases(): IterableIterator<Database> {
    return this.dbs.values();
  }

  subscribe(fn: (e: CommitEvent) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  encodeDoc(db: Database, d: StoredDoc, fields: Fields = d.fields): Record<string, unknown> {
    return {
      name: `${db.prefix}/documents/${d.rel}`,
      fields,
      createTime: microsToTimestamp(d.createTime),
      updateTime: microsToTimestamp(d.updateTime),
    };
  }

  // ---- security rules -------------------------------------------------------------------------

  rulesFor(db: Database): CompiledRules | null {
    return this.projectRules.has(db.name.project) ? this.projectRules.get(db.name.project)! : this.rules;
  }

  private evaluate(db: Database, req: RulesRequest, ctx: RulesContext): boolean {
    const rules = this.rulesFor(db);
    if (!rules) return true;
    try {
      return rules.evaluate(req, ctx) === true;
    } catch (e) {
      // A runtime error in a rule denies, as in Cloud Firestore.
      this.opts.log?.(`rules evaluation error on ${req.method} ${req.path}: ${e instanceof Error ? e.message : String(e)}`);
      return false;
    }
  }

  private readContext(db: Database): RulesContext {
    const get = (p: string): RulesDocument | null => toRulesDoc(db.get(p.replace(/^\/+/, '')));
    return { get, getAfter: get };
  }

  authorizeGet(db: Database, rel: string, caller: Caller): void {
    if (caller.admin || !this.rulesFor(db)) return;
    const d = db.get(rel) ?? null;
    const ok = this.evaluate(
      db,
      { method: 'get', path: rel, auth: caller.auth, time: new Date(), resource: toRulesDoc(d), requestResource: null },
      this.readContext(db),
    );
    if (!ok) throw permissionDenied();
  }

  /**
   * `list` is evaluated for every document the query matches, ignoring limit/offset, and fails as
   * a whole if any is denied. For an empty result, it is evaluated once with `resource == null` on
   * the synthetic path `<collection>/__any__` so that rules on the collection still apply.
   */
  authorizeList(db: Database, q: Query, caller: Caller): void {
    if (caller.admin || !this.rulesFor(db)) return;
    const all = runQuery(q, db.candidates(q), { ignoreLimit: true });
    const query = { orderBy: orderByPaths(q), ...(q.limit !== null ? { limit: q.limit } : {}), ...(q.offset ? { offset: q.offset } : {}) };
    const ctx = this.readContext(db);
    const time = new Date();
    const base = { method: 'list' as const, auth: caller.auth, time, requestResource: null, query };
    if (all.length === 0) {
      const coll = q.parent === '' ? q.collectionId : `${q.parent}/${q.collectionId}`;
      if (!this.evaluate(db, { ...base, path: `${coll}/__any__`, resource: null }, ctx)) throw permissionDenied();
      return;
    }
    for (const d of all) if (!this.evaluate(db, { ...base, path: d.rel, resource: toRulesDoc(d) }, ctx)) throw permissionDenied();
  }

  /** Non-throwing variant for Listen targets. */
  canGet(db: Database, rel: string, caller: Caller): boolean {
    try {
      this.authorizeGet(db, rel, caller);
      return true;
    } catch {
      return false;
    }
  }

  canList(db: Database, q: Query, caller: Caller): boolean {
    try {
      this.authorizeList(db, q, caller);
      return true;
    } catch {
      return false;
    }
  }

  // ---- transactions ---------------------------------------------------------------------------

  beginTransaction(db: Database, options: unknown): string {
    const o = (options ?? {}) as { readOnly?: unknown; readWrite?: unknown };
    const prev = (o.readWrite as { retryTransaction?: unknown } | undefined)?.retryTransaction;
    if (typeof prev === 'string') this.txns.delete(prev);
    const id = Buffer.from(`tx-${++this.txnCounter}-${Math.random().toString(36).slice(2, 10)}`).toString('base64');
    this.txns.set(id, { db: db.prefix, readOnly: !!o.readOnly, reads: new Map() });
    return id;
  }

  rollback(db: Database, id: unknown): void {
    if (typeof id !== 'string' || !this.txns.has(id)) invalid('Invalid transaction.');
    const t = this.txns.get(id)!;
    if (t.db !== db.prefix) invalid('Transaction belongs to another database.');
    this.txns.delete(id);
  }

  private txnFor(db: Database, opts: ReadOptions): { id?: string; txn?: Transaction } {
    if (opts.newTransaction !== undefined && opts.newTransaction !== null) {
      const id = this.beginTransaction(db, opts.newTransaction);
      return { id, txn: this.txns.get(id)! };
    }
    if (opts.transaction !== undefined && opts.transaction !== null) {
      const txn = typeof opts.transaction === 'string' ? this.txns.get(opts.transaction) : undefined;
      if (!txn || txn.db !== db.prefix) invalid('The referenced transaction has expired or is no longer valid.');
      return { txn };
    }
    return {};
  }

  private recordRead(txn: Transaction | undefined, rel: string, d: StoredDoc | undefined): void {
    if (txn && !txn.reads.has(rel)) txn.reads.set(rel, d?.updateTime ?? 0);
  }

  // ---- reads ----------------------------------------------------------------------------------

  batchGet(
    db: Database,
    names: unknown,
    caller: Caller,
    opts: ReadOptions & { mask?: unknown } = {},
  ): { results: ({ found: Record<string, unknown> } | { missing: string })[]; readTime: string; transaction?: string } {
    if (!Array.isArray(names)) invalid('documents must be a list of document names.');
    const rels = names.map((n) => parseDocumentName(n, db.name).rel);
    const maskPaths = (opts.mask as { fieldPaths?: unknown } | undefined)?.fieldPaths;
    const mask = Array.isArray(maskPaths) ? maskPaths.map((p) => parseFieldPath(p)) : null;
    for (const rel of rels) this.authorizeGet(db, rel, caller);
    const { id, txn } = this.txnFor(db, opts);
    const readTime = microsToTimestamp(this.clock.now());
    const results = rels.map((rel) => {
      const d = db.get(rel);
      this.recordRead(txn, rel, d);
      if (!d) return { missing: `${db.prefix}/documents/${rel}` };
      let fields = d.fields;
      if (mask) {
        fields = {};
        for (const p of mask) {
          const v = getPathValue(d.fields, p);
          if (v !== undefined) setPath(fields, p, v);
        }
      }
      return { found: this.encodeDoc(db, d, fields) };
    });
    return { results, readTime, ...(id ? { transaction: id } : {}) };
  }

  getDocument(db: Database, rel: string, caller: Caller): StoredDoc | undefined {
    this.authorizeGet(db, rel, caller);
    return db.get(rel);
  }

  query(parentName: unknown, structuredQuery: unknown, expectedDb?: DbName): { db: Database; q: Query } {
    const q = parseQuery(parentName, structuredQuery);
    if (expectedDb && (expectedDb.project !== q.db.project || expectedDb.database !== q.db.database))
      invalid('Query parent is not in the requested database.');
    return { db: this.database(q.db), q };
  }

  runQuery(db: Database, q: Query, caller: Caller, opts: ReadOptions = {}): { docs: Record<string, unknown>[]; readTime: string; transaction?: string } {
    this.authorizeList(db, q, caller);
    const { id, txn } = this.txnFor(db, opts);
    const found = runQuery(q, db.candidates(q));
    for (const d of found) this.recordRead(txn, d.rel, d);
    const docs = found.map((d) => this.encodeDoc(db, d, project(q, d.fields)));
    return { docs, readTime: microsToTimestamp(this.clock.now()), ...(id ? { transaction: id } : {}) };
  }

  aggregate(
    db: Database,
    q: Query,
    aggregations: unknown,
    caller: Caller,
    opts: ReadOptions = {},
  ): { aggregateFields: Record<string, Value>; readTime: string; transaction?: string } {
    if (!Array.isArray(aggregations) || aggregations.length === 0) invalid('At least one aggregation is required.');
    if (aggregations.length > 5) invalid(`Too many aggregations: ${aggregations.length} requested, the maximum number of aggregations per query is 5.`);
    this.authorizeList(db, q, caller);
    const { id, txn } = this.txnFor(db, opts);
    const docs = runQuery(q, db.candidates(q));
    for (const d of docs) this.recordRead(txn, d.rel, d);
    const out: Record<string, Value> = {};
    aggregations.forEach((a: unknown, i) => {
      const o = (a ?? {}) as Record<string, unknown>;
      const alias = typeof o.alias === 'string' && o.alias ? o.alias : `field_${i + 1}`;
      if (o.count !== undefined) {
        const upTo = (o.count as { upTo?: unknown } | null)?.upTo;
        const raw = typeof upTo === 'object' && upTo !== null ? (upTo as { value?: unknown }).value : upTo;
        let n = docs.length;
        if (raw !== undefined && raw !== null) {
          const u = Number(raw);
          if (!Number.isInteger(u) || u <= 0) invalid('count upTo must be positive.');
          n = Math.min(n, u);
        }
        out[alias] = { integerValue: String(n) };
        return;
      }
      const spec = (o.sum ?? o.avg) as { field?: unknown } | undefined;
      if (!spec) invalid('Aggregation must be one of count, sum or avg.');
      const path = parseFieldPath((spec.field as { fieldPath?: unknown } | undefined)?.fieldPath);
      const ref = { segs: path, str: path.join('.') };
      const nums = docs.map((d) => getField(d, ref, dbPrefix(db.name))).filter((v): v is Value => v !== undefined && isNumber(v));
      if (o.sum !== undefined) {
        if (nums.every((v) => 'integerValue' in v)) {
          const s = nums.reduce((acc, v) => acc + BigInt(v.integerValue as string), 0n);
          if (s <= INT64_MAX && s >= INT64_MIN) {
            out[alias] = { integerValue: s.toString() };
            return;
          }
        }
        out[alias] = { doubleValue: encodeDouble(nums.reduce((acc, v) => acc + toNum(v), 0)) };
      } else {
        out[alias] = nums.length ? { doubleValue: encodeDouble(nums.reduce((acc, v) => acc + toNum(v), 0) / nums.length) } : { nullValue: null };
      }
    });
    return { aggregateFields: out, readTime: microsToTimestamp(this.clock.now()), ...(id ? { transaction: id } : {}) };
  }

  // ---- writes ---------------------------------------------------------------------------------

  commit(db: Database, writes: unknown, caller: Caller, transaction?: unknown): { writeResults: WriteResult[]; commitTime: string } {
    if (writes === undefined || writes === null) writes = [];
    if (!Array.isArray(writes)) invalid('writes must be a list.');
    if (writes.length > MAX_WRITES) invalid(`maximum ${MAX_WRITES} writes allowed per request`);
    const parsed = writes.map((w) => parseWrite(w, db.name));
    const documents = parsed.filter((w) => w.kind !== 'verify').map((w) => w.rel);
    try {
      const result = this.applyWrites(db, parsed, caller, transaction);
      db.writeLog.record(documents, caller, 'OK');
      return result;
    } catch (e) {
      db.writeLog.record(documents, caller, toFsError(e).status);
      throw e;
    }
  }

  private applyWrites(db: Database, parsed: ParsedWrite[], caller: Caller, transaction: unknown): { writeResults: WriteResult[]; commitTime: string } {
    let txn: Transaction | undefined;
    let txnId: string | undefined;
    if (transaction !== undefined && transaction !== null && transaction !== '') {
      txnId = typeof transaction === 'string' ? transaction : undefined;
      txn = txnId ? this.txns.get(txnId) : undefined;
      if (!txn || txn.db !== db.prefix) invalid('The referenced transaction has expired or is no longer valid.');
      if (txn.readOnly && parsed.length) invalid('Cannot modify entities in a read-only transaction.');
      for (const [rel, seen] of txn.reads) {
        if ((db.get(rel)?.updateTime ?? 0) !== seen) {
          this.txns.delete(txnId!);
          throw new FsError(
            'ABORTED',
            'Aborted due to cross-transaction contention. This occurs when multiple transactions attempt to access the same data, requiring Firestore to abort at least one in order to enforce serializability.',
          );
        }
      }
    }

    const commitMicros = this.clock.next();
    const commitTs = microsToTimestamp(commitMicros);
    const overlay = new Map<string, StoredDoc | null>();
    const current = (rel: string): StoredDoc | null => (overlay.has(rel) ? overlay.get(rel)! : (db.get(rel) ?? null));
    const results: WriteResult[] = [];

    for (const w of parsed) {
      const before = current(w.rel);
      if (w.exists === true && !before) {
        // Deleted by an earlier write of this same commit: Cloud Firestore refuses the request itself.
        if (overlay.get(w.rel) === null) invalid(`Document ${w.name} is deleted earlier in this request and cannot then be updated.`);
        throw new FsError('NOT_FOUND', `No document to update: ${w.name}`);
      }
      if (w.exists === false && before) throw new FsError('ALREADY_EXISTS', `Document already exists: ${w.name}`);
      if (w.updateTime !== undefined && (!before || before.updateTime !== w.updateTime)) {
        throw new FsError(
          'FAILED_PRECONDITION',
          before
            ? `the stored version (${microsToTimestamp(before.updateTime)}) does not match the required base version (${microsToTimestamp(w.updateTime)})`
            : `the document ${w.name} does not exist (required base version ${microsToTimestamp(w.updateTime)})`,
        );
      }
      if (w.kind === 'verify') {
        results.push({});
        continue;
      }
      if (w.kind === 'delete') {
        overlay.set(w.rel, null);
        results.push({});
        continue;
      }
      let fields: Fields;
      if (w.kind === 'transform') fields = deepClone(before?.fields ?? {});
      else if (w.mask) {
        fields = deepClone(before?.fields ?? {});
        for (const p of w.mask) {
          const v = getPathValue(w.fields, p);
          if (v !== undefined) setPath(fields, p, deepClone(v));
          else deletePath(fields, p);
        }
      } else fields = deepClone(w.fields);
      const transformResults: Value[] = [];
      for (const t of w.transforms) {
        const cur = getPathValue(fields, t.path);
        let next: Value;
        let result: Value;
        switch (t.kind) {
          case 'serverTime':
            next = result = { timestampValue: commitTs };
            break;
          case 'increment':
          case 'maximum':
          case 'minimum':
            next = result = numericOp(cur, t.operand as Value, t.kind);
            break;
          case 'append': {
            const arr = cur && 'arrayValue' in cur ? [...arrayValues(cur)] : [];
            for (const e of t.operand as Value[]) if (!arr.some((x) => valuesSame(x, e))) arr.push(e);
            next = arr.length ? { arrayValue: { values: arr } } : { arrayValue: {} };
            result = { nullValue: null };
            break;
          }
          case 'remove': {
            const arr = (cur && 'arrayValue' in cur ? arrayValues(cur) : []).filter((x) => !(t.operand as Value[]).some((e) => valuesSame(x, e)));
            next = arr.length ? { arrayValue: { values: arr } } : { arrayValue: {} };
            result = { nullValue: null };
            break;
          }
        }
        setPath(fields, t.path, deepClone(next));
        transformResults.push(result);
      }
      const size = documentSize(w.name, fields);
      if (size > MAX_DOC_BYTES)
        invalid(`Document '${w.name}' cannot be written because its size (${size.toLocaleString('en-US')} bytes) exceeds the maximum allowed size of 1,048,576 bytes.`);
      const unchanged = before !== null && fieldsIdentical(before.fields, fields);
      const after: StoredDoc = {
        rel: w.rel,
        fields,
        createTime: before?.createTime ?? commitMicros,
        updateTime: unchanged ? before.updateTime : commitMicros,
      };
      overlay.set(w.rel, after);
      const r: WriteResult = { updateTime: microsToTimestamp(after.updateTime) };
      if (w.transforms.length) r.transformResults = transformResults;
      results.push(r);
    }

    if (!caller.admin && this.rulesFor(db)) {
      // request.time is the commit time, to the microsecond, like the server timestamps it writes.
      const time = new Date(Math.floor(commitMicros / 1000));
      const ctx: RulesContext = {
        get: (p) => toRulesDoc(db.get(p.replace(/^\/+/, ''))),
        getAfter: (p) => toRulesDoc(current(p.replace(/^\/+/, ''))),
      };
      for (const w of parsed) {
        if (w.kind === 'verify') continue;
        const existing = db.get(w.rel) ?? null;
        const req: RulesRequest = {
          method: w.kind === 'delete' ? 'delete' : existing ? 'update' : 'create',
          path: w.rel,
          auth: caller.auth,
          time,
          timeMicros: commitMicros,
          resource: toRulesDoc(existing),
          requestResource: w.kind === 'delete' ? null : toRulesDoc(current(w.rel)),
        };
        if (!this.evaluate(db, req, ctx)) throw permissionDenied();
      }
    }

    const changes: Change[] = [];
    for (const [rel, after] of overlay) {
      const before = db.get(rel) ?? null;
      if (after) {
        if (before && before.updateTime === after.updateTime) continue;
        db.put(after);
      } else {
        if (!before) continue;
        db.remove(rel);
      }
      changes.push({ rel, before, after });
    }
    if (txnId) this.txns.delete(txnId);
    if (changes.length) {
      this.opts.onChange?.();
      this.emit({ db, commitTime: commitMicros, changes });
    }
    return { writeResults: results, commitTime: commitTs };
  }

  /**
   * Applies writes one by one, each atomically, reporting a status per write (BatchWrite).
   */
  batchWrite(db: Database, writes: unknown, caller: Caller): { writeResults: WriteResult[]; status: { code: number; message?: string }[] } {
    if (!Array.isArray(writes)) invalid('writes must be a list.');
    if (writes.length > MAX_WRITES) invalid(`maximum ${MAX_WRITES} writes allowed per request`);
    const writeResults: WriteResult[] = [];
    const status: { code: number; message?: string }[] = [];
    for (const w of writes) {
      try {
        const r = this.commit(db, [w], caller);
        writeResults.push(r.writeResults[0] ?? {});
        status.push({ code: 0 });
      } catch (e) {
        const err = e instanceof FsError ? e : new FsError('INTERNAL', String(e));
        writeResults.push({});
        status.push({ code: err.code, message: err.message });
      }
    }
    return { writeResults, status };
  }

  /** Deletes every document of a database; listeners see the deletions. */
  clear(db: Database): void {
    const commitTime = this.clock.next();
    const changes: Change[] = [...db.all()].map((d) => ({ rel: d.rel, before: d, after: null }));
    db.clear();
    this.txns.clear();
    this.opts.onChange?.();
    if (changes.length) this.emit({ db, commitTime, changes });
  }

  private emit(e: CommitEvent): void {
    for (const fn of this.listeners) {
      try {
        fn(e);
      } catch (err) {
        this.opts.log?.(`listener error: ${err instanceof Error ? err.stack : String(err)}`);
      }
    }
  }

  // ---- persistence ----------------------------------------------------------------------------

  snapshot(): PersistedState {
    const databases: PersistedState['databases'] = {};
    for (const db of this.dbs.values()) {
      const docs: PersistedState['databases'][string] = {};
      for (const d of db.all()) docs[d.rel] = { fields: d.fields, createTime: d.createTime, updateTime: d.updateTime };
      databases[db.prefix] = docs;
    }
    return { version: 1, clock: this.clock.last, databases };
  }

  restore(state: PersistedState): void {
    this.clock.last = Math.max(this.clock.last, Number(state.clock) || 0);
    for (const [key, docs] of Object.entries(state.databases ?? {})) {
      const m = /^projects\/([^/]+)\/databases\/([^/]+)$/.exec(key);
      if (!m) continue;
      const db = this.database({ project: m[1]!, database: m[2]! });
      for (const [rel, d] of Object.entries(docs)) db.put({ rel, fields: d.fields, createTime: d.createTime, updateTime: d.updateTime });
    }
  }
}

function toNum(v: Value): number {
  return 'integerValue' in v ? Number(v.integerValue) : doubleOf(v);
}

export interface PersistedState {
  version: 1;
  clock: number;
  databases: Record<string, Record<string, { fields: Fields; createTime: number; updateTime: number }>>;
}
