// Resource names and field paths.
import { FsError } from './errors.ts';

export interface DbName {
  project: string;
  database: string;
}

export function dbKey(db: DbName): string {
  return `projects/${db.project}/databases/${db.database}`;
}

function invalid(msg: string): never {
  throw new FsError('INVALID_ARGUMENT', msg);
}

/**
 * Splits `projects/p/databases/d/documents[/rel]` into database and relative path ('' for the root).
 */
export function parseName(name: unknown): { db: DbName; rel: string } {
  if (typeof name !== 'string') invalid('Missing resource name.');
  const m = /^projects\/([^/]+)\/databases\/([^/]+)\/documents(?:\/(.*))?$/.exec(name);
  if (!m) invalid(`Invalid resource name: "${name}"`);
  const rel = m[3] ?? '';
  if (rel !== '') validateSegments(rel, name);
  return { db: { project: m[1]!, database: m[2]! }, rel };
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/**
 * `__id<n>__` with n a 64-bit integer is how Cloud Firestore spells a numeric (Datastore-style)
 * id: accepted although reserved ids match `__.*__`, and ordered as a number before string ids.
 */
export function isNumericId(seg: string): boolean {
  const m = /^__id(-?\d{1,19})__$/.exec(seg);
  if (!m) return false;
  const n = BigInt(m[1]!);
  return n >= INT64_MIN && n <= INT64_MAX;
}

function validateSegments(rel: string, full: string): void {
  for (const seg of rel.split('/')) {
    if (seg === '') invalid(`Invalid resource name: "${full}": path contains an empty segment.`);
    if (seg === '.' || seg === '..') invalid(`Invalid resource name: "${full}": a segment cannot be "." or "..".`);
    if (/^__.*__$/.test(seg) && !isNumericId(seg)) invalid(`Resource id "${seg}" is invalid because reserved ids match the regular expression "__.*__".`);
    if (Buffer.byteLength(seg, 'utf8') > 1500) invalid(`Resource id is too long (maximum 1500 bytes).`);
  }
}

/** Relative document path ('c/d' or 'c/d/sub/e'); the segment count must be even. */
export function parseDocumentName(name: unknown, expected?: DbName): { db: DbName; rel: string } {
  const r = parseName(name);
  if (r.rel === '' || r.rel.split('/').length % 2 !== 0)
    invalid(`Document name "${String(name)}" has odd number of segments`);
  if (expected && (r.db.project !== expected.project || r.db.database !== expected.database))
    invalid(`Document name "${String(name)}" is not in database ${dbKey(expected)}`);
  return r;
}

export function docName(db: DbName, rel: string): string {
  return `${dbKey(db)}/documents/${rel}`;
}

export function parentOf(rel: string): string {
  const i = rel.lastIndexOf('/');
  return i < 0 ? '' : rel.slice(0, i);
}

export function lastSegment(rel: string): string {
  return rel.slice(rel.lastIndexOf('/') + 1);
}

const AUTO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function autoId(): string {
  let s = '';
  for (let i = 0; i < 20; i++) s += AUTO_ID_CHARS[Math.floor(Math.random() * AUTO_ID_CHARS.length)];
  return s;
}

const SIMPLE = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Parses `a.b.\`c.d\`` into segments; throws INVALID_ARGUMENT on malformed paths. */
export function parseFieldPath(path: unknown): string[] {
  if (typeof path !== 'string' || path === '') invalid(`Invalid field path: ${JSON.stringify(path)}`);
  const segs: string[] = [];
  let i = 0;
  while (i < path.length) {
    let seg = '';
    if (path[i] === '`') {
      i++;
      let closed = false;
      while (i < path.length) {
        const c = path[i]!;
        if (c === '\\') {
          const n = path[i + 1];
          if (n === undefined) break;
          seg += n;
          i += 2;
        } else if (c === '`') {
          closed = true;
          i++;
          break;
        } else {
          seg += c;
          i++;
        }
      }
      if (!closed || seg === '') invalid(`Invalid field path: ${path}`);
    } else {
      const j = path.indexOf('.', i);
      seg = j < 0 ? path.slice(i) : path.slice(i, j);
      i = j < 0 ? path.length : j;
      if (!SIMPLE.test(seg)) invalid(`Invalid property path "${path}".`);
    }
    segs.push(seg);
    if (i < path.length) {
      if (path[i] !== '.' || i === path.length - 1) invalid(`Invalid property path "${path}".`);
      i++;
    }
  }
  return segs;
}

export function formatFieldPath(segs: string[]): string {
  return segs.map((s) => (SIMPLE.test(s) ? s : '`' + s.replace(/[\\`]/g, (c) => '\\' + c) + '`')).join('.');
}
