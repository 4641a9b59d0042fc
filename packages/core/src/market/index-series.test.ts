import { describe, expect, it } from 'vitest';
import { continuedIndex } from './continued-index';
import { indexReturns } from './index-returns';
import { rotationPath } from './sector-rotation';

const series = (days: number[], closes: number[]) => ({
  date: Int32Array.from(days),
  close: Float64Array.from(closes),
});

describe('index returns', () => {
  it('compares the latest close with the one before it and those standing 7 to 365 days earlier', () => {
    const s = series([0, 10, 300, 358, 359, 365], [50, 80, 100, 110, 120, 132]);
    // 365: against 120 (day 359), 132 on day 358 (7 days back), 110; 30 days back: day 335, standing 100 (day 300);
    // 91 days back: day 274, standing 80; a year back: day 0, 50.
    const returns = indexReturns(s, 365);
    const expected = { day: 120, week: 110, month: 100, threeMonths: 80, year: 50 };
    for (const [key, base] of Object.entries(expected))
      expect(returns[key as keyof typeof expected], key).toBeCloseTo((132 / base - 1) * 100, 9);
    expect(indexReturns(s, 364).year).toBeNull();
  });
});

describe('continued index', () => {
  it('joins the fallback at the stored index’s last day, by its own returns', () => {
    const stored = { ...series([1, 2, 3], [1000, 1010, 1020]), turnover: Float64Array.of(5, 6, 7) };
    const fallback = {
      ...series([1, 2, 3, 4, 5], [100, 100, 102, 102 * 1.05, 102 * 1.1]),
      turnover: Float64Array.of(1, 2, 3, 4, 5),
    };
    const joined = continuedIndex(stored, fallback);
    expect(joined.storedSessions).toBe(3);
    expect([...joined.date]).toEqual([1, 2, 3, 4, 5]);
    expect(joined.close[3]).toBeCloseTo(1020 * 1.05, 9);
    expect(joined.close[4]).toBeCloseTo(1020 * 1.1, 9);
    expect([...joined.turnover]).toEqual([5, 6, 7, 4, 5]);
    const none = { date: new Int32Array(0), close: new Float64Array(0), turnover: new Float64Array(0) };
    expect(continuedIndex(none, fallback).storedSessions).toBe(0);
  });
});

describe('rotation path', () => {
  it('measures a sector that gains 1 % a week on a flat benchmark', () => {
    const days = Array.from({ length: 30 }, (_, w) => 7 * w);
    const sector = series(
      days,
      days.map((_, w) => 1.01 ** w),
    );
    const flat = series(
      days,
      days.map(() => 1),
    );
    const path = rotationPath(sector, flat, 7 * 29);
    expect(path).toHaveLength(10);
    for (const p of path) {
      expect(p.strength).toBeCloseTo(100 * 1.01 ** 13, 9);
      expect(p.momentum).toBeCloseTo(100 * 1.01 ** 4, 9);
    }
    expect(rotationPath(sector, flat, 7 * 14)).toHaveLength(2);
  });
});
