import type { BacktestStatistics } from '../backtest/statistics';
import type { Better } from './best-cell';

/** The summary figures a sweep may rank its cells by, with the way each is better. */
export const SWEEP_STATISTICS = {
  profitPercentage: 'higher',
  cagrPercentage: 'higher',
  sharpeRatio: 'higher',
  maxDrawdownPercentage: 'lower',
  profitFactor: 'higher',
  totalTrades: 'higher',
} as const satisfies Record<string, Better>;

export type SweepStatistic = keyof typeof SWEEP_STATISTICS & keyof BacktestStatistics;

/** A run's figure for `statistic`; null where the run has none (no variation, no closed trade). */
export function statisticOf(statistics: BacktestStatistics, statistic: SweepStatistic): number | null {
  const value = statistics[statistic];
  return Number.isFinite(value) ? value : null;
}
