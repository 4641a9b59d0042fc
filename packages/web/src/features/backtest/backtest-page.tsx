import { ACCESS_KEY_PARAM, nepalToday, type Side, type StrategyRule } from '@nepse/contract';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/button';
import { LoadingOverlay } from '../../components/loading-overlay';
import { PageHeader } from '../../components/page-header';
import { Spinner } from '../../components/spinner';
import { usePageMeta } from '../../lib/page-meta';
import { resolveSymbol } from '../../lib/stock-search';
import { useModule } from '../../lib/use-module';
import { useStockList } from '../../lib/use-stock-list';
import { ConfigurationSection } from './configuration-section';
import { StrategyPanel } from './strategy-panel';
import { defaultStrategyState, matchKey, rulesKey, type StrategyState } from './strategy-state';
import { type ResultsView, resultsViewFromSearch, strategyFromSearch, strategySearch } from './strategy-url';
import { useBacktestRun } from './use-backtest-run';

const TITLE = 'Strategy Backtesting';

// The results (tables, CSV, and behind them the charts) load with the first run, beside its call, not with the page.
const loadResults = () => import('./backtest-results');

/**
 * Strategy Backtesting (at /dashboard and /dashboard/backtest): the configuration, the buy and sell
 * strategies, RUN BACKTEST and the results. A run writes its strategy into the page address, and an address
 * that holds one runs it on opening, so that a link reproduces the run.
 */
export function BacktestPage() {
  usePageMeta(TITLE);
  const location = useLocation();
  const [today] = useState(nepalToday);
  const [linked] = useState(() => {
    const params = new URLSearchParams(location.search);
    return { strategy: strategyFromSearch(params, today), view: resultsViewFromSearch(params) };
  });
  const [strategy, setStrategy] = useState<StrategyState>(
    () => linked.strategy ?? defaultStrategyState(today),
  );
  const [initialView, setInitialView] = useState<ResultsView>(linked.view);

  const accessKey = new URLSearchParams(location.search).get(ACCESS_KEY_PARAM);
  const writeAddress = useCallback(
    (ran: StrategyState, view?: ResultsView) => {
      const key = accessKey === null ? '' : `&${ACCESS_KEY_PARAM}=${encodeURIComponent(accessKey)}`;
      // Written past the router, keeping its entry's state: the page reads its address only on opening (Back and a
      // reload read the browser's), and a replace through the router would render every reader of the address
      // again and read the scroll position for its restoration, a forced layout, on each run and each view.
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}?${strategySearch(ran, view)}${key}`,
      );
    },
    [accessKey],
  );
  const { run: answered, loading: running, start } = useBacktestRun(writeAddress);
  // The results are drawn in a deferred render, which React interrupts to let the browser paint and answer input
  // (many short tasks, not one long one); the run counts as loading until they are drawn.
  const run = useDeferredValue(answered);
  const loading = running || run !== answered;
  const results = useModule(loadResults, run !== undefined || loading);
  const { stocks } = useStockList();
  const onViewChange = useCallback(
    (view: ResultsView) => {
      if (run) writeAddress(run.strategy, view);
    },
    [run, writeAddress],
  );

  const autoRun = useRef(linked.strategy);
  useEffect(() => {
    const shared = autoRun.current;
    autoRun.current = undefined;
    if (shared) start(shared);
  }, [start]);

  const change = (patch: Partial<StrategyState>) => setStrategy((s) => ({ ...s, ...patch }));
  const setRules = (side: Side) => (rules: StrategyRule[]) => change({ [rulesKey(side)]: rules });

  return (
    <section>
      <PageHeader title={TITLE} subtitle="Test your trading strategies with historical data" />
      <div className={loading ? 'relative min-h-[60vh]' : undefined}>
        {loading && <LoadingOverlay message="Running backtest..." />}
        <div hidden={loading} className="space-y-6">
          <ConfigurationSection strategy={strategy} today={today} onChange={change} />
          <div className="grid items-start gap-6 xl:grid-cols-2">
            {(['buy', 'sell'] as const).map((side) => (
              <StrategyPanel
                key={side}
                side={side}
                rules={strategy[rulesKey(side)]}
                onChange={setRules(side)}
                match={strategy[matchKey(side)]}
                onMatchChange={(match) => change({ [matchKey(side)]: match })}
              />
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <Button
              size="large"
              onClick={() => {
                // The box's text runs as Enter would read it, and the box then shows that symbol.
                const ran = { ...strategy, stockSymbol: resolveSymbol(stocks, strategy.stockSymbol) };
                setStrategy(ran);
                setInitialView({});
                start(ran);
              }}
            >
              RUN BACKTEST
            </Button>
            <p className="max-w-2xl text-slate-600 text-sm dark:text-slate-400">
              Every rule of a side must hold together. Signals are read at a session's close and filled as the
              Fill setting says, on prices adjusted for bonus and right issues; a price exit is checked within
              each session.
            </p>
          </div>
          {run &&
            (results ? (
              run.portfolio ? (
                <results.PortfolioResults strategy={run.strategy} portfolio={run.portfolio} />
              ) : (
                <results.BacktestResults
                  strategy={run.strategy}
                  summaries={run.summaries}
                  initialView={initialView}
                  onViewChange={onViewChange}
                />
              )
            ) : (
              <Spinner label="Loading results" />
            ))}
        </div>
      </div>
    </section>
  );
}
