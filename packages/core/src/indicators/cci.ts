import { outputArray } from './output';
import { checkPeriod } from './period';
import { kernelsWith } from './simd-kernels';

/** Bars per chunk: a chunk's typical prices, means, distances and deviations stay in the second-level cache. */
const CHUNK = 4096;
/** Values the deviation kernel may read or write past a chunk (four bars a step). */
const SPARE = 4;

/**
 * Commodity channel index, (typical price - its SMA) / (0.015 x mean absolute deviation) over `period` bars
 * (0 when either is 0, or when the window holds one price); warm-up period - 1 bars; TA-Lib CCI, with the mean
 * rolled as TA-Lib's SMA and each window's deviations summed from its oldest price to its newest instead of slot
 * by slot (equal to TA-Lib's sums within rounding).
 */
export function cci(high: Float64Array, low: Float64Array, close: Float64Array, period = 20): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period - 1);
  if (period > n) return out;
  // The kernel's memory in four regions: the typical prices of a chunk's windows, then per bar its mean, its
  // distance to the mean and its sum of absolute deviations (the deviation kernel, four bars a step).
  const stride = CHUNK + period + SPARE;
  const { heap, deviations } = kernelsWith(4 * stride * 8);
  const prices = 0;
  const means = stride;
  const distances = 2 * stride;
  const sums = 3 * stride;
  const scale = period / 0.015;
  // The running total of TA-Lib's SMA (add the newest, read, drop the oldest), the price before the bar, and the
  // last bar whose price differs from the one before it: a window that starts at or after that bar holds one
  // price. The first chunk's region starts with the prices of bars 0 .. period - 2.
  let total = 0;
  let previous = typicalPrice(high, low, close, 0);
  let changed = 0;
  for (let i = 0; i < period - 1; i++) {
    const price = typicalPrice(high, low, close, i);
    if (price !== previous) changed = i;
    previous = price;
    heap[prices + i] = price;
    total += price;
  }
  for (let from = period - 1; from < n; from += CHUNK) {
    const to = Math.min(n, from + CHUNK);
    const count = to - from;
    const oldest = from - period + 1;
    // Prices are read from the columns once, in the loop that rolls the mean (the reads overlap the chain of
    // the running total); a later chunk's region starts with the last period - 1 prices of the one before.
    if (from > period - 1) heap.copyWithin(prices, prices + CHUNK, prices + CHUNK + period - 1);
    for (let b = 0; b < count; b++) {
      const price = typicalPrice(high, low, close, from + b);
      heap[prices + b + period - 1] = price;
      if (price !== previous) changed = from + b;
      previous = price;
      total += price;
      const mean = total / period;
      total -= heap[prices + b]!;
      heap[means + b] = mean;
      heap[distances + b] = changed <= oldest + b ? 0 : price - mean;
    }
    deviations(prices * 8, means * 8, sums * 8, count, period);
    for (let b = 0; b < count; b++)
      out[from + b] = channelIndex(heap[distances + b]!, heap[sums + b]!, scale);
  }
  return out;
}

/** TA-Lib's typical price of bar i, (high + low + close) / 3. */
function typicalPrice(high: Float64Array, low: Float64Array, close: Float64Array, i: number): number {
  return (high[i]! + low[i]! + close[i]!) / 3;
}

/**
 * TA-Lib's CCI of a bar, distance / (0.015 x deviations / period), from its distance to the mean, the window's sum
 * of absolute deviations and period / 0.015: one division where TA-Lib has two (within a few units in the last
 * place).
 */
function channelIndex(distance: number, deviations: number, scale: number): number {
  return distance !== 0 && deviations !== 0 ? (distance * scale) / deviations : 0;
}
