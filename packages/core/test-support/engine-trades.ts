import { EXIT_REASONS } from '../src/backtest/price-exit';
import type { Simulation } from '../src/backtest/simulate';
import { FILL_KINDS, type TradeLog, tradeProfit } from '../src/backtest/trade-log';
import { COMMISSION_ROWS, TAX_ROWS } from '../src/rulebook/rulebook';
import type { Bars } from '../src/series';
import type { ReferenceTrade } from './reference-simulator';

/** A row index of the trade log as the date its rulebook row took effect; null for none. */
const rowDate = (rows: readonly { from: string }[], row: number) => (row < 0 ? null : rows[row]!.from);

/** The engine's trades in the reference's shape. */
export function engineTrades(bars: Bars, run: Simulation): ReferenceTrade[] {
  return Array.from({ length: run.trades.count }, (_, row) => engineTrade(bars, run.trades, row));
}

/** Row `row` of a trade log over `bars` in the reference's shape. */
export function engineTrade(bars: Bars, t: TradeLog, row: number): ReferenceTrade {
  const sold = t.sellIndex[row]! >= 0;
  return {
    buyDate: bars.date[t.buyIndex[row]!]!,
    buyPrice: t.buyPrice[row]!,
    tradedBuyPrice: t.tradedBuyPrice[row]!,
    quantity: t.quantity[row]!,
    tradedQuantity: t.tradedQuantity[row]!,
    basis: t.basis[row]!,
    sellDate: sold ? bars.date[t.sellIndex[row]!]! : 'Waiting',
    sellPrice: t.sellPrice[row]!,
    tradedSellPrice: t.tradedSellPrice[row]!,
    profit: sold ? tradeProfit(t, row) : null,
    fees: t.buyFees[row]! + t.sellFees[row]!,
    exitReason: sold ? EXIT_REASONS[t.exitReason[row]!]! : null,
    buyFill: FILL_KINDS[t.buyFill[row]!]!,
    sellFill: sold ? FILL_KINDS[t.sellFill[row]!]! : null,
    waited: t.waited[row]!,
    rules: {
      commissionBuy: rowDate(COMMISSION_ROWS, t.commissionBuyRow[row]!),
      commissionSell: rowDate(COMMISSION_ROWS, t.commissionSellRow[row]!),
      tax: rowDate(TAX_ROWS, t.taxRow[row]!),
    },
  };
}
