import type { Bars } from '../src/series';

/**
 * The execution rules of docs/decisions/back-test.md (signals read at each close and filled at the next open
 * or that close, all cash in whole lots of 10 traded shares, whole bonus shares, NEPSE's costs and tax by the
 * rulebook's dates, no fill of a signal on the last bar, the price exits on the tick, orders waiting through
 * bars locked at the band, the volume cap), written bar by bar as plainly as possible, for tests to hold the
 * engine against. Nothing here is shared with the engine: the rulebook's rows are written out again below.
 */

/** Back-adjusted bars and, when an issue adjusted them, their closes as traded on the day. */
export type ReferenceBars = Bars & { tradedClose?: Float64Array };

export interface ReferenceOptions {
  initialCapital: number;
  costs: 'dated' | 'today' | 'off';
  fill: 'next_open' | 'close';
  /** Percent; absent or null is off. */
  stopLossPercent?: number | null;
  takeProfitPercent?: number | null;
  trailingStopPercent?: number | null;
  volumeCapPercent?: number | null;
}

export type ExitReason = 'signal' | 'stop-loss' | 'take-profit' | 'trailing-stop';
export type Fill = 'open' | 'close' | 'close-without-open' | 'level';

export interface ReferenceTrade {
  buyDate: number;
  /** Adjusted: the traded price over the buy bar's factor. */
  buyPrice: number;
  tradedBuyPrice: number;
  /** Whole traded shares held at the sale (at the end while open). */
  quantity: number;
  /** Shares bought, a multiple of 10. */
  tradedQuantity: number;
  basis: number;
  /** 'Waiting' while open. */
  sellDate: number | 'Waiting';
  sellPrice: number;
  tradedSellPrice: number;
  profit: number | null;
  fees: number;
  /** Null while open. */
  exitReason: ExitReason | null;
  buyFill: Fill;
  sellFill: Fill | null;
  waited: number;
  /** The dates the rows paid took effect; null where none was paid. */
  rules: { commissionBuy: string | null; commissionSell: string | null; tax: string | null };
}

export interface ReferenceResult {
  trades: ReferenceTrade[];
  finalCapital: number;
  equity: number[];
}

const DAY_MS = 86_400_000;
export const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** The rulebook's rows again, by the day they take effect. */
export const COMMISSIONS = [
  { from: '1995-07-20', rates: [0.006, 0.0055, 0.005, 0.0045, 0.004] },
  { from: '2020-12-27', rates: [0.004, 0.0037, 0.0034, 0.003, 0.0027] },
  { from: '2024-05-14', rates: [0.0036, 0.0033, 0.00306, 0.0027, 0.00243] },
];
export const TAXES = [
  { from: '1995-07-20', short: 0.05, long: 0.05 },
  { from: '2021-07-16', short: 0.075, long: 0.05 },
  { from: '2026-07-17', short: 0.1, long: 0.075 },
];

/** The last row whose day is on or before `day` (the first row before them all). */
export function rowOn<T extends { from: string }>(rows: T[], day: number): T {
  let found = rows[0]!;
  for (const row of rows) if (dayOf(row.from) <= day) found = row;
  return found;
}

/** Ties are ties: values within 1e-9 of each other, relative to the larger magnitude and at least 1, are equal. */
export const tied = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1);
export const atOrBelow = (a: number, b: number) => a <= b || tied(a, b);

/** The whole number at or below x, a whole number within a tie counting as x. */
export function floorTied(x: number): number {
  const near = Math.round(x);
  return Math.abs(x - near) <= 1e-9 * Math.max(Math.abs(x), 1) ? near : Math.floor(x);
}

/** Rs 0.10 ticks, down or up; a price within a tie of a tick is on it. */
export function onTick(price: number, up: boolean): number {
  const near = Math.round(price * 10) / 10;
  if (Math.abs(price - near) <= 1e-9 * Math.max(Math.abs(price), 1)) return near;
  return (up ? Math.ceil(price * 10) : Math.floor(price * 10)) / 10;
}

export const paisa = (price: number) => Math.round(price * 100) / 100;

export function commission(value: number, rates: number[]): number {
  let rate: number;
  if (value <= 50_000) rate = rates[0]!;
  else if (value <= 500_000) rate = rates[1]!;
  else if (value <= 2_000_000) rate = rates[2]!;
  else if (value <= 10_000_000) rate = rates[3]!;
  else rate = rates[4]!;
  return Math.max(10, rate * value);
}

/** What a reference sale is: `shares` traded shares at `traded` on `day`, whose prices were divided by `factor`. */
export interface ReferenceSale {
  shares: number;
  traded: number;
  day: number;
  factor: number;
  reason: ExitReason;
  fill: Fill;
  waited: number;
}

/**
 * Writes a sale into its trade, with the commission and tax rows of its day (today's under `today`, none when off),
 * and gives the cash it brings, net of tax. The single-stock and the portfolio references both sell here.
 */
export function referenceSale(
  trade: ReferenceTrade,
  sale: ReferenceSale,
  costs: ReferenceOptions['costs'],
): number {
  const { shares, traded, day } = sale;
  const costsOn = costs !== 'off';
  const commissionRow = costs === 'today' ? COMMISSIONS[COMMISSIONS.length - 1]! : rowOn(COMMISSIONS, day);
  const taxRow = costs === 'today' ? TAXES[TAXES.length - 1]! : rowOn(TAXES, day);
  const value = shares * traded;
  const charges = costsOn ? commission(value, commissionRow.rates) + 0.00015 * value + 25 : 0;
  const net = value - charges;
  let tax = 0;
  if (costsOn && net - trade.basis > 0) {
    tax = (net - trade.basis) * (day - trade.buyDate <= 365 ? taxRow.short : taxRow.long);
  }
  trade.sellDate = day;
  trade.quantity = shares;
  trade.tradedSellPrice = traded;
  trade.sellPrice = traded / sale.factor;
  trade.profit = net - tax - trade.basis;
  trade.fees += charges + tax;
  trade.exitReason = sale.reason;
  trade.sellFill = sale.fill;
  trade.waited += sale.waited;
  trade.rules.commissionSell = costsOn ? commissionRow.from : null;
  trade.rules.tax = costsOn ? taxRow.from : null;
  return net - tax;
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
  let position: { shares: number; factor: number; trade: ReferenceTrade; fillBar: number } | null = null;
  /** An order waiting for an open: since the bar it was first meant to fill on. */
  let order: { side: 'buy' | 'sell'; reason: ExitReason; since: number } | null = null;

  // Bar i's prices were divided by traded close / adjusted close (unknown for a bad close: 1 for prices).
  const knownFactor = (i: number): number | null => {
    if (bars.tradedClose === undefined) return 1;
    const traded = bars.tradedClose[i]!;
    const close = bars.close[i]!;
    return traded > 0 && close > 0 ? traded / close : null;
  };
  const factor = (i: number) => knownFactor(i) ?? 1;
  const tradedClose = (i: number) => (bars.tradedClose ? bars.tradedClose[i]! : bars.close[i]!);
  const realOpen = (i: number) => bars.noOpen?.[i] !== 1;
  const costsOn = options.costs !== 'off';
  const commissionRow = (i: number) =>
    options.costs === 'today' ? COMMISSIONS[COMMISSIONS.length - 1]! : rowOn(COMMISSIONS, bars.date[i]!);

  /** 'up' or 'down' when bar i traded one price at a limit of the band (within a tick) from the previous close. */
  const locked = (i: number): 'up' | 'down' | null => {
    if (i === 0) return null;
    if (!(bars.high[i]! <= bars.low[i]! || tied(bars.high[i]!, bars.low[i]!))) return null;
    if (!(bars.close[i - 1]! > 0 && bars.close[i]! > 0)) return null;
    const f = factor(i);
    const base = bars.close[i - 1]! * f;
    const now = bars.close[i]! * f;
    const band = bars.date[i]! < dayOf('2026-04-20') ? 0.1 : 0.15;
    const reach = band * base - 0.1;
    if (now > base && atOrBelow(reach, now - base)) return 'up';
    if (now < base && atOrBelow(reach, base - now)) return 'down';
    return null;
  };

  /** Bonus shares of an issue going ex on bar i while holding: the fraction dropped. */
  const issues = (i: number) => {
    if (position === null) return;
    const f = knownFactor(i);
    if (f === null) return;
    if (position.factor > f && !tied(position.factor, f)) {
      position.shares += floorTied(position.shares * (position.factor / f - 1));
    }
    position.factor = f;
  };

  const buy = (i: number, price: number, fill: Fill, waited: number) => {
    const f = factor(i);
    const traded = paisa(price * f);
    if (!(traded > 0)) return;
    const rates = costsOn ? commissionRow(i).rates : null;
    const feesOf = (value: number) => (rates === null ? 0 : commission(value, rates) + 0.00015 * value);
    // Count down from more shares than the cash could pay for, one lot at a time.
    let bought = (Math.floor(cash / traded / 10) + 1) * 10;
    while (bought > 0 && bought * traded + feesOf(bought * traded) > cash) bought -= 10;
    if (options.volumeCapPercent != null) {
      const most = floorTied(((bars.volume[i]! / f) * (options.volumeCapPercent / 100)) / 10) * 10;
      if (bought > most) bought = most;
    }
    if (bought <= 0) return;
    const value = bought * traded;
    const fees = feesOf(value);
    const trade: ReferenceTrade = {
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
        commissionBuy: rates === null ? null : commissionRow(i).from,
        commissionSell: null,
        tax: null,
      },
    };
    trades.push(trade);
    cash -= value + fees;
    position = { shares: bought, factor: f, trade, fillBar: i };
  };

  const sell = (i: number, traded: number, reason: ExitReason, fill: Fill, waited: number): boolean => {
    if (position === null || !(traded > 0)) return false;
    issues(i);
    const sale = {
      shares: position.shares,
      traded,
      day: bars.date[i]!,
      factor: factor(i),
      reason,
      fill,
      waited,
    };
    cash += referenceSale(position.trade, sale, options.costs);
    position = null;
    return true;
  };

  /** The open of bar i, its close when the open is not real. */
  const openFill = (i: number): { price: number; fill: Fill } =>
    realOpen(i)
      ? { price: bars.open[i]!, fill: 'open' }
      : { price: bars.close[i]!, fill: 'close-without-open' };

  /**
   * On bar i after the fill bar, before its close: with P the fill price and H the highest high from the fill bar
   * to the bar before, a low at or below a stop level sells at the open when the open is at or below the higher
   * level reached, else at that level rounded down to the tick; else a high at or above the take-profit level sells
   * at the open when the open is at or above it, else at the level rounded up to the tick. A bar locked down lets
   * the sale wait.
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
    const opened = openFill(i);
    const f = factor(i);
    let exit: { traded: number; reason: ExitReason; fill: Fill } | null = null;
    const reached = stops.filter((s) => atOrBelow(bars.low[i]!, s.level));
    if (reached.length > 0) {
      // The higher level; two tied levels are equal, and the stop-loss (listed first) is kept.
      let higher = reached[0]!;
      for (const s of reached) if (s.level > higher.level && !tied(s.level, higher.level)) higher = s;
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
    if (locked(i) === 'down') order = { side: 'sell', reason: exit.reason, since: i };
    else sell(i, exit.traded, exit.reason, exit.fill, 0);
  };

  for (let k = 0; k < days.length; k++) {
    const i = days[k]!;
    // Orders waiting for this open.
    const waiting = order as { side: 'buy' | 'sell'; reason: ExitReason; since: number } | null;
    if (waiting !== null && waiting.side === 'buy' && locked(i) !== 'up') {
      order = null;
      const at = openFill(i);
      buy(i, at.price, at.fill, i - waiting.since);
    } else if (waiting !== null && waiting.side === 'sell' && locked(i) !== 'down') {
      order = null;
      const at = openFill(i);
      sell(i, paisa(at.price * factor(i)), waiting.reason, at.fill, i - waiting.since);
    }
    issues(i);
    const held = position as { trade: ReferenceTrade; fillBar: number } | null;
    if (held !== null && order === null && i > held.fillBar) priceExit(i, held.trade.buyPrice, held.fillBar);
    const lastDay = k === days.length - 1;
    if (!lastDay && order === null && position === null && buySignal(i)) {
      if (options.fill === 'close' && locked(i) !== 'up') buy(i, bars.close[i]!, 'close', 0);
      else order = { side: 'buy', reason: 'signal', since: options.fill === 'close' ? i : i + 1 };
    } else if (!lastDay && order === null && position !== null && sellSignal(i)) {
      if (options.fill === 'close' && locked(i) !== 'down') {
        sell(i, paisa(bars.close[i]! * factor(i)), 'signal', 'close', 0);
      } else order = { side: 'sell', reason: 'signal', since: options.fill === 'close' ? i : i + 1 };
    }
    const holding = position as { shares: number } | null;
    equity.push(cash + (holding === null ? 0 : holding.shares * tradedClose(i)));
  }

  let finalCapital = cash;
  const open = position as { shares: number; trade: ReferenceTrade } | null;
  if (open !== null) {
    const last = days[days.length - 1]!;
    open.trade.sellPrice = bars.close[last]!;
    open.trade.tradedSellPrice = tradedClose(last);
    open.trade.quantity = open.shares;
    finalCapital = cash + open.shares * tradedClose(last);
  }
  return { trades, finalCapital, equity };
}
