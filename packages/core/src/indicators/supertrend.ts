import { atr } from './atr';
import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { outputArray } from './output';
import { checkPeriod } from './period';

export interface Supertrend {
  /** The trailing stop: the lower band in an up-trend, the upper band in a down-trend. */
  readonly line: Float64Array;
  /** 1 in an up-trend (line below the price), -1 in a down-trend: Pine's direction negated. */
  readonly direction: Float64Array;
}

/**
 * Supertrend; warm-up `period` bars (TA-Lib's ATR); TradingView Pine `ta.supertrend(factor, atrPeriod)`: bands
 * hl2 -/+ factor x ATR, the lower band only rises and the upper only falls while the previous close stays on
 * their side, the trend flips when the close crosses the band of the current trend; the first bar is a
 * down-trend. Pine's ATR starts one bar earlier (its first true range is high - low), so the two agree once
 * Wilder's smoothing has forgotten the seed, (1 - 1/period)^k after k bars.
 */
export function supertrend(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 10,
  factor = 3,
  columns: ColumnSource = NEW_COLUMNS,
): Supertrend {
  checkPeriod('period', period);
  const n = close.length;
  const line = outputArray(n, period, columns);
  const direction = outputArray(n, period, columns);
  const range = atr(high, low, close, period, columns);
  // Made before the loop, not after it: see docs/decisions/indicators.md, 'Result objects before the loop'.
  const result: Supertrend = { line, direction };
  let lower = 0;
  let upper = 0;
  for (let i = period; i < n; i++) {
    const middle = (high[i]! + low[i]!) / 2;
    const width = factor * range[i]!;
    const previousClose = close[i - 1]!;
    const wasDown = i > period && line[i - 1] === upper;
    let lowerBand = middle - width;
    let upperBand = middle + width;
    if (!(lowerBand > lower || previousClose < lower)) lowerBand = lower;
    if (!(upperBand < upper || previousClose > upper)) upperBand = upper;
    const c = close[i]!;
    const trend = i === period ? -1 : wasDown ? (c > upperBand ? 1 : -1) : c < lowerBand ? -1 : 1;
    lower = lowerBand;
    upper = upperBand;
    line[i] = trend === 1 ? lowerBand : upperBand;
    direction[i] = trend;
  }
  return result;
}
