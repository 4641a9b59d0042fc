import type { CalendarSystem } from '../../lib/calendar-system';
import { type CsvValue, csvText, withBsDates } from '../../lib/csv';
import { csvValue, type ListColumn } from './list-column';

/**
 * The rows as CSV: the columns' headers, then one line a row, in the order given (the order shown). Dates are AD;
 * in Bikram Sambat each date column is followed by its BS date, headed "<header> (BS)".
 */
export function rowsCsv<Row>(
  rows: readonly Row[],
  columns: readonly ListColumn<Row>[],
  system: CalendarSystem = 'ad',
): string {
  const lines: CsvValue[][] = [columns.map((c) => c.header)];
  for (const row of rows) lines.push(columns.map((c) => csvValue(c, row)));
  if (system === 'ad') return csvText(lines);
  const dateColumns = columns.flatMap((c, i) => (c.kind === 'date' ? [i] : []));
  return csvText(withBsDates(lines, dateColumns, (header) => `${header} (BS)`));
}

/** The file name of a screen's CSV, e.g. `volume-shockers-2026-11-23.csv`. */
export function csvFileName(name: string, dataDate: string | undefined): string {
  return `${name}${dataDate ? `-${dataDate}` : ''}.csv`;
}
