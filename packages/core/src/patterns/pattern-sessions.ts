import type { Ohlc } from './candle-frame';
import { detectPatterns } from './detect-patterns';
import { CANDLESTICK_PATTERNS, type CandlestickPatternType, type PatternKey } from './pattern-catalogue';

/** A pattern and the bars it completes on, ascending. */
export interface PatternSessions {
  key: PatternKey;
  type: CandlestickPatternType;
  sessions: number[];
}

/**
 * Every bar each of the 26 patterns completes on over the whole of `ohlc` (core's detectors, as the Candlestick
 * Patterns screen reads its last bar), in the catalogue's order; a pattern that never completes is left out.
 */
export function patternSessions(ohlc: Ohlc): PatternSessions[] {
  const masks = detectPatterns(ohlc);
  const found: PatternSessions[] = [];
  for (const { key, type } of CANDLESTICK_PATTERNS) {
    const sessions: number[] = [];
    masks.byKey[key].forEach((on, i) => {
      if (on) sessions.push(i);
    });
    if (sessions.length > 0) found.push({ key, type, sessions });
  }
  return found;
}
