import { afterAll, describe, expect, it } from 'vitest';
import { plateauWalk } from '../../test-support/plateau-walk';
import { highest, lowest } from './highest-lowest';
import { simdKernels, useSimdKernels } from './simd-kernels';
import { windowRanges } from './window-extremes';

/** The extreme of each window by looking at every value of it. */
function scanned(values: Float64Array, period: number, high: boolean): Float64Array {
  const out = new Float64Array(values.length).fill(Number.NaN);
  for (let i = period - 1; i < values.length; i++) {
    let best = values[i]!;
    for (let j = i - period + 1; j < i; j++)
      best = high ? Math.max(best, values[j]!) : Math.min(best, values[j]!);
    out[i] = best;
  }
  return out;
}

const values = plateauWalk(13_000, 7, 100, 10, 4);
const PERIODS = [1, 2, 3, 5, 14, 50, 257, 4097, 6000];

describe.each([
  ['WebAssembly SIMD', true],
  ['JavaScript', false],
])('window extremes with the %s kernels', (_, simd) => {
  afterAll(() => useSimdKernels(true));

  it.each(PERIODS)(
    'gives every window its highest and lowest value, over chunk edges, for period %i',
    (period) => {
      useSimdKernels(simd);
      expect(Array.from(highest(values, period))).toEqual(Array.from(scanned(values, period, true)));
      expect(Array.from(lowest(values, period))).toEqual(Array.from(scanned(values, period, false)));
    },
  );

  it('reads one column for both sides when high and low are the same column', () => {
    useSimdKernels(simd);
    const { highs, lows } = windowRanges(values, values, 14, 20, 60);
    expect(Array.from(highs)).toEqual(Array.from(scanned(values, 14, true).subarray(20, 60)));
    expect(Array.from(lows)).toEqual(Array.from(scanned(values, 14, false).subarray(20, 60)));
  });
});

describe('simdKernels', () => {
  it('runs on this Node, so the indicators use it', () => {
    expect(simdKernels()).toBeDefined();
  });
});
