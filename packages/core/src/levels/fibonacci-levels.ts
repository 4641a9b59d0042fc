import type { Bars } from '../series';
import { type SwingPoint, swingPoints, zigzag } from './swing-points';

/** Retracement ratios: 0, 23.6, 38.2, 50, 61.8, 78.6 and 100 % of the swing. */
export const FIBONACCI_RETRACEMENTS = [0, 0.236, 0.382, 0.5, 0.618, 0.786, 1] as const;
/** Extension ratios: 127.2 and 161.8 % of the swing. */
export const FIBONACCI_EXTENSIONS = [1.272, 1.618] as const;

/** Swing strength that makes a swing "major" by default: a turn beyond the 10 sessions on each side. */
export const MAJOR_SWING_STRENGTH = 10;

export interface FibonacciLevel {
  readonly ratio: number;
  readonly price: number;
}

export interface FibonacciLevels {
  /** Up: the swing runs from a low to a later high; down: from a high to a later low. */
  readonly direction: 'up' | 'down';
  readonly start: SwingPoint;
  readonly end: SwingPoint;
  readonly retracements: readonly FibonacciLevel[];
  readonly extensions: readonly FibonacciLevel[];
}

/**
 * Fibonacci levels of the swing from `start` to `end`. Retracements are measured back from the end: 0 % at the
 * end, 100 % at the start (up swing: end - r x range). Extensions project the swing beyond its end from its
 * start (up swing: start + e x range, above the high; down swing: below the low). Ours.
 */
export function fibonacciLevels(start: SwingPoint, end: SwingPoint): FibonacciLevels {
  const direction = end.price >= start.price ? 'up' : 'down';
  const move = end.price - start.price;
  return {
    direction,
    start,
    end,
    retracements: FIBONACCI_RETRACEMENTS.map((ratio) => ({ ratio, price: end.price - ratio * move })),
    extensions: FIBONACCI_EXTENSIONS.map((ratio) => ({ ratio, price: start.price + ratio * move })),
  };
}

/**
 * The last major swing: the last leg of the zigzag through swing points of `strength` (default 10, see
 * swingPoints and zigzag), so it ends at least `strength` bars before the last bar; undefined with fewer than
 * two turns. Ours.
 */
export function lastMajorSwing(
  bars: Pick<Bars, 'high' | 'low'>,
  strength = MAJOR_SWING_STRENGTH,
): readonly [SwingPoint, SwingPoint] | undefined {
  const legs = zigzag(swingPoints(bars, strength));
  const start = legs.at(-2);
  const end = legs.at(-1);
  return start && end ? [start, end] : undefined;
}

/** Retracement and extension levels of the last major swing (see lastMajorSwing); undefined without one. Ours. */
export function lastSwingFibonacci(
  bars: Pick<Bars, 'high' | 'low'>,
  strength = MAJOR_SWING_STRENGTH,
): FibonacciLevels | undefined {
  const swing = lastMajorSwing(bars, strength);
  return swing && fibonacciLevels(swing[0], swing[1]);
}
