import type { LiveStockRecord } from '@nepse/contract';
import { describe, expect, it } from 'vitest';
import { lastUpdatedOf, liveCandleOf, marketBreadth, rangePercent } from './live-candle';

const FULL: LiveStockRecord = {
  symbol: 'UNLB',
  openPrice: 1690,
  highPrice: 1690,
  lowPrice: 1660.2,
  lastTradedPrice: 1670,
  previousClose: 1694,
  totalTradeQuantity: 1651,
  percentageChange: -1.42,
  lastUpdatedDateTime: '2026-04-02 12:22:33.837549',
};

describe('liveCandleOf', () => {
  it('derives the card of a full record (live_market.json sample)', () => {
    expect(liveCandleOf(FULL)).toEqual({
      symbol: 'UNLB',
      open: 1690,
      high: 1690,
      low: 1660.2,
      close: 1670,
      volume: 1651,
      change: -24,
      changePercent: -1.42,
      lastUpdated: '2026-04-02 12:22:33.837549',
      isGainer: false,
    });
  });

  it('takes the open from the previous close, then 0', () => {
    expect(liveCandleOf({ ...FULL, openPrice: null }).open).toBe(1694);
    expect(liveCandleOf({ ...FULL, openPrice: undefined, previousClose: undefined }).open).toBe(0);
  });

  it('takes high and low from the last traded price when missing', () => {
    const c = liveCandleOf({ ...FULL, highPrice: null, lowPrice: undefined });
    expect([c.high, c.low]).toEqual([1670, 1670]);
  });

  it('reads a missing change as 0, not a gainer, and a missing volume as 0', () => {
    const c = liveCandleOf({ ...FULL, percentageChange: null, totalTradeQuantity: undefined });
    expect([c.changePercent, c.isGainer, c.volume]).toEqual([0, false, 0]);
    expect(liveCandleOf({ ...FULL, previousClose: null }).change).toBe(0);
  });

  it('is a gainer only above 0', () => {
    expect(liveCandleOf({ ...FULL, percentageChange: 0.01 }).isGainer).toBe(true);
    expect(liveCandleOf({ ...FULL, percentageChange: 0 }).isGainer).toBe(false);
  });
});

describe('the page figures', () => {
  it('Range % is (high - low) / open', () => {
    // (1690 - 1660.2) / 1690 = 1.7633 %
    expect(rangePercent(liveCandleOf(FULL))).toBeCloseTo(1.7633, 4);
    expect(rangePercent({ high: 5, low: 4, open: 0 })).toBe(0);
  });

  it('counts gainers and losers, and takes the latest update to the second', () => {
    const candles = [
      liveCandleOf(FULL),
      liveCandleOf({
        ...FULL,
        symbol: 'A',
        percentageChange: 2,
        lastUpdatedDateTime: '2026-04-02 12:25:01.5',
      }),
      liveCandleOf({ ...FULL, symbol: 'B', percentageChange: 0 }),
      liveCandleOf({ ...FULL, symbol: 'C', percentageChange: -0.5 }),
    ];
    expect(marketBreadth(candles)).toEqual({ gainers: 1, losers: 2 });
    expect(lastUpdatedOf(candles)).toBe('2026-04-02 12:25:01');
    expect(lastUpdatedOf([])).toBeUndefined();
  });
});
