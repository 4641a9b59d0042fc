import { describe, expect, it } from 'vitest';
import { closeStock, DAY } from '../../test-support/close-bars';
import { tradedOnLatestSession } from './screen-market';

describe('tradedOnLatestSession', () => {
  it("yields the symbols with a bar on the latest day, in the market's order, with that bar's index", () => {
    const market = {
      latestDay: DAY,
      symbols: [
        closeStock('ZED', [1, 2, 3]),
        closeStock('OLD', [1, 2], { lastDay: DAY - 1 }),
        closeStock('ABC', [5]),
        closeStock('NONE', []),
      ],
    };
    expect([...tradedOnLatestSession(market)].map(({ symbol, last }) => [symbol, last])).toEqual([
      ['ZED', 2],
      ['ABC', 0],
    ]);
  });
});
