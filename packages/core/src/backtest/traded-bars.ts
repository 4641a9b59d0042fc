import type { Bars } from '../series';

/**
 * Back-adjusted bars (prices before a bonus or right issue scaled down by its factor, so that the issue is no
 * drop, volumes scaled up by it) with the closes as they traded on the day, which say by how much each bar was
 * adjusted: a back-test fills in traded prices and whole traded shares. Without `tradedClose` the bars are as
 * traded (every factor 1).
 */
export interface TradedBars extends Bars {
  readonly tradedClose?: Float64Array;
  /** The volumes as traded; absent: recovered from the adjusted volumes and the closes' factors. */
  readonly tradedVolume?: Float64Array;
  /** The stored traded value in Rs, NaN where the data has none; absent: volume x close everywhere. */
  readonly turnover?: Float64Array;
  /**
   * The relative-strength rank on each bar, ranked across the market as of that session (NaN where not ranked);
   * absent: the rank-reading filter never holds.
   */
  readonly rsRank?: Float64Array;
}

/**
 * The factor bar `bar`'s prices were divided by: the product of the factors of the issues after it (1.185 before
 * an 18.5 % bonus, 1 after the last issue). Back-adjustment divides a whole bar by one factor, so its closes give
 * it. 1 without traded closes, or where a close is not positive (bad data gives no factor).
 */
export function adjustmentFactor(bars: TradedBars, bar: number): number {
  const traded = bars.tradedClose?.[bar];
  const close = bars.close[bar]!;
  return traded !== undefined && traded > 0 && close > 0 ? traded / close : 1;
}

/** Bar `bar`'s close as traded on the day. */
export function tradedCloseOf(bars: TradedBars, bar: number): number {
  return bars.tradedClose?.[bar] ?? bars.close[bar]!;
}
