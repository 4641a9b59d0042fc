import type { PriceSeries } from '../benchmark/price-series';
import { lastOnOrBefore } from './index-returns';

/** Weekly points on a sector's path, the latest last. */
export const ROTATION_WEEKS = 10;
/** Calendar days over which strength against the benchmark is measured (13 weeks). */
export const ROTATION_STRENGTH_DAYS = 91;
/** Calendar days over which the momentum of that strength is measured (4 weeks). */
export const ROTATION_MOMENTUM_DAYS = 28;

/** One week's point of a sector on the rotation chart; 100 on both axes is the benchmark's own place. */
export interface RotationPoint {
  day: number;
  /** 100 x the sector's 13-week growth over the benchmark's: above 100, it outran the benchmark. */
  strength: number;
  /** 100 x the sector-to-benchmark ratio over the same ratio 4 weeks earlier: above 100, it is gaining. */
  momentum: number;
}

/** The close of `series` standing on `day`, NaN before its first. */
function closeOn(series: PriceSeries, day: number): number {
  const k = lastOnOrBefore(series.date, day);
  return k < 0 ? Number.NaN : series.close[k]!;
}

/**
 * A sector's path on the rotation chart (ours, read like a relative rotation graph: leading top right, weakening
 * bottom right, lagging bottom left, improving top left): at each of the ROTATION_WEEKS weekly days ending on
 * `day` (day - 63, day - 56, ..., day), with S the sector's index and B the benchmark, each the close standing
 * that day, strength = 100 x (S(d) / S(d - 91)) / (B(d) / B(d - 91)) and momentum = 100 x (S(d) / B(d)) /
 * (S(d - 28) / B(d - 28)). A week where either series does not reach back so far is left out.
 */
export function rotationPath(sector: PriceSeries, benchmark: PriceSeries, day: number): RotationPoint[] {
  const path: RotationPoint[] = [];
  for (let week = ROTATION_WEEKS - 1; week >= 0; week--) {
    const d = day - 7 * week;
    const ratio = (at: number) => closeOn(sector, at) / closeOn(benchmark, at);
    const strength = (100 * ratio(d)) / ratio(d - ROTATION_STRENGTH_DAYS);
    const momentum = (100 * ratio(d)) / ratio(d - ROTATION_MOMENTUM_DAYS);
    if (Number.isFinite(strength) && Number.isFinite(momentum)) path.push({ day: d, strength, momentum });
  }
  return path;
}
