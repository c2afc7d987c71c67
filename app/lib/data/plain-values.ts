/*
 * Plain values on both sides of the server→browser boundary. No Firebase import here:
 * firebase-admin and the browser SDK each have their own Timestamp class, but both expose
 * `toMillis()`, which is all this module relies on.
 *
 * Conventions every document type follows:
 * - calendar days (a measurement's date, a birth date) are stored as 'YYYY-MM-DD' strings
 *   (app/lib/dates): they sort as text, need no time zone and read the same everywhere;
 * - instants (createdAt, updatedAt) are Firestore timestamps written with serverTimestamp() and
 *   become epoch milliseconds (or null while a write is pending) before they leave the data layer.
 */

/** Firestore Timestamp (admin or browser) or Date → epoch ms; anything else → null. */
export function millisOf(value: unknown): number | null {
  if (value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function') {
    const ms: unknown = value.toMillis();
    return typeof ms === 'number' && Number.isFinite(ms) ? ms : null;
  }
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  return null;
}

/**
 * An instant field as converters read it: epoch ms already (data from the data layer), or a
 * Timestamp still (a document read directly with an SDK, as rules tests do); else null.
 */
export function instantOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : millisOf(value);
}

function isTimestampLike(value: object): boolean {
  return value instanceof Date || ('toMillis' in value && typeof value.toMillis === 'function');
}

/**
 * Deep copy where `instant` decides what each timestamp becomes: epoch ms for screens
 * (`toPlainData`), an ISO string for exports (`toPlainJson`). A document reference (unused by
 * Élan's data model) becomes its path.
 */
function mapTimestamps(value: unknown, instant: (ms: number | null) => unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (isTimestampLike(value)) return instant(millisOf(value));
  if (Array.isArray(value)) return value.map((v) => mapTimestamps(v, instant));
  if ('path' in value && typeof value.path === 'string' && 'firestore' in value) return value.path;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapTimestamps(v, instant)]));
}

/** A stored document as plain data: every timestamp becomes epoch ms (null if unreadable). */
export function toPlainData(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return mapTimestamps(data, (ms) => ms) as Record<string, unknown>;
}

/** Deep copy where every timestamp becomes an ISO string: for exports and JSON responses. */
export function toPlainJson(value: unknown): unknown {
  return mapTimestamps(value, (ms) => (ms === null ? null : new Date(ms).toISOString()));
}
