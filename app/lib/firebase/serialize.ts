/*
 * Plain values on both sides of the server→browser boundary, shared by every repository module.
 * No Firebase import here: firebase-admin and the browser SDK each have their own Timestamp
 * class, but both expose `toMillis()`, which is all this module relies on.
 *
 * Conventions (the pattern later collections follow):
 * - calendar days (a measurement's date, a birth date) are stored as 'YYYY-MM-DD' strings: they
 *   sort as text, need no time zone and read the same everywhere;
 * - instants (createdAt, updatedAt) are Firestore timestamps written with serverTimestamp() and
 *   become epoch milliseconds (or null while a write is pending) before they leave the repository.
 */

/** Firestore Timestamp (admin or browser) → epoch ms; anything else → null. */
export function millisOf(value: unknown): number | null {
  if (value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function') {
    const ms: unknown = value.toMillis();
    return typeof ms === 'number' && Number.isFinite(ms) ? ms : null;
  }
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  return null;
}

/** Deep copy where every timestamp becomes an ISO string: for exports and JSON responses. */
export function toPlainJson(value: unknown): unknown {
  const ms = millisOf(value);
  if (ms !== null) return new Date(ms).toISOString();
  if (Array.isArray(value)) return value.map(toPlainJson);
  if (value && typeof value === 'object') {
    // GeoPoint and DocumentReference are not used by Élan; a reference would carry its path.
    if ('path' in value && typeof value.path === 'string' && 'firestore' in value) return value.path;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlainJson(v)]));
  }
  return value;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD' (rejects 2025-02-30). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 'YYYY-MM-DD' → UTC midnight in ms (charts and date arithmetic on calendar days). */
export function dayToUtcMillis(day: string): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** The person's local calendar day, 'YYYY-MM-DD'. */
export function localIsoDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole years between a birth day and a day, both 'YYYY-MM-DD'. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * A number typed by a French speaker: '72,5', '72.5', ' 1 234,5 ' (spaces as thousands
 * separators, including the narrow no-break space Intl puts there). Empty → null; anything
 * that is not a plain decimal number → NaN, so validation can say "not a number" rather than
 * "required".
 */
export function parseDecimal(raw: string): number | null {
  const text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (text === '') return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  return Number(text);
}

/** A stored number shown back in a text field the way a French speaker types it. */
export function formatDecimalInput(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return String(value).replace('.', ',');
}
