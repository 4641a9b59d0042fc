import type { SortingState } from '@tanstack/react-table';
import type { ListColumn } from './list-column';

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en');
}

/**
 * The rows in the order of `sorting` (first key first, the next ones breaking ties), stable otherwise; a key
 * naming no column is skipped. The table shows this order and the CSV writes it.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sorting: SortingState,
  columns: readonly ListColumn<Row>[],
): Row[] {
  const keys = sorting.flatMap(({ id, desc }) => {
    const column = columns.find((c) => c.id === id);
    return column ? [{ value: column.value, sign: desc ? -1 : 1 }] : [];
  });
  if (keys.length === 0) return [...rows];
  return [...rows].sort((a, b) => {
    for (const { value, sign } of keys) {
      const order = compare(value(a), value(b));
      if (order !== 0) return sign * order;
    }
    return 0;
  });
}
