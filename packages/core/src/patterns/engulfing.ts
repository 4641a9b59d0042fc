import type { CandleFrame } from './candle-frame';

/**
 * TA-Lib CDLENGULFING: +100 when a white real body engulfs the previous black one, -100 for black engulfing white,
 * ±80 when the bodies share one end; warm-up 2 bars (TA-Lib's lookback); TA-Lib.
 */
export function cdlEngulfing(frame: CandleFrame): Int8Array {
  const { open, close, length } = frame;
  const out = new Int8Array(length);
  for (let i = Math.max(2, frame.from); i < length; i++) {
    const o = open[i]!;
    const c = close[i]!;
    const po = open[i - 1]!;
    const pc = close[i - 1]!;
    const white = c >= o;
    const previousWhite = pc >= po;
    const whiteEngulfs = white && !previousWhite && ((c >= po && o < pc) || (c > po && o <= pc));
    const blackEngulfs = !white && previousWhite && ((o >= pc && c < po) || (o > pc && c <= po));
    if (whiteEngulfs || blackEngulfs) out[i] = (white ? 1 : -1) * (o !== pc && c !== po ? 100 : 80);
  }
  return out;
}
