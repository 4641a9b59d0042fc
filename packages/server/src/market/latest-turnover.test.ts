import { allocateBars } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { latestTurnover } from './latest-turnover';

/** Two sessions, days 100 and 101: volume 10 and 20, close 50 and 60. */
function bars() {
  const b = allocateBars(2);
  b.date.set([100, 101]);
  b.volume.set([10, 20]);
  b.close.set([50, 60]);
  return b;
}

describe('latestTurnover', () => {
  it("is the stored turnover of the latest session's bar", () => {
    expect(latestTurnover(bars(), Float64Array.of(400, 1_250), 101)).toBe(1_250);
  });

  it('is volume x close where the turnover is unknown', () => {
    expect(latestTurnover(bars(), Float64Array.of(400, Number.NaN), 101)).toBe(1_200);
  });

  it('is 0 for a symbol that did not trade on the latest session, or has no bar', () => {
    expect(latestTurnover(bars(), Float64Array.of(400, 1_250), 102)).toBe(0);
    expect(latestTurnover(allocateBars(0), new Float64Array(0), 101)).toBe(0);
  });
});
