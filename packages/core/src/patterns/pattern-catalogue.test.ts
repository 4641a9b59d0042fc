import { describe, expect, it } from 'vitest';
import { candleColumns } from './candle';
import { detectPatterns } from './detect-patterns';
import { CANDLESTICK_PATTERNS, PATTERN_KEYS, PATTERNS_BY_KEY, patternKeyOfName } from './pattern-catalogue';
import { EXAMPLE_TREND_LENGTH, exampleSeries, PATTERN_EXAMPLES } from './pattern-examples';

// The spec's lists, as its section 3 ("Candlestick pattern rule") writes them.
const SPEC_BULLISH =
  'Bullish Engulfing, Piercing Pattern, Tweezer Bottom, Rising Window, Bullish Kicker, Hammer, Bullish Harami, Dragonfly Doji, Inverted Hammer, Bullish Marubozu, Morning Star, Three White Soldiers, Abandoned Baby';
const SPEC_BEARISH =
  'Bearish Engulfing, Dark Cloud Cover, Tweezer Top, Falling Window, Hanging Man, Gravestone Doji, Shooting Star, Evening Star, Bearish Kicker, Bearish Harami, Bearish Marubozu, Three Black Crows';

describe('candlestick pattern catalogue', () => {
  it("holds the spec's 26 patterns with its names, types and order", () => {
    const names = (type: string) => CANDLESTICK_PATTERNS.filter((p) => p.type === type).map((p) => p.name);
    expect(names('bullish').join(', ')).toBe(SPEC_BULLISH);
    expect(names('bearish').join(', ')).toBe(SPEC_BEARISH);
    expect(names('indecision')).toEqual(['Doji']);
    expect(CANDLESTICK_PATTERNS.map((p) => p.key)).toEqual([...PATTERN_KEYS]);
  });

  it('finds each entry by its key and each key by its spec name', () => {
    for (const pattern of CANDLESTICK_PATTERNS) {
      expect(PATTERNS_BY_KEY[pattern.key]).toBe(pattern);
      expect(patternKeyOfName(pattern.name)).toBe(pattern.key);
    }
    expect(patternKeyOfName('Bullish')).toBeUndefined();
    expect(patternKeyOfName('bullish engulfing')).toBeUndefined();
  });

  it('gives each a stable kebab-case key derived from its name', () => {
    for (const pattern of CANDLESTICK_PATTERNS) {
      expect(pattern.key).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(pattern.key).toBe(pattern.name.toLowerCase().replace(/ /g, '-'));
    }
  });

  it('gives each a summary of exactly two sentences', () => {
    for (const pattern of CANDLESTICK_PATTERNS) {
      const sentences = pattern.summary.split(/(?<=[.!?])\s+/);
      expect(sentences, pattern.key).toHaveLength(2);
      for (const sentence of sentences) expect(sentence, pattern.key).toMatch(/^[A-Z].*[.!?]$/);
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

  it.each(CANDLESTICK_PATTERNS.map((p) => [p.key, p] as const))(
    '%s: its image is an SVG of the example with the pattern candles highlighted',
    (key, pattern) => {
      const candles = PATTERN_EXAMPLES[key].candles.length;
      expect(pattern.image).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ 140"/);
      expect(pattern.image).toContain(`<title>${pattern.name}</title>`);
      expect(pattern.image.match(/<g[ >]/g)).toHaveLength(candles + 3);
      expect(pattern.image.match(/<g opacity="0\.45">/g)).toHaveLength(3);
      expect(pattern.image.endsWith('</svg>')).toBe(true);
    },
  );
});
