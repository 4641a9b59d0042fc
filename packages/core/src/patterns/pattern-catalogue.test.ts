import { describe, expect, it } from 'vitest';
import { candleColumns } from './candle';
import { detectPatterns } from './detect-patterns';
import {
  BEARISH_PATTERN_KEYS,
  BULLISH_PATTERN_KEYS,
  CANDLESTICK_PATTERNS,
  PATTERN_KEYS,
  PATTERNS_BY_KEY,
} from './pattern-catalogue';
import { EXAMPLE_TREND_LENGTH, exampleSeries, PATTERN_EXAMPLES } from './pattern-examples';

describe('candlestick pattern catalogue', () => {
  it("holds the spec's 26 patterns, typed by their group, in the keys' order", () => {
    const keys = (type: string) => CANDLESTICK_PATTERNS.filter((p) => p.type === type).map((p) => p.key);
    expect(keys('bullish')).toEqual([...BULLISH_PATTERN_KEYS]);
    expect(keys('bearish')).toEqual([...BEARISH_PATTERN_KEYS]);
    expect(keys('indecision')).toEqual(['doji']);
    expect(BULLISH_PATTERN_KEYS).toHaveLength(13);
    expect(BEARISH_PATTERN_KEYS).toHaveLength(12);
    expect(CANDLESTICK_PATTERNS.map((p) => p.key)).toEqual([...PATTERN_KEYS]);
    expect(new Set(PATTERN_KEYS).size).toBe(26);
  });

  it('finds each entry by its key, each key kebab-case', () => {
    for (const pattern of CANDLESTICK_PATTERNS) {
      expect(PATTERNS_BY_KEY[pattern.key]).toBe(pattern);
      expect(pattern.key).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
  });

  it.each(CANDLESTICK_PATTERNS.map((p) => [p.key, p] as const))(
    "%s: its example completes on its last candle, by the catalogue's own detector",
    (key) => {
      const series = exampleSeries(PATTERN_EXAMPLES[key]);
      const masks = detectPatterns(candleColumns(series));
      const last = series.length - 1;
      expect(masks.byKey[key][last]).toBe(1);
      // The example is only the pattern: nothing fires on its steady trend.
      expect(masks.byKey[key].subarray(0, EXAMPLE_TREND_LENGTH).every((v) => v === 0)).toBe(true);
    },
  );
});
