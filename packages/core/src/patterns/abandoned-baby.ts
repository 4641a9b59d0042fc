import type { CandleFrame } from './candle-frame';

/**
 * TA-Lib CDLABANDONEDBABY: a long candle, a doji whose shadows gap away from it, and a candle longer than short
 * gapping back and closing more than `penetration` of the first body into it (default 0.3); +100 when the last
 * candle is white (bullish), -100 when black; warm-up 12 bars; TA-Lib.
 */
export function cdlAbandonedBaby(frame: CandleFrame, penetration = 0.3): Int8Array {
  const { open, high, low, close, body, length } = frame;
  const start = 12;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const firstLong = frame.average('bodyLong', start - 2);
  const dojiBody = frame.average('bodyDoji', start - 1);
  const thirdShort = frame.average('bodyShort', start);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    if (
      !(body[i - 2]! > firstLong[i - 2]! && body[i - 1]! <= dojiBody[i - 1]! && body[i]! > thirdShort[i]!)
    ) {
      continue;
    }
    const firstWhite = close[i - 2]! >= open[i - 2]!;
    const lastWhite = close[i]! >= open[i]!;
    const bearish =
      firstWhite &&
      !lastWhite &&
      close[i]! < close[i - 2]! - body[i - 2]! * penetration &&
      low[i - 1]! > high[i - 2]! &&
      high[i]! < low[i - 1]!;
    const bullish =
      !firstWhite &&
      lastWhite &&
      close[i]! > close[i - 2]! + body[i - 2]! * penetration &&
      high[i - 1]! < low[i - 2]! &&
      low[i]! > high[i - 1]!;
    if (bearish || bullish) out[i] = lastWhite ? 100 : -100;
  }
  return out;
}
