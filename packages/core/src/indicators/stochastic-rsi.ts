import { type ColumnSource, NEW_COLUMNS } from './column-arena';
import { firstValue } from './output';
import { rsi } from './rsi';
import { type Stochastic, stochasticFrom } from './stochastic';

/**
 * Stochastic RSI, %K = SMA(kSmoothing) of the stochastic of RSI(rsiPeriod) over `stochPeriod` bars, %D =
 * SMA(dPeriod) of %K; warm-up rsiPeriod + stochPeriod + kSmoothing + dPeriod - 3 bars after the first value on
 * both; TradingView Pine `k = ta.sma(ta.stoch(rsi1, rsi1, rsi1, lengthStoch), smoothK)`, `d = ta.sma(k, smoothD)`
 * over TA-Lib's RSI and STOCH (0 on a flat RSI window, where Pine has na); kSmoothing 1 gives TA-Lib STOCHRSI.
 */
export function stochasticRsi(
  values: Float64Array,
  rsiPeriod = 14,
  stochPeriod = 14,
  kSmoothing = 3,
  dPeriod = 3,
  columns: ColumnSource = NEW_COLUMNS,
): Stochastic {
  const strength = rsi(values, rsiPeriod, columns);
  return stochasticFrom(
    strength,
    strength,
    strength,
    firstValue(values) + rsiPeriod,
    stochPeriod,
    kSmoothing,
    dPeriod,
    columns,
  );
}
