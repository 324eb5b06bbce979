import type { ImportRowError } from '@emporia/contracts/imports';
import Papa from 'papaparse';

/** A data row keyed by lowercased, trimmed header; `row` is its number (1 = first after the header). */
export interface CsvRow {
  row: number;
  cells: Record<string, string>;
}

export interface CsvFile {
  headers: string[];
  rows: CsvRow[];
  errors: ImportRowError[];
}

const headerKey = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * Reads an export as the platforms write it and as spreadsheets re-save it: UTF-8 with or without
 * a BOM, CRLF or LF, comma, semicolon or tab between cells (papaparse sniffs which). A row with a
 * broken quote is a report line; the rows around it are still read.
 */
export function readCsv(bytes: Buffer): CsvFile {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t', '|'],
  });
  const [head = [], ...data] = parsed.data;
  const headers = head.map(headerKey);
  const errors: ImportRowError[] = [];
  const broken = new Set<number>();
  for (const error of parsed.errors) {
    // papaparse numbers data rows from 0 including the header line.
    if (
      error.code === 'UndetectableDelimiter' ||
      error.code === 'TooFewFields' ||
      error.code === 'TooManyFields'
    )
      continue;
    const row = error.row ?? 0;
    broken.add(row);
    errors.push({ row, reason: `The row could not be read: ${error.message}.` });
  }
  const rows: CsvRow[] = [];
  data.forEach((cells, index) => {
    const row = index + 1;
    if (broken.has(row)) return;
    const record: Record<string, string> = {};
    headers.forEach((header, i) => {
      if (header && record[header] === undefined) record[header] = (cells[i] ?? '').trim();
    });
    rows.push({ row, cells: record });
  });
  return { headers, rows, errors };
}

/** The first of `names` the file has, lowercased: both spellings of a column read the same. */
export function cellOf(row: CsvRow, ...names: string[]): string {
  for (const name of names) {
    const value = row.cells[name.toLowerCase()];
    if (value !== undefined && value !== '') return value;
  }
  return '';
}

export const hasColumn = (headers: string[], ...names: string[]) =>
  names.some((n) => headers.includes(n.toLowerCase()));
