import { describe, expect, it } from 'vitest';
import { closeBars, closeStock, DAY } from '../../test-support/close-bars';
import { consolidatingStocks, consolidationRange, isConsolidating } from './consolidating-stocks';

describe('consolidationRange', () => {
  it('is (max - min) / min of the 20 closes ending at the session, by hand', () => {
    // An older close of 1 is outside the window; the window holds 100..108 and 100s.
    const close = Float64Array.from([1, 100, 108, ...Array.from({ length: 18 }, () => 100)]);
    expect(consolidationRange(close, close.length - 1)).toBeCloseTo(0.08, 15);
    expect(isConsolidating(close, close.length - 1)).toBe(true);
  });

  it('is above 8 % for a wider range, and NaN with fewer than 20 sessions', () => {
    const close = Float64Array.from([100, 108.1, ...Array.from({ length: 18 }, () => 100)]);
    expect(isConsolidating(close, close.length - 1)).toBe(false);
    expect(consolidationRange(close, 18)).toBeNaN();
  });
});

/** 20 closes: 100, `high`, 17 of 101 and `today`. */
const window = (high: number, today: number) => [100, high, ...Array.from({ length: 17 }, () => 101), today];

describe('consolidatingStocks', () => {
  it("lists a window of exactly 8 % with its highest, lowest and today's close, and leaves out a wider one", () => {
    // 50 (outside the window) then 100 .. 108: (108 - 100) / 100 = 8 %. WIDE reaches 108.5: 8.5 %.
    const rows = consolidatingStocks({
      latestDay: DAY,
      symbols: [closeStock('WIDE', window(108.5, 102)), closeStock('EIGHT', [50, ...window(108, 102)])],
    });
    expect(rows).toEqual([{ symbol: 'EIGHT', maxClose: 108, close: 102, minClose: 100 }]);
  });

  it('needs 20 sessions, leaves out a symbol missing the latest session, and orders by symbol', () => {
    const rows = consolidatingStocks({
      latestDay: DAY,
      symbols: [
        closeStock('B', window(104, 103)),
        closeStock('SHORT', window(104, 103).slice(1)),
        closeStock('OLD', window(104, 103), { lastDay: DAY - 1 }),
        closeStock('A', window(101, 101)),
      ],
    });
    expect(rows.map((r) => r.symbol)).toEqual(['A', 'B']);
  });

  it('reads the range on adjusted closes and shows the traded close', () => {
    // A 1:1 bonus before the last session: traded closes before it are twice the adjusted ones.
    const adjusted = closeBars(window(105, 104));
    const traded = closeBars(Array.from(adjusted.close, (c, i) => (i < 19 ? 2 * c : c)));
    const rows = consolidatingStocks({ latestDay: DAY, symbols: [{ symbol: 'BON', adjusted, traded }] });
    expect(rows).toEqual([{ symbol: 'BON', maxClose: 105, close: 104, minClose: 100 }]);
  });
});
