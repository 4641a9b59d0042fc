import type { Bars } from '../series';

/** What a screen reads of one symbol: adjusted bars for its computations, traded bars for the prices it shows. */
export interface ScreenSymbol {
  readonly symbol: string;
  /** Back-adjusted for bonus and right issues; equal to `traded` after the symbol's last adjustment. */
  readonly adjusted: Bars;
  /** The prices and volumes NEPSE published. */
  readonly traded: Bars;
}

/**
 * The market a screen runs over: the symbols of its universe (the listed equities) and the latest session,
 * the last day on which any symbol traded. A symbol without a bar on that day is left out of the day's screens.
 */
export interface ScreenMarket {
  /** Day number (days since 1970-01-01) of the latest session. */
  readonly latestDay: number;
  readonly symbols: readonly ScreenSymbol[];
}

/** Index of the symbol's bar on the latest session, or -1 when it did not trade that day. */
export function latestSessionIndex(bars: Bars, latestDay: number): number {
  const last = bars.date.length - 1;
  return last >= 0 && bars.date[last] === latestDay ? last : -1;
}

/** A symbol that traded on the latest session, with the index of that session's bar. */
export interface LatestSessionSymbol extends ScreenSymbol {
  readonly last: number;
}

/** The market's symbols that traded on the latest session, in the market's order: what every screen goes through. */
export function* tradedOnLatestSession(market: ScreenMarket): Generator<LatestSessionSymbol> {
  for (const symbol of market.symbols) {
    const last = latestSessionIndex(symbol.traded, market.latestDay);
    if (last >= 0) yield { ...symbol, last };
  }
}
