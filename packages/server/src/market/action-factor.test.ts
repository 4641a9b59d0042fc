import { describe, expect, it } from 'vitest';
import { actionFactor } from './action-factor';

describe('actionFactor', () => {
  it('is 1 + bonus % for a bonus issue, whatever the price', () => {
    expect(actionFactor(18.5, 0, 100, 854.5)).toBeCloseTo(1.185, 12);
    expect(actionFactor(33.6, 0, 0, Number.NaN)).toBeCloseTo(1.336, 12);
  });

  it('is the cum price over the theoretical ex-rights price for a right issue', () => {
    // 1:1 right at Rs 100 on a Rs 500 share: TERP = (500 + 100) / 2 = 300, factor 500 / 300.
    expect(actionFactor(0, 100, 100, 500)).toBeCloseTo(5 / 3, 12);
    // 50 % right at Rs 100 on Rs 250: TERP = (250 + 50) / 1.5 = 200, factor 1.25.
    expect(actionFactor(0, 50, 100, 250)).toBeCloseTo(1.25, 12);
  });

  it('counts a bonus and a right issue of one book closure on the same holding', () => {
    // 10 % bonus + 50 % right at 100 on Rs 400: ex price = (400 + 50) / 1.6 = 281.25, factor 400 / 281.25.
    expect(actionFactor(10, 50, 100, 400)).toBeCloseTo(400 / 281.25, 12);
  });
});
