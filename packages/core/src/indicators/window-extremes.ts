import { type Kernels, kernelsWith, type PickKernel } from './simd-kernels';

// The highest and lowest of each window of `period` values, a chunk of bars at a time, by spans growing fourfold:
// the greatest of 4 values is a pass of the kernel over the values, of 16 a pass over those, and so on up to the
// greatest power of four L <= period; the window's is then the greatest of the four L-spans that cover it. The
// passes have no chain from bar to bar and no branch, so they run at the kernel's throughput, where a running
// extreme (TA-Lib's rescans, a monotonic queue) waits on a mispredicted comparison most bars. The values are
// exact: a maximum rounds nothing, in any order.

/** Bars per chunk: a chunk's input, its two passes and its two outputs stay in the processor's second-level cache. */
export const EXTREME_CHUNK = 4096;

/** Values per region of the kernels' memory (input, two passes, highs, lows), for the largest period so far. */
let stride = 0;

/** The kernels, with room for windows of `period`. */
function reserve(period: number): Kernels {
  const needed = EXTREME_CHUNK + period + 2;
  if (needed > stride) stride = needed + (needed & 1);
  return kernelsWith(stride * 5 * 8);
}

/** Runs the passes over the input region into output region `region` (3 highs, 4 lows). */
function extremes(k: Kernels, pick: PickKernel, period: number, bars: number, region: number): Float64Array {
  let count = bars + period - 1;
  let src = 0;
  let dst = stride;
  let span = 1;
  for (; span * 4 <= period; span *= 4) {
    count -= 3 * span;
    pick(src * 8, dst * 8, count, span, 2 * span, 3 * span);
    src = dst;
    dst = dst === stride ? 2 * stride : stride;
  }
  // Four spans cover the window: period < 4 x span.
  const last = period - span;
  pick(src * 8, region * stride * 8, bars, Math.min(span, last), Math.min(2 * span, last), last);
  return k.heap.subarray(region * stride, region * stride + bars);
}

function load(values: Float64Array, period: number, from: number, to: number): Kernels {
  const k = reserve(period);
  k.heap.set(values.subarray(from - period + 1, to));
  return k;
}

/**
 * The highest of values[i - period + 1 .. i] for each bar i of from .. to - 1 (from >= period - 1, at most
 * EXTREME_CHUNK bars), as a view valid until the next call of this module.
 */
export function windowHighs(values: Float64Array, period: number, from: number, to: number): Float64Array {
  const k = load(values, period, from, to);
  return extremes(k, k.max, period, to - from, 3);
}

/** The lowest of values[i - period + 1 .. i] for each bar i of from .. to - 1, as `windowHighs`. */
export function windowLows(values: Float64Array, period: number, from: number, to: number): Float64Array {
  const k = load(values, period, from, to);
  return extremes(k, k.min, period, to - from, 4);
}

/** Both at once, as `windowHighs`: the high of `high` and the low of `low` (one copy when they are one column). */
export function windowRanges(
  high: Float64Array,
  low: Float64Array,
  period: number,
  from: number,
  to: number,
): { readonly highs: Float64Array; readonly lows: Float64Array } {
  const k = load(high, period, from, to);
  const highs = extremes(k, k.max, period, to - from, 3);
  if (low !== high) k.heap.set(low.subarray(from - period + 1, to));
  return { highs, lows: extremes(k, k.min, period, to - from, 4) };
}
