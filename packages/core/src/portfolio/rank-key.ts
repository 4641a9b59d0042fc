import type { TradedBars } from '../backtest/traded-bars';
import { exceeds } from '../tie';

/**
 * How a portfolio ranks the stocks that signal on the same session when fewer slots are free than stocks signal:
 * the 20-session return (highest first, the default), the session's turnover (highest first), the 14-session RSI
 * (lowest first), or the session's volume against the mean of the 20 sessions before it (highest first).
 */
export const RANK_BY = ['return-20', 'turnover', 'rsi-lowest', 'volume-ratio'] as const;
export type RankBy = (typeof RANK_BY)[number];

/** Sessions of the return and of the volume ratio's mean, and the RSI's period. */
export const RANK_SESSIONS = 20;
export const RANK_RSI_PERIOD = 14;

/**
 * The value stock `bars` is ranked by on bar `t`, signed so that the lower ranks first; NaN where it does not exist
 * (fewer earlier sessions, a close or a mean volume of 0, the RSI's warm-up): such a stock ranks after every stock
 * with a value. Read on the stock's own sessions and back-adjusted series (a bonus issue is no fall), except the
 * turnover: adjusted volume x adjusted close, which is the traded volume x the traded close. `rsi` is the stock's
 * RSI column when ranking by it.
 */
export function rankKey(rankBy: RankBy, bars: TradedBars, t: number, rsi?: Float64Array): number {
  const { close, volume } = bars;
  switch (rankBy) {
    case 'return-20': {
      if (t < RANK_SESSIONS || !(close[t - RANK_SESSIONS]! > 0)) return Number.NaN;
      return -(close[t]! / close[t - RANK_SESSIONS]! - 1);
    }
    case 'turnover':
      return -(volume[t]! * close[t]!);
    case 'rsi-lowest':
      return rsi?.[t] ?? Number.NaN;
    case 'volume-ratio': {
      if (t < RANK_SESSIONS) return Number.NaN;
      let sum = 0;
      for (let u = t - RANK_SESSIONS; u < t; u++) sum += volume[u]!;
      return sum > 0 ? -(volume[t]! / (sum / RANK_SESSIONS)) : Number.NaN;
    }
  }
}

/**
 * The order of two ranked orders: the lower key first (a tie by the house's tie rule is a tie), a key after none,
 * then the symbol. Negative when `a` goes first.
 */
export function compareRank(aKey: number, aSymbol: string, bKey: number, bSymbol: string): number {
  const aKnown = !Number.isNaN(aKey);
  const bKnown = !Number.isNaN(bKey);
  if (aKnown !== bKnown) return aKnown ? -1 : 1;
  if (aKnown) {
    if (exceeds(bKey, aKey)) return -1;
    if (exceeds(aKey, bKey)) return 1;
  }
  return aSymbol < bSymbol ? -1 : aSymbol > bSymbol ? 1 : 0;
}
