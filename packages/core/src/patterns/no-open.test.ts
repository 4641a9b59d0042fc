import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { candleColumns } from './candle';
import type { Ohlc } from './candle-frame';
import { detectPatterns, patternMask } from './detect-patterns';
import { CANDLESTICK_PATTERNS } from './pattern-catalogue';
import { exampleSeries, PATTERN_EXAMPLES } from './pattern-examples';

/** The same candles with the bars at `flagged` marked as having no real open. */
function withoutOpens(ohlc: Ohlc, flagged: readonly number[]): Ohlc {
  const noOpen = new Uint8Array(ohlc.close.length);
  for (const i of flagged) noOpen[i] = 1;
  return { ...ohlc, noOpen };
}

describe('patterns on bars without a real open', () => {
  const series = candleColumns(exampleSeries(PATTERN_EXAMPLES['bullish-engulfing']));
  const last = series.close.length - 1;

  it('does not fire a pattern on a bar whose open is not real, nor where its earlier candle has none', () => {
    expect(patternMask('bullish-engulfing', series)[last]).toBe(1);
    // The engulfing candle itself has no real open.
    expect(patternMask('bullish-engulfing', withoutOpens(series, [last]))[last]).toBe(0);
    expect(detectPatterns(withoutOpens(series, [last])).bullish[last]).toBe(0);
    // The engulfed candle before it has none: the pattern compares the two bodies, so it does not fire either.
    expect(patternMask('bullish-engulfing', withoutOpens(series, [last - 1]))[last]).toBe(0);
    // A bar before the pattern's two candles changes nothing.
    expect(patternMask('bullish-engulfing', withoutOpens(series, [last - 2]))[last]).toBe(1);
  });

  it('keeps the windows, which read no open, only on their completing candle', () => {
    const window = candleColumns(exampleSeries(PATTERN_EXAMPLES['rising-window']));
    const end = window.close.length - 1;
    expect(patternMask('rising-window', window)[end]).toBe(1);
    expect(patternMask('rising-window', withoutOpens(window, [end - 1]))[end]).toBe(1);
    expect(patternMask('rising-window', withoutOpens(window, [end]))[end]).toBe(0);
  });

  it('fires no pattern on random series where an open-less bar is one of its candles (property)', () => {
    const bar = fc.record({
      move: fc.integer({ min: -60, max: 60 }),
      open: fc.integer({ min: -40, max: 40 }),
      up: fc.integer({ min: 0, max: 30 }),
      down: fc.integer({ min: 0, max: 30 }),
      noOpen: fc.boolean(),
    });
    // Counts across the runs, so that the property is seen to meet patterns it keeps and patterns it drops.
    const seen = { kept: 0, dropped: 0 };
    fc.assert(
      fc.property(fc.array(bar, { minLength: 14, maxLength: 60 }), (rows) => {
        let previous = 1000;
        const candles = rows.map((r) => {
          const close = previous + r.move;
          const open = previous + r.open;
          previous = close;
          return {
            open,
            high: Math.max(open, close) + r.up,
            low: Math.min(open, close) - r.down,
            close,
          };
        });
        const real = candleColumns(candles);
        const flagged = rows.flatMap((r, i) => (r.noOpen ? [i] : []));
        const masks = detectPatterns(withoutOpens(real, flagged));
        const unflagged = detectPatterns(real);
        for (const pattern of CANDLESTICK_PATTERNS) {
          for (let i = 0; i < rows.length; i++) {
            // Plain reference: the pattern as on real opens, where none of its candles is flagged.
            let clean = true;
            for (let k = Math.max(0, i - pattern.candles + 1); k <= i; k++)
              if (rows[k]?.noOpen) clean = false;
            const expected = clean ? unflagged.byKey[pattern.key][i] : 0;
            if (masks.byKey[pattern.key][i] !== expected) return false;
            if (unflagged.byKey[pattern.key][i]) seen[clean ? 'kept' : 'dropped']++;
            if (rows[i]?.noOpen && masks.byKey[pattern.key][i]) return false;
          }
        }
        return rows.every((r, i) => !r.noOpen || (masks.bullish[i] === 0 && masks.bearish[i] === 0));
      }),
      { numRuns: 300 },
    );
    expect(seen.kept).toBeGreaterThan(100);
    expect(seen.dropped).toBeGreaterThan(100);
  });
});
