import { allocateBars } from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { hitsInRange, patternHits } from './pattern-hits';

describe('patternHits', () => {
  it('marks a doji (open = close, long shadows) after 12 wide-bodied sessions, and only on its bar', () => {
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
    const hits = patternHits(b);
    expect(hits.get(n - 1)?.map((h) => h.name)).toContain('Doji');
    expect(hits.get(n - 1)?.find((h) => h.name === 'Doji')?.type).toBe('indecision');
    expect([...hits.keys()].every((i) => i === n - 1 || !hits.get(i)?.some((h) => h.name === 'Doji'))).toBe(
      true,
    );
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
