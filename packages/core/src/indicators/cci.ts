import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { outputArray } from './output';
import { checkPeriod } from './period';

/**
 * Commodity channel index, (typical price - its SMA) / (0.015 x mean absolute deviation) over `period` bars
 * (0 when either is 0, or when the window holds one price); warm-up period - 1 bars; TA-Lib CCI, with the mean
 * rolled as TA-Lib's SMA and each window's deviations summed from its oldest price to its newest instead of slot
 * by slot (equal to TA-Lib's sums within rounding).
 */
export function cci(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 20,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const n = close.length;
  const out = outputArray(n, period - 1, columns);
  if (period > n) return out;
  const prices = columns.column(n);
  for (let i = 0; i < n; i++) prices[i] = typicalPrice(high, low, close, i);
  const scale = period / 0.015;
  // The running total of TA-Lib's SMA (add the newest, read, drop the oldest), and the last bar whose price
  // differs from the one before it: a window that starts at or after that bar holds one price.
  let total = 0;
  let changed = 0;
  for (let i = 0; i < period - 1; i++) {
    if (i > 0 && prices[i] !== prices[i - 1]) changed = i;
    total += prices[i]!;
  }
  for (let i = period - 1; i < n; i++) {
    const price = prices[i]!;
    if (i > 0 && price !== prices[i - 1]) changed = i;
    total += price;
    const mean = total / period;
    const oldest = i - period + 1;
    total -= prices[oldest]!;
    if (changed <= oldest) {
      out[i] = 0;
      continue;
    }
    let deviations = 0;
    for (let j = oldest; j <= i; j++) deviations += Math.abs(prices[j]! - mean);
    out[i] = channelIndex(price - mean, deviations, scale);
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
