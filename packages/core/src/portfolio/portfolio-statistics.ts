import {
  type BacktestStatistics,
  equityMeasures,
  sessionsPerYear,
  sharpeRatio,
} from '../backtest/statistics';
import { tradeFigures } from '../backtest/trade-figures';
import { tradeProfit } from '../backtest/trade-log';
import type { PortfolioSimulation, PortfolioStock } from './portfolio-simulate';

/** A portfolio's summary: a single run's statistics, read over the portfolio, and what only a portfolio has. */
export interface PortfolioStatistics extends BacktestStatistics {
  /** Mean over the sessions of the positions' share of the equity at the close, percent. */
  readonly averageInvestedPercentage: number;
  /** Traded value of every buy and every sale, Rs. */
  readonly turnover: number;
  /** Half the turnover over the mean equity: how many times the capital was traded round; null without sessions. */
  readonly turnoverRatio: number | null;
}

/** What one stock gave the portfolio. */
export interface Contribution {
  readonly symbol: string;
  /** Closed trades' profits after costs and tax, plus an open position at its last close less what it cost. */
  readonly profit: number;
  readonly trades: number;
  /** The profit in percent of the portfolio's (final - initial capital); null when that is 0. */
  readonly sharePercentage: number | null;
}

const DAYS_PER_YEAR = 365.25;

/**
 * The statistics of a portfolio simulation, as a single run defines them (docs/decisions/back-test.md,
 * "Statistics") over the portfolio's equity curve and trades, with these readings where a portfolio differs
 * (docs/decisions/portfolio.md): buy and hold is the mean of each stock's first-to-last close return (an equal
 * amount in each stock with bars in the range, held); exposure is the share of sessions closing with at least one
 * position; the Sharpe ratio is annualised by the sessions per year of the run's own sessions.
 */
export function portfolioStatistics(
  stocks: readonly PortfolioStock[],
  run: PortfolioSimulation,
): PortfolioStatistics {
  const { trades: log, sessions, equity, initialCapital, finalCapital } = run;
  const t = log.trades;
  const figures = tradeFigures(t, log.count, (row) => {
    const date = stocks[log.stockOf(row)]!.bars.date;
    return date[t.sellIndex[row]!]! - date[t.buyIndex[row]!]!;
  });
  const n = sessions.length;
  let holding = 0;
  let investedShare = 0;
  let equitySum = 0;
  for (let k = 0; k < n; k++) {
    if (run.positions[k]! > 0) holding++;
    investedShare += equity[k]! > 0 ? run.invested[k]! / equity[k]! : 0;
    equitySum += equity[k]!;
  }
  const measures = equityMeasures(equity, initialCapital);
  const years = n > 0 ? (sessions[n - 1]! - sessions[0]!) / DAYS_PER_YEAR : 0;
  const turnover = run.valueBought + run.valueSold;
  // Field by field, not a spread of `figures` (see `summarize`).
  return {
    totalTrades: figures.totalTrades,
    closedTrades: figures.closedTrades,
    positiveTrades: figures.positiveTrades,
    negativeTrades: figures.negativeTrades,
    highestReturnPercentage: figures.highestReturnPercentage,
    lowestReturnPercentage: figures.lowestReturnPercentage,
    winRatePercentage: figures.winRatePercentage,
    profitFactor: figures.profitFactor,
    averageHoldingDays: figures.averageHoldingDays,
    feesPaid: figures.feesPaid,
    profitPercentage: ((finalCapital - initialCapital) / initialCapital) * 100,
    buyAndHoldReturnPercentage: equalWeightHold(stocks, run),
    maxDrawdownPercentage: measures.maxDrawdownPercentage,
    cagrPercentage: years > 0 ? ((finalCapital / initialCapital) ** (1 / years) - 1) * 100 : null,
    sharpeRatio: sharpeRatio(measures, sessionsPerYear(sessions)),
    exposurePercentage: n > 0 ? (holding / n) * 100 : 0,
    averageInvestedPercentage: n > 0 ? (investedShare / n) * 100 : 0,
    turnover,
    turnoverRatio: n > 0 && equitySum > 0 ? turnover / 2 / (equitySum / n) : null,
  };
}

/** The mean of each stock's return from its first close in the range to its last, percent; null with none. */
function equalWeightHold(stocks: readonly PortfolioStock[], run: PortfolioSimulation): number | null {
  let sum = 0;
  let held = 0;
  stocks.forEach(({ bars }, s) => {
    const { start, end } = run.ranges[s]!;
    if (end < start || !(bars.close[start]! > 0)) return;
    sum += (bars.close[end]! / bars.close[start]! - 1) * 100;
    held++;
  });
  return held > 0 ? sum / held : null;
}

/**
 * Each stock's part of the portfolio's result, in stock order, every stock listed (a stock without trades gave
 * 0): the profits add up to final - initial capital.
 */
export function contributions(stocks: readonly PortfolioStock[], run: PortfolioSimulation): Contribution[] {
  const { trades: log } = run;
  const t = log.trades;
  const profit = new Float64Array(stocks.length);
  const trades = new Int32Array(stocks.length);
  for (let row = 0; row < log.count; row++) {
    const s = log.stockOf(row);
    trades[s]!++;
    profit[s]! +=
      t.sellIndex[row] === -1
        ? t.quantity[row]! * t.tradedSellPrice[row]! - t.basis[row]!
        : tradeProfit(t, row);
  }
  const total = run.finalCapital - run.initialCapital;
  return stocks.map(({ symbol }, s) => ({
    symbol,
    profit: profit[s]!,
    trades: trades[s]!,
    sharePercentage: total !== 0 ? (profit[s]! / total) * 100 : null,
  }));
}
