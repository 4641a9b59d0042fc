import { type ReactNode, useMemo } from 'react';
import { DataTable } from '../../components/data-table';
import { ErrorPanel } from '../../components/error-panel';
import { tableColumns } from '../../components/list-screen/list-column';
import { LoadingStatus } from '../../components/loading-status';
import { PageHeader } from '../../components/page-header';
import { SymbolPicker } from '../../components/symbol-picker';
import { usePageMeta } from '../../lib/page-meta';
import { useWatchlists } from '../../lib/use-watchlists';
import { activeList } from '../../lib/watchlists';
import { AlertsPanel } from './alerts-panel';
import { useWatchData } from './api/use-watch-data';
import { freshSignalsToday, screensToday } from './lib/screens-today';
import { watchRows } from './lib/watch-rows';
import { WATCH_COLUMNS } from './watch-columns';
import { WatchlistBar } from './watchlist-bar';

const TITLE = 'Watchlist';
const COLUMNS = tableColumns(WATCH_COLUMNS);

/**
 * The Watchlist: the lists kept in this browser (several, by name; exported and imported as a file), each stock's
 * live price and change, technical rating, the screens that list it today, its fresh signals and its distance to
 * the 52-week high; and the alerts, which the dashboard checks on each live poll and each new data version while a tab is open.
 */
export function WatchlistPage() {
  usePageMeta(TITLE);
  const { book, update } = useWatchlists();
  const list = activeList(book);
  const symbols = useMemo(() => list?.symbols ?? [], [list]);
  const data = useWatchData(symbols);
  const { screens, freshSignals, live, figures: highs, ratings } = data;
  const listed = useMemo(
    () =>
      screensToday({
        volatileStocks: screens.volatileStocks.data?.body,
        breakoutStocks: screens.breakoutStocks.data?.body,
        consolidatingStocks: screens.consolidatingStocks.data?.body,
        volumeShockers: screens.volumeShockers.data?.body,
        fiftyTwoWeekHighLow: screens.fiftyTwoWeekHighLow.data?.body,
        candlestickPatterns: screens.candlestickPatterns.data?.body,
      }),
    [
      screens.volatileStocks.data,
      screens.breakoutStocks.data,
      screens.consolidatingStocks.data,
      screens.volumeShockers.data,
      screens.fiftyTwoWeekHighLow.data,
      screens.candlestickPatterns.data,
    ],
  );
  const signalsBody = freshSignals.data?.body;
  const signals = useMemo(
    () => (signalsBody ? freshSignalsToday(signalsBody) : new Map<string, string[]>()),
    [signalsBody],
  );

  const rows = useMemo(
    () => watchRows(symbols, { live: live.data, highs: highs.data?.body, ratings, screens: listed, signals }),
    [symbols, live.data, highs.data, ratings, listed, signals],
  );

  let body: ReactNode;
  if (list === undefined || symbols.length === 0) {
    body = (
      <p className="rounded-xl border border-slate-300 border-dashed p-6 text-center text-slate-600 dark:border-slate-600 dark:text-slate-400">
        No stocks on this list yet. Add one above, or with the star beside a symbol on any list, on a stock's
        page or in the Scanner's results.
      </p>
    );
  } else if (highs.isPending) {
    body = <LoadingStatus message="Loading the watchlist..." />;
  } else {
    body = (
      <>
        {highs.error && <ErrorPanel message={highs.error.message} onRetry={() => void highs.refetch()} />}
        {live.error && (
          <ErrorPanel
            variant="warning"
            message={`Live prices: ${live.error.message} Showing the latest close.`}
          />
        )}
        <DataTable
          data={rows}
          columns={COLUMNS}
          caption={list.name}
          getRowId={(row) => row.symbol}
          emptyMessage="No stocks on this list yet."
        />
      </>
    );
  }

  return (
    <section>
      <PageHeader
        title={TITLE}
        subtitle="Your lists and alerts stay in this browser: only the ordinary queries of the stocks' figures reach the server."
      />
      <WatchlistBar />
      {list && (
        <div className="mb-4 max-w-md">
          <SymbolPicker
            label="Add a stock"
            value=""
            placeholder="Type a symbol (e.g., NABIL) and press Enter..."
            onPick={(symbol) =>
              update((b) => ({
                ...b,
                lists: b.lists.map((l) =>
                  l.name === list.name && !l.symbols.includes(symbol)
                    ? { ...l, symbols: [...l.symbols, symbol] }
                    : l,
                ),
              }))
            }
          />
        </div>
      )}
      {body}
      <AlertsPanel symbols={symbols} />
    </section>
  );
}
