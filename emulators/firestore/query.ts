// StructuredQuery parsing and evaluation (brief §6.2). Accepts enum names and, because
// firebase-admin's REST transport sends `enum-encoding=int`, their proto numbers too.
import { FsError } from './errors.ts';
import { formatFieldPath, parseFieldPath, parseName, type DbName } from './paths.ts';
import {
  arrayValues,
  compareReferences,
  compareValues,
  isNaNValue,
  mapFields,
  normalizeValue,
  typeKey,
  typeOrder,
  valuesEqual,
  type Fields,
  type Value,
} from './values.ts';

export interface StoredDoc {
  rel: string;
  fields: Fields;
  createTime: number;
  updateTime: number;
}

type FieldOp =
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';
type UnaryOp = 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

const FIELD_OPS: FieldOp[] = [
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'EQUAL',
  'NOT_EQUAL',
  'ARRAY_CONTAINS',
  'IN',
  'ARRAY_CONTAINS_ANY',
  'NOT_IN',
];
const UNARY_BY_NUM: Record<number, UnaryOp> = { 2: 'IS_NAN', 3: 'IS_NULL', 4: 'IS_NOT_NAN', 5: 'IS_NOT_NULL' };

export type Filter =
  | { kind: 'field'; path: FieldRef; op: FieldOp; value: Value }
  | { kind: 'unary'; path: FieldRef; op: UnaryOp }
  | { kind: 'composite'; op: 'AND' | 'OR'; filters: Filter[] };

export interface FieldRef {
  segs: string[];
  str: string;
}

export interface Order {
  field: FieldRef;
  desc: boolean;
}

export interface Cursor {
  values: Value[];
  before: boolean;
}

export interface Query {
  db: DbName;
  /** Relative path of the parent document, '' for the database root. */
  parent: string;
  collectionId: string;
  allDescendants: boolean;
  where: Filter | null;
  /** Normalized: explicit orders, then implicit inequality fields, then __name__. */
  orderBy: Order[];
  explicitOrderBy: Order[];
  startAt: Cursor | null;
  endAt: Cursor | null;
  offset: number;
  limit: number | null;
  select: FieldRef[] | null;
}

function invalid(msg: string): never {
  throw new FsError('INVALID_ARGUMENT', msg);
}

function fieldRef(x: unknown): FieldRef {
  const p = (x as { fieldPath?: unknown } | null | undefined)?.fieldPath;
  if (p === '__name__') return { segs: ['__name__'], str: '__name__' };
  const segs = parseFieldPath(p);
  return { segs, str: formatFieldPath(segs) };
}

function enumName<T extends string>(x: unknown, names: readonly T[], byNum: Record<number, T>, what: string): T {
  if (typeof x === 'number' && byNum[x]) return byNum[x]!;
  if (typeof x === 'string' && (names as readonly string[]).includes(x)) return x as T;
  return invalid(`Invalid ${what}: ${JSON.stringify(x)}`);
}

function parseFilter(f: unknown, depth = 0): Filter | null {
  if (f === null || f === undefined) return null;
  if (typeof f !== 'object') invalid('Invalid filter.');
  if (depth > 50) invalid('Filter nested too deeply.');
  const o = f as Record<string, unknown>;
  if (o.fieldFilter) {
    const ff = o.fieldFilter as Record<string, unknown>;
    const op = enumName(
      ff.op,
      FIELD_OPS,
      Object.fromEntries(FIELD_OPS.map((n, i) => [i + 1, n])) as Record<number, FieldOp>,
      'field filter operator',
    );
    const path = fieldRef(ff.field);
    // Filter operands are not stored, so arrays may nest (`in` / `not-in` against array fields).
    const value = normalizeValue(ff.value, 0, { nestedArrays: true });
    if (op === 'IN' || op === 'NOT_IN' || op === 'ARRAY_CONTAINS_ANY') {
      if (!('arrayValue' in value)) invalid(`A non-empty array is required for '${op}' filters.`);
      const n = arrayValues(value).length;
      if (n === 0) invalid(`A non-empty array is required for '${op}' filters.`);
      if (n > 30) invalid(`'${op}' filters support a maximum of 30 elements in the value array.`);
    }
    if (path.str === '__name__') {
      const check = (v: Value): void => {
        if (!('referenceValue' in v)) invalid(`__key__ filter value must be a Key`);
      };
      if (op === 'IN' || op === 'NOT_IN') arrayValues(value).forEach(check);
      else if (op !== 'ARRAY_CONTAINS' && op !== 'ARRAY_CONTAINS_ANY') check(value);
    }
    return { kind: 'field', path, op, value };
  }
  if (o.unaryFilter) {
    const uf = o.unaryFilter as Record<string, unknown>;
    const op = enumName(uf.op, ['IS_NAN', 'IS_NULL', 'IS_NOT_NAN', 'IS_NOT_NULL'] as const, UNARY_BY_NUM, 'unary filter operator');
    return { kind: 'unary', path: fieldRef(uf.field), op };
  }
  if (o.compositeFilter) {
    const cf = o.compositeFilter as Record<string, unknown>;
    const op = enumName(cf.op, ['AND', 'OR'] as const, { 1: 'AND', 2: 'OR' }, 'composite filter operator');
    if (!Array.isArray(cf.filters)) invalid('Composite filter requires filters.');
    const filters = cf.filters.map((x) => parseFilter(x, depth + 1)).filter((x): x is Filter => x !== null);
    if (filters.length === 0) return null;
    if (filters.length === 1) return filters[0]!;
    return { kind: 'composite', op, filters };
  }
  return invalid('Invalid filter: expected fieldFilter, unaryFilter or compositeFilter.');
}

const INEQUALITY = new Set<string>(['LESS_THAN', 'LESS_THAN_OR_EQUAL', 'GREATER_THAN', 'GREATER_THAN_OR_EQUAL', 'NOT_EQUAL', 'NOT_IN', 'IS_NOT_NULL', 'IS_NOT_NAN']);

function inequalityFields(f: Filter | null, out: Map<string, FieldRef>): void {
  if (!f) return;
  if (f.kind === 'composite') for (const x of f.filters) inequalityFields(x, out);
  else if (INEQUALITY.has(f.op)) out.set(f.path.str, f.path);
}

function hasKeyEquality(f: Filter | null): boolean {
  if (!f) return false;
  if (f.kind === 'composite') return f.filters.some(hasKeyEquality);
  return f.kind === 'field' && f.op === 'EQUAL' && f.path.str === '__name__';
}

function parseCursor(c: unknown): Cursor | null {
  if (c === null || c === undefined) return null;
  const o = c as { values?: unknown; before?: unknown };
  if (!Array.isArray(o.values)) invalid('Cursor requires values.');
  return { values: o.values.map((v) => normalizeValue(v)), before: o.before === true };
}

function parseInt32(x: unknown, what: string): number | null {
  if (x === undefined || x === null) return null;
  // Int32Value may arrive wrapped as {value: n}.
  const n = typeof x === 'object' ? Number((x as { value?: unknown }).value) : Number(x);
  if (!Number.isInteger(n) || n < 0 || n > 2 ** 31 - 1) invalid(`Invalid ${what}: ${JSON.stringify(x)}`);
  return n;
}

/** `parentName` is the full resource name (…/documents or …/documents/c/d). */
export function parseQuery(parentName: unknown, sq: unknown): Query {
  const { db, rel } = parseName(parentName);
  if (rel !== '' && rel.split('/').length % 2 !== 0) invalid(`Invalid parent: "${String(parentName)}" is not a document.`);
  if (typeof sq !== 'object' || sq === null) invalid('Missing structuredQuery.');
  const q = sq as Record<string, unknown>;
  const from = q.from;
  if (!Array.isArray(from) || from.length !== 1) invalid('Query must have exactly one collection selector in "from".');
  const sel = from[0] as { collectionId?: unknown; allDescendants?: unknown };
  const collectionId = typeof sel.collectionId === 'string' ? sel.collectionId : '';
  const allDescendants = sel.allDescendants === true;
  if (collectionId === '' && !allDescendants) invalid('Collection id must be set.');
  if (collectionId.includes('/')) invalid(`Collection id "${collectionId}" must not contain '/'.`);
  const where = parseFilter(q.where);
  const explicit: Order[] = [];
  if (q.orderBy !== undefined && q.orderBy !== null) {
    if (!Array.isArray(q.orderBy)) invalid('orderBy must be a list.');
    for (const o of q.orderBy) {
      const oo = o as { field?: unknown; direction?: unknown };
      const d = oo.direction;
      const desc = d === 'DESCENDING' || d === 2;
      if (!(d === undefined || d === null || d === 'ASCENDING' || d === 1 || desc || d === 'DIRECTION_UNSPECIFIED' || d === 0))
        invalid(`Invalid order direction: ${JSON.stringify(d)}`);
      explicit.push({ field: fieldRef(oo.field), desc });
    }
  }
  const orderBy = [...explicit];
  const ordered = new Set(orderBy.map((o) => o.field.str));
  const lastDesc = explicit.length ? explicit[explicit.length - 1]!.desc : false;
  const ineq = new Map<string, FieldRef>();
  inequalityFields(where, ineq);
  for (const key of [...ineq.keys()].sort()) {
    if (!ordered.has(key)) {
      orderBy.push({ field: ineq.get(key)!, desc: lastDesc });
      ordered.add(key);
    }
  }
  if (!ordered.has('__name__')) orderBy.push({ field: { segs: ['__name__'], str: '__name__' }, desc: lastDesc });
  // Cloud Firestore's messages, word for word: the SDKs' tests match them.
  if (orderBy[orderBy.length - 1]!.field.str !== '__name__') invalid('order by clause cannot contain more fields after the key __name__');
  if (ineq.size > 0 && !ineq.has('__name__') && hasKeyEquality(where))
    invalid('Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.');
  const startAt = parseCursor(q.startAt);
  const endAt = parseCursor(q.endAt);
  for (const c of [startAt, endAt]) {
    if (c && c.values.length > orderBy.length) invalid('Too many cursor values specified. The specified values must match the orderBy() constraints of the query.');
  }
  let select: FieldRef[] | null = null;
  if (q.select) {
    const fields = (q.select as { fields?: unknown }).fields;
    select = Array.isArray(fields) ? fields.map(fieldRef) : [];
  }
  return {
    db,
    parent: rel,
    collectionId,
    allDescendants,
    where,
    orderBy,
    explicitOrderBy: explicit,
    startAt,
    endAt,
    offset: parseInt32(q.offset, 'offset') ?? 0,
    limit: parseInt32(q.limit, 'limit'),
    select,
  };
}

export function getField(doc: StoredDoc, ref: FieldRef, dbPrefix: string): Value | undefined {
  if (ref.str === '__name__') return { referenceValue: `${dbPrefix}/documents/${doc.rel}` };
  return getPath(doc.fields, ref.segs);
}

export function getPath(fields: Fields, segs: string[]): Value | undefined {
  let cur: Fields | undefined = fields;
  for (let i = 0; i < segs.length; i++) {
    const v: Value | undefined = cur?.[segs[i]!];
    if (v === undefined) return undefined;
    if (i === segs.length - 1) return v;
    if (typeKey(v) !== 'mapValue') return undefined;
    cur = mapFields(v);
  }
  return undefined;
}

function matchesFilter(doc: StoredDoc, f: Filter, prefix: string): boolean {
  if (f.kind === 'composite') {
    return f.op === 'AND' ? f.filters.every((x) => matchesFilter(doc, x, prefix)) : f.filters.some((x) => matchesFilter(doc, x, prefix));
  }
  const v = getField(doc, f.path, prefix);
  if (f.kind === 'unary') {
    switch (f.op) {
      case 'IS_NULL':
        return v !== undefined && 'nullValue' in v;
      case 'IS_NAN':
        return v !== undefined && isNaNValue(v);
      case 'IS_NOT_NULL':
        return v !== undefined && !('nullValue' in v);
      case 'IS_NOT_NAN':
        return v !== undefined && !isNaNValue(v) && !('nullValue' in v);
    }
  }
  if (v === undefined) return false;
  const operand = f.value;
  switch (f.op) {
    case 'EQUAL':
      return valuesEqual(v, operand);
    case 'NOT_EQUAL':
      return !('nullValue' in v) && !valuesEqual(v, operand);
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL': {
      if (typeOrder(v) !== typeOrder(operand) || isNaNValue(v) || isNaNValue(operand)) return false;
      const c = compareValues(v, operand);
      if (f.op === 'LESS_THAN') return c < 0;
      if (f.op === 'LESS_THAN_OR_EQUAL') return c <= 0;
      if (f.op === 'GREATER_THAN') return c > 0;
      return c >= 0;
    }
    case 'ARRAY_CONTAINS':
      return typeKey(v) === 'arrayValue' && arrayValues(v).some((e) => valuesEqual(e, operand));
    // A null in an `in` / `array-contains-any` list matches nothing, as in Cloud Firestore: null is
    // only found by `== null` (IS_NULL).
    case 'ARRAY_CONTAINS_ANY':
      return typeKey(v) === 'arrayValue' && arrayValues(v).some((e) => arrayValues(operand).some((o) => !('nullValue' in o) && valuesEqual(e, o)));
    case 'IN':
      return arrayValues(operand).some((o) => !('nullValue' in o) && valuesEqual(v, o));
    case 'NOT_IN': {
      if ('nullValue' in v) return false;
      const list = arrayValues(operand);
      if (list.some((o) => 'nullValue' in o)) return false;
      return !list.some((o) => valuesEqual(v, o) || (isNaNValue(o) && isNaNValue(v)));
    }
  }
}

function compareByOrder(a: StoredDoc, b: StoredDoc, orderBy: Order[], prefix: string): number {
  for (const o of orderBy) {
    let c: number;
    if (o.field.str === '__name__') c = compareReferences(a.rel, b.rel);
    else c = compareValues(getField(a, o.field, prefix)!, getField(b, o.field, prefix)!);
    if (c) return o.desc ? -c : c;
  }
  return 0;
}

/** Compares a document with a cursor over the cursor's prefix of the orderBy. */
function compareToCursor(doc: StoredDoc, cursor: Cursor, orderBy: Order[], prefix: string): number {
  for (let i = 0; i < cursor.values.length; i++) {
    const o = orderBy[i]!;
    const cv = cursor.values[i]!;
    let c: number;
    if (o.field.str === '__name__') {
      if (!('referenceValue' in cv)) invalid('The cursor value for __name__ must be a document reference.');
      const ref = cv.referenceValue as string;
      c = compareReferences(`${prefix}/documents/${doc.rel}`, ref);
    } else {
      c = compareValues(getField(doc, o.field, prefix)!, cv);
    }
    if (c) return o.desc ? -c : c;
  }
  return 0;
}

export function dbPrefix(db: DbName): string {
  return `projects/${db.project}/databases/${db.database}`;
}

/** True when the document is in the query's collection scope (ignores filters). */
export function inScope(q: Query, rel: string): boolean {
  const segs = rel.split('/');
  if (segs.length < 2) return false;
  if (segs[segs.length - 2] !== q.collectionId && !(q.allDescendants && q.collectionId === '')) return false;
  const parent = segs.slice(0, -2).join('/');
  if (!q.allDescendants) return parent === q.parent;
  return q.parent === '' || parent === q.parent || parent.startsWith(q.parent + '/');
}

/** Filters and the presence of every orderBy field; cursors and limits are applied separately. */
export function matchesQuery(q: Query, doc: StoredDoc): boolean {
  if (!inScope(q, doc.rel)) return false;
  const prefix = dbPrefix(q.db);
  for (const o of q.orderBy) if (getField(doc, o.field, prefix) === undefined) return false;
  return q.where === null || matchesFilter(doc, q.where, prefix);
}

export interface RunOptions {
  /** Skip offset and limit, e.g. to evaluate security rules on every candidate. */
  ignoreLimit?: boolean;
}

export function runQuery(q: Query, candidates: Iterable<StoredDoc>, opts: RunOptions = {}): StoredDoc[] {
  const prefix = dbPrefix(q.db);
  const out: StoredDoc[] = [];
  for (const d of candidates) if (matchesQuery(q, d)) out.push(d);
  out.sort((a, b) => compareByOrder(a, b, q.orderBy, prefix));
  let lo = 0;
  let hi = out.length;
  if (q.startAt) {
    const s = q.startAt;
    while (lo < hi) {
      const c = compareToCursor(out[lo]!, s, q.orderBy, prefix);
      if (c > 0 || (c === 0 && s.before)) break;
      lo++;
    }
  }
  if (q.endAt) {
    const e = q.endAt;
    while (hi > lo) {
      const c = compareToCursor(out[hi - 1]!, e, q.orderBy, prefix);
      if (c < 0 || (c === 0 && !e.before)) break;
      hi--;
    }
  }
  let res = out.slice(lo, hi);
  if (!opts.ignoreLimit) {
    if (q.offset) res = res.slice(q.offset);
    if (q.limit !== null) res = res.slice(0, q.limit);
  }
  return res;
}

/** Applies a projection; `__name__` alone yields documents with no fields. */
export function project(q: Query, fields: Fields): Fields {
  if (!q.select) return fields;
  const out: Fields = {};
  for (const ref of q.select) {
    if (ref.str === '__name__') continue;
    const v = getPath(fields, ref.segs);
    if (v === undefined) continue;
    let cur = out;
    for (let i = 0; i < ref.segs.length - 1; i++) {
      const s = ref.segs[i]!;
      const existing = cur[s];
      if (!existing || !('mapValue' in existing)) cur[s] = { mapValue: { fields: {} } };
      const m = cur[s]!.mapValue as { fields?: Fields };
      m.fields ??= {};
      cur = m.fields;
    }
    cur[ref.segs[ref.segs.length - 1]!] = v;
  }
  return out;
}

/** The orderBy field paths, for the rules engine's `request.query.orderBy`. */
export function orderByPaths(q: Query): string[] {
  return q.explicitOrderBy.map((o) => o.field.str);
}
