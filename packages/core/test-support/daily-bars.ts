import { flagSignal, type Signal } from '../src/backtest/signal';
import type { TradedBars } from '../src/backtest/traded-bars';
import { epochDay } from '../src/dates';
import { allocateBars } from '../src/series';

/**
 * A bar for tests: ISO date and prices; high and low default to the body's ends, volume to 1,000. `tradedClose`,
 * the close as traded, makes the prices back-adjusted ones (a bar without it is as traded).
 */
export interface TestBar {
  date: string;
  open: number;
  close: number;
  high?: number;
  low?: number;
  volume?: number;
  tradedClose?: number;
}

/** Bars built from rows written out in a test; with traded closes when a row has one. */
export function dailyBars(rows: readonly TestBar[]): TradedBars {
  const bars = allocateBars(rows.length);
  rows.forEach((row, i) => {
    bars.date[i] = epochDay(row.date);
    bars.open[i] = row.open;
    bars.close[i] = row.close;
    bars.high[i] = row.high ?? Math.max(row.open, row.close);
    bars.low[i] = row.low ?? Math.min(row.open, row.close);
    bars.volume[i] = row.volume ?? 1000;
  });
  if (rows.every((row) => row.tradedClose === undefined)) return bars;
  return { ...bars, tradedClose: Float64Array.from(rows, (row) => row.tradedClose ?? row.close) };
}

/** A signal of `length` bars that fires on the bars at `indices`. */
export function firesOn(length: number, indices: readonly number[]): Signal {
  const flags = new Uint8Array(length);
  for (const i of indices) flags[i] = 1;
  return flagSignal(flags);
}

/** Flat sessions (open = high = low = close) on the given ISO dates, closes as given, volume 100. */
export function closeSessions(rows: readonly [string, number][]): TradedBars {
  return dailyBars(rows.map(([date, close]) => ({ date, open: close, close, volume: 100 })));
}
