export { parseCsv, parseCsvLines, detectDelimiter, csvCell, csvDocument, csvLines, unguardCell, CsvSyntaxError, CSV_DELIMITERS } from './csv.ts';
export type { CsvDelimiter } from './csv.ts';
