import { describe, expect, it } from 'vitest';
import { hitsInRange, patternHits, patternKeep } from './pattern-hits';

describe('patternHits', () => {
  it("lists each bar's patterns in the answer's order, and leaves out bars without one", () => {
    const hits = patternHits([
      { name: 'Hammer', type: 'bullish', sessions: [1, 3] },
      { name: 'Shooting Star', type: 'bearish', sessions: [3] },
      { name: 'Doji', type: 'indecision', sessions: [3, 7] },
    ]);
    expect([...hits.keys()].sort((a, b) => a - b)).toEqual([1, 3, 7]);
    expect(hits.get(1)).toEqual([{ name: 'Hammer', type: 'bullish' }]);
    expect(hits.get(3)).toEqual([
      { name: 'Hammer', type: 'bullish' },
      { name: 'Shooting Star', type: 'bearish' },
      { name: 'Doji', type: 'indecision' },
    ]);
    expect(hits.get(7)).toEqual([{ name: 'Doji', type: 'indecision' }]);
    expect(patternHits([]).size).toBe(0);
  });
});

describe('hitsInRange', () => {
  const hits = new Map([
    [1, [{ name: 'Hammer' as const, type: 'bullish' as const }]],
    [
      3,
      [
        { name: 'Doji' as const, type: 'indecision' as const },
        { name: 'Hammer' as const, type: 'bullish' as const },
      ],
    ],
    [7, [{ name: 'Doji' as const, type: 'indecision' as const }]],
  ]);

  it('keeps the bars of the range with the patterns the filter accepts', () => {
    expect(hitsInRange(hits, 2, 7, (name) => name === 'Doji')).toEqual([
      [3, [{ name: 'Doji', type: 'indecision' }]],
      [7, [{ name: 'Doji', type: 'indecision' }]],
    ]);
    expect(hitsInRange(hits, -5, 2, () => true).map(([i]) => i)).toEqual([1]);
    expect(hitsInRange(hits, 0, 9, () => false)).toEqual([]);
  });
});

describe('patternKeep', () => {
  it('keeps by default the patterns of the last 20 sessions only: of 100 bars, bars 80 to 99', () => {
    const recent = patternKeep('recent', 100);
    expect(recent('Hammer', 79)).toBe(false);
    expect(recent('Hammer', 80)).toBe(true);
    expect(recent('Doji', 99)).toBe(true);
    expect(patternKeep('recent', 12)('Doji', 0)).toBe(true);
  });

  it('keeps all, none, or one pattern by name on every bar', () => {
    expect(patternKeep('all', 100)('Hammer', 0)).toBe(true);
    expect(patternKeep('none', 100)('Hammer', 99)).toBe(false);
    expect(patternKeep('Doji', 100)('Doji', 0)).toBe(true);
    expect(patternKeep('Doji', 100)('Hammer', 99)).toBe(false);
  });
});
