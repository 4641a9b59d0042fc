import { exceeds } from '../tie';
import { exitKind, exitTradedPrice, openKind } from './exit-fill';
import { toPaisa, wholeDown } from './fill-rounding';
import { type FillOptions, fillBuy, fillSale } from './fills';
import { LOCKED_DOWN, LOCKED_UP, lockedAt } from './locked-bar';
import { hasPriceExits, openOf, type PriceExitOptions, PriceExits, SIGNAL_EXIT } from './price-exit';
import { RunBuffers } from './run-buffers';
import { nextFiring, type Signal } from './signal';
import { FILL_CLOSE, type TradeLog } from './trade-log';
import { adjustmentFactor, type TradedBars } from './traded-bars';

/** When a signal read at the close of bar t is filled: the open of t + 1 (default) or the close of t. */
export type FillMode = 'next_open' | 'close';

export interface SimulationOptions extends PriceExitOptions, FillOptions {
  /** Rs at the start of the range. */
  readonly initialCapital: number;
  readonly fill: FillMode;
}

/** The result of simulating signals over bars [start, end] (an empty range when end < start). */
export interface Simulation {
  readonly start: number;
  readonly end: number;
  readonly trades: TradeLog;
  /** Cash plus the position at each close of the range (whole shares at the traded close), after that bar's fills. */
  readonly equity: Float64Array;
  readonly initialCapital: number;
  /** Cash plus an open position valued at the last traded close, without sale costs. */
  readonly finalCapital: number;
  /** Bars of the range at whose close a position was held. */
  readonly barsHeld: number;
  /** Bars of the range whose open is not a real print. */
  readonly barsWithoutOpen: number;
}

/**
 * The book of one simulation: cash, the open position in whole traded shares, the trade being written (row
 * `count`) and the equity written so far.
 */
class Book {
  cash: number;
  /** Whole traded shares held; 0 when flat. */
  shares = 0;
  /** The adjustment factor of the last bar held whose factor is known: a drop in it is an issue's ex-date. */
  heldFactor = 1;
  boughtOn = 0;
  count = 0;
  barsHeld = 0;

  constructor(
    private readonly bars: TradedBars,
    private readonly log: TradeLog,
    private readonly equity: Float64Array,
    private readonly start: number,
    private readonly options: SimulationOptions,
    private readonly exits: PriceExits | null,
  ) {
    this.cash = options.initialCapital;
  }

  /**
   * Adds the bonus shares of an issue that goes ex on bar `u`: floor(shares x (factor step - 1)) whole shares,
   * the fraction dropped. An issue shows as a drop of the bar's factor; a bar whose factor is unknown (bad data)
   * is passed over.
   */
  applyIssues(u: number): void {
    const traded = this.bars.tradedClose;
    if (traded === undefined) return;
    const factor = traded[u]! / this.bars.close[u]!;
    if (!(factor > 0 && factor < Number.POSITIVE_INFINITY)) return;
    if (exceeds(this.heldFactor, factor)) {
      this.shares += wholeDown(this.shares * (this.heldFactor / factor - 1));
    }
    this.heldFactor = factor;
  }

  /** Writes bar `u`'s equity: cash, and a position held through its close at the traded close. */
  value(u: number): void {
    if (this.shares > 0) {
      this.applyIssues(u);
      const traded = this.bars.tradedClose;
      this.equity[u - this.start] =
        this.cash + this.shares * (traded === undefined ? this.bars.close[u]! : traded[u]!);
      this.barsHeld++;
    } else {
      this.equity[u - this.start] = this.cash;
    }
  }

  /** Values bars [from, to) held through their closes (`value` on each, in one loop). */
  hold(from: number, to: number): void {
    const { equity, start, cash, bars } = this;
    const traded = bars.tradedClose;
    if (traded === undefined) {
      // No issue to apply: the shares stay as they are.
      const { close } = bars;
      const shares = this.shares;
      for (let u = from; u < to; u++) equity[u - start] = cash + shares * close[u]!;
      this.barsHeld += Math.max(0, to - from);
      return;
    }
    // `value` on each bar, with `applyIssues` written into the loop: the bars held are most of a run's bars.
    const { close } = bars;
    let shares = this.shares;
    let held = this.heldFactor;
    for (let u = from; u < to; u++) {
      const factor = traded[u]! / close[u]!;
      if (factor > 0 && factor < Number.POSITIVE_INFINITY) {
        if (exceeds(held, factor)) shares += wholeDown(shares * (held / factor - 1));
        held = factor;
      }
      equity[u - start] = cash + shares * traded[u]!;
    }
    this.shares = shares;
    this.heldFactor = held;
    this.barsHeld += Math.max(0, to - from);
  }

  /** A buy order first tried at bar `first`'s open, waiting through bars locked up to `end`; the bar to go on from. */
  waitingBuy(first: number, end: number, intended: number): number {
    const { bars } = this;
    let u = first;
    for (; u <= end && lockedAt(bars, u) === LOCKED_UP; u++) this.equity[u - this.start] = this.cash;
    if (u <= end) this.buy(u, openOf(bars, u), openKind(bars, u), u - intended);
    return u;
  }

  /** A sale first tried at bar `first`'s open, waiting through bars locked down (no price exit meanwhile). */
  waitingSale(first: number, end: number, intended: number, reason: number): number {
    const { bars } = this;
    let u = first;
    for (; u <= end && lockedAt(bars, u) === LOCKED_DOWN; u++) this.value(u);
    if (u <= end) {
      const price = toPaisa(openOf(bars, u) * adjustmentFactor(bars, u));
      this.sell(u, price, openKind(bars, u), reason, u - intended);
    }
    return u;
  }

  /** Buys on bar `u` at adjusted price `price` (filled as `kind`) with all the cash (fills.ts); nothing when not one lot. */
  buy(u: number, price: number, kind: number, waited: number): void {
    const { bars, log } = this;
    const cost = fillBuy(log, this.count, bars, u, price, kind, waited, this.cash, this.options);
    if (cost === 0) return;
    this.cash -= cost;
    this.shares = log.tradedQuantity[this.count]!;
    this.heldFactor = adjustmentFactor(bars, u);
    this.boughtOn = bars.date[u]!;
    this.exits?.open(bars, u, log.buyPrice[this.count]!);
  }

  /**
   * Sells the whole position on bar `u` at traded price `tradedPrice` (filled as `kind`, for `reason`), after
   * its issues up to that bar; a price that is not positive (bad data) leaves it open. True when sold.
   */
  sell(u: number, tradedPrice: number, kind: number, reason: number, waited: number): boolean {
    if (!(tradedPrice > 0)) return false;
    this.applyIssues(u);
    const { bars, log, options } = this;
    this.cash += fillSale(
      log,
      this.count,
      bars,
      u,
      tradedPrice,
      kind,
      reason,
      waited,
      this.shares,
      this.boughtOn,
      options,
    );
    this.shares = 0;
    this.count++;
    return true;
  }

  /** The position still open at the end of the range: its shares and last traded close. */
  closeBooks(end: number): void {
    if (this.shares === 0) return;
    const c = this.count;
    this.log.quantity[c] = this.shares;
    this.log.sellPrice[c] = this.bars.close[end]!;
    this.log.tradedSellPrice[c] = this.bars.tradedClose?.[end] ?? this.bars.close[end]!;
    this.count++;
  }
}

/**
 * Long-only execution of a buy and a sell signal over bars [start, end] (docs/decisions/back-test.md,
 * "Execution", and docs/decisions/fills.md): signals read at each close, filled at the next open or at
 * that close, the signal of the current state counts, none on the last bar is filled; all cash per entry in
 * whole lots of 10 traded shares, bonus shares whole; the price exits the options ask for (price-exit.ts),
 * filled on the tick, checked on each bar held before its close is read; an order that meets a bar locked at
 * the band against it waits for the next open that is not; costs from the rulebook rows the options choose. The
 * equity and the trades are written into `buffers` (new ones by default). Source: ours.
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
  const atClose = options.fill === 'close';
  const exits = hasPriceExits(options) ? new PriceExits(options) : null;
  // A trade takes a bar to open and another to close; one a bar when a price exit may close it on the bar after
  // a fill at the close, and a new one open at that bar's close.
  const log = buffers.trades((exits !== null && atClose ? length : length >> 1) + 1);
  const book = new Book(bars, log, equity, start, options, exits);
  const { close } = bars;

  // The sell signal's next firing `sellAt`, searched from `sellFrom`: the answer for any search from a bar in
  // [sellFrom, sellAt] too (the signal depends on the bars alone), so that a position bought again after a price
  // exit does not scan the same bars for the same signal.
  let sellFrom = end + 1;
  let sellAt = end;
  let t = start;
  while (t <= end) {
    // Run ahead to the next bar whose signal counts for the state, valuing the bars passed.
    if (book.shares === 0) {
      const next = nextFiring(buy, t, end);
      // A loop, not `fill`: a builtin call costs more than the few bars of most flat stretches.
      const cash = book.cash;
      for (let u = t; u < next; u++) equity[u - start] = cash;
      t = next;
    } else {
      if (t < sellFrom || t > sellAt) {
        sellFrom = t;
        sellAt = nextFiring(sell, t, end);
      }
      const next = sellAt;
      // A price exit on a bar up to the signal's comes first: it is intraday, before that bar's close is read.
      const exit = exits === null ? -1 : exits.next(bars, Math.max(t, log.buyIndex[book.count]! + 1), next);
      const stop = exit < 0 ? next : exit;
      book.hold(t, stop);
      t = Math.max(t, stop);
      if (exits !== null && exit >= 0) {
        if (lockedAt(bars, t) === LOCKED_DOWN) {
          // Not on this bar: at the next open that is not locked down.
          book.value(t);
          t = book.waitingSale(t + 1, end, t, exits.reason);
          continue;
        }
        {
          const traded = exitTradedPrice(bars, t, exits);
          const kind = exitKind(bars, t, exits);
          // Flat at bar t's close, whose buy signal is read as on any flat bar (none on the last).
          // A price off the tick's scale (bad data) sells nothing: the bar's sell signal may still count.
          if (book.sell(t, traded, kind, exits.reason, 0)) continue;
          if (t !== next) {
            book.value(t);
            t++;
            continue;
          }
        }
      }
    }
    if (t === end) break;
    // A signal at t < end.
    if (book.shares === 0) {
      if (atClose && lockedAt(bars, t) !== LOCKED_UP) {
        book.buy(t, close[t]!, FILL_CLOSE, 0);
        book.value(t);
        t++;
      } else {
        equity[t - start] = book.cash;
        t = book.waitingBuy(t + 1, end, atClose ? t : t + 1);
      }
    } else if (atClose && lockedAt(bars, t) !== LOCKED_DOWN) {
      book.sell(t, toPaisa(close[t]! * adjustmentFactor(bars, t)), FILL_CLOSE, SIGNAL_EXIT, 0);
      book.value(t);
      t++;
    } else {
      book.value(t);
      t = book.waitingSale(t + 1, end, atClose ? t : t + 1, SIGNAL_EXIT);
    }
  }
  if (t === end) book.value(end);
  const finalCapital =
    book.shares > 0 ? book.cash + book.shares * (bars.tradedClose?.[end] ?? close[end]!) : book.cash;
  book.closeBooks(end);
  log.count = book.count;
  let barsWithoutOpen = 0;
  if (bars.noOpen !== undefined)
    for (let u = start; u <= end; u++) barsWithoutOpen += bars.noOpen[u] === 1 ? 1 : 0;
  return {
    start,
    end,
    trades: log,
    equity,
    initialCapital: options.initialCapital,
    finalCapital,
    barsHeld: book.barsHeld,
    barsWithoutOpen,
  };
}
