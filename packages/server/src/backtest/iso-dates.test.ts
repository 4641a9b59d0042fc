import { describe, expect, it } from 'vitest';
import { IsoDates } from './iso-dates';

describe('IsoDates', () => {
  it('writes a day number as its calendar date, again and again alike', () => {
    const dates = new IsoDates();
    // 19,782 days after 1970-01-01 is 29 February 2024 (54 years of 365 days, 13 leap days, 59 days of 2024).
    expect(dates.of(19_782)).toBe('2024-02-29');
    expect(dates.of(19_782)).toBe('2024-02-29');
    expect(dates.of(0)).toBe('1970-01-01');
    expect(dates.of(-1)).toBe('1969-12-31');
  });
});
