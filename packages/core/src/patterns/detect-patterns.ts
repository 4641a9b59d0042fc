import { hasRealOpen } from '../series';
import { type CandleFrame, candleFrame, type Ohlc } from './candle-frame';
import {
  CANDLESTICK_PATTERNS,
  type CandlestickPattern,
  PATTERNS_BY_KEY,
  type PatternKey,
  type PatternSignal,
} from './pattern-catalogue';

/** Per-bar masks (1 where the pattern completes on the bar) of every pattern and of the two general rules. */
export interface PatternMasks {
  readonly byKey: Readonly<Record<PatternKey, Uint8Array>>;
  /** Any bullish pattern completes on the bar (the general Bullish rule). */
  readonly bullish: Uint8Array;
  /** Any bearish pattern completes on the bar (the general Bearish rule). */
  readonly bearish: Uint8Array;
}

/**
 * The masks of all 26 patterns and the general Bullish / Bearish masks over shared candle measures and
 * averages, each signal computed once, for bars from `from` on (0 before it; a bar's answer does not depend on
 * `from`, so a screen asks for the last bar only); warm-up per pattern, at most 13 bars; TA-Lib's rules, ours
 * where TA-Lib has none. A pattern does not complete where one of its candles has no real open (`noOpen`).
 */
export function detectPatterns(ohlc: Ohlc, from = 0): PatternMasks {
  const frame = candleFrame(ohlc, from);
  const real = realOpenRuns(frame);
  const signals = new Map<PatternSignal, Int8Array>();
  const bullish = new Uint8Array(frame.length);
  const bearish = new Uint8Array(frame.length);
  const byKey = {} as Record<PatternKey, Uint8Array>;
  for (const pattern of CANDLESTICK_PATTERNS) {
    let signal = signals.get(pattern.signal);
    if (!signal) {
      signal = pattern.signal(frame);
      signals.set(pattern.signal, signal);
    }
    const mask = maskOf(pattern, signal, frame, real);
    if (pattern.type !== 'indecision') {
      const general = pattern.type === 'bullish' ? bullish : bearish;
      for (let i = frame.from; i < mask.length; i++) if (mask[i]) general[i] = 1;
    }
    byKey[pattern.key] = mask;
  }
  return { byKey, bullish, bearish };
}

/**
 * The mask of one pattern (1 where it completes on the bar), for bars from `from` on, as detectPatterns gives it;
 * warm-up per pattern, at most 13 bars; TA-Lib's rules, ours where TA-Lib has none; none where one of its
 * candles has no real open.
 */
export function patternMask(key: PatternKey, ohlc: Ohlc, from = 0): Uint8Array {
  const pattern = PATTERNS_BY_KEY[key];
  const frame = candleFrame(ohlc, from);
  return maskOf(pattern, pattern.signal(frame), frame, realOpenRuns(frame));
}

/**
 * Per bar, how many bars up to and including it in a row have a real open (capped at 4, the most candles a
 * pattern has); undefined when every open is real.
 */
function realOpenRuns(frame: CandleFrame): Uint8Array | undefined {
  if (!frame.noOpen) return undefined;
  const runs = new Uint8Array(frame.length);
  let run = 0;
  for (let i = 0; i < frame.length; i++) {
    run = hasRealOpen(frame, i) ? Math.min(run + 1, 4) : 0;
    runs[i] = run;
  }
  return runs;
}

function maskOf(
  pattern: CandlestickPattern,
  signal: Int8Array,
  frame: CandleFrame,
  real: Uint8Array | undefined,
): Uint8Array {
  const mask = new Uint8Array(frame.length);
  const sign = pattern.sign;
  for (let i = frame.from; i < mask.length; i++) {
    // A pattern read from an open that is not a real print would be a pattern of the repair, not of the market.
    const opensReal = real === undefined || real[i]! >= pattern.candles;
    mask[i] = opensReal && signal[i]! * sign > 0 ? 1 : 0;
  }
  return mask;
}
