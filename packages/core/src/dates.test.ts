import { describe, expect, it } from 'vitest';
import { epochDay, firstSessionOnOrAfter, isoDate, weekday } from './dates';

describe('dates', () => {
  it('maps ISO dates to day numbers and back', () => {
    expect(epochDay('1970-01-01')).toBe(0);
    expect(epochDay('2024-02-29')).toBe(19782);
    expect(isoDate(19782)).toBe('2024-02-29');
  });
  it('rejects texts that are not real dates', () => {
    expect(epochDay('2023-02-29')).toBeNaN();
    expect(epochDay('2023-13-01')).toBeNaN();
    expect(epochDay('23-01-01')).toBeNaN();
  });
  it('knows the weekday (2026-11-21 is a Saturday)', () => {
    expect(weekday(epochDay('2026-11-21'))).toBe(6);
    expect(weekday(epochDay('1970-01-04'))).toBe(0);
  });
  it('finds the first session on or after a day', () => {
    const dates = Int32Array.from([10, 12, 12, 15]);
    expect(firstSessionOnOrAfter(dates, 9)).toBe(0);
    expect(firstSessionOnOrAfter(dates, 12)).toBe(1);
    expect(firstSessionOnOrAfter(dates, 13)).toBe(3);
    expect(firstSessionOnOrAfter(dates, 16)).toBe(4);
    expect(firstSessionOnOrAfter(new Int32Array(0), 1)).toBe(0);
  });
});
