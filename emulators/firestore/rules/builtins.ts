import { createHash } from 'node:crypto';
import { fail } from './errors.ts';
import { compileRegex } from './regex.ts';
import {
  INT64_MAX, INT64_MIN, RBytes, RDuration, RLatLng, RMap, RMapDiff, RNamespace, RPath, RSet, RTimestamp,
  checkInt, civilFromDays, daysFromCivil, equals, floorDiv, formatDuration, formatTimestamp, isList, isNumber, show, typeName,
  type Value,
} from './values.ts';

const NS_PER_MS = 1_000_000n;
const NS_PER_SECOND = 1_000_000_000n;
const NS_PER_DAY = 86_400n * NS_PER_SECOND;

export const NAMESPACES = new Set(['math', 'timestamp', 'duration', 'latlng', 'hashing']);

// ---- argument helpers ----

function arity(name: string, args: readonly Value[], min: number, max = min): void {
  if (args.length < min || args.length > max) {
    fail(`${name}() expects ${min === max ? min : `${min}-${max}`} argument(s), got ${args.length}`);
  }
}

function argOf<T>(name: string, v: Value | undefined, guard: (x: Value) => x is T & Value, want: string): T {
  if (v === undefined || !guard(v)) fail(`${name}() expects ${want}, got ${v === undefined ? 'nothing' : typeName(v)}`);
  return v as T;
}

const isStr = (v: Value): v is string => typeof v === 'string';
const isInt = (v: Value): v is bigint => typeof v === 'bigint';
const isNum = (v: Value): v is bigint | number => isNumber(v);
const isMap = (v: Value): v is RMap => v instanceof RMap;
const isListV = (v: Value): v is readonly Value[] => isList(v);
const isDuration = (v: Value): v is RDuration => v instanceof RDuration;
const isLatLng = (v: Value): v is RLatLng => v instanceof RLatLng;
const isCollection = (v: Value): v is readonly Value[] | RSet => isList(v) || v instanceof RSet;

const str = (name: string, v: Value | undefined) => argOf<string>(name, v, isStr, 'a string');
const int = (name: string, v: Value | undefined) => argOf<bigint>(name, v, isInt, 'an int');
const num = (name: string, v: Value | undefined) => Number(argOf<bigint | number>(name, v, isNum, 'a number'));
const items = (name: string, v: Value | undefined): readonly Value[] => {
  const c = argOf<readonly Value[] | RSet>(name, v, isCollection, 'a list or set');
  return c instanceof RSet ? c.items : c;
};
const asSet = (name: string, v: Value | undefined): RSet => {
  const c = argOf<readonly Value[] | RSet>(name, v, isCollection, 'a list or set');
  return c instanceof RSet ? c : new RSet(c);
};

const codePoints = (s: string): string[] => Array.from(s);
const utf8 = new TextEncoder();

/** Float → int the way the engine does: truncation toward zero, error when not representable. */
export function floatToInt(f: number): bigint {
  if (!Number.isFinite(f)) fail(`cannot convert ${f} to int`);
  return checkInt(BigInt(Math.trunc(f)));
}

function toBytes(name: string, v: Value | undefined): Uint8Array {
  if (typeof v === 'string') return utf8.encode(v);
  if (v instanceof RBytes) return v.bytes;
  return fail(`${name}() expects a string or bytes`);
}

// ---- conversions available as global functions ----

export function toInt(v: Value): bigint {
  if (typeof v === 'bigint') return v;
  if (typeof v === 'number') return floatToInt(v);
  if (typeof v === 'string' && /^[+-]?\d+$/.test(v.trim())) return checkInt(BigInt(v.trim()));
  return fail(`cannot convert ${show(v)} to int`);
}

export function toFloat(v: Value): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'string') {
    const t = v.trim();
    if (/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(t)) return Number(t);
    if (/^[+-]?(inf|infinity)$/i.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
    if (/^nan$/i.test(t)) return NaN;
  }
  return fail(`cannot convert ${show(v)} to float`);
}

export function toStringValue(v: Value): string {
  if (typeof v === 'string') return v;
  if (v === null || typeof v === 'boolean' || typeof v === 'bigint' || typeof v === 'number') return show(v);
  if (v instanceof RPath) return v.toString();
  if (v instanceof RTimestamp) return formatTimestamp(v);
  if (v instanceof RDuration) return formatDuration(v);
  if (v instanceof RBytes) return new TextDecoder('utf-8', { fatal: false }).decode(v.bytes);
  return fail(`cannot convert ${typeName(v)} to string`);
}

export function parsePath(s: string): RPath {
  return new RPath(s.split('/').filter((x) => x !== ''));
}

// ---- methods by receiver type ----

export function callMethod(recv: Value, name: string, args: readonly Value[]): Value {
  if (typeof recv === 'string') return stringMethod(recv, name, args);
  if (isList(recv)) return listMethod(recv, name, args);
  if (recv instanceof RMap) return mapMethod(recv, name, args);
  if (recv instanceof RSet) return setMethod(recv, name, args);
  if (recv instanceof RMapDiff) return mapDiffMethod(recv, name, args);
  if (recv instanceof RTimestamp) return timestampMethod(recv, name, args);
  if (recv instanceof RDuration) return durationMethod(recv, name, args);
  if (recv instanceof RPath) return pathMethod(recv, name, args);
  if (recv instanceof RLatLng) return latLngMethod(recv, name, args);
  if (recv instanceof RBytes) return bytesMethod(recv, name, args);
  if (recv instanceof RNamespace) return namespaceFunction(recv.name, name, args);
  return fail(`${typeName(recv)} has no method ${name}()`);
}

function stringMethod(s: string, name: string, args: readonly Value[]): Value {
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return BigInt(codePoints(s).length);
    case 'matches': {
      arity(name, args, 1);
      return compileRegex(str(name, args[0]), 'full').test(s);
    }
    case 'lower':
      arity(name, args, 0);
      return s.toLowerCase();
    case 'upper':
      arity(name, args, 0);
      return s.toUpperCase();
    case 'trim':
      arity(name, args, 0);
      return s.trim();
    case 'split':
      arity(name, args, 1);
      return split(s, str(name, args[0]));
    case 'replace': {
      arity(name, args, 2);
      const sub = str(name, args[1]);
      const re = compileRegex(str(name, args[0]), 'global');
      // RE2 replacement syntax: \0..\9 are groups, \\ is a backslash; `$` is literal (unlike JS).
      return s.replace(re, (...m: unknown[]) =>
        sub.replace(/\\(\d|\\)/g, (_, g: string) => (g === '\\' ? '\\' : String(m[Number(g)] ?? ''))));
    }
    case 'toUtf8':
      arity(name, args, 0);
      return new RBytes(utf8.encode(s));
  }
  return fail(`string has no method ${name}()`);
}

function split(s: string, pattern: string): string[] {
  const re = compileRegex(pattern, 'global');
  const out: string[] = [];
  let last = 0;
  re.lastIndex = 0;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    if (m[0].length === 0) {
      // An empty match splits between characters but never at either end.
      if (m.index >= s.length) break;
      if (m.index === 0) {
        re.lastIndex = (s.codePointAt(0) ?? 0) > 0xffff ? 2 : 1;
        continue;
      }
      out.push(s.slice(last, m.index));
      last = m.index;
      re.lastIndex = m.index + ((s.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
      continue;
    }
    out.push(s.slice(last, m.index));
    last = m.index + m[0].length;
  }
  out.push(s.slice(last));
  return out;
}

function hasAll(haystack: RSet, needles: readonly Value[]): boolean {
  return needles.every((x) => haystack.has(x));
}

function collectionMethod(name: string, own: readonly Value[], asOwnSet: () => RSet, args: readonly Value[]): Value | undefined {
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return BigInt(own.length);
    case 'hasAll':
      arity(name, args, 1);
      return hasAll(asOwnSet(), items(name, args[0]));
    case 'hasAny': {
      arity(name, args, 1);
      const set = asOwnSet();
      return items(name, args[0]).some((x) => set.has(x));
    }
    case 'hasOnly': {
      arity(name, args, 1);
      const allowed = asSet(name, args[0]);
      return own.every((x) => allowed.has(x));
    }
  }
  return undefined;
}

function listMethod(list: readonly Value[], name: string, args: readonly Value[]): Value {
  let set: RSet | undefined;
  const asOwnSet = () => (set ??= new RSet(list));
  const common = collectionMethod(name, list, asOwnSet, args);
  if (common !== undefined) return common;
  switch (name) {
    case 'join': {
      arity(name, args, 0, 1);
      const sep = args.length ? str(name, args[0]) : '';
      return list.map((x) => (typeof x === 'string' ? x : fail('join() needs a list of strings'))).join(sep);
    }
    case 'concat':
      arity(name, args, 1);
      return [...list, ...argOf<readonly Value[]>(name, args[0], isListV, 'a list')];
    case 'removeAll': {
      arity(name, args, 1);
      const drop = asSet(name, args[0]);
      return list.filter((x) => !drop.has(x));
    }
    case 'toSet':
      arity(name, args, 0);
      return asOwnSet();
  }
  return fail(`list has no method ${name}()`);
}

function setMethod(set: RSet, name: string, args: readonly Value[]): Value {
  const common = collectionMethod(name, set.items, () => set, args);
  if (common !== undefined) return common;
  switch (name) {
    case 'difference': {
      arity(name, args, 1);
      const other = asSet(name, args[0]);
      return new RSet(set.items.filter((x) => !other.has(x)));
    }
    case 'intersection': {
      arity(name, args, 1);
      const other = asSet(name, args[0]);
      return new RSet(set.items.filter((x) => other.has(x)));
    }
    case 'union':
      arity(name, args, 1);
      return new RSet([...set.items, ...items(name, args[0])]);
  }
  return fail(`set has no method ${name}()`);
}

function mapMethod(map: RMap, name: string, args: readonly Value[]): Value {
  switch (name) {
    case 'size':
      arity(name, args, 0);
      return BigInt(map.entries.size);
    case 'keys':
      arity(name, args, 0);
      return [...map.entries.keys()];
    case 'values':
      arity(name, args, 0);
      return [...map.entries.values()];
    case 'get': {
      arity(name, args, 2);
      const key = args[0] ?? null;
      const fallback = args[1] ?? null;
      const path = typeof key === 'string' ? [key] : isList(key) ? key : fail('get() expects a string key or a list of keys');
      let cur: Value = map;
      for (const k of path) {
        if (typeof k !== 'string') return fail('get() keys must be strings');
        if (!(cur instanceof RMap) || !cur.entries.has(k)) return fallback;
        cur = cur.entries.get(k) ?? null;
      }
      return cur;
    }
    case 'diff':
      arity(name, args, 1);
      return new RMapDiff(map, argOf<RMap>(name, args[0], isMap, 'a map'));
  }
  return fail(`map has no method ${name}()`);
}

function mapDiffMethod(d: RMapDiff, name: string, args: readonly Value[]): Value {
  arity(name, args, 0);
  const cur = d.current.entries;
  const other = d.other.entries;
  const added = () => [...cur.keys()].filter((k) => !other.has(k));
  const removed = () => [...other.keys()].filter((k) => !cur.has(k));
  const changed = () => [...cur.keys()].filter((k) => other.has(k) && !equals(cur.get(k) ?? null, other.get(k) ?? null));
  switch (name) {
    case 'addedKeys': return new RSet(added());
    case 'removedKeys': return new RSet(removed());
    case 'changedKeys': return new RSet(changed());
    case 'affectedKeys': return new RSet([...added(), ...removed(), ...changed()]);
    case 'unchangedKeys':
      return new RSet([...cur.keys()].filter((k) => other.has(k) && equals(cur.get(k) ?? null, other.get(k) ?? null)));
  }
  return fail(`map_diff has no method ${name}()`);
}

function timestampMethod(t: RTimestamp, name: string, args: readonly Value[]): Value {
  arity(name, args, 0);
  const dayIndex = floorDiv(t.ns, NS_PER_DAY);
  const nsOfDay = t.ns - dayIndex * NS_PER_DAY;
  const civil = () => civilFromDays(Number(dayIndex));
  switch (name) {
    case 'year': return BigInt(civil().year);
    case 'month': return BigInt(civil().month);
    case 'day': return BigInt(civil().day);
    case 'hours': return nsOfDay / (3600n * NS_PER_SECOND);
    case 'minutes': return (nsOfDay / (60n * NS_PER_SECOND)) % 60n;
    case 'seconds': return (nsOfDay / NS_PER_SECOND) % 60n;
    case 'nanos': return nsOfDay % NS_PER_SECOND;
    // ISO numbering: Monday is 1, Sunday is 7 (1970-01-01 was a Thursday).
    case 'dayOfWeek': return ((((dayIndex + 3n) % 7n) + 7n) % 7n) + 1n;
    case 'dayOfYear': {
      const { year } = civil();
      return dayIndex - BigInt(daysFromCivil(year, 1, 1)) + 1n;
    }
    case 'time': return new RDuration(nsOfDay);
    case 'date': return new RTimestamp(dayIndex * NS_PER_DAY);
    case 'toMillis': return floorDiv(t.ns, NS_PER_MS);
  }
  return fail(`timestamp has no method ${name}()`);
}

function durationMethod(d: RDuration, name: string, args: readonly Value[]): Value {
  arity(name, args, 0);
  switch (name) {
    case 'seconds': return d.ns / NS_PER_SECOND;
    case 'nanos': return d.ns % NS_PER_SECOND;
    case 'abs': return new RDuration(d.ns < 0n ? -d.ns : d.ns);
    case 'toMillis': return d.ns / NS_PER_MS;
  }
  return fail(`duration has no method ${name}()`);
}

function pathMethod(p: RPath, name: string, args: readonly Value[]): Value {
  switch (name) {
    case 'bind': {
      arity(name, args, 1);
      const bindings = argOf<RMap>(name, args[0], isMap, 'a map');
      // Segments written as `$(name)` in a path() string are placeholders filled from the map.
      return new RPath(p.segments.map((seg) => {
        const m = /^\$\((\w+)\)$/.exec(seg);
        if (!m || !m[1]) return seg;
        const v = bindings.entries.get(m[1]);
        return v === undefined ? fail(`bind(): no value for '${m[1]}'`) : toStringValue(v);
      }));
    }
    case 'size':
      arity(name, args, 0);
      return BigInt(p.segments.length);
  }
  return fail(`path has no method ${name}()`);
}

const EARTH_RADIUS_M = 6_371_010;

function latLngMethod(g: RLatLng, name: string, args: readonly Value[]): Value {
  switch (name) {
    case 'latitude':
      arity(name, args, 0);
      return g.lat;
    case 'longitude':
      arity(name, args, 0);
      return g.lng;
    case 'distance': {
      arity(name, args, 1);
      const o = argOf<RLatLng>(name, args[0], isLatLng, 'a latlng');
      const rad = Math.PI / 180;
      const dLat = (o.lat - g.lat) * rad;
      const dLng = (o.lng - g.lng) * rad;
      const h = Math.sin(dLat / 2) ** 2 + Math.cos(g.lat * rad) * Math.cos(o.lat * rad) * Math.sin(dLng / 2) ** 2;
      return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
    }
  }
  return fail(`latlng has no method ${name}()`);
}

function bytesMethod(b: RBytes, name: string, args: readonly Value[]): Value {
  arity(name, args, 0);
  switch (name) {
    case 'size': return BigInt(b.bytes.length);
    case 'toBase64': return Buffer.from(b.bytes).toString('base64');
    case 'toHexString': return Buffer.from(b.bytes).toString('hex').toUpperCase();
  }
  return fail(`bytes has no method ${name}()`);
}

// ---- namespaces ----

const DURATION_UNITS: Record<string, bigint> = {
  w: 7n * NS_PER_DAY, d: NS_PER_DAY, h: 3600n * NS_PER_SECOND, m: 60n * NS_PER_SECOND,
  s: NS_PER_SECOND, ms: NS_PER_MS, ns: 1n,
};

function roundHalfAwayFromZero(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

function namespaceFunction(ns: string, name: string, args: readonly Value[]): Value {
  const qualified = `${ns}.${name}`;
  switch (qualified) {
    case 'math.abs': {
      arity(qualified, args, 1);
      const x = args[0] ?? null;
      if (typeof x === 'bigint') return checkInt(x < 0n ? -x : x);
      return Math.abs(num(qualified, x));
    }
    case 'math.ceil':
    case 'math.floor':
    case 'math.round': {
      arity(qualified, args, 1);
      const x = args[0] ?? null;
      if (typeof x === 'bigint') return x;
      const f = num(qualified, x);
      return floatToInt(name === 'ceil' ? Math.ceil(f) : name === 'floor' ? Math.floor(f) : roundHalfAwayFromZero(f));
    }
    case 'math.sqrt':
      arity(qualified, args, 1);
      return Math.sqrt(num(qualified, args[0]));
    case 'math.pow':
      arity(qualified, args, 2);
      return Math.pow(num(qualified, args[0]), num(qualified, args[1]));
    case 'math.isInfinite': {
      arity(qualified, args, 1);
      const f = num(qualified, args[0]);
      return f === Infinity || f === -Infinity;
    }
    case 'math.isNaN':
      arity(qualified, args, 1);
      return Number.isNaN(num(qualified, args[0]));
    case 'timestamp.date': {
      arity(qualified, args, 3);
      const [y, m, d] = [0, 1, 2].map((i) => Number(int(qualified, args[i])));
      if (y === undefined || m === undefined || d === undefined) return fail('unreachable');
      const days = daysFromCivil(y, m, d);
      const back = civilFromDays(days);
      if (y < 1 || y > 9999 || back.month !== m || back.day !== d) fail(`invalid date ${y}-${m}-${d}`);
      return new RTimestamp(BigInt(days) * NS_PER_DAY);
    }
    case 'timestamp.value':
      arity(qualified, args, 1);
      return new RTimestamp(int(qualified, args[0]) * NS_PER_MS);
    case 'duration.value': {
      arity(qualified, args, 2);
      const unit = DURATION_UNITS[str(qualified, args[1])];
      if (unit === undefined) return fail(`duration.value(): unknown unit ${show(args[1] ?? null)}`);
      const n = args[0] ?? null;
      const nanos = typeof n === 'bigint' ? n * unit : BigInt(Math.round(num(qualified, n) * Number(unit)));
      return new RDuration(checkDuration(nanos));
    }
    case 'duration.time': {
      arity(qualified, args, 4);
      const [h, m, s, n] = [0, 1, 2, 3].map((i) => int(qualified, args[i]));
      return new RDuration(checkDuration((h ?? 0n) * 3600n * NS_PER_SECOND + (m ?? 0n) * 60n * NS_PER_SECOND + (s ?? 0n) * NS_PER_SECOND + (n ?? 0n)));
    }
    case 'duration.abs': {
      arity(qualified, args, 1);
      const d = argOf<RDuration>(qualified, args[0], isDuration, 'a duration');
      return new RDuration(d.ns < 0n ? -d.ns : d.ns);
    }
    case 'latlng.value':
      arity(qualified, args, 2);
      return new RLatLng(num(qualified, args[0]), num(qualified, args[1]));
    case 'hashing.crc32':
      arity(qualified, args, 1);
      return BigInt(crc(toBytes(qualified, args[0]), CRC32_TABLE));
    case 'hashing.crc32c':
      arity(qualified, args, 1);
      return BigInt(crc(toBytes(qualified, args[0]), CRC32C_TABLE));
    case 'hashing.md5':
    case 'hashing.sha256':
      arity(qualified, args, 1);
      return new RBytes(new Uint8Array(createHash(name).update(toBytes(qualified, args[0])).digest()));
  }
  return fail(`unknown function ${qualified}()`);
}

function checkDuration(ns: bigint): bigint {
  // Durations are bounded like int64 nanoseconds would be; beyond that the engine errors.
  if (ns < INT64_MIN || ns > INT64_MAX) fail('duration out of range');
  return ns;
}

function crcTable(poly: number): Uint32Array {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? poly ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
}
const CRC32_TABLE = crcTable(0xedb88320);
const CRC32C_TABLE = crcTable(0x82f63b78);

function crc(bytes: Uint8Array, table: Uint32Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (table[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
