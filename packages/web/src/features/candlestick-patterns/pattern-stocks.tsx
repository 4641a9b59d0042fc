import type { CandlestickPatternStock } from '@nepse/contract';
import { type ReactNode, useMemo } from 'react';
import { DataTable } from '../../components/data-table';
import { ErrorPanel } from '../../components/error-panel';
import { filterRows } from '../../components/list-screen/filter-rows';
import { tableColumns } from '../../components/list-screen/list-column';
import { ListToolbar } from '../../components/list-screen/list-toolbar';
import type { ListView } from '../../components/list-screen/list-view';
import { csvFileName, rowsCsv } from '../../components/list-screen/rows-csv';
import { sortRows } from '../../components/list-screen/sort-rows';
import { Spinner } from '../../components/spinner';
import { useCalendarSystem } from '../../lib/calendar-system';
import { downloadText } from '../../lib/csv';
import { PATTERN_STOCK_COLUMNS } from './candlestick-patterns-columns';

/** The stock table scrolls within this height. */
const TABLE_MAX_HEIGHT = '600px';

export interface PatternStocksProps {
  /** The chosen pattern's name, once the answer is known to hold it. */
  pattern: string | undefined;
  /** Its stocks; undefined while the answer loads or when it failed. */
  stocks: readonly CandlestickPatternStock[] | undefined;
  error: Error | null;
  onRetry: () => void;
  /** The search, sector and sort, kept in the page address. */
  view: ListView;
  onViewChange: (change: Partial<ListView>) => void;
  /** Start of the CSV file's name, e.g. `hammer-stocks`. */
  csvName: string;
  dataDate: string | undefined;
}

/**
 * The chosen pattern's stocks, "{pattern} Stocks" (else "Candlestick Pattern Stocks"), with the list screens'
 * toolbar (symbol search, sector, count, CSV), the table sortable by any column, and its own loading and
 * error states.
 */
export function PatternStocks({
  pattern,
  stocks,
  error,
  onRetry,
  view,
  onViewChange,
  csvName,
  dataDate,
}: PatternStocksProps) {
  const { system } = useCalendarSystem();
  const columns = useMemo(() => tableColumns(PATTERN_STOCK_COLUMNS, system), [system]);
  const shown = useMemo(
    () => sortRows(filterRows(stocks ?? [], view.search, view.sector), view.sorting, PATTERN_STOCK_COLUMNS),
    [stocks, view],
  );
  const title = pattern ? `${pattern} Stocks` : 'Candlestick Pattern Stocks';

  let body: ReactNode;
  if (stocks) {
    body = (
      <>
        <ListToolbar
          search={view.search}
          onSearchChange={(search) => onViewChange({ search })}
          searchPlaceholder="Search by symbol..."
          sector={view.sector}
          onSectorChange={(sector) => onViewChange({ sector })}
          count={shown.length}
          onDownload={() =>
            downloadText(rowsCsv(shown, PATTERN_STOCK_COLUMNS, system), csvFileName(csvName, dataDate))
          }
        />
        <DataTable
          data={shown}
          columns={columns}
          sorting={view.sorting}
          onSortingChange={(sorting) => onViewChange({ sorting })}
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
