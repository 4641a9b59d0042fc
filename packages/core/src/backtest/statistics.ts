import type { Bars } from '../series';
import type { Simulation } from './simulate';
import { tradeFigures } from './trade-figures';
import type { TradeLog } from './trade-log';

/**
 * A run's summary: the product's fields and the statistics beyond them (docs/decisions/back-test.md,
 * "Statistics"). Percentages in percent, money in Rs; null where the figure does not exist (no closed trade,
 * no bars, no variation).
 */
export interface BacktestStatistics {
  /** Closed trades plus an open position. */
  readonly totalTrades: number;
  readonly closedTrades: number;
  /** Closed trades with a profit above / below zero. */
  readonly positiveTrades: number;
  readonly negativeTrades: number;
  readonly highestReturnPercentage: number | null;
  readonly lowestReturnPercentage: number | null;
  readonly profitPercentage: number;
  /** First close of the range to its last close, no costs. */
  readonly buyAndHoldReturnPercentage: number | null;
  /** Largest fall of the equity from its running peak (the initial capital included), percent of the peak. */
  readonly maxDrawdownPercentage: number;
  readonly cagrPercentage: number | null;
  readonly sharpeRatio: number | null;
  readonly winRatePercentage: number | null;
  readonly profitFactor: number | null;
  readonly exposurePercentage: number;
  /** Mean calendar days from buy to sell of closed trades. */
  readonly averageHoldingDays: number | null;
  /** Commission, SEBON fees, DP charges and capital gains tax of every trade. */
  readonly feesPaid: number;
}

const DAYS_PER_YEAR = 365.25;

/**
 * Sessions per calendar year over a symbol's whole history, the annualisation of its daily returns (a thinly
 * traded symbol's returns span more days each); null with fewer than two sessions. Source: ours.
 */
export function sessionsPerYear(date: Int32Array): number | null {
  const n = date.length;
  if (n < 2) return null;
  const span = date[n - 1]! - date[0]!;
  return span > 0 ? (DAYS_PER_YEAR * (n - 1)) / span : null;
}

/** What one pass over an equity curve measures. */
export interface EquityMeasures {
  /** Largest fall from the running peak (the initial capital included), percent of the peak. */
  readonly maxDrawdownPercentage: number;
  /** Session-to-session returns, the first from the initial capital: count, mean, sample deviation. */
  readonly returns: number;
  readonly meanReturn: number;
  readonly returnDeviation: number;
}

/**
 * Drawdown and return moments of `equity` starting from `initial`, in one pass. Given the trades behind the
 * curve (row indices offset by `start`), only the bars from each buy to its sale are read: every other bar
 * holds the cash of the bar before, a zero return that moves neither the sums nor the drawdown. Source: ours.
 */
export function equityMeasures(
  equity: Float64Array,
  initial: number,
  trades?: { readonly log: TradeLog; readonly start: number },
): EquityMeasures {
  const n = equity.length;
  let peak = initial;
  let trough = initial;
  let worst = 0;
  let sum = 0;
  let squares = 0;
  const spans = trades === undefined ? 1 : trades.log.count;
  for (let span = 0, to = 0; span < spans; span++) {
    let from = 0;
    if (trades !== undefined) {
      const { log, start } = trades;
      // A trade may open on the bar where a price exit closed the one before (a fill at the close): read it once.
      from = Math.max(log.buyIndex[span]! - start, to);
      to = log.sellIndex[span] === -1 ? n : log.sellIndex[span]! - start + 1;
    } else {
      to = n;
    }
    let previous = from > 0 ? equity[from - 1]! : initial;
    for (let i = from; i < to; i++) {
      const value = equity[i]!;
      // Flat stretches (no position) leave the equity as it was: no division for them.
      const change = value === previous ? 0 : value / previous - 1;
      sum += change;
      squares += change * change;
      previous = value;
      if (value > peak) {
        peak = value;
        trough = value;
      } else if (value < trough) {
        trough = value;
        worst = Math.max(worst, 1 - trough / peak);
      }
    }
  }
  const mean = n > 0 ? sum / n : 0;
  const variance = n > 1 ? Math.max(0, (squares - sum * mean) / (n - 1)) : 0;
  return {
    maxDrawdownPercentage: worst * 100,
    returns: n,
    meanReturn: mean,
    returnDeviation: Math.sqrt(variance),
  };
}

/**
 * Sharpe ratio of the session returns, risk-free rate 0, annualised by `periodsPerYear`; null with fewer than
 * two returns, no variation or no year length. Source: ours (Sharpe's definition).
 */
export function sharpeRatio(measures: EquityMeasures, periodsPerYear: number | null): number | null {
  if (measures.returns < 2 || periodsPerYear === null || !(measures.returnDeviation > 0)) return null;
  const ratio = (measures.meanReturn / measures.returnDeviation) * Math.sqrt(periodsPerYear);
  return Number.isFinite(ratio) ? ratio : null;
}

/** The statistics of a simulation over `bars`. */
export function summarize(bars: Bars, run: Simulation): BacktestStatistics {
  const { trades, start, end, initialCapital, finalCapital } = run;
  const figures = tradeFigures(
    trades,
    trades.count,
    (row) => bars.date[trades.sellIndex[row]!]! - bars.date[trades.buyIndex[row]!]!,
  );
  const sessions = end >= start ? end - start + 1 : 0;
  const firstClose = bars.close[start]!;
  const lastClose = bars.close[end]!;
  const equity = equityMeasures(run.equity, initialCapital, { log: trades, start });
  const years = sessions > 0 ? (bars.date[end]! - bars.date[start]!) / DAYS_PER_YEAR : 0;
  // Field by field, not a spread of `figures`: a spread made each summary a dictionary-mode object, a few KB
  // that the collector then copied (docs/performance.md).
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
    buyAndHoldReturnPercentage: sessions > 0 && firstClose > 0 ? (lastClose / firstClose - 1) * 100 : null,
    maxDrawdownPercentage: equity.maxDrawdownPercentage,
    cagrPercentage: years > 0 ? ((finalCapital / initialCapital) ** (1 / years) - 1) * 100 : null,
    sharpeRatio: sharpeRatio(equity, sessionsPerYear(bars.date)),
    exposurePercentage: sessions > 0 ? (run.barsHeld / sessions) * 100 : 0,
  };
}
