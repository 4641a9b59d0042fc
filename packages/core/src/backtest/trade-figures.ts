import type { BacktestStatistics } from './statistics';
import { type TradeLog, tradeProfit, tradeProfitPercentage } from './trade-log';

/** The statistics a run's trades give by themselves, whatever its equity: one definition for every kind of run. */
export type TradeFigures = Pick<
  BacktestStatistics,
  | 'totalTrades'
  | 'closedTrades'
  | 'positiveTrades'
  | 'negativeTrades'
  | 'highestReturnPercentage'
  | 'lowestReturnPercentage'
  | 'winRatePercentage'
  | 'profitFactor'
  | 'averageHoldingDays'
  | 'feesPaid'
>;

/**
 * The figures of the first `count` trades of `trades`: fees of every trade (an open position has paid its buy),
 * the rest over the closed ones (those with a sale); `daysHeld(row)` the calendar days a closed trade was held.
 * A trade of profit 0 is neither positive nor negative; the profit factor is null without a losing trade.
 */
export function tradeFigures(
  trades: TradeLog,
  count: number,
  daysHeld: (row: number) => number,
): TradeFigures {
  let closed = 0;
  let positive = 0;
  let negative = 0;
  let highest = Number.NEGATIVE_INFINITY;
  let lowest = Number.POSITIVE_INFINITY;
  let grossProfit = 0;
  let grossLoss = 0;
  let holdingDays = 0;
  let fees = 0;
  for (let row = 0; row < count; row++) {
    fees += trades.buyFees[row]! + trades.sellFees[row]!;
    if (trades.sellIndex[row] === -1) continue;
    closed++;
    const profit = tradeProfit(trades, row);
    const percentage = tradeProfitPercentage(trades, row);
    if (profit > 0) {
      positive++;
      grossProfit += profit;
    } else if (profit < 0) {
      negative++;
      grossLoss -= profit;
    }
    if (percentage > highest) highest = percentage;
    if (percentage < lowest) lowest = percentage;
    holdingDays += daysHeld(row);
  }
  return {
    totalTrades: count,
    closedTrades: closed,
    positiveTrades: positive,
    negativeTrades: negative,
    highestReturnPercentage: closed > 0 ? highest : null,
    lowestReturnPercentage: closed > 0 ? lowest : null,
    winRatePercentage: closed > 0 ? (positive / closed) * 100 : null,
    profitFactor: grossLoss > 0 ? grossProfit / grossLoss : null,
    averageHoldingDays: closed > 0 ? holdingDays / closed : null,
    feesPaid: fees,
  };
}
