import { outputArray } from './output';

/** max(high - low, |high - previous close|, |low - previous close|); warm-up 1 bar; TA-Lib TRANGE. */
export function trueRange(high: Float64Array, low: Float64Array, close: Float64Array): Float64Array {
  const n = close.length;
  const out = outputArray(n, 1);
  for (let i = 1; i < n; i++) out[i] = trueRangeAt(high, low, close, i);
  return out;
}

/** The true range of bar i >= 1. */
export function trueRangeAt(high: Float64Array, low: Float64Array, close: Float64Array, i: number): number {
  const h = high[i]!;
  const l = low[i]!;
  const previous = close[i - 1]!;
  let greatest = h - l;
  const up = Math.abs(previous - h);
  if (up > greatest) greatest = up;
  const down = Math.abs(previous - l);
  if (down > greatest) greatest = down;
  return greatest;
}
