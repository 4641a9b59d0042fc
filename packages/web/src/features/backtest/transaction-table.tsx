import { type Transaction, WAITING } from '@nepse/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { classNames } from '../../components/class-names';
import { DataTable } from '../../components/data-table';
import { DateText } from '../../components/date-text';
import { formatMoney, formatPercent, formatPrice, formatShares, NO_VALUE, signClass } from '../../lib/format';
import { commissionRows, fillNotes, taxRow } from './rows-paid';
import { buyFill, exitReasonLabel, type PriceBasis, sellFill } from './transaction-fills';

const waiting = (
  <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs dark:bg-amber-900/50 dark:text-amber-200">
    {WAITING}
  </span>
);

const signed = (value: number | null, format: (v: number | null) => string) =>
  value === null ? waiting : <span className={signClass(value)}>{format(value)}</span>;

/** A trade, with its stock's symbol in a portfolio's table. */
type TableTrade = Transaction & { symbol?: string };

function columns(basis: PriceBasis, withSymbol: boolean): ColumnDef<TableTrade, unknown>[] {
  const symbol: ColumnDef<TableTrade, unknown>[] = withSymbol
    ? [{ id: 'symbol', accessorFn: (t) => t.symbol ?? '', header: 'Symbol' }]
    : [];
  return [
    ...symbol,
    {
      id: 'buy_date',
      accessorKey: 'buy_date',
      header: 'Buy Date',
      cell: (c) => <DateText date={c.getValue<string>()} />,
    },
    {
      id: 'buy_price',
      accessorFn: (t) => buyFill(t, basis).price,
      header: 'Buy Price (Rs)',
      cell: (c) => formatPrice(c.getValue<number>()),
    },
    {
      id: 'quantity',
      accessorFn: (t) => buyFill(t, basis).quantity,
      header: 'Quantity',
      cell: (c) => {
        const bought = c.getValue<number>();
        const sold = sellFill(c.row.original, basis).quantity;
        // A bonus issue while the position was open: more whole shares sold (or valued) than bought.
        if (sold === bought) return formatShares(bought);
        // The shares at sale on a line of their own, so that the column stays as narrow as its numbers.
        return (
          <>
            {formatShares(bought)}{' '}
            <span className="block text-slate-600 text-xs dark:text-slate-400">
              ({formatShares(sold)} at sale)
            </span>
          </>
        );
      },
    },
    {
      id: 'sell_date',
      accessorKey: 'sell_date',
      header: 'Sell Date',
      cell: (c) => (c.getValue<string>() === WAITING ? waiting : <DateText date={c.getValue<string>()} />),
    },
    {
      id: 'sell_price',
      accessorFn: (t) => sellFill(t, basis).price,
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
    {
      id: 'exit_reason',
      accessorFn: (t) => exitReasonLabel(t) ?? NO_VALUE,
      header: 'Closed By',
      cell: (c) => {
        const notes = fillNotes(c.row.original);
        return (
          <>
            {c.getValue<string>()}
            {notes.map((note) => (
              <span key={note} className="block text-slate-600 text-xs dark:text-slate-400">
                {note}
              </span>
            ))}
          </>
        );
      },
    },
    {
      id: 'rules',
      accessorFn: (t) => commissionRows(t) ?? NO_VALUE,
      header: 'Rates Paid',
      enableSorting: false,
      cell: (c) => {
        const commission = commissionRows(c.row.original);
        if (commission === null) return NO_VALUE;
        const tax = taxRow(c.row.original);
        // The dates NEPSE's commission schedule and the tax regime paid took effect, a date a line: the column
        // must fit beside nine others at 1366 px with the menu open.
        return (
          <span className="text-xs">
            <span className="block">Commission</span>
            {commission.split('/').map((date) => (
              <DateText key={date} date={date} className="block" />
            ))}
            {tax === null ? null : (
              <span className="block">
                Tax <DateText date={tax} />
              </span>
            )}
          </span>
        );
      },
    },
  ];
}

const BASES: [PriceBasis, string][] = [
  ['traded', 'Traded prices'],
  ['adjusted', 'Adjusted prices'],
];

const NOTES: Record<PriceBasis, string> = {
  traded:
    'Prices and shares as traded on the day, as a broker statement shows them. A bonus issue while a position was open adds whole shares (the fraction is dropped), so more may be sold than were bought.',
  adjusted:
    'Prices adjusted for the bonus and right issues that came after each trade (a 10% bonus issue divides earlier prices by 1.1), as the strategy and the charts read them; shares are those held at the sale.',
};

/**
 * The selected symbol's trades ("Transaction History"), oldest first, sortable: at the prices traded on the
 * day or at the adjusted ones (back-adjusted for later bonus and right issues; profit and fees are the same
 * in both), and why each trade closed.
 */
export function TransactionTable({ transactions }: { transactions: TableTrade[] }) {
  const [basis, setBasis] = useState<PriceBasis>('traded');
  // A portfolio's trades carry their symbols: a column of its own, first.
  const withSymbol = transactions.some((t) => t.symbol !== undefined);
  const cols = useMemo(() => columns(basis, withSymbol), [basis, withSymbol]);
  if (transactions.length === 0) {
    return (
      <p className="rounded-xl border border-slate-300 border-dashed p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        No Transactions Occurred for the symbol
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <fieldset className="inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
          <legend className="sr-only">Prices shown</legend>
          {BASES.map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={basis === value}
              onClick={() => setBasis(value)}
              className={classNames(
                'rounded-md px-3 py-1 font-medium text-sm focus-visible:outline-2 focus-visible:outline-primary',
                basis === value
                  ? 'bg-primary text-white'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
              )}
            >
              {label}
            </button>
          ))}
        </fieldset>
        <p className="min-w-64 flex-1 text-slate-600 text-xs dark:text-slate-400" data-testid="price-note">
          {NOTES[basis]} Profit and fees are the same in both.
        </p>
      </div>
      {/* A table of its own for each basis: the table keeps cell values by row and column, whatever the columns. */}
      <DataTable
        key={basis}
        data={transactions}
        columns={cols}
        caption="Transaction History"
        compact
        getRowId={(t) => `${t.symbol ?? ''}-${t.buy_date}-${t.sell_date}`}
      />
    </div>
  );
}
