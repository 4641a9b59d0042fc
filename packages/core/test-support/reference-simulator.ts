import type { Bars } from '../src/series';

/**
 * The execution rules of docs/decisions/back-test.md (signals read at each close and filled at the next open
 * or that close, all cash in lots of 10 shares as traded on the fill's day, NEPSE's costs and tax, no fill of
 * a signal on the last bar, the price exits), written bar by bar as plainly as possible, for tests to hold
 * the engine against. Nothing here is shared with the engine.
 */

/** Back-adjusted bars and, when an issue adjusted them, their closes as traded on the day. */
export type ReferenceBars = Bars & { tradedClose?: Float64Array };

export interface ReferenceOptions {
  initialCapital: number;
  costs: boolean;
  fill: 'next_open' | 'close';
  /** Percent; absent or null is off. */
  stopLossPercent?: number | null;
  takeProfitPercent?: number | null;
  trailingStopPercent?: number | null;
}

type ExitReason = 'signal' | 'stop-loss' | 'take-profit' | 'trailing-stop';

export interface ReferenceTrade {
  buyDate: number;
  buyPrice: number;
  /** Adjusted shares: the shares bought times the buy bar's adjustment factor. */
  quantity: number;
  /** Shares bought, as traded on the day. */
  tradedQuantity: number;
  basis: number;
  /** 'Waiting' while open. */
  sellDate: number | 'Waiting';
  sellPrice: number;
  profit: number | null;
  fees: number;
  /** Null while open. */
  exitReason: ExitReason | null;
}

export interface ReferenceResult {
  trades: ReferenceTrade[];
  finalCapital: number;
  equity: number[];
}

/** Ties are ties: values within 1e-9 of each other, relative to the larger of their magnitudes and 1, are equal. */
const tied = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1);

function commission(value: number): number {
  let rate: number;
  if (value <= 50_000) rate = 0.0036;
  else if (value <= 500_000) rate = 0.0033;
  else if (value <= 2_000_000) rate = 0.0031;
  else if (value <= 10_000_000) rate = 0.0027;
  else rate = 0.0024;
  return Math.max(10, rate * value);
}

export function referenceSimulate(
  bars: ReferenceBars,
  buySignal: (i: number) => boolean,
  sellSignal: (i: number) => boolean,
  fromDay: number,
  toDay: number,
  options: ReferenceOptions,
): ReferenceResult {
  const days: number[] = [];
  for (let i = 0; i < bars.date.length; i++) {
    if (bars.date[i]! >= fromDay && bars.date[i]! <= toDay) days.push(i);
  }
  const trades: ReferenceTrade[] = [];
  const equity: number[] = [];
  let cash = options.initialCapital;
  let position: { shares: number; basis: number; trade: ReferenceTrade; fillBar: number } | null = null;
  let order: 'buy' | 'sell' | null = null;

  // Bar i's prices were divided by traded close / adjusted close (1 for unadjusted bars and bad closes).
  const factor = (i: number) => {
    if (bars.tradedClose === undefined) return 1;
    const traded = bars.tradedClose[i]!;
    const close = bars.close[i]!;
    return traded > 0 && close > 0 ? traded / close : 1;
  };

  const buy = (i: number, price: number) => {
    if (!(price > 0)) return;
    // Lots of 10 shares as traded on the day, at the day's price; held as adjusted shares.
    const f = factor(i);
    const tradedPrice = price * f;
    // Count down from more shares than the cash could pay for, one lot at a time.
    let bought = (Math.floor(cash / tradedPrice / 10) + 1) * 10;
    while (bought > 0) {
      const value = bought * tradedPrice;
      const fees = options.costs ? commission(value) + 0.00015 * value : 0;
      if (value + fees <= cash) break;
      bought -= 10;
    }
    if (bought <= 0) return;
    const value = bought * tradedPrice;
    const fees = options.costs ? commission(value) + 0.00015 * value : 0;
    const shares = bought * f;
    const trade: ReferenceTrade = {
      buyDate: bars.date[i]!,
      buyPrice: price,
      quantity: shares,
      tradedQuantity: bought,
      basis: value + fees,
      sellDate: 'Waiting',
      sellPrice: 0,
      profit: null,
      fees,
      exitReason: null,
    };
    trades.push(trade);
    cash -= value + fees;
    position = { shares, basis: value + fees, trade, fillBar: i };
  };

  const sell = (i: number, price: number, reason: ExitReason) => {
    if (position === null || !(price > 0)) return;
    const value = position.shares * price;
    const charges = options.costs ? commission(value) + 0.00015 * value + 25 : 0;
    const net = value - charges;
    const held = bars.date[i]! - position.trade.buyDate;
    let tax = 0;
    if (options.costs && net - position.basis > 0)
      tax = (net - position.basis) * (held <= 365 ? 0.075 : 0.05);
    position.trade.sellDate = bars.date[i]!;
    position.trade.sellPrice = price;
    position.trade.profit = net - tax - position.basis;
    position.trade.fees += charges + tax;
    position.trade.exitReason = reason;
    cash += net - tax;
    position = null;
  };

  /**
   * On bar i after the fill bar, before its close: with P the fill price and H the highest high from the fill bar
   * to the bar before, a low at or below a stop level sells at the lower of the open and the higher level reached,
   * else a high at or above the take-profit level sells at the higher of the open and that level.
   */
  const priceExit = (i: number, fillPrice: number, fillBar: number) => {
    let highest = bars.high[fillBar]!;
    for (let j = fillBar + 1; j < i; j++) if (bars.high[j]! > highest) highest = bars.high[j]!;
    const stops: { level: number; reason: ExitReason }[] = [];
    if (options.stopLossPercent != null) {
      stops.push({ level: fillPrice * (1 - options.stopLossPercent / 100), reason: 'stop-loss' });
    }
    if (options.trailingStopPercent != null) {
      stops.push({ level: highest * (1 - options.trailingStopPercent / 100), reason: 'trailing-stop' });
    }
    const reached = stops.filter((s) => bars.low[i]! <= s.level || tied(bars.low[i]!, s.level));
    if (reached.length > 0) {
      // The higher level; two tied levels are equal, and the stop-loss (listed first) is kept.
      let higher = reached[0]!;
      for (const s of reached) if (s.level > higher.level && !tied(s.level, higher.level)) higher = s;
      sell(i, Math.min(bars.open[i]!, higher.level), higher.reason);
      return;
    }
    if (options.takeProfitPercent != null) {
      const level = fillPrice * (1 + options.takeProfitPercent / 100);
      if (bars.high[i]! >= level || tied(bars.high[i]!, level))
        sell(i, Math.max(bars.open[i]!, level), 'take-profit');
    }
  };

  for (let k = 0; k < days.length; k++) {
    const i = days[k]!;
    if (order === 'buy') buy(i, bars.open[i]!);
    if (order === 'sell') sell(i, bars.open[i]!, 'signal');
    order = null;
    const held = position as { trade: ReferenceTrade; fillBar: number } | null;
    if (held !== null && i > held.fillBar) priceExit(i, held.trade.buyPrice, held.fillBar);
    const lastDay = k === days.length - 1;
    if (!lastDay && position === null && buySignal(i)) {
      if (options.fill === 'close') buy(i, bars.close[i]!);
      else order = 'buy';
    } else if (!lastDay && position !== null && sellSignal(i)) {
      if (options.fill === 'close') sell(i, bars.close[i]!, 'signal');
      else order = 'sell';
    }
    const holding = position as { shares: number } | null;
    equity.push(cash + (holding === null ? 0 : holding.shares * bars.close[i]!));
  }

  let finalCapital = cash;
  const open = position as { shares: number; trade: ReferenceTrade } | null;
  if (open !== null) {
    const lastClose = bars.close[days[days.length - 1]!]!;
    open.trade.sellPrice = lastClose;
    finalCapital = cash + open.shares * lastClose;
  }
  return { trades, finalCapital, equity };
}
