import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { ringMask } from './ring';
import { windowHighsInto, windowLowsInto } from './window-extremes';

export interface Stochastic {
  /** %K: the raw stochastic smoothed by an SMA of `kSmoothing` bars. */
  readonly k: Float64Array;
  /** %D: SMA of %K over `dPeriod` bars. */
  readonly d: Float64Array;
}

/**
 * Stochastic oscillator, raw %K = (close - lowest low) / ((highest high - lowest low) / 100) over `kPeriod`
 * bars (0 on a zero range), %K = SMA(kSmoothing) of it, %D = SMA(dPeriod) of %K; warm-up kPeriod + kSmoothing +
 * dPeriod - 3 bars on both (%K waits for %D, as in TA-Lib); TA-Lib STOCH with SMA smoothing (kSmoothing 1 gives
 * TA-Lib STOCHF).
 */
export function stochastic(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  kPeriod = 14,
  kSmoothing = 3,
  dPeriod = 3,
  columns: ColumnSource = NEW_COLUMNS,
): Stochastic {
  return stochasticFrom(high, low, close, 0, kPeriod, kSmoothing, dPeriod, columns);
}

/** The stochastic of bars `start ..` (the earlier ones are ignored); the kernel of `stochastic` and Stoch RSI. */
export function stochasticFrom(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  start: number,
  kPeriod: number,
  kSmoothing: number,
  dPeriod: number,
  columns: ColumnSource,
): Stochastic {
  checkPeriod('kPeriod', kPeriod);
  checkPeriod('kSmoothing', kSmoothing);
  checkPeriod('dPeriod', dPeriod);
  const n = close.length;
  const rawStart = start + kPeriod - 1;
  const first = rawStart + kSmoothing - 1 + dPeriod - 1;
  const k = outputArray(n, first, columns);
  const d = outputArray(n, first, columns);
  // Made before the loop, not after it: see docs/decisions/indicators.md, 'Result objects before the loop'.
  const result: Stochastic = { k, d };
  if (rawStart >= n) return result;
  // Rings of the last raw values and the last %K values, each rolled as one sum: the newest value in, the one
  // that leaves out, one addition a bar on the chain. A ring keeps a slot more than its window, so the leaving
  // value is still there after the newest is written.
  const rawMask = ringMask(kSmoothing + 1);
  const kMask = ringMask(dPeriod + 1);
  const raws = new Float64Array(rawMask + 1);
  const ks = new Float64Array(kMask + 1);
  const kStart = rawStart + kSmoothing - 1;
  const kScale = 1 / kSmoothing;
  const dScale = 1 / dPeriod;
  // Each window's highest high and lowest low, written and read from rawStart on.
  const highs = columns.column(n);
  const lows = columns.column(n);
  windowHighsInto(high, kPeriod, rawStart, highs);
  windowLowsInto(low, kPeriod, rawStart, lows);
  let rawTotal = 0;
  let kTotal = 0;
  // The first bars only fill the sums: %K from kStart, %D and the outputs from `first`.
  let i = rawStart;
  for (; i < n && i < first; i++) {
    const raw = rawOf(close[i]!, highs[i]!, lows[i]!);
    raws[i & rawMask] = raw;
    rawTotal += raw - raws[(i - kSmoothing) & rawMask]!;
    if (i < kStart) continue;
    const kValue = rawTotal * kScale;
    ks[i & kMask] = kValue;
    kTotal += kValue - ks[(i - dPeriod) & kMask]!;
  }
  if (kSmoothing === 1 && dPeriod === 1) {
    // An SMA of one bar is the value itself (TA-Lib's MA copies it too): the fast stochastic rolls no sums.
    for (; i < n; i++) {
      const raw = rawOf(close[i]!, highs[i]!, lows[i]!);
      k[i] = raw;
      d[i] = raw;
    }
    return result;
  }
  for (; i < n; i++) {
    const raw = rawOf(close[i]!, highs[i]!, lows[i]!);
    raws[i & rawMask] = raw;
    rawTotal += raw - raws[(i - kSmoothing) & rawMask]!;
    const kValue = rawTotal * kScale;
    ks[i & kMask] = kValue;
    kTotal += kValue - ks[(i - dPeriod) & kMask]!;
    k[i] = kValue;
    d[i] = kTotal * dScale;
  }
  return result;
}

/** The raw stochastic, (close - lowest) / (highest - lowest) x 100, 0 on a zero range: TA-Lib's, with one division. */
function rawOf(close: number, highest: number, lowest: number): number {
  const range = highest - lowest;
  return range !== 0 ? ((close - lowest) / range) * 100 : 0;
}
