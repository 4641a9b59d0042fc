import {
  API_PATHS,
  type BacktestSummary,
  type BriefSummary,
  backtestResponseSchema,
  SECTOR_DETAIL_FULL,
} from '@nepse/contract';
import { apiPost } from '../../lib/api-client';
import { backtestRequest, type StrategyState } from './strategy-state';
import { BACKTEST_FAILED_MESSAGE } from './use-backtest-run';
import { isWholeSummary } from './use-symbol-summary';

/**
 * The whole summaries of the listed stocks, for the CSV of all their trades: the run's own when whole, else the
 * sector's answer asked in full (`?detail=full`), kept to the listed symbols in their order.
 */
export async function wholeSummaries(
  strategy: StrategyState,
  listed: readonly BriefSummary[],
): Promise<BacktestSummary[]> {
  const own = listed.filter(isWholeSummary);
  if (own.length === listed.length) return own;
  const all = await apiPost(API_PATHS.backtestSector, backtestRequest(strategy), {
    query: { detail: SECTOR_DETAIL_FULL },
    schema: backtestResponseSchema,
    fallbackMessage: BACKTEST_FAILED_MESSAGE,
  });
  const bySymbol = new Map(all.map((s) => [s.stock_symbol, s]));
  return listed.flatMap((s) => bySymbol.get(s.stock_symbol) ?? []);
}
