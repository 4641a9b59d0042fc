import { describe, expect, it } from 'vitest';
import { closeStock, DAY } from '../../test-support/close-bars';
import { isoDate } from '../dates';
import type { Bars } from '../series';
import { fiftyTwoWeekHighLow, previousExtremes } from './fifty-two-week-high-low';
import type { ScreenSymbol } from './screen-market';

/** A session: its day number, high, low and close (open = close). */
type Session = [day: number, high: number, low: number, close: number];

function sessionBars(sessions: readonly Session[]): Bars {
  const column = (k: 1 | 2 | 3) => Float64Array.from(sessions, (s) => s[k]);
  return {
    date: Int32Array.from(sessions, (s) => s[0]),
    open: column(3),
    high: column(1),
    low: column(2),
    close: column(3),
    volume: new Float64Array(sessions.length).fill(1_000),
  };
}

const stock = (symbol: string, sessions: readonly Session[]): ScreenSymbol => {
  const bars = sessionBars(sessions);
  return { symbol, adjusted: bars, traded: bars };
};

const screen = (...symbols: ScreenSymbol[]) => fiftyTwoWeekHighLow({ latestDay: DAY, symbols });

/** Three sessions of a listing a week old: highs 105, 110, 108 and lows 95, 100, 98 before today. */
const WEEK: Session[] = [
  [DAY - 7, 105, 95, 100],
  [DAY - 6, 110, 100, 104],
  [DAY - 5, 108, 98, 101],
];

describe('fiftyTwoWeekHighLow', () => {
  it('finds a new high on a listing younger than a year, against all its earlier sessions, on the high not the close', () => {
    // Today's high 111 tops 110 (of DAY - 6) though the close, 109, does not; 109 is not near the low 95.
    const rows = screen(stock('YOUNG', [...WEEK, [DAY, 111, 103, 109]]));
    expect(rows).toEqual([
      { symbol: 'YOUNG', kind: 'new-high', ltp: 109, extreme: 110, extremeDate: isoDate(DAY - 6) },
    ]);
  });

  it('does not count a tie with the old high as a new high: the close 108 is within 2 % of 110, so near it', () => {
    // 110 (1 + 1e-10) is a tie with 110 (within 1e-9 of the larger): no new high; 108 >= 0.98 x 110 = 107.8.
    const rows = screen(stock('TIE', [...WEEK, [DAY, 110 * (1 + 1e-10), 104, 108]]));
    expect(rows).toEqual([
      { symbol: 'TIE', kind: 'near-high', ltp: 108, extreme: 110, extremeDate: isoDate(DAY - 6) },
    ]);
    // 110 + 0.1 is above it: a new high, and then not near-high as well.
    expect(screen(stock('ABOVE', [...WEEK, [DAY, 110.1, 104, 108]])).map((r) => r.kind)).toEqual([
      'new-high',
    ]);
  });

  it('puts the near thresholds at exactly 98 % of the previous high and 102 % of the previous low', () => {
    // Previous high 500 and low 400: a close of 490 is 98 % of 500, 489.9 is not; 408 is 102 % of 400, 408.1 is not.
    const year: Session[] = [
      [DAY - 300, 500, 450, 480],
      [DAY - 100, 470, 400, 420],
    ];
    const kinds = (close: number) =>
      screen(stock('EDGE', [...year, [DAY, close, close, close]])).map((r) => [r.kind, r.extreme]);
    expect(kinds(490)).toEqual([['near-high', 500]]);
    expect(kinds(489.9)).toEqual([]);
    expect(kinds(408)).toEqual([['near-low', 400]]);
    expect(kinds(408.1)).toEqual([]);
    // Where the product rounds up in binary (0.98 x 100.4 = 98.39200000000001), 98 % (98.392) still ties it.
    const rounded = (high: number, low: number, close: number) =>
      screen(
        stock('ROUND', [
          [DAY - 9, high, low, low],
          [DAY, close, close, close],
        ]),
      ).map((r) => r.kind);
    expect(rounded(100.4, 50, 98.392)).toEqual(['near-high']);
    expect(rounded(200, 100.1, 102.102)).toEqual(['near-low']);
  });

  it('finds a new low on the low, not the close, and lists a stock once for each kind that holds', () => {
    // A year within 100-101: today's high 102 is a new high, its close 101.5 is within 102 % of the low 100.
    const tight: Session[] = [
      [DAY - 200, 101, 100, 100.5],
      [DAY - 2, 100.8, 100.2, 100.4],
    ];
    expect(screen(stock('BOTH', [...tight, [DAY, 102, 100.5, 101.5]])).map((r) => r.kind)).toEqual([
      'new-high',
      'near-low',
    ]);
    // Low 94 under the previous 95 (of DAY - 7) though the close 100 is not: a new low, dated that session.
    expect(screen(stock('LOW', [...WEEK, [DAY, 104, 94, 100]]))).toEqual([
      { symbol: 'LOW', kind: 'new-low', ltp: 100, extreme: 95, extremeDate: isoDate(DAY - 7) },
    ]);
  });

  it('takes the sessions dated 365 days before the latest to the day before it, and the latest that made the extreme', () => {
    const window: Session[] = [
      [DAY - 366, 900, 10, 500], // outside: one day too early
      [DAY - 365, 200, 150, 180], // inside: the first day
      [DAY - 40, 200, 160, 190], // the same high again, later: it dates the extreme
      [DAY - 1, 190, 170, 185],
    ];
    const bars = sessionBars([...window, [DAY, 201, 180, 199]]);
    expect(previousExtremes(bars, 4)).toEqual({ high: 200, highIndex: 2, low: 150, lowIndex: 1 });
    expect(screen(stock('WIN', [...window, [DAY, 201, 180, 199]]))).toEqual([
      { symbol: 'WIN', kind: 'new-high', ltp: 199, extreme: 200, extremeDate: isoDate(DAY - 40) },
    ]);
  });

  it('has no row for a stock without an earlier session in the window or without a session today', () => {
    expect(screen(stock('FIRST', [[DAY, 100, 90, 95]]))).toEqual([]);
    // Suspended for over a year: its earlier sessions are all older than the window.
    expect(
      screen(
        stock('BACK', [
          [DAY - 500, 100, 90, 95],
          [DAY, 120, 110, 115],
        ]),
      ),
    ).toEqual([]);
    expect(screen(closeStock('OLD', [100, 101, 130], { lastDay: DAY - 1 }))).toEqual([]);
  });

  it('compares adjusted prices and shows the traded close, by symbol', () => {
    // A 1:1 bonus halved the traded prices: adjusted, the old high is 60, so 62 tops it; traded it is 120.
    const adjusted = sessionBars([
      [DAY - 10, 60, 50, 55],
      [DAY, 62, 58, 61],
    ]);
    const traded = sessionBars([
      [DAY - 10, 120, 100, 110],
      [DAY, 62, 58, 61],
    ]);
    const rows = screen(
      {
        symbol: 'ZED',
        adjusted: sessionBars([...WEEK, [DAY, 111, 103, 109]]),
        traded: sessionBars([...WEEK, [DAY, 111, 103, 109.5]]),
      },
      { symbol: 'BONUS', adjusted, traded },
    );
    expect(rows.map((r) => [r.symbol, r.kind, r.ltp, r.extreme])).toEqual([
      ['BONUS', 'new-high', 61, 60],
      ['ZED', 'new-high', 109.5, 110],
    ]);
  });
});
