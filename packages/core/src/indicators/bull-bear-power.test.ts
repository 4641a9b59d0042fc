import { describe, expect, it } from 'vitest';
import { bullBearPower } from './bull-bear-power';

describe('bullBearPower', () => {
  it('measures high and low against the EMA of the close, hand-computed', () => {
    // EMA 3 (k = 0.5): seed (10 + 11 + 12) / 3 = 11 on bar 2, then (13 - 11) x 0.5 + 11 = 12 on bar 3.
    // Bull: 13 - 11 = 2, 14.5 - 12 = 2.5. Bear: 11 - 11 = 0, 12 - 12 = 0. Power: their sums.
    const out = bullBearPower(
      Float64Array.from([11, 12, 13, 14.5]),
      Float64Array.from([9, 10, 11, 12]),
      Float64Array.from([10, 11, 12, 13]),
      3,
    );
    expect(Array.from(out.bull)).toEqual([Number.NaN, Number.NaN, 2, 2.5]);
    expect(Array.from(out.bear)).toEqual([Number.NaN, Number.NaN, 0, 0]);
    expect(Array.from(out.power)).toEqual([Number.NaN, Number.NaN, 2, 2.5]);
  });
});
