import type { CandleFrame } from './candle-frame';

const START = 12;

/**
 * TA-Lib CDLMORNINGSTAR: +100 for a long black candle, a short body gapping below it, and a white candle longer
 * than short that closes more than `penetration` of the first body up into it (default 0.3); warm-up 12 bars;
 * TA-Lib.
 */
export function cdlMorningStar(frame: CandleFrame, penetration = 0.3): Int8Array {
  const { open, close, body } = frame;
  return starShaped(
    frame,
    100,
    (i) =>
      close[i - 2]! < open[i - 2]! &&
      Math.max(open[i - 1]!, close[i - 1]!) < Math.min(open[i - 2]!, close[i - 2]!) &&
      close[i]! >= open[i]! &&
      close[i]! > close[i - 2]! + body[i - 2]! * penetration,
  );
}

/**
 * TA-Lib CDLEVENINGSTAR: -100 for a long white candle, a short body gapping above it, and a black candle longer
 * than short that closes more than `penetration` of the first body down into it (default 0.3); warm-up 12 bars;
 * TA-Lib.
 */
export function cdlEveningStar(frame: CandleFrame, penetration = 0.3): Int8Array {
  const { open, close, body } = frame;
  return starShaped(
    frame,
    -100,
    (i) =>
      close[i - 2]! >= open[i - 2]! &&
      Math.min(open[i - 1]!, close[i - 1]!) > Math.max(open[i - 2]!, close[i - 2]!) &&
      close[i]! < open[i]! &&
      close[i]! < close[i - 2]! - body[i - 2]! * penetration,
  );
}

function starShaped(frame: CandleFrame, value: number, directed: (i: number) => boolean): Int8Array {
  const { body, length } = frame;
  const out = new Int8Array(length);
  if (length <= START) return out;
  const firstLong = frame.average('bodyLong', START - 2);
  const starShort = frame.average('bodyShort', START - 1);
  const thirdShort = frame.average('bodyShort', START);
  for (let i = Math.max(START, frame.from); i < length; i++) {
    if (
      body[i - 2]! > firstLong[i - 2]! &&
      body[i - 1]! <= starShort[i - 1]! &&
      body[i]! > thirdShort[i]! &&
      directed(i)
    )
      out[i] = value;
  }
  return out;
}
