import type { Candles } from '@nepse/contract';
import { type Bars, isoDate } from '@nepse/core';

/** The candles of `bars` from bar `start` (clamped to 0) to the last, for a page's chart. */
export function chartCandles(bars: Bars, start: number): Candles {
  const from = Math.max(0, start);
  const slice = (values: Float64Array) => Array.from(values.subarray(from));
  return {
    dates: Array.from(bars.date.subarray(from), isoDate),
    open: slice(bars.open),
    high: slice(bars.high),
    low: slice(bars.low),
    close: slice(bars.close),
  };
}
