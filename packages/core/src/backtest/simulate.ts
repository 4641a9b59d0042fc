import { COMMISSION_ROWS, TAX_ROWS } from '../rulebook/rulebook';
import { commissionRowOn, taxRowOn } from '../rulebook/rules-on';
import { hasRealOpen } from '../series';
import { exceeds } from '../tie';
import {
  affordableShares,
  buyFees,
  type CostsMode,
  capitalGainsTaxRate,
  LOT_SIZE,
  saleCharges,
} from './costs';
import { tickDown, tickUp, toPaisa, wholeDown } from './fill-rounding';
import { LOCKED_DOWN, LOCKED_UP, lockedAt } from './locked-bar';
import {
  hasPriceExits,
  openOf,
  type PriceExitOptions,
  PriceExits,
  SIGNAL_EXIT,
  TAKE_PROFIT,
} from './price-exit';
import { RunBuffers } from './run-buffers';
import { nextFiring, type Signal } from './signal';
import { FILL_CLOSE, FILL_CLOSE_WITHOUT_OPEN, FILL_LEVEL, FILL_OPEN, type TradeLog } from './trade-log';
import { adjustmentFactor, type TradedBars } from './traded-bars';

/** When a signal read at the close of bar t is filled: the open of t + 1 (default) or the close of t. */
export type FillMode = 'next_open' | 'close';

export interface SimulationOptions extends PriceExitOptions {
  /** Rs at the start of the range. */
  readonly initialCapital: number;
  /** Which rulebook rows the fills pay (costs.ts). */
  readonly costs: CostsMode;
  readonly fill: FillMode;
  /** A buy takes at most this percent of its bar's traded volume (whole lots); absent or null is no cap. */
  readonly volumeCapPercent?: number | null;
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

const NO_ROW = -1;

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
  private readonly ratesToday = COMMISSION_ROWS.length - 1;

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

  /** The commission row of a fill on `day`, or NO_ROW without costs. */
  private commissionRow(day: number): number {
    const mode = this.options.costs;
    return mode === 'off' ? NO_ROW : mode === 'today' ? this.ratesToday : commissionRowOn(day);
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

  /**
   * Buys on bar `u` at adjusted price `price` (filled as `kind`) with all the cash: the largest whole lot that
   * the cash and the volume cap allow, in traded prices; nothing when not even one lot.
   */
  buy(u: number, price: number, kind: number, waited: number): void {
    const { bars, log, options } = this;
    const factor = adjustmentFactor(bars, u);
    const tradedPrice = toPaisa(price * factor);
    // Not one lot within the cash (costs only add to it): nothing bought. A flat book whose cash cannot buy a lot
    // of a dear stock tries again on every bar its signal holds, so this is the common way out.
    if (!(tradedPrice > 0 && LOT_SIZE * tradedPrice <= this.cash)) return;
    const row = this.commissionRow(bars.date[u]!);
    const rates = row === NO_ROW ? null : COMMISSION_ROWS[row]!.value;
    let bought = affordableShares(this.cash, tradedPrice, rates);
    const cap = options.volumeCapPercent;
    if (cap != null) {
      const tradedVolume = bars.volume[u]! / factor;
      bought = Math.min(bought, LOT_SIZE * wholeDown((tradedVolume * (cap / 100)) / LOT_SIZE));
    }
    if (!(bought > 0)) return;
    const value = bought * tradedPrice;
    const fees = rates === null ? 0 : buyFees(value, rates);
    this.cash -= value + fees;
    this.shares = bought;
    this.heldFactor = factor;
    this.boughtOn = bars.date[u]!;
    const c = this.count;
    log.buyIndex[c] = u;
    log.sellIndex[c] = -1;
    log.tradedQuantity[c] = bought;
    log.quantity[c] = bought;
    log.tradedBuyPrice[c] = tradedPrice;
    log.buyPrice[c] = tradedPrice / factor;
    log.basis[c] = value + fees;
    log.buyFees[c] = fees;
    log.buyFill[c] = kind;
    log.waited[c] = waited;
    log.commissionBuyRow[c] = row;
    // The row may hold an earlier run's trade: an open position has no sale.
    log.sellPrice[c] = 0;
    log.tradedSellPrice[c] = 0;
    log.proceeds[c] = 0;
    log.sellFees[c] = 0;
    log.tax[c] = 0;
    log.sellFill[c] = FILL_OPEN;
    log.exitReason[c] = SIGNAL_EXIT;
    log.commissionSellRow[c] = NO_ROW;
    log.taxRow[c] = NO_ROW;
    this.exits?.open(bars, u, log.buyPrice[c]!);
  }

  /**
   * Sells the whole position on bar `u` at traded price `tradedPrice` (filled as `kind`, for `reason`), after
   * its issues up to that bar; a price that is not positive (bad data) leaves it open. True when sold.
   */
  sell(u: number, tradedPrice: number, kind: number, reason: number, waited: number): boolean {
    if (!(tradedPrice > 0)) return false;
    const { bars, log, options } = this;
    this.applyIssues(u);
    const row = this.commissionRow(bars.date[u]!);
    const value = this.shares * tradedPrice;
    const charges = row === NO_ROW ? 0 : saleCharges(value, COMMISSION_ROWS[row]!.value);
    const received = value - charges;
    const c = this.count;
    const gain = received - log.basis[c]!;
    const taxRow =
      options.costs === 'off'
        ? NO_ROW
        : options.costs === 'today'
          ? TAX_ROWS.length - 1
          : taxRowOn(bars.date[u]!);
    const owed =
      taxRow !== NO_ROW && gain > 0
        ? gain * capitalGainsTaxRate(bars.date[u]! - this.boughtOn, TAX_ROWS[taxRow]!.value)
        : 0;
    log.sellIndex[c] = u;
    log.quantity[c] = this.shares;
    log.tradedSellPrice[c] = tradedPrice;
    log.sellPrice[c] = tradedPrice / adjustmentFactor(bars, u);
    log.proceeds[c] = received;
    log.sellFees[c] = charges + owed;
    log.tax[c] = owed;
    log.exitReason[c] = reason;
    log.sellFill[c] = kind;
    log.waited[c]! += waited;
    log.commissionSellRow[c] = row;
    log.taxRow[c] = taxRow;
    this.cash += received - owed;
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

/** The fill kind of a fill at bar `u`'s open: its open, or its close when the open is not a real print. */
function openKind(bars: TradedBars, u: number): number {
  return hasRealOpen(bars, u) ? FILL_OPEN : FILL_CLOSE_WITHOUT_OPEN;
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
          const factor = adjustmentFactor(bars, t);
          const level = exits.price * factor;
          const traded = exits.atOpen
            ? toPaisa(level)
            : exits.reason === TAKE_PROFIT
              ? tickUp(level)
              : tickDown(level);
          const kind = exits.atOpen ? openKind(bars, t) : FILL_LEVEL;
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
