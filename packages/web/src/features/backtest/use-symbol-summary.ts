import { API_PATHS, type BacktestSummary, type BriefSummary, backtestResponseSchema } from '@nepse/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiPost } from '../../lib/api-client';
import { backtestRequest, type StrategyState } from './strategy-state';

/** Whether a run's summary is whole (a symbol run's) rather than in brief (a sector run's). */
export const isWholeSummary = (summary: BriefSummary): summary is BacktestSummary =>
  'equity_curve' in summary;

/**
 * A summary already whole, or made whole without a call: a symbol without a session in the range has no trade and
 * an empty curve (and its one-symbol run would be refused for want of prices).
 */
function wholeAlready(summary: BriefSummary): BacktestSummary | undefined {
  if (isWholeSummary(summary)) return summary;
  if (summary.sessions > 0) return undefined;
  return { ...summary, transactions: [], equity_curve: { dates: [], values: [] } };
}

/**
 * The one-symbol run that completes a sector run's summary of `symbol`: the same strategy on that symbol alone, with
 * the run's sector beside it, which the server measures the symbol's benchmark in (as the sector's answer does).
 */
export function symbolRequest(strategy: StrategyState, symbol: string) {
  return backtestRequest({ ...strategy, stockSymbol: symbol });
}

/**
 * The whole summary of the selected symbol (its equity curve, its trades' quantities, fees, traded prices and exit
 * reasons): a symbol run's own, or for a sector run the symbol's one-symbol run, fetched when it is selected and kept
 * while the run is shown (the same request answers the same numbers); nothing to fetch without a session.
 */
export function useSymbolSummary(strategy: StrategyState, summary: BriefSummary) {
  const whole = useMemo(() => wholeAlready(summary), [summary]);
  const body = symbolRequest(strategy, summary.stock_symbol);
  const query = useQuery({
    queryKey: ['backtest-symbol', body],
    queryFn: async ({ signal }) => {
      const [answer] = await apiPost(API_PATHS.backtest, body, { schema: backtestResponseSchema, signal });
      if (!answer) throw new Error(`No summary for ${summary.stock_symbol}.`);
      return answer;
    },
    enabled: whole === undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return {
    summary: whole ?? query.data,
    error: whole ? null : query.error,
    retry: () => void query.refetch(),
  };
}
