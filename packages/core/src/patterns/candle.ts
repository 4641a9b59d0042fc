import type { Ohlc } from './candle-frame';

/** One hand-made candle. */
export interface Candle {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

/** Shorthand for a candle: open, high, low, close. */
export function candle(open: number, high: number, low: number, close: number): Candle {
  return { open, high, low, close };
}

/** Columns of a list of candles, the form the detectors read. */
export function candleColumns(candles: readonly Candle[]): Ohlc {
  return {
    open: Float64Array.from(candles, (c) => c.open),
    high: Float64Array.from(candles, (c) => c.high),
    low: Float64Array.from(candles, (c) => c.low),
    close: Float64Array.from(candles, (c) => c.close),
  };
}

/**
 * `count` steady candles of a trend ending at `close`: each body 1 and each shadow 0.5 long, the closes one
 * apart, so the averages TA-Lib's candle settings take over them are round (body 1, high-low range 2).
 */
export function trendCandles(direction: 'up' | 'down', count: number, close: number): Candle[] {
  const step = direction === 'up' ? 1 : -1;
  return Array.from({ length: count }, (_, k) => {
    const last = close - step * (count - 1 - k);
    const first = last - step;
    return candle(first, Math.max(first, last) + 0.5, Math.min(first, last) - 0.5, last);
  });
}
