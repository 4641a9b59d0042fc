import type { BriefSummary } from '@nepse/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { formatMoney, formatPercent, signClass } from '../../lib/format';

const signedPercent = (value: number | null) => (
  <span className={signClass(value)}>{formatPercent(value)}</span>
);

function columns(onSelect: (symbol: string) => void): ColumnDef<BriefSummary, unknown>[] {
  return [
    {
      id: 'symbol',
      accessorKey: 'stock_symbol',
      header: 'Symbol',
      cell: (c) => (
        <button
          type="button"
          onClick={() => onSelect(c.getValue<string>())}
          className="font-semibold text-primary-ink hover:underline"
        >
          {c.getValue<string>()}
        </button>
      ),
    },
    { id: 'trades', accessorKey: 'total_trades', header: 'Trades' },
    {
      id: 'win_rate',
      accessorKey: 'win_rate_percentage',
      header: 'Win Rate',
      cell: (c) => formatPercent(c.getValue<number | null>()),
    },
    {
      id: 'profit',
      accessorKey: 'profit_percentage',
      header: 'Profit',
      cell: (c) => signedPercent(c.getValue<number>()),
    },
    {
      id: 'hold',
      accessorKey: 'buy_and_hold_return_percentage',
      header: 'Buy and Hold',
      cell: (c) => signedPercent(c.getValue<number | null>()),
    },
    {
      id: 'drawdown',
      accessorKey: 'max_drawdown_percentage',
      header: 'Max Drawdown',
      cell: (c) => formatPercent(c.getValue<number>()),
    },
    {
      id: 'final',
      accessorKey: 'final_capital',
      header: 'Final Capital',
      cell: (c) => formatMoney(c.getValue<number>()),
    },
  ];
}

export interface ResultsOverviewProps {
  summaries: BriefSummary[];
  onSelect: (symbol: string) => void;
  /** Saves the transactions of every listed stock. */
  onDownload: () => void;
  /** While the transactions are being fetched for the CSV. */
  downloading?: boolean;
}

/** The listed stocks of a sector run side by side, sortable, best profit first; a symbol opens its details. */
export function ResultsOverview({
  summaries,
  onSelect,
  onDownload,
  downloading = false,
}: ResultsOverviewProps) {
  return (
    <details className="group rounded-xl border border-slate-200 dark:border-slate-700">
      <summary className="cursor-pointer px-4 py-3 font-medium text-slate-800 text-sm dark:text-slate-100">
        Compare {summaries.length} stocks
      </summary>
      <div className="space-y-3 px-4 pb-4">
        <Button variant="outline" size="small" onClick={onDownload} loading={downloading}>
          Download all transactions (CSV)
        </Button>
        <DataTable
          data={summaries}
          columns={columns(onSelect)}
          defaultSort={[{ id: 'profit', desc: true }]}
          caption="Stocks compared"
          maxHeight="24rem"
          getRowId={(s) => s.stock_symbol}
        />
      </div>
    </details>
  );
}
