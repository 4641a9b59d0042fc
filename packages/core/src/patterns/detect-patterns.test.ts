import { describe, expect, it } from 'vitest';
import { candleColumns } from './candle';
import { detectPatterns, patternMask } from './detect-patterns';
import { CANDLESTICK_PATTERNS, PATTERN_KEYS } from './pattern-catalogue';
import { exampleSeries, PATTERN_EXAMPLES } from './pattern-examples';

describe('detectPatterns', () => {
  it('reads each pattern from its side of its signal and ORs the general masks by type', () => {
    const series = [
      ...exampleSeries(PATTERN_EXAMPLES['bullish-engulfing']),
      ...PATTERN_EXAMPLES['bearish-engulfing'].candles,
      ...PATTERN_EXAMPLES.doji.candles,
    ];
    const masks = detectPatterns(candleColumns(series));
    const n = series.length;
    // The three endings: bullish engulfing at n - 4, bearish engulfing at n - 2 (its white candle is n - 3).
    expect(masks.byKey['bullish-engulfing'][n - 4]).toBe(1);
    expect(masks.byKey['bearish-engulfing'][n - 4]).toBe(0);
    expect(masks.byKey['bearish-engulfing'][n - 2]).toBe(1);
    expect(masks.byKey['bullish-engulfing'][n - 2]).toBe(0);
    for (let i = 0; i < n; i++) {
      const any = (type: string) =>
        CANDLESTICK_PATTERNS.some((p) => p.type === type && masks.byKey[p.key][i] === 1) ? 1 : 0;
      expect(masks.bullish[i], `bar ${i}`).toBe(any('bullish'));
      expect(masks.bearish[i], `bar ${i}`).toBe(any('bearish'));
    }
    expect(masks.bullish[n - 4]).toBe(1);
    expect(masks.bearish[n - 2]).toBe(1);
  });

  it('gives one pattern the same mask alone as among all', () => {
    const series = candleColumns([
      ...exampleSeries(PATTERN_EXAMPLES['three-black-crows']),
      ...PATTERN_EXAMPLES['morning-star'].candles,
    ]);
    const all = detectPatterns(series);
    for (const key of PATTERN_KEYS) expect(patternMask(key, series), key).toEqual(all.byKey[key]);
    expect(patternMask('morning-star', series, 5)).toEqual(detectPatterns(series, 5).byKey['morning-star']);
  });

  it('returns empty masks for too few bars', () => {
    const masks = detectPatterns(candleColumns(PATTERN_EXAMPLES['morning-star'].candles));
    for (const key of PATTERN_KEYS) expect([...masks.byKey[key]]).toEqual([0, 0, 0]);
  });
});
