import type { CandleFrame } from './candle-frame';

/**
 * TA-Lib CDLMARUBOZU: a long real body with very short shadows on both ends; +100 white (bullish), -100 black
 * (bearish); warm-up 10 bars; TA-Lib.
 */
export function cdlMarubozu(frame: CandleFrame): Int8Array {
  const { open, close, body, upperShadow, lowerShadow, length } = frame;
  const start = 10;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const bodyLong = frame.average('bodyLong', start);
  const shadowVeryShort = frame.average('shadowVeryShort', start);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    const veryShort = shadowVeryShort[i]!;
    if (body[i]! > bodyLong[i]! && upperShadow[i]! < veryShort && lowerShadow[i]! < veryShort) {
      out[i] = close[i]! >= open[i]! ? 100 : -100;
    }
  }
  return out;
}
