import { describe, expect, it } from 'vitest';
import { nepalDayOfMonth, todayPricePayloadId } from './payload-id';

describe('todayPricePayloadId', () => {
  // Dummy id 80: DUMMY_DATA[80] = 157, salts 1..5.
  it('uses salt2 and salt1 when the base ends in 0-3', () => {
    // base = 157 + 80 + 2 * 3 = 243; 243 + salt2 * 3 - salt1 = 243 + 6 - 1
    expect(todayPricePayloadId(80, [1, 2, 3, 4, 5], 3)).toBe(248);
  });
  it('uses salt4 and salt3 when the base ends in 4-9', () => {
    // base = 157 + 80 + 2 * 4 = 245; 245 + salt4 * 4 - salt3 = 245 + 16 - 3
    expect(todayPricePayloadId(80, [1, 2, 3, 4, 5], 4)).toBe(258);
  });
  it('refuses a dummy id outside the table', () => {
    expect(() => todayPricePayloadId(100, [1, 2, 3, 4, 5], 4)).toThrow('outside the site');
  });
  it("takes Nepal's day of the month (UTC+05:45)", () => {
    expect(nepalDayOfMonth(new Date('2026-04-02T18:14:00Z'))).toBe(2);
    expect(nepalDayOfMonth(new Date('2026-04-02T18:15:00Z'))).toBe(3);
  });
});
