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
 * where TA-Lib has none.
 */
export function detectPatterns(ohlc: Ohlc, from = 0): PatternMasks {
  const frame = candleFrame(ohlc, from);
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
    const mask = maskOf(pattern, signal, frame);
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
 * warm-up per pattern, at most 13 bars; TA-Lib's rules, ours where TA-Lib has none.
 */
export function patternMask(key: PatternKey, ohlc: Ohlc, from = 0): Uint8Array {
  const pattern = PATTERNS_BY_KEY[key];
  const frame = candleFrame(ohlc, from);
  return maskOf(pattern, pattern.signal(frame), frame);
}

function maskOf(pattern: CandlestickPattern, signal: Int8Array, frame: CandleFrame): Uint8Array {
  const mask = new Uint8Array(frame.length);
  const sign = pattern.sign;
  for (let i = frame.from; i < mask.length; i++) mask[i] = signal[i]! * sign > 0 ? 1 : 0;
  return mask;
}
