import { describe, expect, it } from 'vitest';
import { epochDay } from '../dates';
import { returnAfterCosts } from './round-trip-cost';

// A Rs 100,000 buy and its sale, worked out by hand from the rulebook's rows.
describe('returnAfterCosts', () => {
  it('pays the entry date rows: 0.33 % commission, 0.015 % fee, Rs 25 DP charge, 7.5 % tax on the gain', () => {
    // Buy: 330 + 15 = 345, basis 100,345. Sale of 110,000: 363 + 16.5 + 25 = 404.5, received 109,595.5.
    // Gain 9,250.5 pays 7.5 %: 693.7875.
    expect(returnAfterCosts(10, epochDay('2025-01-01'), 'dated')).toBeCloseTo(
      ((109_595.5 - 693.7875 - 100_345) / 100_345) * 100,
      10,
    );
  });

  it('reads the older rows on an older entry date: 0.55 % commission and a 5 % tax', () => {
    // Buy: 550 + 15, basis 100,565. Sale: 605 + 16.5 + 25, received 109,353.5; gain 8,788.5 pays 439.425.
    expect(returnAfterCosts(10, epochDay('2019-06-01'), 'dated')).toBeCloseTo(
      ((109_353.5 - 439.425 - 100_565) / 100_565) * 100,
      10,
    );
  });

  it("pays today's rows on every date under today: the latest commission and a 10 % tax", () => {
    expect(returnAfterCosts(10, epochDay('2019-06-01'), 'today')).toBeCloseTo(
      ((109_595.5 - 925.05 - 100_345) / 100_345) * 100,
      10,
    );
  });

  it('pays no tax on a loss, and nothing at all when costs are off', () => {
    // Sale of 90,000: 297 + 13.5 + 25, received 89,664.5.
    expect(returnAfterCosts(-10, epochDay('2025-01-01'), 'dated')).toBeCloseTo(
      ((89_664.5 - 100_345) / 100_345) * 100,
      10,
    );
    expect(returnAfterCosts(-10, epochDay('2025-01-01'), 'off')).toBe(-10);
  });
});
