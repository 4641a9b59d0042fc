import { describe, expect, it } from 'vitest';
import { candleLabel } from './candle-chart';
import type { LiveCandle } from './live-candle';

const candle = (open: number, close: number, changePercent: number): LiveCandle => ({
  symbol: 'NABIL',
  open,
  high: Math.max(open, close),
  low: Math.min(open, close),
  close,
  volume: 100,
  change: 0,
  changePercent,
  lastUpdated: '',
  isGainer: changePercent > 0,
});

describe("a live candle's words", () => {
  it('give the last price, the change on the day and the close against the open', () => {
    expect(candleLabel(candle(500, 512.5, 2.5))).toBe(
      'NABIL candle: last 512.50, up 2.50% on the day, above its open of 500.00',
    );
    expect(candleLabel(candle(500, 490, -1.25))).toBe(
      'NABIL candle: last 490.00, down 1.25% on the day, below its open of 500.00',
    );
    expect(candleLabel(candle(500, 500, 0))).toBe(
      'NABIL candle: last 500.00, unchanged on the day, at its open of 500.00',
    );
  });
});
