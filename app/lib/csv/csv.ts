/*
 * RFC 4180 CSV, both ways, for files people move between apps (Strong, Hevy, spreadsheets).
 *
 * Written here rather than taken from npm: the parser runs in the browser on the import screen,
 * the whole grammar is one small state machine, and the well-kept parsers are either Node
 * stream libraries or far larger than this file.
 *
 * Reading is lenient where real exports are sloppy: CRLF, LF or CR line ends, a UTF-8 BOM, a
 * quote inside an unquoted field kept as is, text after a closing quote kept, blank lines
 * skipped. An unclosed quote is the one error: everything after it would be one field.
 *
 * Writing: comma separator, CRLF, quotes doubled, a BOM so spreadsheets show accents right,
 * and any text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) prefixed with
 * an apostrophe, OWASP's advice against CSV injection. Numbers are written as numbers: -3.5 is
 * not a formula.
 */

export class CsvSyntaxError extends Error {
  /** 1-based line of the file where the unclosed quote opens. */
  readonly line: number;

  constructor(line: number) {
    super(`Unclosed quote opened on line ${line}`);
    this.name = 'CsvSyntaxError';
    this.line = line;
  }
}

export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const stripBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/** The delimiter the header line uses most outside quotes (Strong wrote ';' for years, ',' now). */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(CSV_DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of stripBom(text)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as CsvDelimiter)) counts.set(char as CsvDelimiter, counts.get(char as CsvDelimiter)! + 1);
  }
  return CSV_DELIMITERS.reduce((best, delimiter) => (counts.get(delimiter)! > counts.get(best)! ? delimiter : best));
}

/** Rows of fields; blank lines are skipped. Throws CsvSyntaxError on an unclosed quote. */
export function parseCsv(text: string, delimiter: CsvDelimiter = ','): string[][] {
  return parseCsvLines(text, delimiter).map((row) => row.cells);
}

/** The same rows, each with the line of the file it starts on (1-based), for messages. */
export function parseCsvLines(text: string, delimiter: CsvDelimiter = ','): { line: number; cells: string[] }[] {
  const source = stripBom(text);
  const rows: { line: number; cells: string[] }[] = [];
  let rowLine = 1;
  let row: string[] = [];
  let field = '';
  // A line holding only "" is a row with one empty field, not a blank line.
  let quoted = false;
  let line = 1;
  let index = 0;

  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    const blank = row.length === 0 && field === '' && !quoted;
    endField();
    if (!blank) rows.push({ line: rowLine, cells: row });
    row = [];
    quoted = false;
  };

  while (index < source.length) {
    const char = source[index]!;
    if (char === '"' && field === '') {
      const openedOn = line;
      quoted = true;
      for (index += 1; ; index += 1) {
        if (index >= source.length) throw new CsvSyntaxError(openedOn);
        const inner = source[index]!;
        if (inner === '"' && source[index + 1] === '"') index += 1;
        else if (inner === '"') break;
        else if (inner === '\n' || (inner === '\r' && source[index + 1] !== '\n')) line += 1;
        field += inner;
      }
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' || char === '\n') {
      endRow();
      line += 1;
      rowLine = line;
      if (char === '\r' && source[index + 1] === '\n') index += 1;
    } else {
      field += char;
    }
    index += 1;
  }
  if (field !== '' || row.length || quoted) endRow();
  return rows;
}

/** Characters that make spreadsheet software evaluate a cell (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: numbers stay numbers (-3.5 is not a formula); any text that could start one is neutralised. */
export function csvCell(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else text = typeof value === 'string' ? value : JSON.stringify(value);
  if (typeof value !== 'number' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: BOM, header, rows, CRLF after each line. */
export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${csvLines([header, ...rows])}`;
}

/** Rows with CRLF after each: what follows a csvDocument's head when a file is written in pieces. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * Undoes the formula guard on text read back from a CSV this app wrote: an apostrophe before a
 * formula character is ours. A real note starting with "'=" is unlikely enough to accept the loss.
 */
export function unguardCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
