import { describe, expect, it } from 'vitest';
import { ratingPivotRows } from './rating-pivots';

/** Two sessions: the previous one O 100, H 110, L 90, C 105 (range 20), then an open of 104. */
const bars = {
  open: new Float64Array([100, 104]),
  high: new Float64Array([110, 108]),
  low: new Float64Array([90, 101]),
  close: new Float64Array([105, 106]),
};

/** Each row's values by method name. */
function table(
  of: Parameters<typeof ratingPivotRows>[0] = bars,
): Record<string, Record<string, number | null>> {
  return Object.fromEntries(
    ratingPivotRows(of).map((row) => [
      row.name,
      Object.fromEntries(row.values.map((v) => [v.name, v.value])),
    ]),
  );
}

describe('ratingPivotRows', () => {
  it('lists R3..S3 with the five methods in column order', () => {
    const rows = ratingPivotRows(bars);
    expect(rows.map((r) => r.name)).toEqual(['R3', 'R2', 'R1', 'P', 'S1', 'S2', 'S3']);
    expect(rows[0]?.values.map((v) => v.name)).toEqual([
      'Classic',
      'Fibonacci',
      'Camarilla',
      'Woodie',
      'DeMark',
    ]);
  });

  it('computes each method by hand from the previous session', () => {
    const t = table();
    // Classic: PP = (110 + 90 + 105) / 3 = 101.6667; R1 = 2PP - L = 113.3333; R3 = PP + 2 x 20 = 141.6667.
    expect(t.P?.Classic).toBeCloseTo(101.666667, 5);
    expect(t.R1?.Classic).toBeCloseTo(113.333333, 5);
    expect(t.S1?.Classic).toBeCloseTo(93.333333, 5);
    expect(t.R3?.Classic).toBeCloseTo(141.666667, 5);
    expect(t.S3?.Classic).toBeCloseTo(61.666667, 5);
    // Fibonacci: PP ± 0.382 x 20 = 7.64, 0.618 x 20 = 12.36, 20.
    expect(t.R1?.Fibonacci).toBeCloseTo(109.306667, 5);
    expect(t.S2?.Fibonacci).toBeCloseTo(89.306667, 5);
    expect(t.R3?.Fibonacci).toBeCloseTo(121.666667, 5);
    // Camarilla: C ± 1.1 x 20 / 12, / 6, / 4 = 1.8333, 3.6667, 5.5.
    expect(t.R1?.Camarilla).toBeCloseTo(106.833333, 5);
    expect(t.S2?.Camarilla).toBeCloseTo(101.333333, 5);
    expect(t.R3?.Camarilla).toBeCloseTo(110.5, 9);
    // Woodie with the current open 104: PP = (110 + 90 + 208) / 4 = 102; R1 = 114; S1 = 94; R3 = 110 + 2 x 12 = 134.
    expect(t.P?.Woodie).toBe(102);
    expect(t.R1?.Woodie).toBe(114);
    expect(t.S1?.Woodie).toBe(94);
    expect(t.R3?.Woodie).toBe(134);
    expect(t.S3?.Woodie).toBe(90 - 2 * (110 - 102));
    // DeMark, C > O: X = 2H + L + C = 415; P = 103.75, R1 = X / 2 - L = 117.5, S1 = X / 2 - H = 97.5.
    expect(t.P?.DeMark).toBe(103.75);
    expect(t.R1?.DeMark).toBe(117.5);
    expect(t.S1?.DeMark).toBe(97.5);
  });

  it('reads a last open that is not a real print as the previous close', () => {
    // Woodie with the previous close 105 for the flagged open 104: PP = (110 + 90 + 210) / 4 = 102.5; R1 = 205 - 90.
    const t = table({ ...bars, noOpen: Uint8Array.of(0, 1) });
    expect(t.P?.Woodie).toBe(102.5);
    expect(t.R1?.Woodie).toBe(115);
    expect(t.P?.Classic).toBeCloseTo(101.666667, 5);
  });

  it('leaves the levels DeMark lacks null', () => {
    const t = table();
    for (const name of ['R3', 'R2', 'S2', 'S3']) expect(t[name]?.DeMark).toBeNull();
  });

  it('is empty with a single session', () => {
    const one = {
      open: bars.open.subarray(0, 1),
      high: bars.high,
      low: bars.low,
      close: bars.close.subarray(0, 1),
    };
    expect(ratingPivotRows(one)).toEqual([]);
  });
});
