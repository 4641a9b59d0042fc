import { describe, expect, it } from 'vitest';
import { rotationQuadrant, rotationSummary } from './rotation-summary';

const path = (name: string, ...points: [number, number][]) => ({
  name,
  rotation: points.map(([strength, momentum], i) => ({ date: `2026-01-0${i + 1}`, strength, momentum })),
});

describe('rotation summary', () => {
  it('places a point in its quarter, 100 counting with the stronger side', () => {
    expect(rotationQuadrant(101, 101)).toBe('Leading');
    expect(rotationQuadrant(100, 100)).toBe('Leading');
    expect(rotationQuadrant(99, 100)).toBe('Improving');
    expect(rotationQuadrant(100, 99.9)).toBe('Weakening');
    expect(rotationQuadrant(99, 99)).toBe('Lagging');
  });

  it("names each quarter's sectors and the strongest sector's move, worked by hand", () => {
    // Banking ends at (104, 101): leading; Hydro (97, 102): improving; Finance (98, 95): lagging.
    // Banking is strongest: 104 from 100, up 4.00 %.
    const text = rotationSummary([
      path('Banking', [100, 100], [102, 100.5], [104, 101]),
      path('Hydro', [95, 99], [97, 102]),
      path('Finance', [99, 99], [98, 95]),
      path('Empty'),
    ]);
    expect(text).toBe(
      'Sector rotation: Leading 1 (Banking); Improving 1 (Hydro); Weakening 0; Lagging 1 (Finance). ' +
        'Strongest against the index: Banking at 104.0 (the index is 100), up 4.00% over the path shown (from 100.0).',
    );
  });

  it('says so when no sector has a path', () => {
    expect(rotationSummary([path('Empty')])).toBe('Sector rotation: no sector has a path yet.');
  });
});
