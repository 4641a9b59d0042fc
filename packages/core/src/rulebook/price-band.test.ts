import { describe, expect, it } from 'vitest';
import { epochDay } from '../dates';
import { priceBandOn } from './price-band';

describe('priceBandOn', () => {
  it('is 10 % until 2026-04-19 and 15 % from 2026-04-20', () => {
    expect(priceBandOn(epochDay('1995-07-20'))).toBe(10);
    expect(priceBandOn(epochDay('2026-04-19'))).toBe(10);
    expect(priceBandOn(epochDay('2026-04-20'))).toBe(15);
    expect(priceBandOn(epochDay('2026-08-21'))).toBe(15);
  });
});
