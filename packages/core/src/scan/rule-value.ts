import { filterValue } from '../backtest/filter-column';
import type { IndicatorCache } from '../backtest/indicator-cache';
import type { BacktestRule } from '../backtest/rule';

/** What a scan shows for one condition: a number, whether a pattern completed, or null where nothing is known. */
export type ScanValue = number | boolean | null;

const known = (value: number | undefined): number | null =>
  value === undefined || Number.isNaN(value) ? null : value;

/**
 * The figure rule `rule` compares on session t, as a scan lists it: a filter's own figure (`filterValue`), an
 * indicator rule's indicator (the average a price is held against, the first line of a crossover, RSI, the MACD
 * line, +DI, %K, the band, the Supertrend line, MFI, the A/D line's one-session change, AO, %R), and for a pattern
 * rule whether it fired (`fired`).
 */
export function ruleValue(rule: BacktestRule, cache: IndicatorCache, t: number, fired: boolean): ScanValue {
  switch (rule.kind) {
    case 'pattern':
    case 'pattern-invalidated':
    case 'pattern-confirmed':
    case 'general-pattern':
      return fired;
    case 'sma':
      return known(cache.sma(rule.averageSource, rule.period)[t]);
    case 'ema':
      return known(cache.ema(rule.averageSource, rule.period)[t]);
    case 'sma-crossover':
      return known(cache.sma(rule.source1, rule.period1)[t]);
    case 'ema-crossover':
      return known(cache.ema(rule.source1, rule.period1)[t]);
    case 'rsi':
    case 'rsi-crossover':
      return known(cache.rsi(rule.source, rule.period)[t]);
    case 'macd':
      return known(cache.macd(rule.source, rule.fast, rule.slow, rule.signal).macd[t]);
    case 'directional-movement':
      return known(cache.directionalMovement(rule.plusPeriod).plusDi[t]);
    case 'stochastic-rsi':
      return known(
        cache.stochasticRsi(rule.rsiPeriod, rule.stochasticPeriod, rule.kSmoothing, rule.dSmoothing).k[t],
      );
    case 'bollinger-bands':
      return known(cache.bollingerBands(rule.source, rule.period, rule.deviations)[rule.band][t]);
    case 'supertrend':
      return known(cache.supertrend(rule.period, rule.factor).line[t]);
    case 'money-flow-index':
      return known(cache.moneyFlowIndex(rule.period)[t]);
    case 'accumulation-distribution': {
      const line = cache.accumulationDistribution();
      return t < 1 ? null : known(line[t]! - line[t - 1]!);
    }
    case 'awesome-oscillator':
      return known(cache.awesomeOscillator(rule.fast, rule.slow)[t]);
    case 'williams-r':
      return known(cache.williamsR(rule.period)[t]);
    default:
      return known(filterValue(rule, cache.filterSeries(), t));
  }
}
