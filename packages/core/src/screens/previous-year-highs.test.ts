import { describe, expect, it } from 'vitest';
import { DAY } from '../../test-support/close-bars';
import { isoDate } from '../dates';
import type { Bars } from '../series';
import { previousYearHighs } from './previous-year-highs';
import type { ScreenSymbol } from './screen-market';

/** A session: its day number, high and close (low = open = close). */
type Session = [day: number, high: number, close: number];

function stock(symbol: string, sessions: readonly Session[]): ScreenSymbol {
  const close = Float64Array.from(sessions, (s) => s[2]);
  const bars: Bars = {
    date: Int32Array.from(sessions, (s) => s[0]),
    open: close,
    high: Float64Array.from(sessions, (s) => s[1]),
    low: close,
    close,
    volume: new Float64Array(sessions.length).fill(1_000),
  };
  return { symbol, adjusted: bars, traded: bars };
}

describe('previousYearHighs', () => {
  it('gives the highest high of the year before today, today and older sessions excluded', () => {
    // 400 days ago (outside the 365-day window) the high was 900; inside it 120 (DAY - 200) and 118; today's 130 is not counted.
    const rows = previousYearHighs({
      latestDay: DAY,
      symbols: [
        stock('OLD', [
          [DAY - 400, 900, 880],
          [DAY - 200, 120, 110],
          [DAY - 10, 118, 112],
          [DAY, 130, 125],
        ]),
      ],
    });
    expect(rows).toEqual([{ symbol: 'OLD', ltp: 125, prevHigh: 120, prevHighDate: isoDate(DAY - 200) }]);
  });

  it('leaves out a stock that did not trade today and a listing with no earlier session', () => {
    const rows = previousYearHighs({
      latestDay: DAY,
      symbols: [
        stock('IDLE', [
          [DAY - 3, 50, 48],
          [DAY - 1, 52, 50],
        ]),
        stock('NEW', [[DAY, 60, 58]]),
        stock('TWO', [
          [DAY - 1, 52, 50],
          [DAY, 55, 51],
        ]),
      ],
    });
    expect(rows).toEqual([{ symbol: 'TWO', ltp: 51, prevHigh: 52, prevHighDate: isoDate(DAY - 1) }]);
  });
});
