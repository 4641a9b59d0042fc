import type { PriceColumns } from '@nepse/contract';
import { type Bars, epochDay } from '@nepse/core';

/** Which prices the page draws: back-adjusted for bonus and right issues, or as traded. */
export type PriceMode = 'adjusted' | 'traded';

/** The answer's columns as core's bars, for its indicators. */
export function columnsAsBars(dates: readonly string[], prices: PriceColumns): Bars {
  return {
    date: Int32Array.from(dates, epochDay),
    open: Float64Array.from(prices.open),
    high: Float64Array.from(prices.high),
    low: Float64Array.from(prices.low),
    close: Float64Array.from(prices.close),
    volume: Float64Array.from(prices.volume),
  };
}
