import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../test-support/nepse-data';
import { currentMoveEnd, currentMoveFibonacci, fibonacciLevels, lastMajorSwing } from './fibonacci-levels';
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
  const low: SwingPoint = { index: 5, price: 9, kind: 'low' };
  const high: SwingPoint = { index: 6, price: 14, kind: 'high' };

  it('is the last leg of the zigzag through swing points of the given strength', () => {
    expect(lastMajorSwing(bars, 2)).toEqual([low, high]);
  });

  it('is undefined with fewer than two turns, as with the default strength of 10 on 11 bars', () => {
    expect(lastMajorSwing(bars)).toBeUndefined();
    expect(currentMoveFibonacci(bars)).toBeUndefined();
  });

  /**
   * The bars above with the lows after the swing high of bar 6 replaced: falling, so no new turn is confirmed
   * (the highs stay under 14, so bar 6 stays one).
   */
  const withLowsAfter = (...lows: number[]) => ({
    high: bars.high,
    low: Float64Array.of(...bars.low.subarray(0, 7), ...lows),
  });

  it('reads the current move when it is at least half the last confirmed leg', () => {
    // Confirmed leg 9 -> 14 (size 5); since the high of bar 6 the lowest low is 9 on bar 10: a move of 5.
    const fib = currentMoveFibonacci(bars, 2);
    expect(currentMoveEnd(bars, high)).toEqual({ index: 10, price: 9, kind: 'low' });
    expect(fib?.leg).toBe('current');
    expect(fib?.confirmed).toEqual([low, high]);
    expect(fib?.direction).toBe('down');
    expect([fib?.start, fib?.end]).toEqual([high, { index: 10, price: 9, kind: 'low' }]);
    // Down move 14 -> 9: retracements 9 + 0, 1.18, 1.91, 2.5, 3.09, 3.93, 5; extensions 14 - 6.36, 14 - 8.09.
    expectPrices(prices(fib?.retracements ?? []), [9, 10.18, 10.91, 11.5, 12.09, 12.93, 14]);
    expectPrices(prices(fib?.extensions ?? []), [7.64, 5.91]);

    // Exactly half (14 -> 11.5 against 5) is enough; the earliest bar of the lowest low is the end.
    const half = currentMoveFibonacci(withLowsAfter(12.5, 12.2, 11.5, 11.5), 2);
    expect(half?.leg).toBe('current');
    expect(half?.end).toEqual({ index: 9, price: 11.5, kind: 'low' });
  });

  it('keeps the last confirmed leg while the move since is under half its size', () => {
    // Since the high of bar 6 the lowest low is 11.6: a move of 2.4, under half of 5.
    const fib = currentMoveFibonacci(withLowsAfter(13, 12.8, 12.6, 11.6), 2);
    expect(fib?.leg).toBe('confirmed');
    expect(fib).toEqual({ ...fibonacciLevels(low, high), leg: 'confirmed', confirmed: [low, high] });
  });

  it('measures the current move from a swing low to the highest high since it', () => {
    // Mirror image (prices negated): the swing low of -14 at bar 6, the highest high since it -9 at bar 10.
    const mirror = { high: bars.low.map((v) => -v), low: bars.high.map((v) => -v) };
    const fib = currentMoveFibonacci(mirror, 2);
    expect(fib?.leg).toBe('current');
    expect(fib?.direction).toBe('up');
    expect(fib?.end).toEqual({ index: 10, price: -9, kind: 'high' });
    expect(currentMoveEnd(mirror, { index: 10, price: -9, kind: 'low' })).toBeUndefined();
  });
});

describe.skipIf(!hasNepseData)(realDataTitle('last major swing on the real NEPSE data'), () => {
  it('runs between opposite confirmed turns, its end the extreme of the swings of its kind since its start', () => {
    const directions = { up: 0, down: 0 };
    const legs = { current: 0, confirmed: 0 };
    for (const [symbol, bars] of loadNepseBars()) {
      const swing = lastMajorSwing(bars);
      const fib = currentMoveFibonacci(bars);
      expect(fib === undefined, symbol).toBe(swing === undefined);
      if (!swing || !fib) continue;
      const [start, end] = swing;
      directions[end.kind === 'high' ? 'up' : 'down']++;
      expect(start.kind, symbol).not.toBe(end.kind);
      expect(end.index, symbol).toBeLessThanOrEqual(bars.close.length - 11);
      // The end is the last swing point of its kind, so it is the most extreme point of the leg's swings.
      const later = swingPoints(bars, 10).filter((p) => p.index > start.index && p.kind === end.kind);
      for (const p of later) {
        expect(
          end.kind === 'high' ? p.price <= end.price : p.price >= end.price,
          `${symbol} ${p.index}`,
        ).toBe(true);
      }
      // The current move, plainly: the highest high (lowest low) after the swing's end, against half the swing.
      const after = Array.from((end.kind === 'low' ? bars.high : bars.low).subarray(end.index + 1));
      const extreme = end.kind === 'low' ? Math.max(...after) : Math.min(...after);
      const current = Math.abs(extreme - end.price) >= Math.abs(end.price - start.price) / 2;
      legs[fib.leg]++;
      expect(fib.leg, symbol).toBe(current ? 'current' : 'confirmed');
      const [from, to] = current ? [end.price, extreme] : [start.price, end.price];
      expect([fib.start.price, fib.end.price], symbol).toEqual([from, to]);
      expect(fib.retracements[0]?.price, symbol).toBe(to);
      expect(fib.retracements.at(-1)?.price, symbol).toBeCloseTo(from, 9);
    }
    expect(directions.up + directions.down).toBeGreaterThan(350);
    expect(directions.up).toBeGreaterThan(0);
    expect(directions.down).toBeGreaterThan(0);
    expect(legs.current).toBeGreaterThan(0);
    expect(legs.confirmed).toBeGreaterThan(0);
  });
});
