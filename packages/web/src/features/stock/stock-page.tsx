import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../components/error-panel';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { ApiError } from '../../lib/api-error';
import { backtestLinkFor } from '../../lib/backtest-link';
import { usePageMeta } from '../../lib/page-meta';
import { useStockChart } from './api/stock-queries';
import { ChartControls, type ChartSettings, DEFAULT_SETTINGS } from './chart-controls';
import { StockEvents } from './stock-events';
import { StockSidePanel } from './stock-side-panel';

// lightweight-charts and the indicators load with the chart, after the page's text.
const StockChart = lazy(() => import('./stock-chart').then((m) => ({ default: m.StockChart })));

const CHART_FALLBACK = (
  <div className="flex h-[380px] items-center justify-center">
    <Spinner label="Loading chart" />
  </div>
);

/** Shown for a symbol the market does not have, with the way back. */
function UnknownSymbol({ symbol, message }: { symbol: string; message: string }) {
  return (
    <div className="rounded-xl border border-slate-300 border-dashed p-8 text-center dark:border-slate-700">
      <h2 className="font-semibold text-lg text-slate-900 dark:text-white">Unknown symbol</h2>
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
 * The stock page (ours, DESIGN section 4, `/dashboard/stock/{symbol}`): the stock's candles and volume, adjusted
 * or traded, with adjustment events, overlays, an oscillator pane and candlestick patterns marked; beside them the
 * last close, 52-week range, technical rating, pivot and Fibonacci levels; a button to back-test the stock.
 */
export function StockPage() {
  const symbol = (useParams().symbol ?? '').trim().toUpperCase();
  usePageMeta(symbol === '' ? 'Stock' : `${symbol} Stock`);
  const query = useStockChart(symbol);
  const [settings, setSettings] = useState<ChartSettings>(DEFAULT_SETTINGS);
  const answer = query.data;

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
        subtitle={answer ? `${answer.name}${answer.sector ? ` · ${answer.sector}` : ''}` : 'Stock'}
        actions={
          <Link
            to={backtestLinkFor(symbol)}
            className="rounded-lg bg-primary px-4 py-2 font-semibold text-sm text-white hover:bg-primary-strong"
          >
            Back-test {symbol}
          </Link>
        }
      />
      {query.error ? (
        <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !answer ? (
        <div className="flex items-center justify-center gap-3 py-16 text-slate-600 dark:text-slate-400">
          <Spinner label="" className="text-primary" />
          <p role="status">Loading {symbol}...</p>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-4">
            <ChartControls settings={settings} onChange={setSettings} />
            <Suspense fallback={CHART_FALLBACK}>
              <StockChart answer={answer} {...settings} />
            </Suspense>
            <StockEvents events={answer.events} />
          </div>
          <StockSidePanel symbol={answer.symbol} dates={answer.dates} adjusted={answer.adjusted} />
        </div>
      )}
    </section>
  );
}
