import {
  atOrBelow,
  COMMISSIONS,
  commission,
  dayOf,
  type ExitReason,
  type Fill,
  floorTied,
  onTick,
  paisa,
  type ReferenceBars,
  type ReferenceOptions,
  type ReferenceTrade,
  referenceSale,
  rowOn,
  tied,
} from './reference-simulator';

/**
 * The portfolio rules of docs/decisions/portfolio.md written day by day as plainly as possible, for tests to hold
 * the engine against: one cash balance; each stock's signals read at its own closes (its state's signal only, none
 * on its last bar in the range), filled at its next open or that close; at each open and each close the sales
 * before the buys; the buys by earlier signal, then rank, then symbol, each getting min(cash, equity at its signal's
 * close / max positions, or x percent); a buy with every slot taken dropped; orders waiting through locked bars;
 * price exits, bonus shares, lots, ticks and costs as the single-stock reference has them. Nothing is shared with
 * the engine.
 */

export interface ReferenceStock {
  symbol: string;
  bars: ReferenceBars;
  buy: (i: number) => boolean;
  sell: (i: number) => boolean;
  /** The RSI column, when ranking by it. */
  rsi?: Float64Array;
}

export interface ReferencePortfolioOptions extends ReferenceOptions {
  from: number;
  to: number;
  maxPositions: number;
  sizing: 'equal' | 'percent';
  sizingPercent: number;
  rankBy: 'return-20' | 'turnover' | 'rsi-lowest' | 'volume-ratio';
}

export interface ReferencePortfolioTrade extends ReferenceTrade {
  symbol: string;
}

export interface ReferencePortfolioResult {
  days: number[];
  trades: ReferencePortfolioTrade[];
  equity: number[];
  finalCapital: number;
}

interface Position {
  shares: number;
  factor: number;
  trade: ReferencePortfolioTrade;
  fillBar: number;
}

interface Order {
  side: 'buy' | 'sell';
  reason: ExitReason;
  since: number;
  /** For a buy: the day its signal was read, its rank value (higher goes first; null: none) and the equity then. */
  signalDay: number;
  rank: number | null;
  equity: number;
}

export function referencePortfolio(
  stocks: ReferenceStock[],
  options: ReferencePortfolioOptions,
): ReferencePortfolioResult {
  const inRange = (bars: ReferenceBars, i: number) =>
    bars.date[i]! >= options.from && bars.date[i]! <= options.to;
  const daySet = new Set<number>();
  for (const { bars } of stocks) {
    for (let i = 0; i < bars.date.length; i++) if (inRange(bars, i)) daySet.add(bars.date[i]!);
  }
  const days = [...daySet].sort((a, b) => a - b);
  const lastBar = stocks.map(({ bars }) => {
    let last = -1;
    for (let i = 0; i < bars.date.length; i++) if (inRange(bars, i)) last = i;
    return last;
  });
  const barOn = (s: number, day: number) => {
    const { bars } = stocks[s]!;
    for (let i = 0; i < bars.date.length; i++) if (bars.date[i] === day && inRange(bars, i)) return i;
    return -1;
  };

  let cash = options.initialCapital;
  const trades: ReferencePortfolioTrade[] = [];
  const positions: (Position | null)[] = stocks.map(() => null);
  const orders: (Order | null)[] = stocks.map(() => null);
  const marks: number[] = stocks.map(() => 0);
  const equity: number[] = [];
  const costsOn = options.costs !== 'off';

  const knownFactor = (s: number, i: number): number | null => {
    const { bars } = stocks[s]!;
    if (bars.tradedClose === undefined) return 1;
    const traded = bars.tradedClose[i]!;
    const close = bars.close[i]!;
    return traded > 0 && close > 0 ? traded / close : null;
  };
  const factor = (s: number, i: number) => knownFactor(s, i) ?? 1;
  const tradedClose = (s: number, i: number) => {
    const { bars } = stocks[s]!;
    return bars.tradedClose ? bars.tradedClose[i]! : bars.close[i]!;
  };
  const commissionRow = (s: number, i: number) =>
    options.costs === 'today'
      ? COMMISSIONS[COMMISSIONS.length - 1]!
      : rowOn(COMMISSIONS, stocks[s]!.bars.date[i]!);
  const openFill = (s: number, i: number): { price: number; fill: Fill } => {
    const { bars } = stocks[s]!;
    return bars.noOpen?.[i] !== 1
      ? { price: bars.open[i]!, fill: 'open' }
      : { price: bars.close[i]!, fill: 'close-without-open' };
  };
  const locked = (s: number, i: number): 'up' | 'down' | null => {
    const { bars } = stocks[s]!;
    if (i === 0) return null;
    if (!(bars.high[i]! <= bars.low[i]! || tied(bars.high[i]!, bars.low[i]!))) return null;
    if (!(bars.close[i - 1]! > 0 && bars.close[i]! > 0)) return null;
    const base = bars.close[i - 1]! * factor(s, i);
    const now = bars.close[i]! * factor(s, i);
    const band = bars.date[i]! < dayOf('2026-04-20') ? 0.1 : 0.15;
    const reach = band * base - 0.1;
    if (now > base && atOrBelow(reach, now - base)) return 'up';
    if (now < base && atOrBelow(reach, base - now)) return 'down';
    return null;
  };
  const issues = (s: number, i: number) => {
    const position = positions[s];
    if (!position) return;
    const f = knownFactor(s, i);
    if (f === null) return;
    if (position.factor > f && !tied(position.factor, f)) {
      position.shares += floorTied(position.shares * (position.factor / f - 1));
    }
    position.factor = f;
  };
  const heldCount = () => positions.filter((p) => p !== null).length;
  const positionsValue = () => {
    let value = 0;
    stocks.forEach((_, s) => {
      const position = positions[s];
      if (position) value += position.shares * marks[s]!;
    });
    return value;
  };
  const equityNow = () => {
    let value = cash;
    stocks.forEach((_, s) => {
      const position = positions[s];
      if (position) value += position.shares * marks[s]!;
    });
    return value;
  };

  /** The value a stock is ranked by on bar i: higher goes first (the RSI negated); null when it has none. */
  const rankOf = (s: number, i: number): number | null => {
    const { bars, rsi } = stocks[s]!;
    if (options.rankBy === 'return-20') {
      if (i < 20 || !(bars.close[i - 20]! > 0)) return null;
      return bars.close[i]! / bars.close[i - 20]! - 1;
    }
    if (options.rankBy === 'turnover') return bars.volume[i]! * bars.close[i]!;
    if (options.rankBy === 'rsi-lowest') {
      const value = rsi?.[i];
      return value === undefined || Number.isNaN(value) ? null : -value;
    }
    if (i < 20) return null;
    let total = 0;
    for (let j = i - 20; j < i; j++) total += stocks[s]!.bars.volume[j]!;
    return total > 0 ? bars.volume[i]! / (total / 20) : null;
  };
  /** Whether order a of stock sa goes before order b of stock sb. */
  const goesBefore = (sa: number, a: Order, sb: number, b: Order) => {
    if (a.signalDay !== b.signalDay) return a.signalDay < b.signalDay;
    if (a.rank !== null && b.rank === null) return true;
    if (a.rank === null && b.rank !== null) return false;
    if (a.rank !== null && b.rank !== null && !tied(a.rank, b.rank)) return a.rank > b.rank;
    return stocks[sa]!.symbol < stocks[sb]!.symbol;
  };

  const buy = (s: number, i: number, price: number, fill: Fill, waited: number, amount: number) => {
    const { bars, symbol } = stocks[s]!;
    const f = factor(s, i);
    const traded = paisa(price * f);
    if (!(traded > 0)) return;
    const rates = costsOn ? commissionRow(s, i).rates : null;
    const feesOf = (value: number) => (rates === null ? 0 : commission(value, rates) + 0.00015 * value);
    let bought = (Math.floor(amount / traded / 10) + 1) * 10;
    while (bought > 0 && bought * traded + feesOf(bought * traded) > amount) bought -= 10;
    if (options.volumeCapPercent != null) {
      const most = floorTied(((bars.volume[i]! / f) * (options.volumeCapPercent / 100)) / 10) * 10;
      if (bought > most) bought = most;
    }
    if (bought <= 0) return;
    const value = bought * traded;
    const fees = feesOf(value);
    const trade: ReferencePortfolioTrade = {
      symbol,
      buyDate: bars.date[i]!,
      buyPrice: traded / f,
      tradedBuyPrice: traded,
      quantity: bought,
      tradedQuantity: bought,
      basis: value + fees,
      sellDate: 'Waiting',
      sellPrice: 0,
      tradedSellPrice: 0,
      profit: null,
      fees,
      exitReason: null,
      buyFill: fill,
      sellFill: null,
      waited,
      rules: {
        commissionBuy: rates === null ? null : commissionRow(s, i).from,
        commissionSell: null,
        tax: null,
      },
    };
    trades.push(trade);
    cash -= value + fees;
    positions[s] = { shares: bought, factor: f, trade, fillBar: i };
    marks[s] = tradedClose(s, i);
  };

  const sell = (s: number, i: number, traded: number, reason: ExitReason, fill: Fill, waited: number) => {
    const position = positions[s];
    if (!position || !(traded > 0)) return false;
    issues(s, i);
    const day = stocks[s]!.bars.date[i]!;
    const sale = { shares: position.shares, traded, day, factor: factor(s, i), reason, fill, waited };
    cash += referenceSale(position.trade, sale, options.costs);
    positions[s] = null;
    return true;
  };

  /** The price exit of stock s on bar i (see the single-stock reference): sold, or an order when locked down. */
  const priceExit = (s: number, i: number) => {
    const { bars } = stocks[s]!;
    const position = positions[s]!;
    const fillPrice = position.trade.buyPrice;
    let highest = bars.high[position.fillBar]!;
    for (let j = position.fillBar + 1; j < i; j++) if (bars.high[j]! > highest) highest = bars.high[j]!;
    const stops: { level: number; reason: ExitReason }[] = [];
    if (options.stopLossPercent != null)
      stops.push({ level: fillPrice * (1 - options.stopLossPercent / 100), reason: 'stop-loss' });
    if (options.trailingStopPercent != null)
      stops.push({ level: highest * (1 - options.trailingStopPercent / 100), reason: 'trailing-stop' });
    const opened = openFill(s, i);
    const f = factor(s, i);
    let exit: { traded: number; reason: ExitReason; fill: Fill } | null = null;
    const reached = stops.filter((stop) => atOrBelow(bars.low[i]!, stop.level));
    if (reached.length > 0) {
      let higher = reached[0]!;
      for (const stop of reached)
        if (stop.level > higher.level && !tied(stop.level, higher.level)) higher = stop;
      if (atOrBelow(opened.price, higher.level)) {
        if (opened.price > 0)
          exit = { traded: paisa(opened.price * f), reason: higher.reason, fill: opened.fill };
      } else exit = { traded: onTick(higher.level * f, false), reason: higher.reason, fill: 'level' };
    } else if (options.takeProfitPercent != null) {
      const level = fillPrice * (1 + options.takeProfitPercent / 100);
      if (atOrBelow(level, bars.high[i]!)) {
        exit = atOrBelow(level, opened.price)
          ? { traded: paisa(opened.price * f), reason: 'take-profit', fill: opened.fill }
          : { traded: onTick(level * f, true), reason: 'take-profit', fill: 'level' };
      }
    }
    if (exit === null) return;
    if (locked(s, i) === 'down')
      orders[s] = { side: 'sell', reason: exit.reason, since: i, signalDay: 0, rank: null, equity: 0 };
    else sell(s, i, exit.traded, exit.reason, exit.fill, 0);
  };

  /** Buys the listed stocks in order, while a slot is free, at the open or the close of their bars. */
  const buyInOrder = (list: { s: number; i: number; order: Order }[], atClose: boolean) => {
    const remaining = [...list];
    while (remaining.length > 0) {
      let best = 0;
      for (let k = 1; k < remaining.length; k++) {
        const a = remaining[k]!;
        const b = remaining[best]!;
        if (goesBefore(a.s, a.order, b.s, b.order)) best = k;
      }
      const { s, i, order } = remaining.splice(best, 1)[0]!;
      if (heldCount() >= options.maxPositions) continue;
      const budget =
        options.sizing === 'equal'
          ? order.equity / options.maxPositions
          : order.equity * (options.sizingPercent / 100);
      const amount = Math.min(cash, budget);
      if (atClose) buy(s, i, stocks[s]!.bars.close[i]!, 'close', i - order.since, amount);
      else {
        const at = openFill(s, i);
        buy(s, i, at.price, at.fill, i - order.since, amount);
      }
    }
  };

  for (const day of days) {
    const today = stocks.map((_, s) => barOn(s, day));
    // The open: sales, then buys.
    stocks.forEach((_, s) => {
      const i = today[s]!;
      const order = orders[s];
      if (i < 0 || !order || order.side !== 'sell' || locked(s, i) === 'down') return;
      orders[s] = null;
      const at = openFill(s, i);
      sell(s, i, paisa(at.price * factor(s, i)), order.reason, at.fill, i - order.since);
    });
    const opening: { s: number; i: number; order: Order }[] = [];
    stocks.forEach((_, s) => {
      const i = today[s]!;
      const order = orders[s];
      if (i < 0 || !order || order.side !== 'buy' || locked(s, i) === 'up') return;
      orders[s] = null;
      opening.push({ s, i, order });
    });
    buyInOrder(opening, false);
    // The session: price exits.
    stocks.forEach((_, s) => {
      const i = today[s]!;
      const position = positions[s];
      if (i >= 0 && position && orders[s] === null && i > position.fillBar) priceExit(s, i);
    });
    // The close.
    stocks.forEach((_, s) => {
      const i = today[s]!;
      if (i < 0) return;
      issues(s, i);
      marks[s] = tradedClose(s, i);
    });
    const equityAtSignal = equityNow();
    const closing: { s: number; i: number; order: Order }[] = [];
    stocks.forEach((stock, s) => {
      const i = today[s]!;
      if (i < 0 || i === lastBar[s] || orders[s] !== null) return;
      const atClose = options.fill === 'close';
      if (positions[s] !== null) {
        if (!stock.sell(i)) return;
        if (atClose && locked(s, i) !== 'down') {
          sell(s, i, paisa(stock.bars.close[i]! * factor(s, i)), 'signal', 'close', 0);
        } else {
          const since = atClose ? i : i + 1;
          orders[s] = { side: 'sell', reason: 'signal', since, signalDay: day, rank: null, equity: 0 };
        }
      } else if (stock.buy(i)) {
        const order: Order = {
          side: 'buy',
          reason: 'signal',
          since: atClose ? i : i + 1,
          signalDay: day,
          rank: rankOf(s, i),
          equity: equityAtSignal,
        };
        if (atClose && locked(s, i) !== 'up') closing.push({ s, i, order });
        else orders[s] = order;
      }
    });
    buyInOrder(closing, true);
    equity.push(cash + positionsValue());
  }

  const finalCapital = equityNow();
  stocks.forEach((_, s) => {
    const position = positions[s];
    if (!position) return;
    const last = lastBar[s]!;
    position.trade.quantity = position.shares;
    position.trade.sellPrice = stocks[s]!.bars.close[last]!;
    position.trade.tradedSellPrice = tradedClose(s, last);
  });
  return { days, trades, equity, finalCapital };
}
