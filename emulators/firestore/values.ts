// Firestore values in their proto3 JSON form, which is the canonical in-memory representation.
// Inputs are normalized once (numbers vs strings, enum ints, timestamp precision) so that every
// later comparison and every response works on one shape.
import { FsError } from './errors.ts';

export type Value = Record<string, unknown>;
export type Fields = Record<string, Value>;

const TS_RE = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(?:\.(\d{1,9}))?(Z|[+-]\d\d:\d\d)$/;

/** Microseconds since the epoch; fits a double exactly for any realistic date. */
export type Micros = number;

export function parseTimestamp(s: string): { seconds: number; nanos: number } {
  const m = TS_RE.exec(s);
  if (!m) throw new FsError('INVALID_ARGUMENT', `Invalid timestamp: ${JSON.stringify(s)}`);
  const base = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  let seconds = Math.floor(base / 1000);
  const tz = m[8]!;
  if (tz !== 'Z') {
    const sign = tz[0] === '-' ? -1 : 1;
    seconds -= sign * (Number(tz.slice(1, 3)) * 3600 + Number(tz.slice(4, 6)) * 60);
  }
  const nanos = m[7] ? Number(m[7].padEnd(9, '0')) : 0;
  return { seconds, nanos };
}

/** RFC 3339 in UTC with 0, 3, 6 or 9 fraction digits, as proto3 JSON prints timestamps. */
export function formatTimestamp(seconds: number, nanos: number): string {
  const iso = new Date(seconds * 1000).toISOString().slice(0, 19);
  if (nanos === 0) return `${iso}Z`;
  let frac = String(nanos).padStart(9, '0');
  if (frac.endsWith('000000')) frac = frac.slice(0, 3);
  else if (frac.endsWith('000')) frac = frac.slice(0, 6);
  return `${iso}.${frac}Z`;
}

export function microsToTimestamp(us: Micros): string {
  const seconds = Math.floor(us / 1e6);
  return formatTimestamp(seconds, (us - seconds * 1e6) * 1000);
}

export function timestampToMicros(s: string): Micros {
  const { seconds, nanos } = parseTimestamp(s);
  return seconds * 1e6 + Math.floor(nanos / 1000);
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function invalid(msg: string): never {
  throw new FsError('INVALID_ARGUMENT', msg);
}

/** Validates a client-supplied value and returns it in canonical form. */
export interface NormalizeOptions {
  /** Allow arrays inside arrays: query operands may hold them, stored documents may not. */
  nestedArrays?: boolean;
}

export function normalizeValue(v: unknown, depth = 0, opts: NormalizeOptions = {}): Value {
  if (depth > 20) invalid('Value nested too deeply (max depth is 20).');
  if (typeof v !== 'object' || v === null || Array.isArray(v)) invalid('Invalid value: expected an object.');
  const keys = Object.keys(v);
  if (keys.length !== 1) invalid(`Invalid value: expected exactly one value type, got ${keys.length}.`);
  const key = keys[0]!;
  const x = (v as Record<string, unknown>)[key];
  switch (key) {
    case 'nullValue':
      return { nullValue: null };
    case 'booleanValue':
      if (typeof x !== 'boolean') invalid('Invalid booleanValue.');
      return { booleanValue: x };
    case 'integerValue': {
      if (typeof x !== 'string' && typeof x !== 'number') invalid('Invalid integerValue.');
      let n: bigint;
      try {
        n = BigInt(typeof x === 'number' ? Math.trunc(x) : x.trim());
      } catch {
        invalid(`Invalid integerValue: ${JSON.stringify(x)}`);
      }
      if (n < INT64_MIN || n > INT64_MAX) invalid('integerValue out of int64 range.');
      return { integerValue: n.toString() };
    }
    case 'doubleValue': {
      const d = toDouble(x);
      return { doubleValue: encodeDouble(d) };
    }
    case 'timestampValue': {
      if (typeof x !== 'string') {
        // Accept the {seconds,nanos} object form some tools send.
        if (typeof x === 'object' && x !== null) {
          const o = x as { seconds?: unknown; nanos?: unknown };
          const s = Number(o.seconds ?? 0);
          const n = Number(o.nanos ?? 0);
          if (!Number.isFinite(s) || !Number.isFinite(n)) invalid('Invalid timestampValue.');
          return { timestampValue: formatTimestamp(s, Math.floor(n / 1000) * 1000) };
        }
        invalid('Invalid timestampValue.');
      }
      const { seconds, nanos } = parseTimestamp(x);
      // Cloud Firestore stores microseconds.
      return { timestampValue: formatTimestamp(seconds, Math.floor(nanos / 1000) * 1000) };
    }
    case 'stringValue':
      if (typeof x !== 'string') invalid('Invalid stringValue.');
      return { stringValue: x };
    case 'bytesValue': {
      if (typeof x !== 'string') invalid('Invalid bytesValue.');
      // Accept base64url too; emit standard base64 because the web client decodes with atob.
      return { bytesValue: Buffer.from(x, x.includes('-') || x.includes('_') ? 'base64url' : 'base64').toString('base64') };
    }
    case 'referenceValue':
      if (typeof x !== 'string' || !/^projects\/[^/]+\/databases\/[^/]+\/documents\/[^/]+(\/[^/]+)*$/.test(x))
        invalid(`Invalid reference value: ${JSON.stringify(x)}`);
      return { referenceValue: x };
    case 'geoPointValue': {
      const g = (x ?? {}) as { latitude?: unknown; longitude?: unknown };
      const lat = Number(g.latitude ?? 0);
      const lng = Number(g.longitude ?? 0);
      if (!(lat >= -90 && lat <= 90) || !(lng >= -180 && lng <= 180)) invalid('Invalid geoPointValue.');
      return { geoPointValue: { latitude: lat, longitude: lng } };
    }
    case 'arrayValue': {
      const values = (x as { values?: unknown } | null)?.values;
      if (values === undefined || values === null) return { arrayValue: {} };
      if (!Array.isArray(values)) invalid('Invalid arrayValue.');
      const out = values.map((e) => {
        const n = normalizeValue(e, depth + 1, opts);
        if ('arrayValue' in n && !opts.nestedArrays) invalid('Cannot have an array inside an array.');
        return n;
      });
      return out.length ? { arrayValue: { values: out } } : { arrayValue: {} };
    }
    case 'mapValue': {
      const fields = (x as { fields?: unknown } | null)?.fields;
      if (fields === undefined || fields === null) return { mapValue: {} };
      const out = normalizeFields(fields, depth + 1, opts);
      return Object.keys(out).length ? { mapValue: { fields: out } } : { mapValue: {} };
    }
    default:
      return invalid(`Unknown value type: ${key}`);
  }
}

export function normalizeFields(fields: unknown, depth = 0, opts: NormalizeOptions = {}): Fields {
  if (fields === undefined || fields === null) return {};
  if (typeof fields !== 'object' || Array.isArray(fields)) invalid('Invalid fields: expected an object.');
  const out: Fields = {};
  for (const [k, v] of Object.entries(fields)) {
    if (k === '') invalid('Field names must not be empty.');
    out[k] = normalizeValue(v, depth, opts);
  }
  return out;
}

function toDouble(x: unknown): number {
  if (typeof x === 'number') return x;
  if (x === 'NaN') return NaN;
  if (x === 'Infinity') return Infinity;
  if (x === '-Infinity') return -Infinity;
  if (typeof x === 'string' && x.trim() !== '' && !Number.isNaN(Number(x))) return Number(x);
  return invalid(`Invalid doubleValue: ${JSON.stringify(x)}`);
}

/** JSON cannot carry NaN/Infinity/-0 as numbers; proto3 JSON uses strings for them. */
export function encodeDouble(d: number): number | string {
  if (Number.isNaN(d)) return 'NaN';
  if (d === Infinity) return 'Infinity';
  if (d === -Infinity) return '-Infinity';
  if (Object.is(d, -0)) return '-0';
  return d;
}

export function doubleOf(v: Value): number {
  return toDouble(v.doubleValue);
}

export function typeKey(v: Value): string {
  for (const k in v) return k;
  return 'nullValue';
}

export function isVector(v: Value): boolean {
  const f = (v.mapValue as { fields?: Fields } | undefined)?.fields;
  return !!f && (f.__type__ as { stringValue?: string } | undefined)?.stringValue === '__vector__';
}

/** Type classes in Cloud Firestore's cross-type order (brief §6.3). */
export function typeOrder(v: Value): number {
  switch (typeKey(v)) {
    case 'nullValue':
      return 0;
    case 'booleanValue':
      return 1;
    case 'integerValue':
    case 'doubleValue':
      return 2;
    case 'timestampValue':
      return 3;
    case 'stringValue':
      return 4;
    case 'bytesValue':
      return 5;
    case 'referenceValue':
      return 6;
    case 'geoPointValue':
      return 7;
    case 'arrayValue':
      return 8;
    case 'mapValue':
      return isVector(v) ? 9 : 10;
    default:
      return 11;
  }
}

export function isNumber(v: Value): boolean {
  return 'integerValue' in v || 'doubleValue' in v;
}

export function isNaNValue(v: Value): boolean {
  return 'doubleValue' in v && Number.isNaN(doubleOf(v));
}

function cmp(a: number | bigint | string, b: number | bigint | string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNumbers(a: Value, b: Value): number {
  if ('integerValue' in a && 'integerValue' in b) return cmp(BigInt(a.integerValue as string), BigInt(b.integerValue as string));
  const an = 'integerValue' in a ? Number(a.integerValue) : doubleOf(a);
  const bn = 'integerValue' in b ? Number(b.integerValue) : doubleOf(b);
  // NaN sorts before every other number.
  if (Number.isNaN(an)) return Number.isNaN(bn) ? 0 : -1;
  if (Number.isNaN(bn)) return 1;
  if (an !== bn) return an < bn ? -1 : 1;
  // Equal as doubles, but an int64 beyond 2^53 may still differ from the double.
  if ('integerValue' in a && !('integerValue' in b) && Number.isInteger(bn) && Math.abs(bn) < 2 ** 63)
    return cmp(BigInt(a.integerValue as string), BigInt(bn));
  if ('integerValue' in b && !('integerValue' in a) && Number.isInteger(an) && Math.abs(an) < 2 ** 63)
    return cmp(BigInt(an), BigInt(b.integerValue as string));
  return 0;
}

/** Compares by Unicode code point, which is the same as UTF-8 byte order. */
export function compareUtf8(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const ca = a.charCodeAt(i);
    const cb = b.charCodeAt(i);
    if (ca === cb) continue;
    // Surrogates (U+D800–DFFF) encode code points above U+FFFF, which sort after U+E000–FFFF.
    const sa = ca >= 0xd800 && ca <= 0xdfff;
    const sb = cb >= 0xd800 && cb <= 0xdfff;
    if (sa !== sb) return sa ? 1 : -1;
    return ca < cb ? -1 : 1;
  }
  return cmp(a.length, b.length);
}

function compareTimestamps(a: string, b: string): number {
  const x = parseTimestamp(a);
  const y = parseTimestamp(b);
  return cmp(x.seconds, y.seconds) || cmp(x.nanos, y.nanos);
}

export function compareReferences(a: string, b: string): number {
  const as = a.split('/');
  const bs = b.split('/');
  const n = Math.min(as.length, bs.length);
  for (let i = 0; i < n; i++) {
    const c = compareSegments(as[i]!, bs[i]!);
    if (c) return c;
  }
  return cmp(as.length, bs.length);
}

/** Numeric document ids (__id123__) sort before string ids, then by number (matches the backend). */
function compareSegments(a: string, b: string): number {
  const na = /^__id(-?\d+)__$/.exec(a);
  const nb = /^__id(-?\d+)__$/.exec(b);
  if (na && nb) return cmp(BigInt(na[1]!), BigInt(nb[1]!));
  if (na) return -1;
  if (nb) return 1;
  return compareUtf8(a, b);
}

function arrayOf(v: Value): Value[] {
  return ((v.arrayValue as { values?: Value[] } | undefined)?.values ?? []) as Value[];
}
export { arrayOf as arrayValues };

export function mapFields(v: Value): Fields {
  return ((v.mapValue as { fields?: Fields } | undefined)?.fields ?? {}) as Fields;
}

export function compareValues(a: Value, b: Value): number {
  const ta = typeOrder(a);
  const tb = typeOrder(b);
  if (ta !== tb) return cmp(ta, tb);
  switch (ta) {
    case 0:
      return 0;
    case 1:
      return cmp(Number(a.booleanValue), Number(b.booleanValue));
    case 2:
      return compareNumbers(a, b);
    case 3:
      return compareTimestamps(a.timestampValue as string, b.timestampValue as string);
    case 4:
      return compareUtf8(a.stringValue as string, b.stringValue as string);
    case 5: {
      const x = Buffer.from(a.bytesValue as string, 'base64');
      const y = Buffer.from(b.bytesValue as string, 'base64');
      return Buffer.compare(x, y);
    }
    case 6:
      return compareReferences(a.referenceValue as string, b.referenceValue as string);
    case 7: {
      const x = a.geoPointValue as { latitude: number; longitude: number };
      const y = b.geoPointValue as { latitude: number; longitude: number };
      return cmp(x.latitude, y.latitude) || cmp(x.longitude, y.longitude);
    }
    case 8:
      return compareArrays(arrayOf(a), arrayOf(b));
    case 9: {
      const x = arrayOf(mapFields(a).value ?? { arrayValue: {} });
      const y = arrayOf(mapFields(b).value ?? { arrayValue: {} });
      return cmp(x.length, y.length) || compareArrays(x, y);
    }
    default: {
      const fa = mapFields(a);
      const fb = mapFields(b);
      const ka = Object.keys(fa).sort(compareUtf8);
      const kb = Object.keys(fb).sort(compareUtf8);
      const n = Math.min(ka.length, kb.length);
      for (let i = 0; i < n; i++) {
        const c = compareUtf8(ka[i]!, kb[i]!) || compareValues(fa[ka[i]!]!, fb[kb[i]!]!);
        if (c) return c;
      }
      return cmp(ka.length, kb.length);
    }
  }
}

function compareArrays(x: Value[], y: Value[]): number {
  const n = Math.min(x.length, y.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(x[i]!, y[i]!);
    if (c) return c;
  }
  return cmp(x.length, y.length);
}

/** Query equality: 1 == 1.0, but NaN never equals NaN and -0 == 0. */
export function valuesEqual(a: Value, b: Value): boolean {
  if (isNaNValue(a) || isNaNValue(b)) return false;
  if (typeOrder(a) !== typeOrder(b)) return false;
  return compareValues(a, b) === 0;
}

/** Set-membership equality for arrayUnion/arrayRemove, where NaN matches NaN. */
export function valuesSame(a: Value, b: Value): boolean {
  if (isNaNValue(a) && isNaNValue(b)) return true;
  return valuesEqual(a, b);
}

/** Exact structural equality, used to detect no-op writes. */
export function fieldsIdentical(a: Fields, b: Fields): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(x: unknown): string {
  if (x === null || typeof x !== 'object') return JSON.stringify(x);
  if (Array.isArray(x)) return `[${x.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(x).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson((x as Record<string, unknown>)[k])}`).join(',')}}`;
}

/** Storage size in bytes, following Cloud Firestore's documented size rules. */
export function valueSize(v: Value): number {
  switch (typeKey(v)) {
    case 'nullValue':
    case 'booleanValue':
      return 1;
    case 'integerValue':
    case 'doubleValue':
      return 8;
    case 'timestampValue':
      return 8;
    case 'geoPointValue':
      return 16;
    case 'stringValue':
      return Buffer.byteLength(v.stringValue as string, 'utf8') + 1;
    case 'bytesValue':
      return Buffer.from(v.bytesValue as string, 'base64').length;
    case 'referenceValue':
      return referenceSize(v.referenceValue as string);
    case 'arrayValue':
      return arrayOf(v).reduce((s, e) => s + valueSize(e), 0);
    case 'mapValue':
      return fieldsSize(mapFields(v));
    default:
      return 0;
  }
}

function referenceSize(name: string): number {
  const rel = name.split('/').slice(5);
  return rel.reduce((s, seg) => s + Buffer.byteLength(seg, 'utf8') + 1, 16);
}

export function fieldsSize(f: Fields): number {
  let s = 0;
  for (const [k, v] of Object.entries(f)) s += Buffer.byteLength(k, 'utf8') + 1 + valueSize(v);
  return s;
}

export function documentSize(name: string, f: Fields): number {
  return referenceSize(name) + fieldsSize(f) + 32;
}

export function deepClone<T>(x: T): T {
  return structuredClone(x);
}
