import type { CandleFrame } from './candle-frame';

/**
 * TA-Lib CDL3WHITESOLDIERS: +100 for three white candles with rising closes and very short upper shadows, each
 * opening inside or near the previous body, none far shorter than the one before, the last not short; warm-up
 * 12 bars; TA-Lib.
 */
export function cdlThreeWhiteSoldiers(frame: CandleFrame): Int8Array {
  const { open, close, body, upperShadow, length } = frame;
  const start = 12;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const veryShort2 = frame.average('shadowVeryShort', start - 2);
  const veryShort1 = frame.average('shadowVeryShort', start - 1);
  const veryShort0 = frame.average('shadowVeryShort', start);
  const near2 = frame.average('near', start - 2);
  const near1 = frame.average('near', start - 1);
  const far2 = frame.average('far', start - 2);
  const far1 = frame.average('far', start - 1);
  const bodyShort = frame.average('bodyShort', start);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    if (
      close[i - 2]! >= open[i - 2]! &&
      upperShadow[i - 2]! < veryShort2[i - 2]! &&
      close[i - 1]! >= open[i - 1]! &&
      upperShadow[i - 1]! < veryShort1[i - 1]! &&
      close[i]! >= open[i]! &&
      upperShadow[i]! < veryShort0[i]! &&
      close[i]! > close[i - 1]! &&
      close[i - 1]! > close[i - 2]! &&
      open[i - 1]! > open[i - 2]! &&
      open[i - 1]! <= close[i - 2]! + near2[i - 2]! &&
      open[i]! > open[i - 1]! &&
      open[i]! <= close[i - 1]! + near1[i - 1]! &&
      body[i - 1]! > body[i - 2]! - far2[i - 2]! &&
      body[i]! > body[i - 1]! - far1[i - 1]! &&
      body[i]! > bodyShort[i]!
    )
      out[i] = 100;
  }
  return out;
}
