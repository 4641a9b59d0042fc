import { describe, expect, it } from 'vitest';
import { closeBars, closeStock, DAY } from '../../test-support/close-bars';
import { isoDate } from '../dates';
import { breakoutSession, breakoutStocks } from './breakout-stocks';

/** 50 closes of 100, then the given ones. */
const series = (...tail: number[]) => Float64Array.from([...Array.from({ length: 50 }, () => 100), ...tail]);

describe('breakoutSession', () => {
  it('finds a close above the highest of the 50 sessions before it, on one of the last 5', () => {
    const close = series(99, 101, 99, 99, 99);
    expect(breakoutSession(close, close.length - 1)).toBe(51);
  });

  it('takes the latest breakout when there are several', () => {
    const close = series(101, 102, 99);
    expect(breakoutSession(close, close.length - 1)).toBe(51);
  });

  it('needs a close strictly above the high, within the last 5 sessions', () => {
    expect(breakoutSession(series(100, 100), 51)).toBe(-1);
    const old = series(101, 99, 99, 99, 99, 99);
    expect(breakoutSession(old, old.length - 1)).toBe(-1);
  });

  it('needs 50 earlier sessions', () => {
    expect(breakoutSession(Float64Array.from([1, 2, 3]), 2)).toBe(-1);
  });
});

describe('breakoutStocks', () => {
  it("lists a breakout on the 5th-latest session with its date and today's close, not one on the 6th-latest", () => {
    // 50 closes of 100, then 101 and four of 99: the breakout is on DAY - 4. One more 99 puts it on the 6th.
    const rows = breakoutStocks({
      latestDay: DAY,
      symbols: [
        closeStock('FIVE', series(101, 99, 99, 99, 99)),
        closeStock('SIX', series(101, 99, 99, 99, 99, 99)),
      ],
    });
    expect(rows).toEqual([{ symbol: 'FIVE', close: 99, date: isoDate(DAY - 4) }]);
  });

  it('dates the latest breakout when there are several, and orders by symbol', () => {
    const rows = breakoutStocks({
      latestDay: DAY,
      symbols: [closeStock('B', series(101, 102, 99)), closeStock('A', series(99, 100.5))],
    });
    expect(rows).toEqual([
      { symbol: 'A', close: 100.5, date: isoDate(DAY) },
      { symbol: 'B', close: 99, date: isoDate(DAY - 1) },
    ]);
  });

  it('leaves out a symbol missing the latest session', () => {
    expect(
      breakoutStocks({ latestDay: DAY, symbols: [closeStock('OLD', series(101), { lastDay: DAY - 1 })] }),
    ).toEqual([]);
  });

  it('reads the rule on adjusted closes and shows the traded close', () => {
    // A 1:1 bonus before the last session: traded closes before it are twice the adjusted ones, so the traded
    // series shows a fall where the adjusted one breaks out.
    const adjusted = closeBars(series(101));
    const traded = closeBars(Array.from(adjusted.close, (c, i) => (i < 50 ? 2 * c : c)));
    const rows = breakoutStocks({ latestDay: DAY, symbols: [{ symbol: 'BON', adjusted, traded }] });
    expect(rows).toEqual([{ symbol: 'BON', close: 101, date: isoDate(DAY) }]);
  });
});
