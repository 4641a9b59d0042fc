import type { CandleFrame } from './candle-frame';

/**
 * TA-Lib CDLINVERTEDHAMMER: +100 for a short real body with a long upper shadow and a very short lower shadow
 * whose body gaps below the previous body; warm-up 11 bars; TA-Lib.
 */
export function cdlInvertedHammer(frame: CandleFrame): Int8Array {
  const { open, close } = frame;
  return invertedHammerShaped(
    frame,
    100,
    (i) => Math.max(open[i]!, close[i]!) < Math.min(open[i - 1]!, close[i - 1]!),
  );
}

/**
 * TA-Lib CDLSHOOTINGSTAR: -100 for the inverted hammer's candle (short body, long upper shadow, very short lower
 * shadow) whose body gaps above the previous body; warm-up 11 bars; TA-Lib.
 */
export function cdlShootingStar(frame: CandleFrame): Int8Array {
  const { open, close } = frame;
  return invertedHammerShaped(
    frame,
    -100,
    (i) => Math.min(open[i]!, close[i]!) > Math.max(open[i - 1]!, close[i - 1]!),
  );
}

function invertedHammerShaped(frame: CandleFrame, value: number, gapped: (i: number) => boolean): Int8Array {
  const { body, upperShadow, lowerShadow, length } = frame;
  const start = 11;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const bodyShort = frame.average('bodyShort', start);
  const shadowLong = frame.average('shadowLong', start);
  const shadowVeryShort = frame.average('shadowVeryShort', start);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    if (
      body[i]! < bodyShort[i]! &&
      upperShadow[i]! > shadowLong[i]! &&
      lowerShadow[i]! < shadowVeryShort[i]! &&
      gapped(i)
    )
      out[i] = value;
  }
  return out;
}
