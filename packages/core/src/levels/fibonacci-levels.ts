import type { Bars } from '../series';
import { atMost } from '../tie';
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

/** Which leg the levels are drawn on: the move since the last confirmed swing point, or the last confirmed leg. */
export type FibonacciLeg = 'current' | 'confirmed';

/** Fibonacci levels of the leg chosen by `currentMoveFibonacci`, with which leg it is and the confirmed leg. */
export interface LegFibonacci extends FibonacciLevels {
  readonly leg: FibonacciLeg;
  /** The last confirmed leg, between the zigzag's last two turns (its end is the point the current move starts at). */
  readonly confirmed: readonly [SwingPoint, SwingPoint];
}

/**
 * The end of the current move from the confirmed swing point `from`: the most extreme price since it in the
 * direction away from it, the highest high after a swing low, the lowest low after a swing high (the earliest
 * such bar on a tie); undefined when no bar follows it. Not a confirmed turn, so its kind is only the side it
 * stands on. Ours.
 */
export function currentMoveEnd(bars: Pick<Bars, 'high' | 'low'>, from: SwingPoint): SwingPoint | undefined {
  const up = from.kind === 'low';
  const values = up ? bars.high : bars.low;
  let end: SwingPoint | undefined;
  for (let i = from.index + 1; i < values.length; i++) {
    const price = values[i]!;
    if (!end || (up ? price > end.price : price < end.price))
      end = { index: i, price, kind: up ? 'high' : 'low' };
  }
  return end;
}

/**
 * Fibonacci levels on the move a trader is in. From the last confirmed swing point P (the end of the last major
 * swing, see lastMajorSwing), the current leg runs to the most extreme price since P away from it
 * (currentMoveEnd). The levels are the current leg's when it is at least half the size of the last confirmed
 * leg (ties are ties), else the confirmed leg's: a small bounce after a big move still reads against the big
 * move, and a move that has gone on past half of it is read on its own. Undefined with fewer than two turns. Ours.
 */
export function currentMoveFibonacci(
  bars: Pick<Bars, 'high' | 'low'>,
  strength = MAJOR_SWING_STRENGTH,
): LegFibonacci | undefined {
  const confirmed = lastMajorSwing(bars, strength);
  if (!confirmed) return undefined;
  const [start, pivot] = confirmed;
  const end = currentMoveEnd(bars, pivot);
  const confirmedSize = Math.abs(pivot.price - start.price);
  if (end && atMost(confirmedSize / 2, Math.abs(end.price - pivot.price))) {
    return { ...fibonacciLevels(pivot, end), leg: 'current', confirmed };
  }
  return { ...fibonacciLevels(start, pivot), leg: 'confirmed', confirmed };
}
