import type { TradedBars } from '../src/backtest/traded-bars';
import { allocateBars } from '../src/series';
import { plateauWalk } from './plateau-walk';

/**
 * `length` daily bars of a seeded walk from 2020-01-01, one a calendar day: the walk without its drift, on a slow
 * wave, so that it rises and falls; the open is the close before, high and low a little beyond the body. Enough
 * swings for averages to cross many times.
 */
export function walkBars(length: number, seed: number): TradedBars {
  const close = plateauWalk(length, seed, 500, 12, 1);
  const bars = allocateBars(length);
  const first = Date.UTC(2020, 0, 1) / 86_400_000;
  const drift = length > 1 ? (close[length - 1]! - close[0]!) / (length - 1) : 0;
  for (let i = 0; i < length; i++) {
    const c = Math.max(10, 400 + 80 * Math.sin(i / 30) + close[i]! - close[0]! - drift * i);
    const o = i > 0 ? bars.close[i - 1]! : c;
    bars.date[i] = first + i;
    bars.open[i] = o;
    bars.close[i] = c;
    bars.high[i] = Math.max(o, c) + 2;
    bars.low[i] = Math.min(o, c) - 2;
    bars.volume[i] = 10_000;
  }
  return bars;
}
