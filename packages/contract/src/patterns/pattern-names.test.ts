import { CANDLESTICK_PATTERNS } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import {
  BEARISH_PATTERNS,
  BULLISH_PATTERNS,
  INDECISION_PATTERNS,
  PATTERN_NAMES,
  patternKeyOf,
  patternType,
} from './pattern-names';

// The spec's bullish and bearish patterns, as it writes them.
const SPEC_BULLISH =
  'Bullish Engulfing, Piercing Pattern, Tweezer Bottom, Rising Window, Bullish Kicker, Hammer, Bullish Harami, Dragonfly Doji, Inverted Hammer, Bullish Marubozu, Morning Star, Three White Soldiers, Abandoned Baby';
const SPEC_BEARISH =
  'Bearish Engulfing, Dark Cloud Cover, Tweezer Top, Falling Window, Hanging Man, Gravestone Doji, Shooting Star, Evening Star, Bearish Kicker, Bearish Harami, Bearish Marubozu, Three Black Crows';

describe('candlestick pattern names', () => {
  it("are the spec's 26, by type in its order", () => {
    expect(BULLISH_PATTERNS.join(', ')).toBe(SPEC_BULLISH);
    expect(BEARISH_PATTERNS.join(', ')).toBe(SPEC_BEARISH);
    expect(INDECISION_PATTERNS).toEqual(['Doji']);
    expect(Object.values(PATTERN_NAMES)).toEqual([...BULLISH_PATTERNS, ...BEARISH_PATTERNS, 'Doji']);
  });

  it('name each key, the key being the name in kebab case', () => {
    for (const [key, name] of Object.entries(PATTERN_NAMES)) {
      expect(key).toBe(name.toLowerCase().replace(/ /g, '-'));
      expect(patternKeyOf(name)).toBe(key);
    }
    expect(patternKeyOf('Bullish')).toBeUndefined();
    expect(patternKeyOf('bullish engulfing')).toBeUndefined();
  });

  it("name each of core's patterns once, with core's type", () => {
    expect(Object.keys(PATTERN_NAMES)).toEqual(CANDLESTICK_PATTERNS.map((p) => p.key));
    for (const pattern of CANDLESTICK_PATTERNS)
      expect(patternType(PATTERN_NAMES[pattern.key])).toBe(pattern.type);
  });

  it('give the type of a name, and none to any other text', () => {
    expect(patternType('Hammer')).toBe('bullish');
    expect(patternType('Hanging Man')).toBe('bearish');
    expect(patternType('Doji')).toBe('indecision');
    expect(patternType('Bullish')).toBeUndefined();
  });
});
