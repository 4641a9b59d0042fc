import { describe, expect, it } from 'vitest';
import { allocateBars } from '../series';
import { candleColumns } from './candle';
import { detectPatterns } from './detect-patterns';
import { PATTERN_KEYS, PATTERNS_BY_KEY } from './pattern-catalogue';
import { exampleSeries, PATTERN_EXAMPLES } from './pattern-examples';
import { patternSessions } from './pattern-sessions';

describe('patternSessions', () => {
  it('finds a doji (open = close, long shadows) after 12 wide-bodied sessions, and only on its bar, by hand', () => {
    const n = 13;
    const b = allocateBars(n);
    for (let i = 0; i < n - 1; i++) {
      // Bodies of 10 in a range of 12, alternating up and down around 100.
      const up = i % 2 === 0;
      b.open[i] = up ? 95 : 105;
      b.close[i] = up ? 105 : 95;
      b.high[i] = 106;
      b.low[i] = 94;
    }
    b.open[n - 1] = 100;
    b.close[n - 1] = 100;
    b.high[n - 1] = 106;
    b.low[n - 1] = 94;
    const doji = patternSessions(b).find((p) => p.key === 'doji');
    expect(doji).toEqual({ key: 'doji', type: 'indecision', sessions: [n - 1] });
  });

  it("lists each pattern's bars as its mask marks them, in the catalogue's order, leaving out those never seen", () => {
    const series = candleColumns([
      ...exampleSeries(PATTERN_EXAMPLES['bullish-engulfing']),
      ...PATTERN_EXAMPLES['bearish-engulfing'].candles,
      ...PATTERN_EXAMPLES.doji.candles,
      ...PATTERN_EXAMPLES['morning-star'].candles,
    ]);
    const masks = detectPatterns(series);
    // The reference: every key's set bars, read one by one.
    const expected = PATTERN_KEYS.flatMap((key) => {
      const sessions = [...masks.byKey[key].keys()].filter((i) => masks.byKey[key][i] === 1);
      return sessions.length > 0 ? [{ key, sessions }] : [];
    });
    const found = patternSessions(series);
    expect(found.map(({ key, sessions }) => ({ key, sessions }))).toEqual(expected);
    expect(found.map((p) => p.key)).toEqual(
      expect.arrayContaining(['bullish-engulfing', 'bearish-engulfing']),
    );
    for (const p of found) expect(p.type, p.key).toBe(PATTERNS_BY_KEY[p.key].type);
  });
});
