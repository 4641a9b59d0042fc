import type { FibonacciLevelRow } from '@nepse/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table';
import { formatPercent, formatPrice } from '../../lib/format';
import { fibonacciLevelName } from './fibonacci-level-name';

/** A signed figure: a plus before a level above the close. */
const signed = (text: string, value: number) => (value > 0 ? `+${text}` : text);

const column = createColumnHelper<FibonacciLevelRow>();
const COLUMNS = [
  column.accessor((row) => fibonacciLevelName(row), { id: 'level', header: 'Level' }),
  column.accessor('price', { header: 'Price (Rs)', cell: (info) => formatPrice(info.getValue()) }),
  column.accessor('distance', {
    header: 'Distance (Rs)',
    cell: (info) => signed(formatPrice(info.getValue()), info.getValue()),
  }),
  column.accessor('distancePercent', {
    header: 'Distance (%)',
    cell: (info) => signed(formatPercent(info.getValue()), info.getValue()),
  }),
];

/** The levels, retracements then extensions, with how far each lies from the last close (above it when +). */
export function FibonacciLevelsTable({ levels }: { levels: FibonacciLevelRow[] }) {
  return (
    <DataTable
      data={levels}
      columns={COLUMNS}
      caption="Fibonacci levels"
      getRowId={(row) => `${row.kind}-${row.ratio}`}
    />
  );
}
