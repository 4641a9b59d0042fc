import { type CsvValue, csvText } from '../../lib/csv';
import { csvValue, type ListColumn } from './list-column';

/** The rows as CSV: the columns' headers, then one line a row, in the order given (the order shown). */
export function rowsCsv<Row>(rows: readonly Row[], columns: readonly ListColumn<Row>[]): string {
  const lines: CsvValue[][] = [columns.map((c) => c.header)];
  for (const row of rows) lines.push(columns.map((c) => csvValue(c, row)));
  return csvText(lines);
}

/** The file name of a screen's CSV, e.g. `volume-shockers-2026-11-23.csv`. */
export function csvFileName(name: string, dataDate: string | undefined): string {
  return `${name}${dataDate ? `-${dataDate}` : ''}.csv`;
}
