import { type Transaction, WAITING } from '@nepse/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table';
import { formatCount, formatMoney, formatPercent, formatPrice, signClass } from '../../lib/format';

const waiting = (
  <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-900/50 dark:text-amber-200">
    {WAITING}
  </span>
);

const signed = (value: number | null, format: (v: number | null) => string) =>
  value === null ? waiting : <span className={signClass(value)}>{format(value)}</span>;

const COLUMNS: ColumnDef<Transaction, unknown>[] = [
  { id: 'buy_date', accessorKey: 'buy_date', header: 'Buy Date' },
  {
    id: 'buy_price',
    accessorKey: 'buy_price',
    header: 'Buy Price (Rs)',
    cell: (c) => formatPrice(c.getValue<number>()),
  },
  {
    id: 'quantity',
    accessorKey: 'quantity',
    header: 'Quantity',
    cell: (c) => formatCount(c.getValue<number>()),
  },
  {
    id: 'sell_date',
    accessorKey: 'sell_date',
    header: 'Sell Date',
    cell: (c) => (c.getValue<string>() === WAITING ? waiting : c.getValue<string>()),
  },
  {
    id: 'sell_price',
    accessorKey: 'sell_price',
    header: 'Sell Price (Rs)',
    cell: (c) => (
      <span title={c.row.original.sell_date === WAITING ? 'Last close of the range' : undefined}>
        {formatPrice(c.getValue<number>())}
      </span>
    ),
  },
  { id: 'fees', accessorKey: 'fees', header: 'Fees', cell: (c) => formatMoney(c.getValue<number>()) },
  {
    id: 'profit',
    accessorKey: 'profit',
    header: 'Profit',
    cell: (c) => signed(c.getValue<number | null>(), formatMoney),
  },
  {
    id: 'profit_percentage',
    accessorKey: 'profit_percentage',
    header: 'Profit (%)',
    cell: (c) => signed(c.getValue<number | null>(), formatPercent),
  },
];

/** The selected symbol's trades (spec section 2, "Transaction History"), oldest first, sortable. */
export function TransactionTable({ transactions }: { transactions: Transaction[] }) {
  if (transactions.length === 0) {
    return (
      <p className="rounded-xl border border-slate-300 border-dashed p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        No Transactions Occurred for the symbol
      </p>
    );
  }
  return (
    <DataTable
      data={transactions}
      columns={COLUMNS}
      caption="Transaction History"
      getRowId={(t) => `${t.buy_date}-${t.sell_date}`}
    />
  );
}
