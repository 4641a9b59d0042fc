import { describe, expect, it } from 'vitest';
import { starCounts } from './star-rating';

describe('starCounts', () => {
  it('fills whole stars, halves a remainder of 0.5 or more, and empties the rest of five', () => {
    expect(starCounts(4.3)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(starCounts(4.5)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(starCounts(3.96)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(starCounts(5)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starCounts(0)).toEqual({ full: 0, half: 0, empty: 5 });
  });

  it('keeps an odd average within 0 to 5', () => {
    expect(starCounts(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(starCounts(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(starCounts(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });
});
