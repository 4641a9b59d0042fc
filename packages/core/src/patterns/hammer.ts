import type { CandleFrame } from './candle-frame';

/**
 * TA-Lib CDLHAMMER: +100 for a short real body with a long lower shadow, a very short upper shadow, and a body
 * at or near the previous candle's low; warm-up 11 bars; TA-Lib.
 */
export function cdlHammer(frame: CandleFrame): Int8Array {
  const { low } = frame;
  return hammerShaped(frame, 100, (bodyBottom, i, near) => bodyBottom <= low[i - 1]! + near);
}

/**
 * TA-Lib CDLHANGINGMAN: -100 for the hammer's candle (short body, long lower shadow, very short upper shadow)
 * with its body at or near the previous candle's high; warm-up 11 bars; TA-Lib.
 */
export function cdlHangingMan(frame: CandleFrame): Int8Array {
  const { high } = frame;
  return hammerShaped(frame, -100, (bodyBottom, i, near) => bodyBottom >= high[i - 1]! - near);
}

function hammerShaped(
  frame: CandleFrame,
  value: number,
  placed: (bodyBottom: number, i: number, near: number) => boolean,
): Int8Array {
  const { open, close, body, upperShadow, lowerShadow, length } = frame;
  const start = 11;
  const out = new Int8Array(length);
  if (length <= start) return out;
  const bodyShort = frame.average('bodyShort', start);
  const shadowLong = frame.average('shadowLong', start);
  const shadowVeryShort = frame.average('shadowVeryShort', start);
  const near = frame.average('near', start - 1);
  for (let i = Math.max(start, frame.from); i < length; i++) {
    if (
      body[i]! < bodyShort[i]! &&
      lowerShadow[i]! > shadowLong[i]! &&
      upperShadow[i]! < shadowVeryShort[i]! &&
      placed(Math.min(close[i]!, open[i]!), i, near[i - 1]!)
    )
      out[i] = value;
  }
  return out;
}
