import { describe, expect, it } from 'vitest';
import { dailyBars, type TestBar } from '../../test-support/daily-bars';
import { LOCKED_DOWN, LOCKED_UP, lockedAt } from './locked-bar';

const still = (date: string, price: number, tradedClose?: number): TestBar => ({
  date,
  open: price,
  close: price,
  ...(tradedClose === undefined ? {} : { tradedClose }),
});

describe('bars locked at the band', () => {
  it('finds one price at the limit, on the tick below it', () => {
    // 333.30 x 1.1 = 366.63: NEPSE's limit is 366.60, a tick under it.
    const bars = dailyBars([
      still('2025-01-01', 333.3),
      still('2025-01-02', 366.6),
      still('2025-01-03', 329.9),
    ]);
    expect(lockedAt(bars, 0)).toBe(0);
    expect(lockedAt(bars, 1)).toBe(LOCKED_UP);
    // 366.60 x 0.9 = 329.94: 329.90 is within a tick.
    expect(lockedAt(bars, 2)).toBe(LOCKED_DOWN);
  });

  it('needs one price all day and the whole band', () => {
    const bars = dailyBars([
      still('2025-01-01', 100),
      { date: '2025-01-02', open: 110, high: 110, low: 109.5, close: 110 },
      still('2025-01-03', 115),
    ]);
    expect(lockedAt(bars, 1)).toBe(0);
    // 110 to 115 is 4.5 %.
    expect(lockedAt(bars, 2)).toBe(0);
  });

  it("reads the change from the previous close adjusted for the session's issue (NEPSE's base price)", () => {
    // A 10 % bonus goes ex on 2025-01-02: the base is 110 / 1.1 = 100, and 110 traded is 10 % up, locked.
    const bars = dailyBars([still('2025-01-01', 100, 110), still('2025-01-02', 110)]);
    expect(lockedAt(bars, 1)).toBe(LOCKED_UP);
    // Against the raw close of 110 it would be no move at all.
    expect(lockedAt(dailyBars([still('2025-01-01', 110), still('2025-01-02', 110)]), 1)).toBe(0);
  });

  it('reads the band of the date: 10 % is not locked from 2026-04-20', () => {
    const bars = dailyBars([still('2026-04-19', 100), still('2026-04-20', 110), still('2026-04-21', 126.5)]);
    expect(lockedAt(bars, 1)).toBe(0);
    expect(lockedAt(bars, 2)).toBe(LOCKED_UP);
  });
});
