import { affordableShares, buyFees, capitalGainsTaxRate, saleCharges } from './costs';
import { hasPriceExits, type PriceExitOptions, PriceExits, SIGNAL_EXIT } from './price-exit';
import { RunBuffers } from './run-buffers';
import { nextFiring, type Signal } from './signal';
import type { TradeLog } from './trade-log';
import { adjustmentFactor, type TradedBars } from './traded-bars';

/** When a signal read at the close of bar t is filled: the open of t + 1 (default) or the close of t. */
export type FillMode = 'next_open' | 'close';

export interface SimulationOptions extends PriceExitOptions {
  /** Rs at the start of the range. */
  readonly initialCapital: number;
  /** Commission, SEBON fee, DP charge and capital gains tax on (default) or off. */
  readonly costs: boolean;
  readonly fill: FillMode;
}

/** The result of simulating signals over bars [start, end] (an empty range when end < start). */
export interface Simulation {
  readonly start: number;
  readonly end: number;
  readonly trades: TradeLog;
  /** Cash plus the position at each close of the range, after that bar's fills. */
  readonly equity: Float64Array;
  readonly initialCapital: number;
  /** Cash plus an open position valued at the last close, without sale costs. */
  readonly finalCapital: number;
  /** Bars of the range at whose close a position was held. */
  readonly barsHeld: number;
}

/**
 * Sells trade `row`'s `shares` on bar `at` at `price` and returns the cash it brings: the proceeds less the
 * capital gains tax (costs.ts) on a holding of `heldDays` calendar days.
 */
function closeTrade(
  log: TradeLog,
  row: number,
  at: number,
  price: number,
  reason: number,
  shares: number,
  heldDays: number,
  withCosts: boolean,
): number {
  const value = shares * price;
  const charges = withCosts ? saleCharges(value) : 0;
  const received = value - charges;
  const gain = received - log.basis[row]!;
  const owed = withCosts && gain > 0 ? gain * capitalGainsTaxRate(heldDays) : 0;
  log.sellIndex[row] = at;
  log.sellPrice[row] = price;
  log.proceeds[row] = received;
  log.sellFees[row] = charges + owed;
  log.tax[row] = owed;
  log.exitReason[row] = reason;
  return received - owed;
}

/**
 * Long-only execution of a buy and a sell signal over bars [start, end] (docs/decisions/back-test.md,
 * "Execution"): signals read at each close, filled at the next open or at that close, the signal of the
 * current state counts, none on the last bar is filled, all cash per entry in lots of 10 shares as traded on
 * the fill's day (`bars.tradedClose`); and the price exits the options ask for (price-exit.ts), checked on
 * each bar held before its close is read. The equity and the trades are written into `buffers` (new ones by
 * default). Source: ours.
 */
export function simulate(
  bars: TradedBars,
  buy: Signal,
  sell: Signal,
  start: number,
  end: number,
  options: SimulationOptions,
  buffers: RunBuffers = new RunBuffers(),
): Simulation {
  const length = end >= start ? end - start + 1 : 0;
  const equity = buffers.equity(length);
  const withCosts = options.costs;
  const atClose = options.fill === 'close';
  const exits = hasPriceExits(options) ? new PriceExits(options) : null;
  // A trade takes a bar to open and another to close; one a bar when a price exit may close it on the bar after
  // a fill at the close, and a new one open at that bar's close.
  const log = buffers.trades((exits !== null && atClose ? length : length >> 1) + 1);
  const { buyIndex, sellIndex, quantity, buyPrice, basis, buyFees: buyCharges, sellPrice, proceeds } = log;
  const { sellFees, tax, tradedQuantity } = log;
  const { open, close, date } = bars;
  // The book lives in locals: the trade being written is row `count`, and `shares` > 0 while it is open.
  let cash = options.initialCapital;
  let shares = 0;
  let boughtOn = 0;
  let count = 0;
  let barsHeld = 0;
  let t = start;
  while (t <= end) {
    // Run ahead to the next bar whose signal counts for the state, valuing the bars passed.
    if (shares === 0) {
      const next = nextFiring(buy, t, end);
      equity.fill(cash, t - start, next - start);
      t = next;
    } else {
      const next = nextFiring(sell, t, end);
      // A price exit on a bar up to the signal's comes first: it is intraday, before that bar's close is read.
      const exit = exits === null ? -1 : exits.next(bars, Math.max(t, buyIndex[count]! + 1), next);
      const stop = exit < 0 ? next : exit;
      barsHeld += stop - t;
      for (; t < stop; t++) equity[t - start] = cash + shares * close[t]!;
      if (exits !== null && exit >= 0) {
        // Flat at bar t's close, whose buy signal is read as on any flat bar (none on the last).
        cash += closeTrade(log, count, t, exits.price, exits.reason, shares, date[t]! - boughtOn, withCosts);
        count++;
        shares = 0;
        continue;
      }
    }
    if (t === end) break;
    // A signal at t < end, filled at bar `at`: the close of t, or the open of t + 1 after t's close is valued.
    const at = atClose ? t : t + 1;
    const price = atClose ? close[t]! : open[at]!;
    if (!atClose) {
      equity[t - start] = cash + shares * close[t]!;
      if (shares > 0) barsHeld++;
    }
    if (shares === 0) {
      // All the cash into the largest affordable multiple of 10 shares of the day, at the day's price; nothing when
      // not even 10. Held in today's shares: value and costs are the same in both units.
      const factor = adjustmentFactor(bars, at);
      const tradedPrice = price * factor;
      const bought = affordableShares(cash, tradedPrice, withCosts);
      if (bought > 0) {
        const value = bought * tradedPrice;
        const fees = withCosts ? buyFees(value) : 0;
        cash -= value + fees;
        shares = bought * factor;
        boughtOn = date[at]!;
        buyIndex[count] = at;
        sellIndex[count] = -1;
        quantity[count] = shares;
        tradedQuantity[count] = bought;
        buyPrice[count] = price;
        basis[count] = value + fees;
        buyCharges[count] = fees;
        // The row may hold an earlier run's trade: an open position has no sale.
        sellPrice[count] = 0;
        proceeds[count] = 0;
        sellFees[count] = 0;
        tax[count] = 0;
        exits?.open(bars, at, price);
      }
    } else if (price > 0) {
      // The whole position; a price that is not positive (bad data) leaves it open.
      cash += closeTrade(log, count, at, price, SIGNAL_EXIT, shares, date[at]! - boughtOn, withCosts);
      count++;
      shares = 0;
    }
    if (atClose) {
      equity[t - start] = cash + shares * close[t]!;
      if (shares > 0) barsHeld++;
    }
    t++;
  }
  if (t === end) {
    equity[t - start] = cash + shares * close[t]!;
    if (shares > 0) barsHeld++;
  }
  if (shares > 0) count++;
  log.count = count;
  return {
    start,
    end,
    trades: log,
    equity,
    initialCapital: options.initialCapital,
    finalCapital: cash + (shares > 0 ? shares * close[end]! : 0),
    barsHeld,
  };
}
