import type { CandleFrame } from './candle-frame';

const START = 10;

/** TA-Lib CDLDOJI: +100 when the real body is within 10 % of the average range (BodyDoji); warm-up 10 bars; TA-Lib. */
export function cdlDoji(frame: CandleFrame): Int8Array {
  return dojiShaped(frame, () => true);
}

/**
 * TA-Lib CDLDRAGONFLYDOJI: +100 for a doji with a very short upper shadow and a lower shadow that is not very
 * short; warm-up 10 bars; TA-Lib.
 */
export function cdlDragonflyDoji(frame: CandleFrame): Int8Array {
  const { upperShadow, lowerShadow } = frame;
  return dojiShaped(frame, (i, veryShort) => upperShadow[i]! < veryShort && lowerShadow[i]! > veryShort);
}

/**
 * TA-Lib CDLGRAVESTONEDOJI: +100 (TA-Lib's sign; the pattern is bearish) for a doji with a very short lower
 * shadow and an upper shadow that is not very short; warm-up 10 bars; TA-Lib.
 */
export function cdlGravestoneDoji(frame: CandleFrame): Int8Array {
  const { upperShadow, lowerShadow } = frame;
  return dojiShaped(frame, (i, veryShort) => lowerShadow[i]! < veryShort && upperShadow[i]! > veryShort);
}

function dojiShaped(frame: CandleFrame, shadows: (i: number, veryShort: number) => boolean): Int8Array {
  const { body, length } = frame;
  const out = new Int8Array(length);
  if (length <= START) return out;
  const bodyDoji = frame.average('bodyDoji', START);
  const shadowVeryShort = frame.average('shadowVeryShort', START);
  for (let i = Math.max(START, frame.from); i < length; i++) {
    if (body[i]! <= bodyDoji[i]! && shadows(i, shadowVeryShort[i]!)) out[i] = 100;
  }
  return out;
}
