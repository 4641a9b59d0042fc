import type { FibonacciLegKind, SwingEnd } from './fibonacci-levels';

/**
 * Which leg the Fibonacci levels are drawn on, in the page's words: "Current move since the swing low of
 * 2026-08-17" from the last confirmed swing point `pivot`, or the last confirmed swing when the move since it is
 * under half that swing's size.
 */
export function fibonacciLegDescription(leg: FibonacciLegKind, pivot: SwingEnd): string {
  return leg === 'current'
    ? `Current move since the swing ${pivot.kind} of ${pivot.date}`
    : 'Last confirmed swing: the move since is under half its size';
}
