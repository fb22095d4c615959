/**
 * Reads an uploaded file with csv-parse (decision 055): the header is checked against the columns of the
 * import type, every data row is kept with its line in the spreadsheet. Problems of the whole file (not
 * CSV, no rows, missing or unknown columns, too many rows) are a 400; problems of a row are found later,
 * by the check.
 */
import { CSV_COLUMNS, CSV_MAX_ROWS, CSV_REASON_COLUMN, CSV_ROW_COLUMN, type CsvImportType, csvHeaderName } from '@garage/domain';
import { CsvError, parse } from 'csv-parse/sync';
import { badRequest } from '../../platform/errors.ts';

export interface ParsedCsv {
  /** The header cells as written. */
  header: string[];
  /** Column name (csvHeaderName) of each header cell; null for the columns an error file adds. */
  names: Array<string | null>;
  decimalComma: boolean;
  rows: Array<{ line: number; cells: string[] }>;
}

/** Only .csv files (spec 5: "CSV must be .CSV"; the error catalogue's upload message). */
export function assertCsvName(fileName: string): void {
  if (!/\.csv$/i.test(fileName.trim())) throw badRequest('upload.typeUnsupported');
}

/**
 * The separator of the file: the one of comma, semicolon and tab that the header line (outside quotes)
 * has most of. Spreadsheets in comma-decimal countries save with semicolons.
 */
export function detectDelimiter(content: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const ch of content.slice(0, 64 * 1024)) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch in counts) counts[ch as keyof typeof counts]++;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

export function parseCsvFile(type: CsvImportType, fileName: string, content: string): ParsedCsv {
  assertCsvName(fileName);
  const delimiter = detectDelimiter(content);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(content, {
      delimiter,
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError) {
      const line = (error as CsvError & { lines?: number }).lines ?? 0;
      throw badRequest('csv.unreadable', { line, detail: error.message.replace(/^Invalid [^:]*: /, '').slice(0, 200) });
    }
    throw error;
  }
  const [first, ...data] = records;
  if (!first || data.length === 0) throw badRequest('csv.empty');
  if (data.length > CSV_MAX_ROWS) throw badRequest('csv.tooManyRows', { rows: data.length, max: CSV_MAX_ROWS });

  const header = first.record.map((c) => c.trim());
  const known = new Set(CSV_COLUMNS[type].map((c) => c.name));
  const names = columnNames(header);
  const present = names.filter((n): n is string => n !== null);
  const unknown = present.filter((n) => !known.has(n));
  if (unknown.length) {
    throw badRequest('csv.unknownColumns', { columns: unknown.join(', '), expected: [...known].join(', ') });
  }
  const twice = present.filter((n, i) => present.indexOf(n) !== i);
  if (twice.length) throw badRequest('csv.duplicateColumns', { columns: [...new Set(twice)].join(', ') });
  const missing = CSV_COLUMNS[type].filter((c) => c.required && !present.includes(c.name)).map((c) => c.name);
  if (missing.length) throw badRequest('csv.missingColumns', { columns: missing.join(', ') });

  return {
    header,
    names,
    decimalComma: delimiter === ';',
    // info.lines is the line the record ends on; a record spanning lines (a quoted line break) is rare.
    rows: data.map(({ record, info }) => ({ line: info.lines, cells: record })),
  };
}

/** The column each header cell names; null for an empty cell and for the `row` / `reason` columns of an error file. */
export function columnNames(header: readonly string[]): Array<string | null> {
  return header.map((cell) => {
    const name = csvHeaderName(cell);
    return name === '' || name === CSV_ROW_COLUMN || name === CSV_REASON_COLUMN ? null : name;
  });
}

/** A row's cells by column name (cells under an added `row` / `reason` column are left out). */
export function cellsByName(names: ReadonlyArray<string | null>, cells: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  names.forEach((name, i) => {
    if (name) out[name] = cells[i] ?? '';
  });
  return out;
}
