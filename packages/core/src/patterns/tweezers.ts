import type { CandleFrame } from './candle-frame';

/**
 * Tweezers, ours in TA-Lib's style (TA-Lib has none): a long-bodied candle (BodyLong) then one of the other
 * colour whose low (bottom, +100) or high (top, -100) equals the first's within Equal, Equal averaged over the
 * 5 candles before the first as TA-Lib's CDLMATCHINGLOW does. Bottom: first black, second white; top: first
 * white, second black. Trend is not checked, as in TA-Lib. Warm-up 11 bars.
 */
export function tweezers(frame: CandleFrame): Int8Array {
  const { open, high, low, close, body, length } = frame;
  const start = 11;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const firstLong = frame.average('bodyLong', start - 1);
  const equal = frame.average('equal', start - 1);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    if (!(body[i - 1]! > firstLong[i - 1]!)) continue;
    const firstWhite = close[i - 1]! >= open[i - 1]!;
    const secondWhite = close[i]! >= open[i]!;
    if (firstWhite === secondWhite) continue;
    const tolerance = equal[i - 1]!;
    if (secondWhite) {
      if (low[i]! <= low[i - 1]! + tolerance && low[i]! >= low[i - 1]! - tolerance) out[i] = 100;
    } else if (high[i]! <= high[i - 1]! + tolerance && high[i]! >= high[i - 1]! - tolerance) {
      out[i] = -100;
    }
  }
  return out;
}
