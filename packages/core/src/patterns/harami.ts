import type { CandleFrame } from './candle-frame';

/**
 * TA-Lib CDLHARAMI: a long real body, then a short one inside it; +100 after a black first candle (bullish),
 * -100 after a white one, ±80 when the bodies share one end; warm-up 11 bars; TA-Lib.
 */
export function cdlHarami(frame: CandleFrame): Int8Array {
  const { open, close, body, length } = frame;
  const start = 11;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const bodyLong = frame.average('bodyLong', start - 1);
  const bodyShort = frame.average('bodyShort', start);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    if (!(body[i - 1]! > bodyLong[i - 1]! && body[i]! <= bodyShort[i]!)) continue;
    const top = Math.max(close[i]!, open[i]!);
    const bottom = Math.min(close[i]!, open[i]!);
    const previousTop = Math.max(close[i - 1]!, open[i - 1]!);
    const previousBottom = Math.min(close[i - 1]!, open[i - 1]!);
    const sign = close[i - 1]! >= open[i - 1]! ? -1 : 1;
    if (top < previousTop && bottom > previousBottom) out[i] = sign * 100;
    else if (top <= previousTop && bottom >= previousBottom) out[i] = sign * 80;
  }
  return out;
}
