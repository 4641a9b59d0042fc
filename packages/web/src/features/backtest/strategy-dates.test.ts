import { describe, expect, it } from 'vitest';
import { defaultFromDate, requestInstant } from './strategy-dates';

describe('the strategy dates', () => {
  it('start on 23 June of the previous year', () => {
    expect(defaultFromDate('2026-01-01')).toBe('2025-06-23');
    expect(defaultFromDate('2025-12-31')).toBe('2024-06-23');
  });

  it('are sent as the instant of their midnight in Nepal (UTC+05:45)', () => {
    expect(requestInstant('2025-06-23')).toBe('2025-06-22T18:15:00.000Z');
    expect(requestInstant('1900-01-01')).toBe('1899-12-31T18:15:00.000Z');
  });
});
