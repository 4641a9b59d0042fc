import { type Bars, nanArray } from '../series';
import { CANDLE_SETTINGS, type CandleSettingName } from './candle-settings';

/** The price columns candlestick patterns read, with the bars whose open is not real (`Bars.noOpen`). */
export type Ohlc = Pick<Bars, 'open' | 'high' | 'low' | 'close' | 'noOpen'>;

/**
 * Candles with their parts measured once (TA-Lib's TA_REALBODY, TA_UPPERSHADOW, TA_LOWERSHADOW,
 * TA_HIGHLOWRANGE) and the candle-setting averages every detector of one evaluation shares.
 */
export interface CandleFrame extends Ohlc {
  readonly length: number;
  /**
   * First bar the detectors evaluate; earlier bars read 0. The averages still roll from the first bar of the
   * data, so a bar's answer is the same whatever `from` is: screens that need only the latest bar skip the rest.
   */
  readonly from: number;
  /** |close - open|. */
  readonly body: Float64Array;
  /** high - max(open, close), taking the close when close >= open as TA-Lib does. */
  readonly upperShadow: Float64Array;
  /** min(open, close) - low. */
  readonly lowerShadow: Float64Array;
  /** high - low. */
  readonly highLow: Float64Array;
  /**
   * TA-Lib's TA_CANDLEAVERAGE of `setting` for every bar j >= firstBar (NaN before): factor x the mean of the
   * setting's range over the `period` candles before j (÷ 2 for shadows), or factor x bar j's own range for a
   * period of 0. The sum is seeded at `firstBar` and then rolled one candle at a time exactly as TA-Lib rolls it,
   * so a detector that TA-Lib starts at bar s and reads `lag` candles back asks for firstBar = s - lag and gets
   * TA-Lib's numbers to the last bit.
   */
  average(setting: CandleSettingName, firstBar: number): Float64Array;
}

/** Measures the candles of `ohlc` (all columns of one length) for the pattern detectors, to report bars from `from` on; ours. */
export function candleFrame(ohlc: Ohlc, from = 0): CandleFrame {
  const { open, high, low, close } = ohlc;
  const length = close.length;
  const body = new Float64Array(length);
  const upperShadow = new Float64Array(length);
  const lowerShadow = new Float64Array(length);
  const highLow = new Float64Array(length);
  for (let i = 0; i < length; i++) {
    const o = open[i]!;
    const c = close[i]!;
    const white = c >= o;
    body[i] = Math.abs(c - o);
    upperShadow[i] = high[i]! - (white ? c : o);
    lowerShadow[i] = (white ? o : c) - low[i]!;
    highLow[i] = high[i]! - low[i]!;
  }
  const cache = new Map<string, Float64Array>();
  const rangeOf = (setting: CandleSettingName): Float64Array => {
    const type = CANDLE_SETTINGS[setting].rangeType;
    if (type === 'realBody') return body;
    if (type === 'highLow') return highLow;
    const shadows = new Float64Array(length);
    for (let i = 0; i < length; i++) shadows[i] = upperShadow[i]! + lowerShadow[i]!;
    return shadows;
  };
  const average = (setting: CandleSettingName, firstBar: number): Float64Array => {
    const key = `${setting}@${firstBar}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const result = rollingCandleAverage(setting, rangeOf(setting), firstBar);
    cache.set(key, result);
    return result;
  };
  return {
    open,
    high,
    low,
    close,
    ...(ohlc.noOpen ? { noOpen: ohlc.noOpen } : {}),
    length,
    from: Math.max(0, from),
    body,
    upperShadow,
    lowerShadow,
    highLow,
    average,
  };
}

function rollingCandleAverage(
  setting: CandleSettingName,
  range: Float64Array,
  firstBar: number,
): Float64Array {
  const { rangeType, period, factor } = CANDLE_SETTINGS[setting];
  const divisor = rangeType === 'shadows' ? 2 : 1;
  const out = nanArray(range.length);
  if (period === 0) {
    for (let j = Math.max(firstBar, 0); j < range.length; j++) out[j] = (factor * range[j]!) / divisor;
    return out;
  }
  if (firstBar < period) throw new RangeError(`${setting} needs ${period} candles before bar ${firstBar}`);
  let sum = 0;
  for (let j = firstBar - period; j < firstBar && j < range.length; j++) sum += range[j]!;
  for (let j = firstBar; j < range.length; j++) {
    out[j] = (factor * (sum / period)) / divisor;
    // One subtraction then one addition, in TA-Lib's order: the rounding must be TA-Lib's.
    sum += range[j]! - range[j - period]!;
  }
  return out;
}
