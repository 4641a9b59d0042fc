import { describe, expect, it } from 'vitest';
import { dailyBars } from '../../test-support/daily-bars';
import { compareRank, rankKey } from './rank-key';

/** 22 sessions: closes 100, 101, ..., 121; volumes 100 but 400 on the last. */
const bars = dailyBars(
  Array.from({ length: 22 }, (_, i) => ({
    date: `2024-01-${String(i + 1).padStart(2, '0')}`,
    open: 100 + i,
    close: 100 + i,
    volume: i === 21 ? 400 : 100,
  })),
);

describe('the rank of a stock that signals', () => {
  it('reads each key by hand, signed so that the lower goes first', () => {
    // 20 sessions back from 121 is 101: a return of 20 / 101.
    expect(rankKey('return-20', bars, 21)).toBeCloseTo(-(121 / 101 - 1), 15);
    expect(rankKey('turnover', bars, 21)).toBe(-(400 * 121));
    // 400 against the mean of the 20 sessions before, 100.
    expect(rankKey('volume-ratio', bars, 21)).toBe(-4);
    const rsi = new Float64Array(22).fill(Number.NaN);
    rsi[21] = 35;
    expect(rankKey('rsi-lowest', bars, 21, rsi)).toBe(35);
  });

  it('has no key with fewer than 20 earlier sessions, or in the RSI warm-up', () => {
    expect(rankKey('return-20', bars, 19)).toBeNaN();
    expect(rankKey('volume-ratio', bars, 19)).toBeNaN();
    expect(rankKey('rsi-lowest', bars, 5, new Float64Array(22).fill(Number.NaN))).toBeNaN();
  });

  it('orders the lower key first, a key before none, then by symbol (ties by the tie rule)', () => {
    expect(compareRank(-2, 'B', -1, 'A')).toBeLessThan(0);
    expect(compareRank(Number.NaN, 'A', 5, 'B')).toBeGreaterThan(0);
    expect(compareRank(Number.NaN, 'A', Number.NaN, 'B')).toBeLessThan(0);
    expect(compareRank(1, 'B', 1 + 1e-12, 'A')).toBeGreaterThan(0);
  });
});
