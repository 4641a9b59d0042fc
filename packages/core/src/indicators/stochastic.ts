import { outputArray } from './output';
import { checkPeriod } from './period';
import { EXTREME_CHUNK, windowRanges } from './window-extremes';

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
): Stochastic {
  return stochasticFrom(high, low, close, 0, kPeriod, kSmoothing, dPeriod);
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
): Stochastic {
  checkPeriod('kPeriod', kPeriod);
  checkPeriod('kSmoothing', kSmoothing);
  checkPeriod('dPeriod', dPeriod);
  const n = close.length;
  const rawStart = start + kPeriod - 1;
  const first = rawStart + kSmoothing - 1 + dPeriod - 1;
  const k = outputArray(n, first);
  const d = outputArray(n, first);
  // Made before the loop, not after it: see docs/decisions.md, 'Result objects before the loop'.
  const result: Stochastic = { k, d };
  if (rawStart >= n) return result;
  // Rings of the last raw values and the last %K values; the SMAs roll in TA-Lib's order (add, read, drop).
  const raws = new Float64Array(kSmoothing);
  const ks = new Float64Array(dPeriod);
  const kStart = rawStart + kSmoothing - 1;
  let rawTotal = 0;
  let kTotal = 0;
  let rawSlot = 0;
  let kSlot = 0;
  const kScale = 1 / kSmoothing;
  const dScale = 1 / dPeriod;
  for (let from = rawStart; from < n; from += EXTREME_CHUNK) {
    const to = Math.min(n, from + EXTREME_CHUNK);
    const { highs, lows } = windowRanges(high, low, kPeriod, from, to);
    for (let i = from; i < to; i++) {
      const floor = lows[i - from]!;
      const range = highs[i - from]! - floor;
      const raw = range !== 0 ? ((close[i]! - floor) / range) * 100 : 0;
      rawTotal += raw;
      raws[rawSlot] = raw;
      if (++rawSlot === kSmoothing) rawSlot = 0;
      if (i < kStart) continue;
      const kValue = rawTotal * kScale;
      rawTotal -= raws[rawSlot]!;
      kTotal += kValue;
      ks[kSlot] = kValue;
      if (++kSlot === dPeriod) kSlot = 0;
      if (i < first) continue;
      d[i] = kTotal * dScale;
      k[i] = kValue;
      kTotal -= ks[kSlot]!;
    }
  }
  return result;
}
