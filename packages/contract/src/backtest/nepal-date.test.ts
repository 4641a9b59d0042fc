import { describe, expect, it } from 'vitest';
import { nepalDate, nepalToday } from './nepal-date';

describe('nepalDate', () => {
  it('reads an instant as the calendar date in Nepal (UTC+05:45)', () => {
    expect(nepalDate('2025-06-22T18:15:00.000Z')).toBe('2025-06-23');
    expect(nepalDate('2025-06-22T18:14:59.999Z')).toBe('2025-06-22');
    expect(nepalDate('2025-06-23T00:00:00+05:45')).toBe('2025-06-23');
  });
  it('takes a plain date as it is and refuses non-dates', () => {
    expect(nepalDate('2024-02-29')).toBe('2024-02-29');
    expect(nepalDate('2023-02-29')).toBeUndefined();
    expect(nepalDate('June 23')).toBeUndefined();
  });
  it('knows today in Nepal', () => {
    expect(nepalToday(new Date('2026-11-20T18:30:00Z'))).toBe('2026-11-21');
  });
});
