import type { Bars } from '../series';

/**
 * Back-adjusted bars (prices before a bonus or right issue scaled down by its factor, so that the issue is no
 * drop) with the closes as they traded on the day, which say by how much each bar was adjusted: a back-test
 * sizes its buys in whole lots of the shares of the day. Without `tradedClose` the bars are as traded (every
 * factor 1).
 */
export interface TradedBars extends Bars {
  readonly tradedClose?: Float64Array;
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
