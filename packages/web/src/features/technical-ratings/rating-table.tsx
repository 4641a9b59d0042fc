import type { RatingRow } from '@nepse/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table';
import { formatPrice, NO_VALUE } from '../../lib/format';

const ACTION_CLASS = {
  BUY: 'font-semibold text-emerald-600 dark:text-emerald-400',
  SELL: 'font-semibold text-red-600 dark:text-red-400',
  NEUTRAL: 'text-slate-600 dark:text-slate-300',
} as const;

const column = createColumnHelper<RatingRow>();

/** The columns: Type, the value (2 decimals; "—" while warming up) under `valueHeader`, and the vote. */
function ratingColumns(valueHeader: string) {
  return [
    // Numbers within a name in number order (10, 20, 100); TanStack guesses the sort from rows 10 on only.
    column.accessor('name', { header: 'Type', sortingFn: 'alphanumeric' }),
    column.accessor('value', { header: valueHeader, cell: (info) => formatPrice(info.getValue()) }),
    column.accessor('action', {
      header: 'Action',
      cell: (info) => {
        const action = info.getValue();
        return action ? <span className={ACTION_CLASS[action]}>{action}</span> : NO_VALUE;
      },
    }),
  ];
}

const MA_COLUMNS = ratingColumns('Value (Rs)');
const OSCILLATOR_COLUMNS = ratingColumns('Value');

export interface RatingTableProps {
  caption: string;
  rows: RatingRow[];
  /** Moving averages show prices (Rs); oscillators plain values. */
  prices: boolean;
}

/** A group's votes, sorted by type name ascending; "No data found." when none. */
export function RatingTable({ caption, rows, prices }: RatingTableProps) {
  return (
    <DataTable
      data={rows}
      columns={prices ? MA_COLUMNS : OSCILLATOR_COLUMNS}
      caption={caption}
      defaultSort={[{ id: 'name', desc: false }]}
      getRowId={(row) => row.name}
    />
  );
}
