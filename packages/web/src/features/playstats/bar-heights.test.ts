import { describe, expect, it } from 'vitest';
import { barHeights } from './bar-heights';

describe('barHeights', () => {
  it('scales to 200 px for the maximum, with 8 px at least', () => {
    expect(barHeights([400, 100, 10, 0])).toEqual([200, 50, 8, 8]);
    expect(barHeights([30, 60])).toEqual([100, 200]);
  });

  it('draws a decrease, or a series without any download, at 8 px', () => {
    expect(barHeights([-50, 100])).toEqual([8, 200]);
    expect(barHeights([0, -5])).toEqual([8, 8]);
    expect(barHeights([])).toEqual([]);
  });
});
