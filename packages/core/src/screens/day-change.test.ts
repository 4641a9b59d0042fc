import { describe, expect, it } from 'vitest';
import { closeBars } from '../../test-support/close-bars';
import { dayChange } from './day-change';

describe('dayChange', () => {
  it("is today's close against the previous one, in rupees and in percent of the previous close, by hand", () => {
    // 80 -> 90: +10, 12.5 % of 80; the earlier 200 is not read.
    expect(dayChange(closeBars([200, 80, 90]), 2)).toEqual({ change: 10, changePercent: 12.5 });
    expect(dayChange(closeBars([200, 80, 90]), 1)).toEqual({ change: -120, changePercent: -60 });
  });
});
