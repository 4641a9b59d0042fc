import { describe, expect, it } from 'vitest';
import { plateauWalk } from '../../test-support/plateau-walk';
import { highest, lowest } from './highest-lowest';
import { windowHighsInto } from './window-extremes';

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

describe('window extremes', () => {
  it.each([1, 2, 3, 5, 14, 50, 257, 4097, 6000])(
    'give every window its highest and lowest value, plateaus included, for period %i',
    (period) => {
      expect(Array.from(highest(values, period))).toEqual(Array.from(scanned(values, period, true)));
      expect(Array.from(lowest(values, period))).toEqual(Array.from(scanned(values, period, false)));
    },
  );

  it('write only the bars from the first one asked', () => {
    const out = new Float64Array(values.length).fill(-1);
    windowHighsInto(values, 14, 20, out);
    expect(out.subarray(0, 20).every((v) => v === -1)).toBe(true);
    expect(Array.from(out.subarray(20))).toEqual(Array.from(scanned(values, 14, true).subarray(20)));
  });
});
