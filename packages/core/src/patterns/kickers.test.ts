import { describe, expect, it } from 'vitest';
import { type Candle, candle as c, candleColumns, trendCandles } from './candle';
import { candleFrame } from './candle-frame';
import { kickers } from './kickers';

// Trend bodies are 1, so the first pattern body must exceed 1 (10 x 1 / 10) and the second must exceed the
// average of the nine last trend bodies and the first pattern body: (9 + 2) / 10 = 1.1.
function lastSignal(trend: 'up' | 'down', pattern: Candle[]): number | undefined {
  const series = [...trendCandles(trend, 12, 100), ...pattern];
  return kickers(candleFrame(candleColumns(series)))[series.length - 1];
}

describe('kickers (ours)', () => {
  it('fires bullish: long black, then long white opening above the black open', () => {
    expect(lastSignal('down', [c(100, 100.2, 97.8, 98), c(100.5, 102.7, 100.3, 102.5)])).toBe(100);
    // No marubozu or shadow gap needed: long shadows, and the white low (99.5) under the black high (101).
    expect(lastSignal('down', [c(100, 101, 97, 98), c(100.1, 103.5, 99.5, 102.3)])).toBe(100);
  });

  it('refuses a white candle opening at (not above) the black open', () => {
    expect(lastSignal('down', [c(100, 100.2, 97.8, 98), c(100, 102.2, 99.8, 102)])).toBe(0);
  });

  it('refuses bodies that are not long: first 1 (not > 1), or second 1.05 (not > 1.1)', () => {
    expect(lastSignal('down', [c(99, 99.2, 97.8, 98), c(100.5, 102.7, 100.3, 102.5)])).toBe(0);
    expect(lastSignal('down', [c(100, 100.2, 97.8, 98), c(100.5, 101.7, 100.3, 101.55)])).toBe(0);
  });

  it('fires bearish: long white, then long black opening below the white open', () => {
    expect(lastSignal('up', [c(100, 102.2, 99.8, 102), c(99.5, 99.7, 97.3, 97.5)])).toBe(-100);
  });

  it('refuses the bearish side when the black opens inside the white body', () => {
    expect(lastSignal('up', [c(100, 102.2, 99.8, 102), c(100.5, 100.7, 98.3, 98.5)])).toBe(0);
  });
});
