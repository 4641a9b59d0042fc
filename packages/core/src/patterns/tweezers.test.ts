import { describe, expect, it } from 'vitest';
import { type Candle, candle as c, candleColumns, trendCandles } from './candle';
import { candleFrame } from './candle-frame';
import { tweezers } from './tweezers';

// Trend candles have bodies of 1 and high-low ranges of 2, so before the pattern:
// BodyLong = 1 x (10 x 1) / 10 = 1 (the first candle's body must exceed 1) and
// Equal = 0.05 x (5 x 2) / 5 = 0.1 (the second extreme must lie within 0.1 of the first).
function lastSignal(trend: 'up' | 'down', pattern: Candle[]): number | undefined {
  const series = [...trendCandles(trend, 12, 100), ...pattern];
  const out = tweezers(candleFrame(candleColumns(series)));
  return out[series.length - 1];
}

describe('tweezers (ours)', () => {
  it('fires a bottom: long black candle, then a white one with the same low', () => {
    expect(lastSignal('down', [c(100, 100.2, 97.6, 98), c(98, 99.7, 97.6, 99.5)])).toBe(100);
  });

  it('accepts lows apart by less than Equal (0.05 < 0.1) and refuses 0.15', () => {
    expect(lastSignal('down', [c(100, 100.2, 97.6, 98), c(98, 99.7, 97.55, 99.5)])).toBe(100);
    expect(lastSignal('down', [c(100, 100.2, 97.6, 98), c(98, 99.7, 97.45, 99.5)])).toBe(0);
    expect(lastSignal('down', [c(100, 100.2, 97.6, 98), c(98, 99.7, 97.75, 99.5)])).toBe(0);
  });

  it('refuses a first body that is not long (1 is not > 1)', () => {
    expect(lastSignal('down', [c(99, 99.2, 97.6, 98), c(98, 99.7, 97.6, 99.5)])).toBe(0);
  });

  it('refuses two candles of one colour', () => {
    expect(lastSignal('down', [c(100, 100.2, 97.6, 98), c(99.5, 99.7, 97.6, 98.5)])).toBe(0);
  });

  it('fires a top: long white candle, then a black one with the same high', () => {
    expect(lastSignal('up', [c(100, 102.4, 99.8, 102), c(102, 102.4, 100.3, 100.5)])).toBe(-100);
    expect(lastSignal('up', [c(100, 102.4, 99.8, 102), c(102, 102.45, 100.3, 100.5)])).toBe(-100);
  });

  it('refuses a top whose highs differ by more than Equal, or whose second candle is white', () => {
    expect(lastSignal('up', [c(100, 102.4, 99.8, 102), c(102, 102.55, 100.3, 100.5)])).toBe(0);
    expect(lastSignal('up', [c(100, 102.4, 99.8, 102), c(101, 102.4, 100.8, 101.5)])).toBe(0);
  });

  it('reports nothing during its 11-bar warm-up', () => {
    const out = tweezers(candleFrame(candleColumns([c(100, 100.2, 97.6, 98), c(98, 99.7, 97.6, 99.5)])));
    expect([...out]).toEqual([0, 0]);
  });
});
