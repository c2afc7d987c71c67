/*
 * The person's data as files they can keep: one JSON document with everything of theirs, and
 * one CSV per collection. Written as a stream of text pieces, one page of documents at a time,
 * so an export never holds a whole account in memory. Pure; account.server.ts reads the data.
 *
 * CSV decisions: RFC 4180 (comma separator, CRLF, quotes doubled), numbers with a dot and no
 * thousands separator, dates as stored (ISO). A CSV is for other programs, and French
 * spreadsheet software reads '72.5' correctly through its import dialog, whereas '72,5' would
 * need a ';' separator and would break every non-French tool. A UTF-8 byte-order mark lets
 * spreadsheets show accents right. Text that a spreadsheet would run as a formula gets a
 * leading apostrophe (OWASP's advice against CSV injection).
 */
import { toPlainJson } from '#app/lib/data/plain-values.ts';
import { csvCell } from '#app/lib/csv/index.ts';

export const EXPORT_FORMAT = 'elan-export';
export const EXPORT_VERSION = 1;

export interface ExportedDoc {
  readonly id: string;
  readonly data: Record<string, unknown>;
}

/** Where an export reads from: the account.server.ts reader, or a fake in tests. */
export interface ExportSource {
  readonly uid: string;
  readonly email: string | null;
  readonly now: Date;
  /** `users/{uid}` itself; undefined when the person never saved a profile. */
  readonly profile: Record<string, unknown> | undefined;
  /** Every collection under `users/{uid}`, by name. */
  readonly collections: readonly string[];
  /** The person's records kept outside `users/{uid}` (push token…), null when absent. */
  readonly records: Readonly<Record<string, Record<string, unknown> | null>>;
  /** A collection's documents, a page at a time, in a stable order. */
  pages(collection: string): AsyncIterable<readonly ExportedDoc[]>;
}

const plainObject = (data: Record<string, unknown>) => toPlainJson(data) as Record<string, unknown>;

/** `value` as JSON indented to sit `depth` levels deep in the export. */
function indented(value: unknown, depth: number): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);
}

/**
 * The JSON export, piece by piece: `{ format, version, exportedAt, uid, email, profile,
 * collections: { name: [{ id, …fields }] }, records: { pushTokens: {…} | null, … } }`.
 */
export async function* jsonExport(source: ExportSource): AsyncGenerator<string> {
  const head = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: source.now.toISOString(),
    uid: source.uid,
    email: source.email,
    profile: source.profile ? plainObject(source.profile) : null,
  };
  yield `${indented(head, 0).slice(0, -2)},\n  "collections": {`;
  for (const [index, name] of source.collections.entries()) {
    yield `${index ? ',' : ''}\n    ${JSON.stringify(name)}: [`;
    let first = true;
    for await (const page of source.pages(name)) {
      if (!page.length) continue;
      const docs = page.map((doc) => `\n      ${indented({ id: doc.id, ...plainObject(doc.data) }, 3)}`);
      yield `${first ? '' : ','}${docs.join(',')}`;
      first = false;
    }
    yield first ? ']' : '\n    ]';
  }
  const records = Object.fromEntries(Object.entries(source.records).map(([name, data]) => [name, data ? plainObject(data) : null]));
  yield `${source.collections.length ? '\n  ' : ''}},\n  "records": ${indented(records, 1)}\n}\n`;
}

/** Columns of a collection: id, then every field in order of first appearance. */
export async function csvColumns(pages: AsyncIterable<readonly ExportedDoc[]>): Promise<string[]> {
  const columns = new Set<string>();
  for await (const page of pages) for (const doc of page) for (const key of Object.keys(doc.data)) columns.add(key);
  return [...columns];
}

/**
 * One collection as CSV, piece by piece: a header from `columns` (read beforehand, see
 * csvColumns), then one row per document, a page at a time.
 */
export async function* csvExport(columns: readonly string[], pages: AsyncIterable<readonly ExportedDoc[]>): AsyncGenerator<string> {
  yield `\uFEFF${['id', ...columns].map(csvCell).join(',')}\r\n`;
  for await (const page of pages) {
    if (!page.length) continue;
    yield page
      .map((doc) => {
        const data = plainObject(doc.data);
        return `${[csvCell(doc.id), ...columns.map((column) => csvCell(data[column]))].join(',')}\r\n`;
      })
      .join('');
  }
}

/** Collection names become file names: keep them to safe characters. */
export const COLLECTION_NAME = /^[A-Za-z0-9_-]{1,100}$/;
