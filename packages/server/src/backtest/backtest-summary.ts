import {
  type BacktestSummary,
  type BriefSummary,
  type BriefTransaction,
  type Transaction,
  WAITING,
} from '@nepse/contract';
import {
  adjustmentFactor,
  type BacktestRun,
  type Bars,
  COMMISSION_ROWS,
  curveSample,
  EXIT_REASONS,
  FILL_KINDS,
  sessionsPerYear,
  TAX_ROWS,
  type TradedBars,
  tradeProfit,
  tradeProfitPercentage,
} from '@nepse/core';
import type { IsoDates } from './iso-dates';
import { type BenchmarkSeries, benchmarkSummary, benchmarkValues } from './run-benchmark';

/** The date a rulebook row took effect, from a trade log's row index; null for none. */
const rowDate = (rows: readonly { from: string }[], row: number) => (row < 0 ? null : rows[row]!.from);

/** Points of the equity curve a summary carries at most: enough to draw it, small enough for a whole sector. */
export const EQUITY_CURVE_POINTS = 250;

/** A figure as the answer writes it: exact, or to a ten-thousandth in brief. */
type Figure = (x: number) => number;
const exact: Figure = (x) => x;
/** To a ten-thousandth: the digits beyond are most of a sector answer's compressed bytes. */
const tenThousandth: Figure = (x) => Math.round(x * 1e4) / 1e4;

/**
 * A summary's figures beside its trades (the product's counts, capital and returns; the statistics beyond
 * them; the sessions of the range the symbol traded), each written by `figure`.
 */
function summaryFigures({ simulation: sim, statistics: stats }: BacktestRun, figure: Figure) {
  const nullable = (x: number | null) => (x === null ? null : figure(x));
  return {
    total_trades: stats.totalTrades,
    initial_capital: figure(sim.initialCapital),
    final_capital: figure(sim.finalCapital),
    positive_trades: stats.positiveTrades,
    negative_trades: stats.negativeTrades,
    highest_return_percentage: nullable(stats.highestReturnPercentage),
    lowest_return_percentage: nullable(stats.lowestReturnPercentage),
    profit_percentage: figure(stats.profitPercentage),
    buy_and_hold_return_percentage: nullable(stats.buyAndHoldReturnPercentage),
    max_drawdown_percentage: figure(stats.maxDrawdownPercentage),
    cagr_percentage: nullable(stats.cagrPercentage),
    sharpe_ratio: nullable(stats.sharpeRatio),
    win_rate_percentage: nullable(stats.winRatePercentage),
    profit_factor: nullable(stats.profitFactor),
    exposure_percentage: figure(stats.exposurePercentage),
    average_holding_days: nullable(stats.averageHoldingDays),
    fees_paid: figure(stats.feesPaid),
    sessions: Math.max(0, sim.end - sim.start + 1),
    bars_without_open: sim.barsWithoutOpen,
  };
}

/** The run beside `benchmark` over its sessions, written by `figure`; null without sessions or a benchmark. */
function summaryBenchmark(bars: Bars, run: BacktestRun, figure: Figure, benchmark?: BenchmarkSeries) {
  const sim = run.simulation;
  if (!benchmark || sim.end < sim.start) return null;
  const curve = {
    date: bars.date.subarray(sim.start, sim.end + 1),
    equity: sim.equity,
    initialCapital: sim.initialCapital,
  };
  return benchmarkSummary(benchmark, curve, sessionsPerYear(bars.date), figure);
}

/**
 * Trade `row` in the product's six fields, its prices and profit written by `figure`: an open position is
 * `Waiting`, its sell price the range's last close, its profit null.
 */
function specTrade(
  bars: Bars,
  sim: BacktestRun['simulation'],
  row: number,
  figure: Figure,
  dates: IsoDates,
): BriefTransaction {
  const t = sim.trades;
  const sold = t.sellIndex[row]! >= 0;
  return {
    buy_date: dates.of(bars.date[t.buyIndex[row]!]!),
    buy_price: figure(t.buyPrice[row]!),
    sell_date: sold ? dates.of(bars.date[t.sellIndex[row]!]!) : WAITING,
    sell_price: figure(sold ? t.sellPrice[row]! : bars.close[sim.end]!),
    profit: sold ? figure(tradeProfit(t, row)) : null,
    profit_percentage: sold ? figure(tradeProfitPercentage(t, row)) : null,
  };
}

/**
 * A symbol's result in brief (the sector call's answer): the spec's summary and the statistics beyond it, its trades
 * in the spec's fields, figures to a ten-thousandth; neither the equity curve nor what the trades add (see
 * `backtestSummary`).
 */
export function briefSummary(
  symbol: string,
  bars: Bars,
  run: BacktestRun,
  dates: IsoDates,
  benchmark?: BenchmarkSeries,
): BriefSummary {
  const sim = run.simulation;
  const transactions: BriefTransaction[] = new Array(sim.trades.count);
  for (let row = 0; row < transactions.length; row++)
    transactions[row] = specTrade(bars, sim, row, tenThousandth, dates);
  return {
    stock_symbol: symbol,
    ...summaryFigures(run, tenThousandth),
    benchmark: summaryBenchmark(bars, run, tenThousandth, benchmark),
    transactions,
  };
}

/**
 * One symbol's answer from its back-test: the product's summary (trade counts, initial and final capital,
 * best and worst trade, profit percentage, the transactions) and the statistics beyond it (buy and hold,
 * drawdown, CAGR, Sharpe, win rate, ...). Prices are the adjusted ones the engine traded at, each fill also
 * at its traded price and quantity, by the factors the traded closes beside `bars` give; dates ISO, as
 * `dates` writes them.
 */
export function backtestSummary(
  symbol: string,
  bars: TradedBars,
  run: BacktestRun,
  dates: IsoDates,
  benchmark?: BenchmarkSeries,
): BacktestSummary {
  const sim = run.simulation;
  const t = sim.trades;
  // Plain loops into arrays of their final length: over a sector, half the time of push and of Array.from with
  // a callback.
  const transactions: Transaction[] = new Array(t.count);
  for (let row = 0; row < t.count; row++) {
    const sold = t.sellIndex[row]! >= 0;
    const transaction: Transaction = {
      ...specTrade(bars, sim, row, exact, dates),
      quantity: t.quantity[row]!,
      fees: t.buyFees[row]! + t.sellFees[row]!,
      exit_reason: sold ? EXIT_REASONS[t.exitReason[row]!]! : null,
      buy_fill: FILL_KINDS[t.buyFill[row]!]!,
      sell_fill: sold ? FILL_KINDS[t.sellFill[row]!]! : null,
      waited_sessions: t.waited[row]!,
      rules: {
        commission: {
          buy: rowDate(COMMISSION_ROWS, t.commissionBuyRow[row]!),
          sell: rowDate(COMMISSION_ROWS, t.commissionSellRow[row]!),
        },
        tax: rowDate(TAX_ROWS, t.taxRow[row]!),
      },
    };
    // Only a trade that a later issue adjusted has traded figures of its own (a sale, after its buy, is adjusted
    // only if the buy is): the others would repeat the adjusted ones, a third of a sector's answer.
    if (adjustmentFactor(bars, t.buyIndex[row]!) !== 1) {
      transaction.buy_price_traded = t.tradedBuyPrice[row]!;
      transaction.buy_quantity_traded = t.tradedQuantity[row]!;
      transaction.sell_price_traded = t.tradedSellPrice[row]!;
      transaction.sell_quantity_traded = t.quantity[row]!;
    }
    transactions[row] = transaction;
  }
  const points = curveSample(sim.equity, EQUITY_CURVE_POINTS);
  const curveDates: string[] = new Array(points.length);
  const values: number[] = new Array(points.length);
  const days = new Int32Array(points.length);
  for (let k = 0; k < points.length; k++) {
    const i = points[k]!;
    days[k] = bars.date[sim.start + i]!;
    curveDates[k] = dates.of(days[k]!);
    values[k] = sim.equity[i]!;
  }
  const equityCurve: BacktestSummary['equity_curve'] = { dates: curveDates, values };
  if (benchmark && points.length > 0)
    equityCurve.benchmark_values = benchmarkValues(
      benchmark,
      bars.date[sim.start]!,
      days,
      sim.initialCapital,
    );
  return {
    stock_symbol: symbol,
    ...summaryFigures(run, exact),
    benchmark: summaryBenchmark(bars, run, exact, benchmark),
    transactions,
    equity_curve: equityCurve,
  };
}
