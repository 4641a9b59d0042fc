import { epochDay } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { bandCeiling, bandFloor, rupees } from './price-band';

const before = epochDay('2026-04-19');
const after = epochDay('2026-04-20');

describe('price band', () => {
  it('rounds the limits inwards to whole ticks', () => {
    // Rs 100.0: Rs 90.0 to Rs 110.0 exactly.
    expect([bandFloor(1000, before), bandCeiling(1000, before)]).toEqual([900, 1100]);
    // Rs 123.4: 111.06 rounds up to 111.1, 135.74 down to 135.7.
    expect([bandFloor(1234, before), bandCeiling(1234, before)]).toEqual([1111, 1357]);
    // At 15 %: 104.89 up to 104.9, 141.91 down to 141.9.
    expect([bandFloor(1234, after), bandCeiling(1234, after)]).toEqual([1049, 1419]);
    // A price of one tick cannot fall below it.
    expect(bandFloor(1, before)).toBe(1);
  });

  it('converts ticks to Rs', () => {
    expect(rupees(1234)).toBe(123.4);
  });
});
