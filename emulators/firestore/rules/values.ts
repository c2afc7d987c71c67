import { fail } from './errors.ts';

/*
 * Runtime values. Ints are bigint and floats are number so that `is int` / `is float` can tell
 * `1` from `1.0` while equality and ordering still treat them as one numeric domain.
 */
export type Value =
  | null
  | boolean
  | bigint
  | number
  | string
  | readonly Value[]
  | RMap
  | RSet
  | RTimestamp
  | RDuration
  | RPath
  | RLatLng
  | RBytes
  | RMapDiff
  | RNamespace;

export class RMap {
  constructor(readonly entries: ReadonlyMap<string, Value>) {}
}

export class RSet {
  readonly items: readonly Value[];
  private readonly keys: ReadonlySet<string>;

  constructor(values: Iterable<Value>) {
    const items: Value[] = [];
    const keys = new Set<string>();
    for (const v of values) {
      const key = canonicalKey(v);
      if (keys.has(key)) continue;
      keys.add(key);
      items.push(v);
    }
    this.items = items;
    this.keys = keys;
  }

  has(v: Value): boolean {
    return this.keys.has(canonicalKey(v));
  }
}

/** Nanoseconds since the Unix epoch; the documented range is years 1 through 9999. */
export class RTimestamp {
  constructor(readonly ns: bigint) {
    if (ns < MIN_TIMESTAMP_NS || ns > MAX_TIMESTAMP_NS) fail('timestamp out of range');
  }
}

export class RDuration {
  constructor(readonly ns: bigint) {}
}

export class RPath {
  constructor(readonly segments: readonly string[]) {}

  toString(): string {
    return '/' + this.segments.join('/');
  }
}

export class RLatLng {
  constructor(readonly lat: number, readonly lng: number) {
    if (!(lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180)) fail('latlng out of range');
  }
}

export class RBytes {
  constructor(readonly bytes: Uint8Array) {}
}

export class RMapDiff {
  constructor(readonly current: RMap, readonly other: RMap) {}
}

/** `math`, `timestamp`, `duration`… as a value, so that `math.abs(x)` is an ordinary method call. */
export class RNamespace {
  constructor(readonly name: string) {}
}

export const INT64_MIN = -(1n << 63n);
export const INT64_MAX = (1n << 63n) - 1n;
const NS_PER_SECOND = 1_000_000_000n;
const MIN_TIMESTAMP_NS = -62_135_596_800n * NS_PER_SECOND;
const MAX_TIMESTAMP_NS = 253_402_300_799n * NS_PER_SECOND + 999_999_999n;

export function checkInt(v: bigint): bigint {
  if (v < INT64_MIN || v > INT64_MAX) fail('integer overflow');
  return v;
}

export function typeName(v: Value): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean': return 'bool';
    case 'bigint': return 'int';
    case 'number': return 'float';
    case 'string': return 'string';
  }
  if (Array.isArray(v)) return 'list';
  if (v instanceof RMap) return 'map';
  if (v instanceof RSet) return 'set';
  if (v instanceof RTimestamp) return 'timestamp';
  if (v instanceof RDuration) return 'duration';
  if (v instanceof RPath) return 'path';
  if (v instanceof RLatLng) return 'latlng';
  if (v instanceof RBytes) return 'bytes';
  if (v instanceof RMapDiff) return 'map_diff';
  return 'namespace';
}

export const isList = (v: Value): v is readonly Value[] => Array.isArray(v);
export const isNumber = (v: Value): v is bigint | number => typeof v === 'bigint' || typeof v === 'number';

/** -1, 0 or 1; NaN when either side is NaN (every ordering is then false). */
export function compareNumbers(a: bigint | number, b: bigint | number): number {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : a === b ? 0 : NaN;
  // Mixed: compare exactly rather than through Number(), which loses precision above 2^53.
  const sign = typeof a === 'bigint' ? 1 : -1;
  const i = (typeof a === 'bigint' ? a : b) as bigint;
  const f = (typeof a === 'bigint' ? b : a) as number;
  if (Number.isNaN(f)) return NaN;
  if (f === Infinity) return -sign;
  if (f === -Infinity) return sign;
  const fl = BigInt(Math.floor(f));
  if (i < fl) return -sign;
  if (i > fl) return sign;
  return Number.isInteger(f) ? 0 : -sign;
}

function compareStrings(a: string, b: string): number {
  // Code point order (what UTF-8 byte order gives), not UTF-16 unit order.
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done || y.done) return x.done && y.done ? 0 : x.done ? -1 : 1;
    const cx = x.value.codePointAt(0) ?? 0;
    const cy = y.value.codePointAt(0) ?? 0;
    if (cx !== cy) return cx < cy ? -1 : 1;
  }
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}

/** Ordering for `<` and friends; a type mismatch is an evaluation error. */
export function compare(a: Value, b: Value): number {
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b);
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? 1 : -1;
  if (a instanceof RTimestamp && b instanceof RTimestamp) return a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0;
  if (a instanceof RDuration && b instanceof RDuration) return a.ns < b.ns ? -1 : a.ns > b.ns ? 1 : 0;
  if (a instanceof RBytes && b instanceof RBytes) return compareBytes(a.bytes, b.bytes);
  return fail(`cannot compare ${typeName(a)} with ${typeName(b)}`);
}

/** `==`: values of different types are simply unequal, never an error. */
export function equals(a: Value, b: Value): boolean {
  if (a === b) return typeof a !== 'number' || !Number.isNaN(a);
  if (isNumber(a) && isNumber(b)) return compareNumbers(a, b) === 0;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (isList(a)) {
    if (!isList(b) || a.length !== b.length) return false;
    return a.every((x, i) => equals(x, b[i] ?? null));
  }
  if (a instanceof RMap) {
    if (!(b instanceof RMap) || a.entries.size !== b.entries.size) return false;
    for (const [k, x] of a.entries) {
      if (!b.entries.has(k) || !equals(x, b.entries.get(k) ?? null)) return false;
    }
    return true;
  }
  if (a instanceof RSet) return b instanceof RSet && a.items.length === b.items.length && a.items.every((x) => b.has(x));
  if (a instanceof RTimestamp) return b instanceof RTimestamp && a.ns === b.ns;
  if (a instanceof RDuration) return b instanceof RDuration && a.ns === b.ns;
  if (a instanceof RPath) {
    return b instanceof RPath && a.segments.length === b.segments.length && a.segments.every((s, i) => s === b.segments[i]);
  }
  if (a instanceof RLatLng) return b instanceof RLatLng && a.lat === b.lat && a.lng === b.lng;
  if (a instanceof RBytes) return b instanceof RBytes && compareBytes(a.bytes, b.bytes) === 0;
  return false;
}

/** A string that is equal for two values exactly when `equals` holds; used for set membership. */
export function canonicalKey(v: Value): string {
  if (v === null) return 'z';
  switch (typeof v) {
    case 'boolean': return v ? 'b1' : 'b0';
    case 'bigint': return `n${v}`;
    case 'number':
      // Integral floats share the int key so that [1, 1.0].toSet().size() == 1.
      if (Number.isInteger(v)) return `n${BigInt(v)}`;
      return `f${v}`;
    case 'string': return `s${JSON.stringify(v)}`;
  }
  if (isList(v)) return `l[${v.map(canonicalKey).join(',')}]`;
  if (v instanceof RMap) {
    const keys = [...v.entries.keys()].sort();
    return `m{${keys.map((k) => `${JSON.stringify(k)}:${canonicalKey(v.entries.get(k) ?? null)}`).join(',')}}`;
  }
  if (v instanceof RSet) return `S{${v.items.map(canonicalKey).sort().join(',')}}`;
  if (v instanceof RTimestamp) return `t${v.ns}`;
  if (v instanceof RDuration) return `d${v.ns}`;
  if (v instanceof RPath) return `p${JSON.stringify(v.segments)}`;
  if (v instanceof RLatLng) return `g${v.lat},${v.lng}`;
  if (v instanceof RBytes) return `y${Buffer.from(v.bytes).toString('base64')}`;
  // Namespaces and diffs have no equality of their own, so each is distinct.
  return `o${Math.random()}`;
}

// ---- calendar arithmetic (proleptic Gregorian, UTC), exact for years 1..9999 ----

export function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q;
}

const TIMESTAMP_RE = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?([Zz]|[+-]\d{2}:\d{2})$/;

export function parseTimestamp(text: string): RTimestamp {
  const m = TIMESTAMP_RE.exec(text);
  if (!m) return fail(`invalid timestamp '${text}'`);
  const [, y, mo, d, h, mi, s, frac, zone] = m;
  const days = daysFromCivil(Number(y), Number(mo), Number(d));
  let seconds = BigInt(days) * 86400n + BigInt(Number(h) * 3600 + Number(mi) * 60 + Number(s));
  if (zone && zone !== 'Z' && zone !== 'z') {
    const offset = Number(zone.slice(1, 3)) * 3600 + Number(zone.slice(4, 6)) * 60;
    seconds -= BigInt(zone[0] === '+' ? offset : -offset);
  }
  const nanos = frac ? BigInt(frac.padEnd(9, '0')) : 0n;
  return new RTimestamp(seconds * NS_PER_SECOND + nanos);
}

export function formatTimestamp(t: RTimestamp): string {
  const seconds = floorDiv(t.ns, NS_PER_SECOND);
  const nanos = t.ns - seconds * NS_PER_SECOND;
  const days = Number(floorDiv(seconds, 86400n));
  const secOfDay = Number(seconds - BigInt(days) * 86400n);
  const { year, month, day } = civilFromDays(days);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const frac = nanos === 0n ? '' : '.' + String(nanos).padStart(9, '0').replace(/0+$/, '');
  return `${p(year, 4)}-${p(month)}-${p(day)}T${p(Math.floor(secOfDay / 3600))}:${p(Math.floor(secOfDay / 60) % 60)}:${p(secOfDay % 60)}${frac}Z`;
}

export function timestampFromDate(d: Date): RTimestamp {
  return new RTimestamp(BigInt(d.getTime()) * 1_000_000n);
}

// ---- conversion from the outside world ----

export type FsValue = Record<string, unknown>;

/** Firestore proto3-JSON Value → runtime value. */
export function fromFirestore(v: FsValue): Value {
  if ('stringValue' in v) return String(v.stringValue);
  if ('integerValue' in v) return checkInt(BigInt(v.integerValue as string | number));
  if ('doubleValue' in v) return Number(v.doubleValue);
  if ('booleanValue' in v) return Boolean(v.booleanValue);
  if ('nullValue' in v) return null;
  if ('timestampValue' in v) {
    const t = v.timestampValue;
    if (typeof t === 'string') return parseTimestamp(t);
    // The protobuf object form { seconds, nanos } also shows up from some clients.
    const o = (t ?? {}) as { seconds?: string | number; nanos?: number };
    return new RTimestamp(BigInt(o.seconds ?? 0) * NS_PER_SECOND + BigInt(o.nanos ?? 0));
  }
  if ('mapValue' in v) return fieldsToMap(((v.mapValue ?? {}) as { fields?: Record<string, FsValue> }).fields ?? {});
  if ('arrayValue' in v) return (((v.arrayValue ?? {}) as { values?: FsValue[] }).values ?? []).map(fromFirestore);
  if ('referenceValue' in v) return referenceToPath(String(v.referenceValue));
  if ('bytesValue' in v) return new RBytes(Uint8Array.from(Buffer.from(String(v.bytesValue), 'base64')));
  if ('geoPointValue' in v) {
    const g = (v.geoPointValue ?? {}) as { latitude?: number; longitude?: number };
    return new RLatLng(Number(g.latitude ?? 0), Number(g.longitude ?? 0));
  }
  return fail(`unsupported Firestore value ${JSON.stringify(v)}`);
}

export function fieldsToMap(fields: Record<string, FsValue>): RMap {
  const entries = new Map<string, Value>();
  for (const [k, fv] of Object.entries(fields)) entries.set(k, fromFirestore(fv));
  return new RMap(entries);
}

/** `projects/p/databases/d/documents/a/b` → path `/databases/d/documents/a/b`, as rules see references. */
function referenceToPath(name: string): RPath {
  const segments = name.split('/').filter((s) => s !== '');
  return new RPath(segments[0] === 'projects' ? segments.slice(2) : segments);
}

/** Plain JSON (ID-token claims) → runtime value; integral numbers become ints. */
export function fromJson(x: unknown): Value {
  if (x === null || x === undefined) return null;
  switch (typeof x) {
    case 'boolean':
    case 'string':
      return x;
    case 'number':
      return Number.isSafeInteger(x) ? BigInt(x) : x;
    case 'bigint':
      return checkInt(x);
  }
  if (Array.isArray(x)) return x.map(fromJson);
  if (x instanceof Date) return timestampFromDate(x);
  const entries = new Map<string, Value>();
  for (const [k, v] of Object.entries(x as object)) entries.set(k, fromJson(v));
  return new RMap(entries);
}

/** Human-readable rendering for error messages and `string()` of scalars. */
export function show(v: Value): string {
  if (v === null) return 'null';
  switch (typeof v) {
    case 'boolean':
    case 'bigint':
      return String(v);
    case 'number':
      return Number.isInteger(v) && Math.abs(v) < 1e21 ? v.toFixed(1) : String(v);
    case 'string':
      return JSON.stringify(v);
  }
  if (isList(v)) return `[${v.map(show).join(', ')}]`;
  if (v instanceof RMap) return `{${[...v.entries].map(([k, x]) => `${JSON.stringify(k)}: ${show(x)}`).join(', ')}}`;
  if (v instanceof RSet) return `set(${v.items.map(show).join(', ')})`;
  if (v instanceof RTimestamp) return formatTimestamp(v);
  if (v instanceof RDuration) return formatDuration(v);
  if (v instanceof RPath) return v.toString();
  if (v instanceof RLatLng) return `latlng(${v.lat}, ${v.lng})`;
  if (v instanceof RBytes) return `b'${Buffer.from(v.bytes).toString('hex')}'`;
  if (v instanceof RMapDiff) return 'map_diff';
  return v.name;
}

export function formatDuration(d: RDuration): string {
  const neg = d.ns < 0n;
  const abs = neg ? -d.ns : d.ns;
  const s = abs / NS_PER_SECOND;
  const frac = abs % NS_PER_SECOND;
  const fracText = frac === 0n ? '' : '.' + String(frac).padStart(9, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${s}${fracText}s`;
}
