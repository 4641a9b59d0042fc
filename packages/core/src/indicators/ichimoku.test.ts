import { describe, expect, it } from 'vitest';
import { ichimoku } from './ichimoku';

describe('ichimoku', () => {
  it('takes the midpoints of the highest high and lowest low, hand-computed', () => {
    // Conversion (2): (12 + 8) / 2, (12 + 7) / 2, (15 + 7) / 2, (15 + 11) / 2 from bar 1.
    // Base (3): (12 + 7) / 2, (15 + 7) / 2, (15 + 7) / 2 from bar 2; span A their mean; span B (4) from bar 3.
    const out = ichimoku(
      Float64Array.from([10, 12, 11, 15, 13]),
      Float64Array.from([8, 9, 7, 12, 11]),
      2,
      3,
      4,
    );
    const nan = Number.NaN;
    expect(Array.from(out.conversion)).toEqual([nan, 10, 9.5, 11, 13]);
    expect(Array.from(out.base)).toEqual([nan, nan, 9.5, 11, 11]);
    expect(Array.from(out.spanA)).toEqual([nan, nan, 9.5, 11, 12]);
    expect(Array.from(out.spanB)).toEqual([nan, nan, nan, 11, 11]);
  });
});
