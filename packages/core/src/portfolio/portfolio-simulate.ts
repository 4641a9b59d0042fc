import type { BacktestOptions } from '../backtest/backtest';
import { exitKind, exitTradedPrice, openKind } from '../backtest/exit-fill';
import { toPaisa, wholeDown } from '../backtest/fill-rounding';
import { fillBuy, fillSale, NO_ROW } from '../backtest/fills';
import { LOCKED_DOWN, LOCKED_UP, lockedAt } from '../backtest/locked-bar';
import { hasPriceExits, openOf, PriceExits, SIGNAL_EXIT } from '../backtest/price-exit';
import { barRange } from '../backtest/range';
import { nextFiring, type Signal } from '../backtest/signal';
import { FILL_CLOSE } from '../backtest/trade-log';
import { adjustmentFactor, type TradedBars, tradedCloseOf } from '../backtest/traded-bars';
import { exceeds } from '../tie';
import { PortfolioLog } from './portfolio-log';
import { compareRank, type RankBy, rankKey } from './rank-key';

/** How much of the equity an entry gets: an equal share (equity / max positions) or a percent of it. */
export type Sizing = 'equal' | 'percent';

export interface PortfolioOptions extends BacktestOptions {
  /** Positions held at once, at least 1. */
  readonly maxPositions: number;
  readonly sizing: Sizing;
  /** With `percent` sizing: the share of the equity an entry gets, in percent (above 0, at most 100). */
  readonly sizingPercent: number;
  readonly rankBy: RankBy;
}

/** One stock of a portfolio: its bars (back-adjusted, with traded closes) and signals over them. */
export interface PortfolioStock {
  readonly symbol: string;
  readonly bars: TradedBars;
  readonly buy: Signal;
  readonly sell: Signal;
  /** The stock's 14-session RSI of closes when ranking by it. */
  readonly rsi?: Float64Array;
}

/** The result of a portfolio simulation over the union of its stocks' sessions in the range. */
export interface PortfolioSimulation {
  /** The sessions (days since 1970-01-01) on which at least one stock traded, in the range. */
  readonly sessions: Int32Array;
  /** Cash plus the positions at each session's close, each marked at its latest traded close. */
  readonly equity: Float64Array;
  /** The positions' part of `equity`. */
  readonly invested: Float64Array;
  /** Positions held at each session's close. */
  readonly positions: Int32Array;
  /** Trades in the order they were bought; a position open at the end has sellIndex -1. */
  readonly trades: PortfolioLog;
  /** Each stock's bars in the range, [start, end] (end < start: none). */
  readonly ranges: readonly { readonly start: number; readonly end: number }[];
  readonly initialCapital: number;
  /** Cash plus the open positions at their last traded close, without sale costs. */
  readonly finalCapital: number;
  /** Traded value of every buy and of every sale, Rs. */
  readonly valueBought: number;
  readonly valueSold: number;
}

const NO_ORDER = 0;
const BUY_ORDER = 1;
const SALE_ORDER = 2;

/** A buy order waiting for its stock's open. */
interface BuyOrder {
  readonly stock: number;
  /** The bar it was first meant to fill on (its waited sessions count from there). */
  readonly since: number;
  /** The session its signal was read on; an earlier signal goes first. */
  readonly session: number;
  readonly key: number;
  /** The equity at its signal's close. */
  readonly equity: number;
}

/**
 * One capital over many stocks (docs/decisions/portfolio.md): each stock's signals as a single run reads them
 * (read at each close of its own sessions, the current state's signal only, none on its last bar in the range),
 * filled at its next open or at that close, with price exits, locked bars, bonus shares and costs as a single run
 * has them. What the portfolio adds: at most `maxPositions` held at once; an entry gets min(cash, budget), the
 * budget a share of the equity at its signal's close (equity / max positions, or sizingPercent % of it); at each
 * session's open (and each close, for fills at the close) the sales fill before the buys, and the buys go in order:
 * the earlier signal first, then by `rankBy`, then by symbol, each sized from the cash left. A buy that finds every
 * slot taken is dropped; one whose open is locked up waits (taking no slot) for the stock's next open. The equity
 * is read over the union of the stocks' sessions. Source: ours.
 */
export function simulatePortfolio(
  stocks: readonly PortfolioStock[],
  options: PortfolioOptions,
): PortfolioSimulation {
  const n = stocks.length;
  const ranges = stocks.map(({ bars }) => barRange(bars.date, options.from, options.to));
  const { sessions, sessionOf } = unionSessions(stocks, ranges);
  const count = sessions.length;
  // Each session's stocks and their bars, in stock order (a bucket per session).
  const first = new Int32Array(count + 1);
  for (let s = 0; s < n; s++) {
    const { start, end } = ranges[s]!;
    const date = stocks[s]!.bars.date;
    for (let u = start; u <= end; u++) first[sessionOf(date[u]!) + 1]!++;
  }
  for (let k = 0; k < count; k++) first[k + 1]! += first[k]!;
  const bucketStock = new Int32Array(first[count]!);
  const bucketBar = new Int32Array(first[count]!);
  {
    const fill = first.slice(0, count);
    for (let s = 0; s < n; s++) {
      const { start, end } = ranges[s]!;
      const date = stocks[s]!.bars.date;
      for (let u = start; u <= end; u++) {
        const at = fill[sessionOf(date[u]!)]!++;
        bucketStock[at] = s;
        bucketBar[at] = u;
      }
    }
  }

  const atClose = options.fill === 'close';
  const withExits = hasPriceExits(options);
  const exits: (PriceExits | null)[] = stocks.map(() => (withExits ? new PriceExits(options) : null));
  const log = new PortfolioLog();
  const shares = new Float64Array(n);
  const heldFactor = new Float64Array(n).fill(1);
  const boughtOn = new Int32Array(n);
  const openRow = new Int32Array(n).fill(NO_ROW);
  /** The traded close each stock is marked at: its latest in the range so far. */
  const mark = new Float64Array(n);
  const order = new Uint8Array(n);
  const saleReason = new Uint8Array(n);
  const saleSince = new Int32Array(n);
  const buyOrders: (BuyOrder | undefined)[] = new Array(n);
  /** Stocks held, in stock order (the equity adds them in this order). */
  const held: number[] = [];
  let cash = options.initialCapital;
  let valueBought = 0;
  let valueSold = 0;

  /** Adds the whole bonus shares of an issue going ex on stock s's bar u (see the single run's book). */
  const applyIssues = (s: number, u: number) => {
    const bars = stocks[s]!.bars;
    const traded = bars.tradedClose;
    if (traded === undefined) return;
    const factor = traded[u]! / bars.close[u]!;
    if (!(factor > 0 && factor < Number.POSITIVE_INFINITY)) return;
    if (exceeds(heldFactor[s]!, factor)) shares[s]! += wholeDown(shares[s]! * (heldFactor[s]! / factor - 1));
    heldFactor[s] = factor;
  };

  const equityNow = () => {
    let value = cash;
    for (const s of held) value += shares[s]! * mark[s]!;
    return value;
  };

  /** Buys stock s on bar u at adjusted `price` with at most `amount` Rs (fills.ts); nothing when not one lot. */
  const buy = (s: number, u: number, price: number, kind: number, waited: number, amount: number) => {
    const bars = stocks[s]!.bars;
    const c = log.count;
    const t = log.spare();
    const cost = fillBuy(t, c, bars, u, price, kind, waited, amount, options);
    if (cost === 0) return;
    log.add(s);
    cash -= cost;
    valueBought += t.tradedQuantity[c]! * t.tradedBuyPrice[c]!;
    shares[s] = t.tradedQuantity[c]!;
    heldFactor[s] = adjustmentFactor(bars, u);
    boughtOn[s] = bars.date[u]!;
    mark[s] = tradedCloseOf(bars, u);
    openRow[s] = c;
    exits[s]?.open(bars, u, t.buyPrice[c]!);
    let at = held.length;
    while (at > 0 && held[at - 1]! > s) at--;
    held.splice(at, 0, s);
  };

  /** Sells all of stock s on bar u at `tradedPrice` (not positive: bad data, no sale); true when sold. */
  const sell = (s: number, u: number, tradedPrice: number, kind: number, reason: number, waited: number) => {
    if (!(tradedPrice > 0)) return false;
    const bars = stocks[s]!.bars;
    applyIssues(s, u);
    const c = openRow[s]!;
    cash += fillSale(
      log.trades,
      c,
      bars,
      u,
      tradedPrice,
      kind,
      reason,
      waited,
      shares[s]!,
      boughtOn[s]!,
      options,
    );
    valueSold += shares[s]! * tradedPrice;
    shares[s] = 0;
    openRow[s] = NO_ROW;
    held.splice(held.indexOf(s), 1);
    return true;
  };

  /** Each stock's bar on the session being simulated (read only for the session's stocks). */
  const barOf = new Int32Array(n);
  const budgetOf = (equity: number) =>
    options.sizing === 'equal' ? equity / options.maxPositions : equity * (options.sizingPercent / 100);

  /** Fills `buys` (stocks at bar `barOf`) in their order while slots are free; those without a slot are dropped. */
  const fillBuys = (buys: BuyOrder[], fillAtClose: boolean) => {
    // With every slot taken, each is dropped: no order to find.
    if (held.length >= options.maxPositions) return;
    buys.sort(
      (a, b) =>
        a.session - b.session || compareRank(a.key, stocks[a.stock]!.symbol, b.key, stocks[b.stock]!.symbol),
    );
    for (const o of buys) {
      if (held.length >= options.maxPositions) continue;
      const u = barOf[o.stock]!;
      const bars = stocks[o.stock]!.bars;
      const price = fillAtClose ? bars.close[u]! : openOf(bars, u);
      const kind = fillAtClose ? FILL_CLOSE : openKind(bars, u);
      buy(o.stock, u, price, kind, u - o.since, Math.min(cash, budgetOf(o.equity)));
    }
  };

  const equity = new Float64Array(count);
  const invested = new Float64Array(count);
  const positions = new Int32Array(count);
  const toFillAtClose: BuyOrder[] = [];
  const toFillAtOpen: BuyOrder[] = [];

  for (let k = 0; k < count; k++) {
    const from = first[k]!;
    const to = first[k + 1]!;
    for (let i = from; i < to; i++) barOf[bucketStock[i]!] = bucketBar[i]!;
    // The open: orders waiting for it, sales first.
    toFillAtOpen.length = 0;
    for (let i = from; i < to; i++) {
      const s = bucketStock[i]!;
      const u = bucketBar[i]!;
      const bars = stocks[s]!.bars;
      if (order[s] === SALE_ORDER && lockedAt(bars, u) !== LOCKED_DOWN) {
        order[s] = NO_ORDER;
        const price = toPaisa(openOf(bars, u) * adjustmentFactor(bars, u));
        sell(s, u, price, openKind(bars, u), saleReason[s]!, u - saleSince[s]!);
      } else if (order[s] === BUY_ORDER && lockedAt(bars, u) !== LOCKED_UP) {
        order[s] = NO_ORDER;
        toFillAtOpen.push(buyOrders[s]!);
      }
    }
    fillBuys(toFillAtOpen, false);
    // The session: price exits of the positions held since an earlier bar, before the close is read.
    if (withExits) {
      for (let i = from; i < to; i++) {
        const s = bucketStock[i]!;
        const u = bucketBar[i]!;
        const c = openRow[s]!;
        if (c === NO_ROW || order[s] !== NO_ORDER || u <= log.trades.buyIndex[c]!) continue;
        const bars = stocks[s]!.bars;
        const found = exits[s]!;
        if (found.next(bars, u, u) < 0) continue;
        if (lockedAt(bars, u) === LOCKED_DOWN) {
          order[s] = SALE_ORDER;
          saleReason[s] = found.reason;
          saleSince[s] = u;
        } else {
          sell(s, u, exitTradedPrice(bars, u, found), exitKind(bars, u, found), found.reason, 0);
        }
      }
    }
    // The close: marks, then the signals of each stock's state (none on its last bar in the range).
    for (let i = from; i < to; i++) {
      const s = bucketStock[i]!;
      const u = bucketBar[i]!;
      if (shares[s]! > 0) applyIssues(s, u);
      mark[s] = tradedCloseOf(stocks[s]!.bars, u);
    }
    const signalEquity = equityNow();
    toFillAtClose.length = 0;
    for (let i = from; i < to; i++) {
      const s = bucketStock[i]!;
      const u = bucketBar[i]!;
      if (order[s] !== NO_ORDER || u === ranges[s]!.end) continue;
      const stock = stocks[s]!;
      const { bars } = stock;
      if (shares[s]! > 0) {
        if (nextFiring(stock.sell, u, u + 1) !== u) continue;
        if (atClose && lockedAt(bars, u) !== LOCKED_DOWN) {
          sell(s, u, toPaisa(bars.close[u]! * adjustmentFactor(bars, u)), FILL_CLOSE, SIGNAL_EXIT, 0);
        } else {
          order[s] = SALE_ORDER;
          saleReason[s] = SIGNAL_EXIT;
          saleSince[s] = atClose ? u : u + 1;
        }
      } else if (nextFiring(stock.buy, u, u + 1) === u) {
        const signal: BuyOrder = {
          stock: s,
          since: atClose ? u : u + 1,
          session: k,
          key: rankKey(options.rankBy, bars, u, stock.rsi),
          equity: signalEquity,
        };
        if (atClose && lockedAt(bars, u) !== LOCKED_UP) toFillAtClose.push(signal);
        else {
          order[s] = BUY_ORDER;
          buyOrders[s] = signal;
        }
      }
    }
    fillBuys(toFillAtClose, true);
    let value = 0;
    for (const s of held) value += shares[s]! * mark[s]!;
    equity[k] = cash + value;
    invested[k] = value;
    positions[k] = held.length;
  }

  const finalCapital = equityNow();
  for (const s of held) {
    const c = openRow[s]!;
    const { bars } = stocks[s]!;
    const end = ranges[s]!.end;
    log.trades.quantity[c] = shares[s]!;
    log.trades.sellPrice[c] = bars.close[end]!;
    log.trades.tradedSellPrice[c] = tradedCloseOf(bars, end);
  }
  return {
    sessions,
    equity,
    invested,
    positions,
    trades: log,
    ranges,
    initialCapital: options.initialCapital,
    finalCapital,
    valueBought,
    valueSold,
  };
}

/** The sorted days on which some stock has a bar in its range, and the index of a day among them. */
function unionSessions(
  stocks: readonly PortfolioStock[],
  ranges: readonly { start: number; end: number }[],
): { sessions: Int32Array; sessionOf: (day: number) => number } {
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  stocks.forEach(({ bars }, s) => {
    const { start, end } = ranges[s]!;
    if (end < start) return;
    low = Math.min(low, bars.date[start]!);
    high = Math.max(high, bars.date[end]!);
  });
  if (!(high >= low)) return { sessions: new Int32Array(0), sessionOf: () => -1 };
  const index = new Int32Array(high - low + 1).fill(-1);
  stocks.forEach(({ bars }, s) => {
    const { start, end } = ranges[s]!;
    for (let u = start; u <= end; u++) index[bars.date[u]! - low] = 0;
  });
  let k = 0;
  for (let d = 0; d < index.length; d++) if (index[d] === 0) index[d] = k++;
  const sessions = new Int32Array(k);
  for (let d = 0; d < index.length; d++) if (index[d]! >= 0) sessions[index[d]!] = low + d;
  return { sessions, sessionOf: (day) => index[day - low]! };
}
