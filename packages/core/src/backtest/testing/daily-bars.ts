import { epochDay } from '../../dates';
import { allocateBars, type Bars } from '../../series';
import { flagSignal, type Signal } from '../signal';

/** A bar for tests: ISO date and prices; high and low default to the body's ends, volume to 1,000. */
export interface TestBar {
  date: string;
  open: number;
  close: number;
  high?: number;
  low?: number;
  volume?: number;
}

/** Bars built from rows written out in a test. */
export function dailyBars(rows: readonly TestBar[]): Bars {
  const bars = allocateBars(rows.length);
  rows.forEach((row, i) => {
    bars.date[i] = epochDay(row.date);
    bars.open[i] = row.open;
    bars.close[i] = row.close;
    bars.high[i] = row.high ?? Math.max(row.open, row.close);
    bars.low[i] = row.low ?? Math.min(row.open, row.close);
    bars.volume[i] = row.volume ?? 1000;
  });
  return bars;
}

/** A signal of `length` bars that fires on the bars at `indices`. */
export function firesOn(length: number, indices: readonly number[]): Signal {
  const flags = new Uint8Array(length);
  for (const i of indices) flags[i] = 1;
  return flagSignal(flags);
}
