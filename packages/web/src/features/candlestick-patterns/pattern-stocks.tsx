import type { CandlestickPatternStock } from '@nepse/contract';
import type { SortingState } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { DataTable } from '../../components/data-table';
import { ErrorPanel } from '../../components/error-panel';
import { filterRows } from '../../components/list-screen/filter-rows';
import { tableColumns } from '../../components/list-screen/list-column';
import { sortRows } from '../../components/list-screen/sort-rows';
import { Spinner } from '../../components/spinner';
import { TextInput } from '../../components/text-input';
import { PATTERN_STOCK_COLUMNS } from './candlestick-patterns-columns';

/** Spec section 9: the stock table scrolls within this height. */
const TABLE_MAX_HEIGHT = '600px';

export interface PatternStocksProps {
  /** The chosen pattern's name, once the answer is known to hold it. */
  pattern: string | undefined;
  /** Its stocks; undefined while the answer loads or when it failed. */
  stocks: readonly CandlestickPatternStock[] | undefined;
  error: Error | null;
  onRetry: () => void;
  search: string;
  onSearchChange: (search: string) => void;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
}

/**
 * Spec section 2: the chosen pattern's stocks, "{pattern} Stocks" (else "Candlestick Pattern Stocks"), with a symbol
 * search, the count, the table sortable by any column, and its own loading and error states.
 */
export function PatternStocks({
  pattern,
  stocks,
  error,
  onRetry,
  search,
  onSearchChange,
  sorting,
  onSortingChange,
}: PatternStocksProps) {
  const columns = useMemo(() => tableColumns(PATTERN_STOCK_COLUMNS), []);
  // The stocks have no sector: the screen has no sector filter.
  const shown = useMemo(
    () => sortRows(filterRows(stocks ?? [], search, ''), sorting, PATTERN_STOCK_COLUMNS),
    [stocks, search, sorting],
  );
  const title = pattern ? `${pattern} Stocks` : 'Candlestick Pattern Stocks';

  let body: ReactNode;
  if (stocks) {
    body = (
      <>
        <div className="mb-4 flex flex-wrap items-end gap-3">
          <div className="w-full sm:w-64">
            <TextInput
              type="search"
              aria-label="Search by symbol"
              placeholder="Search by symbol..."
              value={search}
              onChange={(event) => onSearchChange(event.target.value)}
              autoComplete="off"
            />
          </div>
          <p className="py-2 text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
            {shown.length} stocks
          </p>
        </div>
        <DataTable
          data={shown}
          columns={columns}
          sorting={sorting}
          onSortingChange={onSortingChange}
          emptyMessage="No stocks found."
          caption={title}
          maxHeight={TABLE_MAX_HEIGHT}
          getRowId={(row) => row.symbol}
        />
      </>
    );
  } else if (error) {
    body = <ErrorPanel title="Error Loading Stocks" message={error.message} onRetry={onRetry} />;
  } else {
    body = (
      <div className="flex items-center justify-center gap-3 py-12 text-slate-600 dark:text-slate-400">
        <Spinner label="" className="text-primary" />
        <p role="status">Loading stock data...</p>
      </div>
    );
  }

  return (
    <section aria-labelledby="pattern-stocks-title">
      <div className="mb-4">
        <h2 id="pattern-stocks-title" className="font-semibold text-lg text-slate-900 dark:text-white">
          {title}
        </h2>
        {pattern && (
          <p className="mt-0.5 text-slate-600 text-sm dark:text-slate-400">
            * Stocks showing {pattern} pattern
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
