import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { ema } from './ema';
import { outputArray } from './output';

export interface BullBearPower {
  /** high - EMA(close). */
  readonly bull: Float64Array;
  /** low - EMA(close). */
  readonly bear: Float64Array;
  /** bull + bear, the value TradingView plots and rates. */
  readonly power: Float64Array;
}

/**
 * Elder's bull and bear power; warm-up period - 1 bars; TradingView Pine `bullPower = high - ta.ema(close, 13)`,
 * `bearPower = low - ta.ema(close, 13)`, plotted as their sum, over TA-Lib's EMA.
 */
export function bullBearPower(
  high: Float64Array,
  low: Float64Array,
  close: Float64Array,
  period = 13,
  columns: ColumnSource = NEW_COLUMNS,
): BullBearPower {
  const average = ema(close, period, columns);
  const n = close.length;
  const bull = outputArray(n, period - 1, columns);
  const bear = outputArray(n, period - 1, columns);
  const power = average;
  // Made before the loop, not after it: see docs/decisions/indicators.md, 'Result objects before the loop'.
  const result: BullBearPower = { bull, bear, power };
  for (let i = period - 1; i < n; i++) {
    const a = average[i]!;
    const up = high[i]! - a;
    const down = low[i]! - a;
    bull[i] = up;
    bear[i] = down;
    power[i] = up + down;
  }
  return result;
}
