import type { CandleFrame } from './candle-frame';

/**
 * Kickers, ours in TA-Lib's style: two long real bodies (BodyLong) of opposite colours whose bodies do not
 * overlap, the second opening beyond the first's open: +100 bullish (black then white opening above the black's
 * open), -100 bearish (white then black opening below the white's open). The kicker signal without
 * CDLKICKING's marubozu and shadow-gap demands, so every CDLKICKING is also a kicker. Warm-up 11 bars.
 */
export function kickers(frame: CandleFrame): Int8Array {
  const { open, close, body, length } = frame;
  const start = 11;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const firstLong = frame.average('bodyLong', start - 1);
  const secondLong = frame.average('bodyLong', start);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    if (!(body[i - 1]! > firstLong[i - 1]! && body[i]! > secondLong[i]!)) continue;
    const firstWhite = close[i - 1]! >= open[i - 1]!;
    const secondWhite = close[i]! >= open[i]!;
    if (!firstWhite && secondWhite && open[i]! > open[i - 1]!) out[i] = 100;
    else if (firstWhite && !secondWhite && open[i]! < open[i - 1]!) out[i] = -100;
  }
  return out;
}
