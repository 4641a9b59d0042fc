import type { CandleFrame } from './candle-frame';

/**
 * TA-Lib CDLDARKCLOUDCOVER: -100 when a long white candle is followed by a black one that opens above its high and
 * closes more than `penetration` of its body down into it (default 0.5); warm-up 11 bars; TA-Lib.
 */
export function cdlDarkCloudCover(frame: CandleFrame, penetration = 0.5): Int8Array {
  const { open, high, close, body, length } = frame;
  const start = 11;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const firstLong = frame.average('bodyLong', start - 1);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    if (
      close[i - 1]! >= open[i - 1]! &&
      body[i - 1]! > firstLong[i - 1]! &&
      close[i]! < open[i]! &&
      open[i]! > high[i - 1]! &&
      close[i]! > open[i - 1]! &&
      close[i]! < close[i - 1]! - body[i - 1]! * penetration
    )
      out[i] = -100;
  }
  return out;
}
