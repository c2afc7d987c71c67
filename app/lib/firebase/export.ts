/*
 * The person's data as files they can keep: one JSON document with everything under
 * `users/{uid}`, and one CSV per collection. Pure functions; account.server.ts reads the data.
 *
 * CSV decisions: RFC 4180 (comma separator, CRLF, quotes doubled), numbers with a dot and no
 * thousands separator, dates as stored (ISO). A CSV is for other programs, and French
 * spreadsheet software reads '72.5' correctly through its import dialog, whereas '72,5' would
 * need a ';' separator and would break every non-French tool. A UTF-8 byte-order mark lets
 * spreadsheets show accents right.
 */
import { toPlainJson } from './serialize.ts';

export const EXPORT_FORMAT = 'elan-export';
export const EXPORT_VERSION = 1;

export interface ExportedDoc {
  readonly id: string;
  readonly data: Record<string, unknown>;
}

export interface UserExport {
  readonly format: typeof EXPORT_FORMAT;
  readonly version: number;
  readonly exportedAt: string;
  readonly uid: string;
  readonly email: string | null;
  /** `users/{uid}` itself, or null when the person never saved a profile. */
  readonly profile: Record<string, unknown> | null;
  /** Each collection under `users/{uid}`: documents with their id. */
  readonly collections: Record<string, ({ id: string } & Record<string, unknown>)[]>;
}

export function buildExport(input: {
  uid: string;
  email: string | null;
  now: Date;
  profile: Record<string, unknown> | undefined;
  collections: Record<string, readonly ExportedDoc[]>;
}): UserExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: input.now.toISOString(),
    uid: input.uid,
    email: input.email,
    profile: input.profile ? (toPlainJson(input.profile) as Record<string, unknown>) : null,
    collections: Object.fromEntries(
      Object.entries(input.collections).map(([name, docs]) => [
        name,
        docs.map((d) => ({ id: d.id, ...(toPlainJson(d.data) as Record<string, unknown>) })),
      ]),
    ),
  };
}

function cell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'string') text = value;
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else text = JSON.stringify(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One row per document; columns: id, then every field in order of first appearance. */
export function toCsv(docs: readonly ExportedDoc[]): string {
  const plain = docs.map((d) => ({ id: d.id, data: toPlainJson(d.data) as Record<string, unknown> }));
  const columns: string[] = [];
  for (const d of plain) for (const key of Object.keys(d.data)) if (!columns.includes(key)) columns.push(key);
  const rows = [['id', ...columns].map(cell).join(','), ...plain.map((d) => [cell(d.id), ...columns.map((c) => cell(d.data[c]))].join(','))];
  return `\uFEFF${rows.join('\r\n')}\r\n`;
}

/** Collection names become file names: keep them to safe characters. */
export const COLLECTION_NAME = /^[A-Za-z0-9_-]{1,100}$/;
