import { EXIT_REASONS } from '../src/backtest/price-exit';
import type { Simulation } from '../src/backtest/simulate';
import { tradeProfit } from '../src/backtest/trade-log';
import type { Bars } from '../src/series';
import type { ReferenceTrade } from './reference-simulator';

/** The engine's trades in the reference's shape. */
export function engineTrades(bars: Bars, run: Simulation): ReferenceTrade[] {
  const t = run.trades;
  return Array.from({ length: t.count }, (_, row) => {
    const sold = t.sellIndex[row]! >= 0;
    return {
      buyDate: bars.date[t.buyIndex[row]!]!,
      buyPrice: t.buyPrice[row]!,
      quantity: t.quantity[row]!,
      tradedQuantity: t.tradedQuantity[row]!,
      basis: t.basis[row]!,
      sellDate: sold ? bars.date[t.sellIndex[row]!]! : 'Waiting',
      sellPrice: sold ? t.sellPrice[row]! : bars.close[run.end]!,
      profit: sold ? tradeProfit(t, row) : null,
      fees: t.buyFees[row]! + t.sellFees[row]!,
      exitReason: sold ? EXIT_REASONS[t.exitReason[row]!]! : null,
    };
  });
}
