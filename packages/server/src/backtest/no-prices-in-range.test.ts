import { allocateBars, epochDay } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { noPricesInRange } from './no-prices-in-range';

function barsOn(...dates: string[]) {
  const bars = allocateBars(dates.length);
  dates.forEach((date, i) => {
    bars.date[i] = epochDay(date);
  });
  return bars;
}

describe('noPricesInRange', () => {
  const bars = barsOn('2024-01-01', '2024-01-02', '2024-03-01');

  it('says nothing when the range holds a session, even only its first or last day', () => {
    expect(noPricesInRange('NABIL', bars, '2023-01-01', '2024-01-01')).toBeUndefined();
    expect(noPricesInRange('NABIL', bars, '2024-03-01', '2030-01-01')).toBeUndefined();
    expect(noPricesInRange('NABIL', bars, '2024-01-02', '2024-01-02')).toBeUndefined();
  });

  it('says where the data lies when the range is past it, before it or between sessions', () => {
    expect(noPricesInRange('NABIL', bars, '2024-03-02', '2030-12-31')).toBe(
      'No prices for NABIL between 2024-03-02 and 2030-12-31 (data ends on 2024-03-01).',
    );
    expect(noPricesInRange('NABIL', bars, '2020-01-01', '2023-12-31')).toBe(
      'No prices for NABIL between 2020-01-01 and 2023-12-31 (data starts on 2024-01-01).',
    );
    expect(noPricesInRange('NABIL', bars, '2024-01-03', '2024-02-29')).toBe(
      'No prices for NABIL between 2024-01-03 and 2024-02-29 (no session in that range).',
    );
  });

  it('leaves a symbol without prices to its empty summary', () => {
    expect(noPricesInRange('NOPRICE', undefined, '2024-01-01', '2024-12-31')).toBeUndefined();
    expect(noPricesInRange('NOPRICE', barsOn(), '2024-01-01', '2024-12-31')).toBeUndefined();
  });
});
