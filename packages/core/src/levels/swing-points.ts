import type { Bars } from '../series';

/** A confirmed turning point: a swing high (at the bar's high) or a swing low (at its low). */
export interface SwingPoint {
  readonly index: number;
  readonly price: number;
  readonly kind: 'high' | 'low';
}

/**
 * Swing highs and lows of `strength` n, in bar order (a high before a low on the same bar): bar i is a swing
 * high when its high is above the highs of the n bars before it and not below those of the n bars after it
 * (so a flat top counts once, at its first bar); lows mirrored. Needs n bars on each side: the last n bars are
 * not yet confirmed. Ours (Pine's ta.pivothigh / ta.pivotlow idea with a stated tie rule).
 */
export function swingPoints(bars: Pick<Bars, 'high' | 'low'>, strength: number): SwingPoint[] {
  if (!Number.isInteger(strength) || strength < 1)
    throw new RangeError(`swing strength ${strength} is not a whole number >= 1`);
  const { high, low } = bars;
  const points: SwingPoint[] = [];
  for (let i = strength; i + strength < high.length; i++) {
    if (isTurn(high, i, strength, 1)) points.push({ index: i, price: high[i]!, kind: 'high' });
    if (isTurn(low, i, strength, -1)) points.push({ index: i, price: low[i]!, kind: 'low' });
  }
  return points;
}

/** Whether values[i] beats the n values before it strictly and the n after it or ties them (side 1: higher). */
function isTurn(values: Float64Array, i: number, n: number, side: 1 | -1): boolean {
  const v = values[i]! * side;
  for (let j = i - n; j < i; j++) if (!(v > values[j]! * side)) return false;
  for (let j = i + 1; j <= i + n; j++) if (!(v >= values[j]! * side)) return false;
  return true;
}

/**
 * The swings as an alternating zigzag: consecutive points of one kind collapse to the most extreme (the higher
 * high, the lower low; the earlier on a tie); a bar that is both a swing high and a swing low first extends
 * the current leg with the point of the previous point's kind, then turns with the other. Ours.
 */
export function zigzag(points: readonly SwingPoint[]): SwingPoint[] {
  const legs: SwingPoint[] = [];
  const add = (point: SwingPoint): void => {
    const previous = legs.at(-1);
    if (!previous || previous.kind !== point.kind) legs.push(point);
    else if (point.kind === 'high' ? point.price > previous.price : point.price < previous.price) {
      legs[legs.length - 1] = point;
    }
  };
  for (let k = 0; k < points.length; k++) {
    const point = points[k]!;
    const next = points[k + 1];
    if (next?.index === point.index) {
      const last = legs.at(-1);
      for (const p of !last || last.kind === point.kind ? [point, next] : [next, point]) add(p);
      k++;
    } else {
      add(point);
    }
  }
  return legs;
}
