import { API_PATHS, backtestResponseSchema, NO_SECTOR_ID, portfolioResponseSchema } from '@nepse/contract';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../components/app-link';
import { Spinner } from '../../../components/spinner';
import { apiPost } from '../../../lib/api-client';
import { BACKTEST_PATH } from '../../../lib/backtest-link';
import { backtestRequest, type StrategyState } from '../strategy-state';
import { strategySearch } from '../strategy-url';
import { SummaryCards } from '../summary-cards';

/**
 * The single run of a sweep's cell: its summary cards on `symbol` (the sweep's stock, or the stock selected in a
 * sector's results) or, for a `portfolio` sweep, the cell's whole portfolio run over the sector, and a link that
 * opens the run on the page.
 */
export function CellRun({
  strategy,
  symbol,
  portfolio,
  title,
}: {
  strategy: StrategyState;
  symbol: string | undefined;
  portfolio: boolean;
  title: string;
}) {
  const body = portfolio
    ? backtestRequest(strategy)
    : symbol
      ? backtestRequest({ ...strategy, stockSymbol: symbol, sector: NO_SECTOR_ID })
      : undefined;
  const query = useQuery({
    queryKey: ['backtest-sweep-cell', body],
    queryFn: async ({ signal }) => {
      if (portfolio)
        return apiPost(API_PATHS.backtestSector, body, { schema: portfolioResponseSchema, signal });
      const [answer] = await apiPost(API_PATHS.backtest, body, { schema: backtestResponseSchema, signal });
      if (!answer) throw new Error(`No summary for ${symbol}.`);
      return answer;
    },
    enabled: body !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return (
    <section
      aria-label="Single run of the cell"
      className="space-y-3 rounded-xl border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-medium text-slate-900 dark:text-white">
          {title}
          {portfolio ? ' as one portfolio' : symbol ? ` on ${symbol}` : ''}
        </h4>
        <AppLink
          to={`${BACKTEST_PATH}?${strategySearch(strategy)}`}
          className="text-primary text-sm hover:underline"
        >
          Open this run
        </AppLink>
      </div>
      {!body ? (
        <p className="text-slate-600 text-sm dark:text-slate-400">
          Select a stock of the results to see this cell's run on it.
        </p>
      ) : query.data ? (
        <SummaryCards summary={query.data} />
      ) : query.error ? (
        <p role="alert" className="text-red-700 text-sm dark:text-red-400">
          Could not run the cell: {query.error.message}
        </p>
      ) : (
        <Spinner label="Running the cell" />
      )}
    </section>
  );
}
