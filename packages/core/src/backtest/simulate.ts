import type { Bars } from '../series';
import { affordableShares, buyFees, capitalGainsTaxRate, saleCharges } from './costs';

/** When a signal read at the close of bar t is filled: the open of t + 1 (default) or the close of t. */
export type FillMode = 'next_open' | 'close';

export interface SimulationOptions {
  /** Rs at the start of the range. */
  readonly initialCapital: number;
  /** Commission, SEBON fee, DP charge and capital gains tax on (default) or off. */
  readonly costs: boolean;
  readonly fill: FillMode;
}

/**
 * The trades of a run as columns, `count` rows used, in time order; bar indices refer to the bars simulated.
 * Money in Rs. A position still open at the end has `sellIndex` -1 and zero sale columns.
 */
export interface TradeLog {
  count: number;
  readonly buyIndex: Int32Array;
  readonly sellIndex: Int32Array;
  readonly quantity: Float64Array;
  readonly buyPrice: Float64Array;
  /** What the purchase cost in all: value + commission + SEBON fee (the value alone without costs). */
  readonly basis: Float64Array;
  readonly buyFees: Float64Array;
  readonly sellPrice: Float64Array;
  /** Sale value less commission, SEBON fee and DP charge, before tax. */
  readonly proceeds: Float64Array;
  readonly sellFees: Float64Array;
  readonly tax: Float64Array;
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

const FLAT = 0;
const BUY = 1;
const SELL = 2;

/** The position and cash while simulating; one per run so that the loop itself allocates nothing. */
interface Book {
  cash: number;
  shares: number;
  basis: number;
  buyDay: number;
  readonly log: TradeLog;
}

const FLOAT_COLUMNS = 8;
const INDEX_COLUMNS = 2;

/** A trade log of `capacity` rows whose ten columns share one buffer: one allocation, not ten. */
function allocateTradeLog(capacity: number): TradeLog {
  const buffer = new ArrayBuffer(capacity * (8 * FLOAT_COLUMNS + 4 * INDEX_COLUMNS));
  const float = (k: number) => new Float64Array(buffer, 8 * capacity * k, capacity);
  const index = (k: number) => new Int32Array(buffer, capacity * (8 * FLOAT_COLUMNS + 4 * k), capacity);
  return {
    count: 0,
    quantity: float(0),
    buyPrice: float(1),
    basis: float(2),
    buyFees: float(3),
    sellPrice: float(4),
    proceeds: float(5),
    sellFees: float(6),
    tax: float(7),
    buyIndex: index(0),
    sellIndex: index(1),
  };
}

/** Buys the largest affordable multiple of 10 shares at `price` with all the cash; nothing when none. */
function openPosition(book: Book, index: number, price: number, day: number, withCosts: boolean): void {
  const shares = affordableShares(book.cash, price, withCosts);
  if (shares === 0) return;
  const value = shares * price;
  const fees = withCosts ? buyFees(value) : 0;
  const basis = value + fees;
  const log = book.log;
  const row = log.count;
  log.buyIndex[row] = index;
  log.sellIndex[row] = -1;
  log.quantity[row] = shares;
  log.buyPrice[row] = price;
  log.basis[row] = basis;
  log.buyFees[row] = fees;
  // The row may hold an earlier run's trade: an open position has no sale.
  log.sellPrice[row] = 0;
  log.proceeds[row] = 0;
  log.sellFees[row] = 0;
  log.tax[row] = 0;
  book.cash -= basis;
  book.shares = shares;
  book.basis = basis;
  book.buyDay = day;
}

/** Sells the whole position at `price`; a price that is not positive (bad data) leaves it open. */
function closePosition(book: Book, index: number, price: number, day: number, withCosts: boolean): void {
  if (!(price > 0)) return;
  const value = book.shares * price;
  const charges = withCosts ? saleCharges(value) : 0;
  const proceeds = value - charges;
  const gain = proceeds - book.basis;
  const tax = withCosts && gain > 0 ? gain * capitalGainsTaxRate(day - book.buyDay) : 0;
  const log = book.log;
  const row = log.count++;
  log.sellIndex[row] = index;
  log.sellPrice[row] = price;
  log.proceeds[row] = proceeds;
  log.sellFees[row] = charges + tax;
  log.tax[row] = tax;
  book.cash += proceeds - tax;
  book.shares = 0;
  book.basis = 0;
}

/** Makes the position change a fill asks for; the loop's copies of cash and shares are read back after it. */
function fill(book: Book, side: number, index: number, price: number, day: number, withCosts: boolean): void {
  if (side === BUY) openPosition(book, index, price, day, withCosts);
  else closePosition(book, index, price, day, withCosts);
}

/**
 * The trade log the loop writes into, reused from run to run (it only grows), so that a run allocates just
 * the exact-size copy of its trades at the end.
 */
let scratch = allocateTradeLog(0);

function scratchLog(capacity: number): TradeLog {
  if (scratch.buyIndex.length < capacity)
    scratch = allocateTradeLog(Math.max(capacity, 2 * scratch.buyIndex.length));
  scratch.count = 0;
  return scratch;
}

function copyTradeLog(log: TradeLog): TradeLog {
  const copy = allocateTradeLog(log.count);
  copy.count = log.count;
  for (const key of COLUMNS) copy[key].set(log[key].subarray(0, log.count));
  return copy;
}

const COLUMNS = [
  'quantity',
  'buyPrice',
  'basis',
  'buyFees',
  'sellPrice',
  'proceeds',
  'sellFees',
  'tax',
  'buyIndex',
  'sellIndex',
] as const satisfies readonly (keyof TradeLog)[];

/**
 * Long-only execution of buy and sell signals (one flag per bar, 1 = fires) over bars [start, end] exactly as
 * DESIGN section 3 "Execution" says: signals read at each close, filled at the next open or at that close, the
 * signal of the current state counts, none on the last bar is filled, all cash per entry in lots of 10.
 * The equity is written into `equityBuffer` when it is given and long enough (the result's `equity` is then a
 * view of it), else into a new array. Source: ours.
 */
export function simulate(
  bars: Bars,
  buy: Uint8Array,
  sell: Uint8Array,
  start: number,
  end: number,
  options: SimulationOptions,
  equityBuffer?: Float64Array,
): Simulation {
  const length = end >= start ? end - start + 1 : 0;
  const book: Book = {
    cash: options.initialCapital,
    shares: 0,
    basis: 0,
    buyDay: 0,
    // A trade takes a bar to open and another to close.
    log: scratchLog((length >> 1) + 1),
  };
  const equity =
    equityBuffer && equityBuffer.length >= length
      ? equityBuffer.subarray(0, length)
      : new Float64Array(length);
  const { open, close, date } = bars;
  const withCosts = options.costs;
  const atClose = options.fill === 'close';
  let cash = book.cash;
  let shares = 0;
  let pending = FLAT;
  let barsHeld = 0;
  for (let t = start; t <= end; t++) {
    if (pending !== FLAT) {
      fill(book, pending, t, open[t]!, date[t]!, withCosts);
      cash = book.cash;
      shares = book.shares;
      pending = FLAT;
    }
    // Run ahead to the next bar whose signal counts for the state (signals come in runs).
    if (shares === 0) {
      while (t < end && buy[t] === 0) equity[t++ - start] = cash;
    } else {
      while (t < end && sell[t] === 0) {
        equity[t - start] = cash + shares * close[t]!;
        barsHeld++;
        t++;
      }
    }
    if (t < end) {
      const side = shares === 0 ? BUY : SELL;
      if (atClose) {
        fill(book, side, t, close[t]!, date[t]!, withCosts);
        cash = book.cash;
        shares = book.shares;
      } else pending = side;
    }
    equity[t - start] = cash + shares * close[t]!;
    if (shares > 0) barsHeld++;
  }
  if (shares > 0) book.log.count++;
  return {
    start,
    end,
    trades: copyTradeLog(book.log),
    equity,
    initialCapital: options.initialCapital,
    finalCapital: cash + (shares > 0 ? shares * close[end]! : 0),
    barsHeld,
  };
}

/** Rs a closed trade made after every cost and tax: proceeds - tax - basis. */
export function tradeProfit(trades: TradeLog, row: number): number {
  return trades.proceeds[row]! - trades.tax[row]! - trades.basis[row]!;
}

/** A closed trade's profit in percent of its basis. */
export function tradeProfitPercentage(trades: TradeLog, row: number): number {
  return (tradeProfit(trades, row) / trades.basis[row]!) * 100;
}
