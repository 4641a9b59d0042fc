import type { CandleFrame } from './candle-frame';

/**
 * TA-Lib CDL3BLACKCROWS: -100 after a white candle, for three black candles with falling closes and very short
 * lower shadows, each opening inside the previous body, the first closing under the white candle's high; warm-up
 * 13 bars; TA-Lib.
 */
export function cdlThreeBlackCrows(frame: CandleFrame): Int8Array {
  const { open, high, close, lowerShadow, length } = frame;
  const start = 13;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const veryShort2 = frame.average('shadowVeryShort', start - 2);
  const veryShort1 = frame.average('shadowVeryShort', start - 1);
  const veryShort0 = frame.average('shadowVeryShort', start);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    if (
      close[i - 3]! >= open[i - 3]! &&
      close[i - 2]! < open[i - 2]! &&
      lowerShadow[i - 2]! < veryShort2[i - 2]! &&
      close[i - 1]! < open[i - 1]! &&
      lowerShadow[i - 1]! < veryShort1[i - 1]! &&
      close[i]! < open[i]! &&
      lowerShadow[i]! < veryShort0[i]! &&
      open[i - 1]! < open[i - 2]! &&
      open[i - 1]! > close[i - 2]! &&
      open[i]! < open[i - 1]! &&
      open[i]! > close[i - 1]! &&
      high[i - 3]! > close[i - 2]! &&
      close[i - 2]! > close[i - 1]! &&
      close[i - 1]! > close[i]!
    )
      out[i] = -100;
  }
  return out;
}
