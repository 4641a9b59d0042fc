import { seededUniform as uniform } from '../src/robustness/seeded-uniform';
import { allocateBars, type Bars } from '../src/series';

/**
 * `length` daily bars of a seeded random walk shaped like a NEPSE stock: 2 % daily log-returns pulled gently
 * back towards Rs 500 (so a million bars stay between about Rs 100 and Rs 2,500 instead of drifting to 0 or
 * infinity), opens gapped from the previous close, highs and lows beyond the body, log-normal volumes.
 */
export function randomWalkBars(length: number, seed = 20160101): Bars {
  const random = uniform(seed);
  const normal = (): number => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const bars = allocateBars(length);
  const home = Math.log(500);
  let logClose = home;
  for (let i = 0; i < length; i++) {
    const previous = Math.exp(logClose);
    logClose += 0.02 * normal() - 0.002 * (logClose - home);
    const close = Math.exp(logClose);
    const open = previous * Math.exp(0.005 * normal());
    bars.date[i] = i;
    bars.open[i] = open;
    bars.close[i] = close;
    bars.high[i] = Math.max(open, close) * Math.exp(Math.abs(0.01 * normal()));
    bars.low[i] = Math.min(open, close) * Math.exp(-Math.abs(0.01 * normal()));
    bars.volume[i] = Math.round(Math.exp(8 + normal()));
  }
  return bars;
}
