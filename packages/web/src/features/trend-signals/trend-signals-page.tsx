import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { ErrorPanel } from '../../components/error-panel';
import { ListScreenHeader } from '../../components/list-screen/list-screen-header';
import { StaleDataWarning } from '../../components/list-screen/stale-data-warning';
import { Spinner } from '../../components/spinner';
import { usePageMeta } from '../../lib/page-meta';
import { isStale } from '../../lib/screen-answer';
import { useScreenRows } from '../../lib/screen-query';
import { filterTrendSignals, sectionsShown } from './signal-filter';
import { TrendSignalCard } from './trend-signal-card';
import { TrendSignalStudy } from './trend-signal-study';
import { TrendSignalsToolbar } from './trend-signals-toolbar';
import { useTrendSignalsView } from './use-trend-signals-view';

const TITLE = 'Trend Signals';

/** How the cards are made (core's trendSignalsAt), for the page's "How this list is made". */
const METHOD =
  "Each stock's checks on the latest session, on adjusted prices: the close above or below SMA 20, 50 and 200; SMA 50 above or below SMA 200; MACD (12, 26, 9) above or below its signal line; RSI 14 at or below 30 (oversold, bullish), between 30 and 50 (bearish), between 50 and 70 (bullish), at or above 70 (overbought, bearish); +DI above or below -DI while ADX 14 is above 20; Supertrend (10, 3) up or down; the close within 5% of the high or the low of the last 365 calendar days; the volume above 1.5x its average of the 20 sessions before, on the side of the day's change. Only stocks that traded on the latest session.";

/**
 * Trend Signals: a card per stock with its bullish and bearish signals, searched by symbol and filtered All,
 * Positive or Negative; the search and the filter live in the page address.
 */
export function TrendSignalsPage() {
  usePageMeta(TITLE);
  const query = useScreenRows('trendSignals');
  const [view, changeView] = useTrendSignalsView();
  const answer = query.data;
  const shown = useMemo(
    () => filterTrendSignals(answer?.rows ?? [], view.search, view.filter),
    [answer, view.search, view.filter],
  );
  const sections = sectionsShown(view.filter);

  let body: ReactNode;
  if (query.isFetching && !answer) {
    body = (
      <div className="flex items-center justify-center gap-3 py-16 text-slate-600 dark:text-slate-400">
        <Spinner label="" className="text-primary" />
        <p role="status">Loading trend signals...</p>
      </div>
    );
  } else if (query.error) {
    body = <ErrorPanel message={query.error.message} onRetry={() => void query.refetch()} />;
  } else if (answer) {
    body = (
      <>
        {isStale(answer) && (
          <StaleDataWarning dataDate={answer.dataDate} expectedDate={answer.expectedDate} />
        )}
        <TrendSignalsToolbar
          search={view.search}
          onSearchChange={(search) => changeView({ search })}
          filter={view.filter}
          onFilterChange={(filter) => changeView({ filter })}
          count={shown.length}
        />
        {shown.length === 0 ? (
          <p className="py-12 text-center text-slate-600 dark:text-slate-400">
            No signals found for the selected filter
          </p>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((record) => (
              <TrendSignalCard key={record.symbol} record={record} shown={sections} />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <section>
      <ListScreenHeader
        title={TITLE}
        note="Bullish and bearish signals for every stock"
        method={METHOD}
        dataDate={answer?.dataDate}
      />
      {body}
      <TrendSignalStudy />
    </section>
  );
}
