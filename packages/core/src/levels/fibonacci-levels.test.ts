import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../test-support/nepse-data';
import { fibonacciLevels, lastMajorSwing, lastSwingFibonacci } from './fibonacci-levels';
import { type SwingPoint, swingPoints } from './swing-points';

const prices = (levels: readonly { price: number }[]) => levels.map((level) => level.price);

function expectPrices(actual: number[], expected: number[]): void {
  expect(actual).toHaveLength(expected.length);
  for (const [k, value] of expected.entries()) expect(actual[k]).toBeCloseTo(value, 10);
}

describe('fibonacci levels', () => {
  it('up swing: retracements down from the high, extensions above it', () => {
    const levels = fibonacciLevels(
      { index: 5, price: 9, kind: 'low' },
      { index: 6, price: 14, kind: 'high' },
    );
    expect(levels.direction).toBe('up');
    // Range 5: 14 - 0, 1.18, 1.91, 2.5, 3.09, 3.93, 5.
    expectPrices(prices(levels.retracements), [14, 12.82, 12.09, 11.5, 10.91, 10.07, 9]);
    expect(levels.retracements.map((level) => level.ratio)).toEqual([0, 0.236, 0.382, 0.5, 0.618, 0.786, 1]);
    // 9 + 1.272 x 5 = 15.36; 9 + 1.618 x 5 = 17.09.
    expectPrices(prices(levels.extensions), [15.36, 17.09]);
  });

  it('down swing: retracements up from the low, extensions below it', () => {
    const levels = fibonacciLevels(
      { index: 2, price: 120, kind: 'high' },
      { index: 9, price: 100, kind: 'low' },
    );
    expect(levels.direction).toBe('down');
    // Range 20: 100 + 0, 4.72, 7.64, 10, 12.36, 15.72, 20.
    expectPrices(prices(levels.retracements), [100, 104.72, 107.64, 110, 112.36, 115.72, 120]);
    // 120 - 1.272 x 20 = 94.56; 120 - 1.618 x 20 = 87.64.
    expectPrices(prices(levels.extensions), [94.56, 87.64]);
  });
});

describe('last major swing', () => {
  // Turns at strength 2: high 13 at bar 2, low 9 at bar 5, high 14 at bar 6 (see swing-points.test.ts).
  const bars = {
    high: Float64Array.of(10, 11, 13, 12, 11, 12, 14, 14, 12, 11, 10),
    low: Float64Array.of(9, 10, 12, 11, 10, 9, 13, 12, 11, 10, 9),
  };

  it('is the last leg of the zigzag through swing points of the given strength', () => {
    const low: SwingPoint = { index: 5, price: 9, kind: 'low' };
    const high: SwingPoint = { index: 6, price: 14, kind: 'high' };
    expect(lastMajorSwing(bars, 2)).toEqual([low, high]);
    expect(lastSwingFibonacci(bars, 2)).toEqual(fibonacciLevels(low, high));
  });

  it('is undefined with fewer than two turns, as with the default strength of 10 on 11 bars', () => {
    expect(lastMajorSwing(bars)).toBeUndefined();
    expect(lastSwingFibonacci(bars)).toBeUndefined();
  });
});

describe.skipIf(!hasNepseData)(realDataTitle('last major swing on the real NEPSE data'), () => {
  it('runs between opposite confirmed turns, its end the extreme of the swings of its kind since its start', () => {
    const directions = { up: 0, down: 0 };
    for (const [symbol, bars] of loadNepseBars()) {
      const levels = lastSwingFibonacci(bars);
      if (!levels) continue;
      directions[levels.direction]++;
      const { start, end } = levels;
      expect(start.kind, symbol).not.toBe(end.kind);
      expect(end.kind, symbol).toBe(levels.direction === 'up' ? 'high' : 'low');
      expect(end.index, symbol).toBeLessThanOrEqual(bars.close.length - 11);
      expect(levels.retracements[0]?.price, symbol).toBe(end.price);
      expect(levels.retracements.at(-1)?.price, symbol).toBeCloseTo(start.price, 9);
      // The end is the last swing point of its kind, so it is the most extreme point of the leg's swings.
      const later = swingPoints(bars, 10).filter((p) => p.index > start.index && p.kind === end.kind);
      for (const p of later) {
        expect(
          end.kind === 'high' ? p.price <= end.price : p.price >= end.price,
          `${symbol} ${p.index}`,
        ).toBe(true);
      }
    }
    expect(directions.up + directions.down).toBeGreaterThan(350);
    expect(directions.up).toBeGreaterThan(0);
    expect(directions.down).toBeGreaterThan(0);
  });
});
