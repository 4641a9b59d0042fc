import { UNKNOWN_SYMBOL } from '@nepse/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { WatchStar } from '../../components/watch-star';
import { ApiError } from '../../lib/api-error';
import { backtestLinkFor } from '../../lib/backtest-link';
import { usePageMeta } from '../../lib/page-meta';
import { useAfterPaint } from '../../lib/use-after-paint';
import { useStockChart } from './api/stock-chart-query';
import { ChartControls, type ChartSettings, DEFAULT_SETTINGS } from './chart-controls';
import { NoOpenSessions } from './no-open-sessions';
import { StockEvents } from './stock-events';
import { StockSidePanel } from './stock-side-panel';

// lightweight-charts loads with the chart, in its own chunk, asked for as the page opens (beside the stock's prices).
const loadStockChart = () => import('./stock-chart');
const StockChart = lazy(() => loadStockChart().then((m) => ({ default: m.StockChart })));

/** Where the chart will be, as tall as it, so that nothing moves when it comes. */
function ChartPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex h-[640px] items-center justify-center gap-3 text-slate-600 dark:text-slate-400">
      <Spinner label="" className="text-primary" />
      <p role="status">{label}</p>
    </div>
  );
}

/** Shown for a symbol the market does not have, with the way back. */
function UnknownSymbol({ symbol, message }: { symbol: string; message: string }) {
  return (
    <div className="rounded-xl border border-slate-300 border-dashed p-8 text-center dark:border-slate-700">
      <h2 className="font-semibold text-lg text-slate-900 dark:text-white">{UNKNOWN_SYMBOL}</h2>
      <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">
        {message || `The market has no stock ${symbol}.`}
      </p>
      <Link to="/dashboard" className="mt-4 inline-block font-medium text-primary-ink hover:underline">
        Back to the dashboard
      </Link>
    </div>
  );
}

/**
 * The stock page (ours, `/dashboard/stock/{symbol}`): the stock's candles and volume, adjusted or traded,
 * with adjustment events, overlays, an oscillator pane and candlestick patterns marked; beside them the last
 * close, 52-week range, technical rating, pivot and Fibonacci levels; a button to back-test the stock.
 */
export function StockPage() {
  const symbol = (useParams().symbol ?? '').trim().toUpperCase();
  usePageMeta(symbol === '' ? 'Stock' : `${symbol} Stock`);
  // The prices (about 100 KB) and the chart's code are asked for once the heading and controls are painted.
  const painted = useAfterPaint();
  const query = useStockChart(symbol, painted);
  const [settings, setSettings] = useState<ChartSettings>(DEFAULT_SETTINGS);
  const answer = query.data;
  useEffect(() => {
    if (painted) void loadStockChart();
  }, [painted]);

  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <section>
        <PageHeader title={symbol} subtitle="Stock" />
        <UnknownSymbol symbol={symbol} message={query.error.message} />
      </section>
    );
  }

  return (
    <section>
      <PageHeader
        title={symbol}
        actions={
          <div className="flex items-center gap-3">
            <WatchStar symbol={symbol} className="size-6" />
            <Link
              to={backtestLinkFor(symbol)}
              className="rounded-lg bg-primary px-4 py-2 font-semibold text-sm text-white hover:bg-primary-strong"
            >
              Back-test {symbol}
            </Link>
          </div>
        }
      />
      {/* One line, there before the answer, so that the page below does not move when the name comes. */}
      <p className="-mt-4 mb-6 h-6 truncate text-slate-600 dark:text-slate-400">
        {answer ? `${answer.name}${answer.sector ? ` · ${answer.sector}` : ''}` : 'Stock'}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <ChartControls settings={settings} onChange={setSettings} />
          {query.error ? (
            <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />
          ) : answer ? (
            <>
              <Suspense fallback={<ChartPlaceholder label="Loading chart..." />}>
                <StockChart answer={answer} {...settings} />
              </Suspense>
              <StockEvents events={answer.events} />
              <NoOpenSessions dates={answer.dates} noOpenDates={answer.noOpenDates} />
            </>
          ) : (
            <ChartPlaceholder label={`Loading ${symbol}...`} />
          )}
        </div>
        {answer && <StockSidePanel symbol={answer.symbol} summary={answer.summary} />}
      </div>
    </section>
  );
}
