import type { BarsResponse } from '@nepse/contract';
import { type Bars, barRange, epochDay } from '@nepse/core';

/** A symbol's bars from the bars API, as core's columns, with its ISO dates and the range's bar indices. */
export interface ChartBars {
  bars: Bars;
  dates: readonly string[];
  /** First and last bar inside the run's range; end < start when none is. */
  start: number;
  end: number;
}

/** Reads the bars answer into core's columns and finds the bars of [from, to] (calendar dates, inclusive). */
export function chartBars(answer: BarsResponse, from: string, to: string): ChartBars {
  const bars: Bars = {
    date: Int32Array.from(answer.dates, epochDay),
    open: Float64Array.from(answer.open),
    high: Float64Array.from(answer.high),
    low: Float64Array.from(answer.low),
    close: Float64Array.from(answer.close),
    volume: Float64Array.from(answer.volume),
  };
  const { start, end } = barRange(bars.date, epochDay(from), epochDay(to));
  return { bars, dates: answer.dates, start, end };
}
