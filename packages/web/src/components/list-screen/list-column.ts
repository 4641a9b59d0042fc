import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { CalendarSystem } from '../../lib/calendar-system';
import { formatCount, formatDate, formatPercent, formatPrice } from '../../lib/format';

/**
 * How a column's value is shown: as it is, a price (2 decimals), a percentage (2 decimals and %), a count, or an
 * AD `YYYY-MM-DD` date written in the chosen calendar.
 */
export type ListColumnKind = 'text' | 'date' | 'price' | 'percent' | 'count';

/** A column of a list screen: its header, its value (sorted on and written to the CSV) and how it shows. */
export interface ListColumn<Row> {
  /** Names the column in the page address's sort. */
  id: string;
  header: string;
  kind: ListColumnKind;
  value: (row: Row) => string | number;
  /** What the cell shows instead of its text, e.g. a link. */
  cell?: (row: Row) => ReactNode;
}

type NumberKind = Exclude<ListColumnKind, 'text' | 'date'>;

const DISPLAY: Record<NumberKind, (value: number) => string> = {
  price: formatPrice,
  percent: formatPercent,
  count: formatCount,
};
const DECIMALS: Record<NumberKind, number> = { price: 2, percent: 2, count: 0 };

/** The text a cell shows, its date in `system`. */
export function cellText<Row>(column: ListColumn<Row>, row: Row, system: CalendarSystem = 'ad'): string {
  const value = column.value(row);
  if (column.kind === 'date') return formatDate(String(value), system);
  return column.kind === 'text' || typeof value === 'string' ? String(value) : DISPLAY[column.kind](value);
}

/**
 * The value a CSV cell holds: the shown rounding without thousands separators or %, so that a spreadsheet reads
 * a number (the header says the unit); a date in AD.
 */
export function csvValue<Row>(column: ListColumn<Row>, row: Row): string | number {
  const value = column.value(row);
  return column.kind === 'text' || column.kind === 'date' || typeof value === 'string'
    ? value
    : value.toFixed(DECIMALS[column.kind]);
}

/** The columns as TanStack column definitions for the shared DataTable, dates in `system`. */
export function tableColumns<Row>(
  columns: readonly ListColumn<Row>[],
  system: CalendarSystem = 'ad',
): ColumnDef<Row>[] {
  return columns.map((column) => ({
    id: column.id,
    header: column.header,
    accessorFn: column.value,
    cell: ({ row }) => column.cell?.(row.original) ?? cellText(column, row.original, system),
  }));
}
