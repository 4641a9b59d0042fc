import { describe, expect, it } from 'vitest';
import { chartingRows } from './charting-pivots-table';

describe('chartingRows', () => {
  it('reads as a price ladder: resistances from the farthest (the highest) down, then supports nearest first', () => {
    const rows = chartingRows({
      resistance: [
        { name: '2026-11-02', value: 110 },
        { name: '2026-10-01', value: 120 },
      ],
      support: [
        { name: '2026-11-10', value: 95 },
        { name: '2026-09-15', value: 90 },
      ],
    });
    expect(rows.map((r) => [r.side, r.name, r.value])).toEqual([
      ['Resistance', '2026-10-01', 120],
      ['Resistance', '2026-11-02', 110],
      ['Support', '2026-11-10', 95],
      ['Support', '2026-09-15', 90],
    ]);
  });
});
