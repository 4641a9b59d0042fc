import type { CandleFrame } from './candle-frame';

/**
 * TA-Lib CDLPIERCING: +100 when a long black candle is followed by a long white one that opens below its low and
 * closes above its body's midpoint but below its open; warm-up 11 bars; TA-Lib.
 */
export function cdlPiercing(frame: CandleFrame): Int8Array {
  const { open, low, close, body, length } = frame;
  const start = 11;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const firstLong = frame.average('bodyLong', start - 1);
  const secondLong = frame.average('bodyLong', start);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    if (
      close[i - 1]! < open[i - 1]! &&
      body[i - 1]! > firstLong[i - 1]! &&
      close[i]! >= open[i]! &&
      body[i]! > secondLong[i]! &&
      open[i]! < low[i - 1]! &&
      close[i]! < open[i - 1]! &&
      close[i]! > close[i - 1]! + body[i - 1]! * 0.5
    )
      out[i] = 100;
  }
  return out;
}
