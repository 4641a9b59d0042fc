import type { CandleFrame } from './candle-frame';

/**
 * Windows, ours in TA-Lib's style (TA-Lib has no plain one): +100 rising window when the bar's low is above the
 * previous high (TA-Lib's TA_CANDLEGAPUP), -100 falling window when its high is below the previous low
 * (TA_CANDLEGAPDOWN). Warm-up 1 bar.
 */
export function windows(frame: CandleFrame): Int8Array {
  const { high, low, length } = frame;
  const out = new Int8Array(length);
  for (let i = Math.max(1, frame.from); i < length; i++) {
    if (low[i]! > high[i - 1]!) out[i] = 100;
    else if (high[i]! < low[i - 1]!) out[i] = -100;
  }
  return out;
}
