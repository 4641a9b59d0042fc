import type { Bars } from '../series';
import { exceeds } from '../tie';
import { type SwingPoint, swingPoints } from './swing-points';

/** Swing strength of the charting pivots: a turn beyond the 5 sessions on each side. */
export const CHART_SWING_STRENGTH = 5;
/** Sessions searched back for charting pivots: about one NEPSE trading year. */
export const CHART_SWING_LOOKBACK = 250;
/** Charting pivots on each side of the last close. */
export const CHART_SWING_COUNT = 3;

export interface NearestSwings {
  /** Swing highs above the last close, nearest first. */
  readonly resistance: readonly SwingPoint[];
  /** Swing lows below the last close, nearest first. */
  readonly support: readonly SwingPoint[];
}

export interface NearestSwingOptions {
  readonly strength?: number;
  readonly lookback?: number;
  readonly count?: number;
}

/**
 * The charting pivots: among the swings (see swingPoints) of the last `lookback` bars, the `count` swing highs
 * strictly above the last close nearest to it in price, and the `count` swing lows strictly below it (a swing
 * tied with the close, tie.ts, is neither); a tie in distance keeps the later swing first. Empty sides with no bars or no such swing. Ours.
 */
export function nearestSwings(
  bars: Pick<Bars, 'high' | 'low' | 'close'>,
  options: NearestSwingOptions = {},
): NearestSwings {
  const {
    strength = CHART_SWING_STRENGTH,
    lookback = CHART_SWING_LOOKBACK,
    count = CHART_SWING_COUNT,
  } = options;
  const last = bars.close.length - 1;
  if (last < 0) return { resistance: [], support: [] };
  const close = bars.close[last]!;
  const recent = swingPoints(bars, strength)
    .filter((p) => p.index > last - lookback)
    .reverse();
  const byDistance = (a: SwingPoint, b: SwingPoint) => Math.abs(a.price - close) - Math.abs(b.price - close);
  return {
    resistance: recent
      .filter((p) => p.kind === 'high' && exceeds(p.price, close))
      .sort(byDistance)
      .slice(0, count),
    support: recent
      .filter((p) => p.kind === 'low' && exceeds(close, p.price))
      .sort(byDistance)
      .slice(0, count),
  };
}
