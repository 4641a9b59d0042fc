import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { outputArray } from './output';
import { checkPeriod } from './period';
import { windowHighsInto, windowLowsInto } from './window-extremes';

export interface Ichimoku {
  /** Tenkan-sen: midpoint of the highest high and lowest low of `conversion` bars. */
  readonly conversion: Float64Array;
  /** Kijun-sen: the same midpoint over `base` bars. */
  readonly base: Float64Array;
  /** Senkou span A as computed on each bar, (conversion + base) / 2; charts draw it `displacement - 1` bars ahead. */
  readonly spanA: Float64Array;
  /** Senkou span B as computed on each bar, the midpoint over `spanB` bars; drawn ahead like span A. */
  readonly spanB: Float64Array;
}

/**
 * Ichimoku cloud lines, unshifted (the cloud under bar t is spanA and spanB of bar t - displacement + 1);
 * warm-up conversion - 1, base - 1, max(conversion, base) - 1 and spanB - 1 bars; TradingView Pine
 * `donchian(len) => math.avg(ta.lowest(len), ta.highest(len))`, `leadLine1 = math.avg(conversionLine, baseLine)`,
 * `leadLine2 = donchian(laggingSpan2Periods)`.
 */
export function ichimoku(
  high: Float64Array,
  low: Float64Array,
  conversionPeriod = 9,
  basePeriod = 26,
  spanBPeriod = 52,
  columns: ColumnSource = NEW_COLUMNS,
): Ichimoku {
  const conversion = donchianMiddle(high, low, conversionPeriod, columns);
  const base = donchianMiddle(high, low, basePeriod, columns);
  const spanB = donchianMiddle(high, low, spanBPeriod, columns);
  const n = high.length;
  const first = Math.max(conversionPeriod, basePeriod) - 1;
  const spanA = outputArray(n, first, columns);
  // Made before the loop, not after it: see docs/decisions/indicators.md, 'Result objects before the loop'.
  const result: Ichimoku = { conversion, base, spanA, spanB };
  for (let i = first; i < n; i++) spanA[i] = (conversion[i]! + base[i]!) / 2;
  return result;
}

/** (highest high + lowest low) / 2 over `period` bars; warm-up period - 1 bars; Pine's Ichimoku `donchian`. */
export function donchianMiddle(
  high: Float64Array,
  low: Float64Array,
  period: number,
  columns: ColumnSource = NEW_COLUMNS,
): Float64Array {
  checkPeriod('period', period);
  const n = high.length;
  const out = outputArray(n, period - 1, columns);
  const highs = columns.column(n);
  const lows = columns.column(n);
  windowHighsInto(high, period, period - 1, highs);
  windowLowsInto(low, period, period - 1, lows);
  for (let i = period - 1; i < n; i++) out[i] = (lows[i]! + highs[i]!) / 2;
  return out;
}
