import type { CandleFrame } from './candle-frame';

/**
 * TA-Lib CDLKICKING: two marubozu (long body, very short shadows) of opposite colours with a gap between their
 * shadows; +100 when the second is white (bullish), -100 when black; warm-up 11 bars; TA-Lib.
 */
export function cdlKicking(frame: CandleFrame): Int8Array {
  const { open, high, low, close, body, upperShadow, lowerShadow, length } = frame;
  const start = 11;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const long1 = frame.average('bodyLong', start - 1);
  const long0 = frame.average('bodyLong', start);
  const veryShort1 = frame.average('shadowVeryShort', start - 1);
  const veryShort0 = frame.average('shadowVeryShort', start);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    const firstWhite = close[i - 1]! >= open[i - 1]!;
    const secondWhite = close[i]! >= open[i]!;
    if (
      firstWhite !== secondWhite &&
      body[i - 1]! > long1[i - 1]! &&
      upperShadow[i - 1]! < veryShort1[i - 1]! &&
      lowerShadow[i - 1]! < veryShort1[i - 1]! &&
      body[i]! > long0[i]! &&
      upperShadow[i]! < veryShort0[i]! &&
      lowerShadow[i]! < veryShort0[i]! &&
      (firstWhite ? high[i]! < low[i - 1]! : low[i]! > high[i - 1]!)
    )
      out[i] = secondWhite ? 100 : -100;
  }
  return out;
}
