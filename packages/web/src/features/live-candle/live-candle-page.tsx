import type { SortingState } from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table';
import { ErrorPanel } from '../../components/error-panel';
import { tableColumns } from '../../components/list-screen/list-column';
import { LoadingStatus } from '../../components/loading-status';
import { PageHeader } from '../../components/page-header';
import { TextInput } from '../../components/text-input';
import { useCalendarSystem } from '../../lib/calendar-system';
import { formatDateTime } from '../../lib/format';
import {
  LIVE_FAILED_MESSAGE,
  LIVE_REFRESH_MS,
  useLiveNepse,
  useLiveStatus,
} from '../../lib/live-nepse-query';
import { usePageMeta } from '../../lib/page-meta';
import { usePageKey } from '../../lib/use-page-key';
import { CandleCard } from './candle-card';
import { LiveBottomBar } from './live-bottom-bar';
import { lastUpdatedOf, liveCandleOf, marketBreadth } from './live-candle';
import { LIVE_CANDLE_COLUMNS } from './live-candle-columns';
import { LiveMarketStatus } from './live-market-status';

const TITLE = 'Live Candlestick Charts';
/** The grid draws at most the first 50 filtered stocks. */
const MAX_CARDS = 50;
const DEFAULT_SORT: SortingState = [{ id: 'changePercent', desc: true }];
type View = 'candle' | 'table';
/** The key that pauses and resumes the auto-refresh (when not typing), as the board's note says. */
export const PAUSE_KEY = 'p';

/**
 * Live Candle: the live market as candle cards (default) or a sortable table, searched by symbol, refreshed
 * every 10 s while auto-refresh is on and on Refresh; the auto-refresh button or the P key (when not typing)
 * pauses and resumes it. A failure shows in a red box over the data kept.
 */
export function LiveCandlePage() {
  usePageMeta(TITLE);
  const [autoRefresh, setAutoRefresh] = useState(true);
  usePageKey(PAUSE_KEY, () => setAutoRefresh((on) => !on));
  const [view, setView] = useState<View>('candle');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const live = useLiveNepse(autoRefresh);
  const status = useLiveStatus(autoRefresh);
  const tableColumnDefs = useMemo(() => tableColumns(LIVE_CANDLE_COLUMNS), []);

  const candles = useMemo(() => (live.data ?? []).map(liveCandleOf), [live.data]);
  const filtered = useMemo(() => {
    const wanted = search.trim().toUpperCase();
    return candles.filter((c) => c.symbol.toUpperCase().includes(wanted));
  }, [candles, search]);
  const breadth = useMemo(() => marketBreadth(candles), [candles]);
  const lastUpdated = lastUpdatedOf(candles);
  const { system } = useCalendarSystem();
  const cards = filtered.slice(0, MAX_CARDS);
  const shown = view === 'candle' ? cards.length : filtered.length;

  let body: ReactNode;
  if (!live.data) {
    body = live.isFetching ? <LoadingStatus message="Loading live market data..." /> : null;
  } else if (view === 'table') {
    body = (
      <DataTable
        data={filtered}
        columns={tableColumnDefs}
        defaultSort={DEFAULT_SORT}
        emptyMessage="No stocks found."
        caption={TITLE}
        getRowId={(row) => row.symbol}
      />
    );
  } else if (cards.length === 0) {
    body = (
      <div className="py-16 text-center">
        <p className="font-semibold text-slate-900 dark:text-white">No candlestick data available</p>
        <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
          Try refreshing or adjusting your filters
        </p>
      </div>
    );
  } else {
    body = (
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {cards.map((candle) => (
          <CandleCard
            key={candle.symbol}
            candle={candle}
            selected={selected === candle.symbol}
            onToggle={() => setSelected((s) => (s === candle.symbol ? null : candle.symbol))}
          />
        ))}
      </div>
    );
  }

  return (
    <section className="pb-16">
      <PageHeader
        title={TITLE}
        subtitle="Real-time candlestick charts of NEPSE stocks"
        actions={<LiveMarketStatus status={status.data} />}
      />
      <p className="mb-4 text-slate-600 text-sm dark:text-slate-400">
        Last updated:{' '}
        {lastUpdated ? (
          <time
            dateTime={lastUpdated.replace(' ', 'T')}
            title={system === 'bs' ? `${lastUpdated} AD` : undefined}
          >
            {formatDateTime(lastUpdated, system)}
          </time>
        ) : (
          '—'
        )}
        {lastUpdated && ' (Nepal time)'}
      </p>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <div className="w-full sm:w-64">
          <TextInput
            type="search"
            aria-label="Search symbols"
            placeholder="Search symbols..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
        </div>
        <fieldset aria-label="View" className="flex gap-2">
          <Button
            size="small"
            variant={view === 'table' ? 'primary' : 'outline'}
            aria-pressed={view === 'table'}
            onClick={() => setView('table')}
          >
            Table View
          </Button>
          <Button
            size="small"
            variant={view === 'candle' ? 'primary' : 'outline'}
            aria-pressed={view === 'candle'}
            onClick={() => setView('candle')}
          >
            Candle View
          </Button>
        </fieldset>
        <Button
          size="small"
          variant={autoRefresh ? 'primary' : 'secondary'}
          aria-pressed={autoRefresh}
          aria-keyshortcuts={PAUSE_KEY}
          onClick={() => setAutoRefresh((on) => !on)}
        >
          {autoRefresh ? 'Auto-refresh ON' : 'Auto-refresh OFF'}
        </Button>
        <span className="text-slate-600 text-xs dark:text-slate-400" aria-live="polite">
          {autoRefresh ? `Refreshing every ${LIVE_REFRESH_MS / 1000} s` : 'Paused'}: press{' '}
          <kbd className="rounded border border-slate-300 px-1 font-mono dark:border-slate-600">P</kbd> to{' '}
          {autoRefresh ? 'pause' : 'resume'}.
        </span>
        <Button
          size="small"
          variant="outline"
          disabled={live.isFetching}
          onClick={() => {
            void live.refetch();
            void status.refetch();
          }}
        >
          Refresh
        </Button>
      </div>
      {live.error && (
        <div className="mb-4">
          <ErrorPanel message={live.error.message || LIVE_FAILED_MESSAGE} />
        </div>
      )}
      {live.data && (
        <p className="mb-3 text-slate-600 text-sm dark:text-slate-400" aria-live="polite">
          Showing {shown} of {filtered.length} candlesticks
        </p>
      )}
      {body}
      {live.data && (
        <LiveBottomBar gainers={breadth.gainers} losers={breadth.losers} total={candles.length} />
      )}
    </section>
  );
}
