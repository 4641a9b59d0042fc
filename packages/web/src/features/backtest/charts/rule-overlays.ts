import { engineRuleOf, parseRule, type Side, type StrategyRule } from '@nepse/contract';
import type { BacktestRule, IndicatorCache, PriceSource } from '@nepse/core';
import { requestRuleName } from '../rule-list';

/** One drawn series of an indicator. */
export interface OverlayLine {
  /** Names the indicator and its parameters; one line is drawn once however many rules read it. */
  id: string;
  label: string;
  values: Float64Array;
  kind: 'line' | 'histogram';
}

/** A pane under the price chart: an oscillator's lines and the levels its rules compare with. */
export interface OverlayPane {
  id: string;
  title: string;
  lines: OverlayLine[];
  levels: number[];
}

export interface RuleOverlays {
  /** Lines drawn over the candles (averages, bands, Supertrend). */
  price: OverlayLine[];
  panes: OverlayPane[];
}

const line = (id: string, values: Float64Array, kind: OverlayLine['kind'] = 'line'): OverlayLine => ({
  id,
  label: id,
  values,
  kind,
});

/** The one-bar change of a line, NaN on its first bar. */
function oneBarChange(values: Float64Array): Float64Array {
  const out = new Float64Array(values.length).fill(Number.NaN);
  for (let t = 1; t < values.length; t++) out[t] = values[t]! - values[t - 1]!;
  return out;
}

/**
 * What an indicator rule compares, read from the cache the engine reads (DESIGN section 3's table): lines over the
 * price, or a pane with lines and the rule's level. Pattern rules draw nothing.
 */
function overlayOf(rule: BacktestRule, cache: IndicatorCache): { price?: OverlayLine[]; pane?: OverlayPane } {
  const pane = (id: string, lines: OverlayLine[], levels: number[] = []) => ({
    pane: { id, title: id, lines, levels },
  });
  switch (rule.kind) {
    case 'sma':
      return {
        price: [
          line(`SMA ${rule.period} (${rule.averageSource})`, cache.sma(rule.averageSource, rule.period)),
        ],
      };
    case 'ema':
      return {
        price: [
          line(`EMA ${rule.period} (${rule.averageSource})`, cache.ema(rule.averageSource, rule.period)),
        ],
      };
    case 'sma-crossover':
    case 'ema-crossover': {
      const name = rule.kind === 'sma-crossover' ? 'SMA' : 'EMA';
      const average = (period: number, source: PriceSource) =>
        line(
          `${name} ${period} (${source})`,
          rule.kind === 'sma-crossover' ? cache.sma(source, period) : cache.ema(source, period),
        );
      return { price: [average(rule.period1, rule.source1), average(rule.period2, rule.source2)] };
    }
    case 'bollinger-bands': {
      const bands = cache.bollingerBands(rule.source, rule.period, rule.deviations);
      const name = `BB ${rule.period}, ${rule.deviations} (${rule.source})`;
      return {
        price: [
          line(`${name} upper`, bands.upper),
          line(`${name} middle`, bands.middle),
          line(`${name} lower`, bands.lower),
        ],
      };
    }
    case 'supertrend':
      return {
        price: [
          line(`Supertrend ${rule.period}, ${rule.factor}`, cache.supertrend(rule.period, rule.factor).line),
        ],
      };
    case 'rsi': {
      const id = `RSI ${rule.period} (${rule.source})`;
      return pane(id, [line(id, cache.rsi(rule.source, rule.period))], [rule.level]);
    }
    case 'rsi-crossover': {
      const id = `RSI ${rule.period} (${rule.source})`;
      const other =
        rule.against === 'rsi'
          ? line(`RSI ${rule.againstPeriod} (${rule.source})`, cache.rsi(rule.source, rule.againstPeriod))
          : line(
              `${rule.against.toUpperCase()} ${rule.againstPeriod} of ${id}`,
              cache.rsiAverage(rule.against, rule.source, rule.period, rule.againstPeriod),
            );
      return pane(id, [line(id, cache.rsi(rule.source, rule.period)), other]);
    }
    case 'macd': {
      const id = `MACD ${rule.fast}, ${rule.slow}, ${rule.signal} (${rule.source})`;
      const m = cache.macd(rule.source, rule.fast, rule.slow, rule.signal);
      return pane(
        id,
        [
          line(`${id} histogram`, m.histogram, 'histogram'),
          line(`${id} line`, m.macd),
          line(`${id} signal`, m.signal),
        ],
        [rule.level],
      );
    }
    case 'directional-movement':
      return pane(`DMI +${rule.plusPeriod} -${rule.minusPeriod}`, [
        line(`+DI ${rule.plusPeriod}`, cache.directionalMovement(rule.plusPeriod).plusDi),
        line(`-DI ${rule.minusPeriod}`, cache.directionalMovement(rule.minusPeriod).minusDi),
      ]);
    case 'stochastic-rsi': {
      const id = `Stoch RSI ${rule.rsiPeriod}, ${rule.stochasticPeriod}, ${rule.kSmoothing}, ${rule.dSmoothing}`;
      const s = cache.stochasticRsi(rule.rsiPeriod, rule.stochasticPeriod, rule.kSmoothing, rule.dSmoothing);
      return pane(id, [line(`${id} %K`, s.k), line(`${id} %D`, s.d)]);
    }
    case 'money-flow-index': {
      const id = `MFI ${rule.period}`;
      return pane(id, [line(id, cache.moneyFlowIndex(rule.period))], [rule.level]);
    }
    case 'accumulation-distribution': {
      const id = 'A/D change';
      return pane(id, [line(id, oneBarChange(cache.accumulationDistribution()), 'histogram')], [rule.level]);
    }
    case 'awesome-oscillator': {
      const id = `AO ${rule.fast}, ${rule.slow}`;
      return pane(id, [line(id, cache.awesomeOscillator(rule.fast, rule.slow), 'histogram')], [rule.level]);
    }
    default:
      return {};
  }
}

/**
 * The indicators a run's rules compare, to draw with its trades: each line once, panes merged by indicator, their
 * levels without repeats. Pattern rules draw nothing (their trades are marked on the candles).
 */
export function ruleOverlays(
  cache: IndicatorCache,
  sides: readonly { side: Side; rules: readonly StrategyRule[] }[],
): RuleOverlays {
  const price = new Map<string, OverlayLine>();
  const panes = new Map<string, OverlayPane>();
  for (const { side, rules } of sides) {
    for (const rule of rules) {
      const parsed = parseRule({ ...rule, name: requestRuleName(rule.name) }, side);
      if (!parsed.ok) continue;
      const overlay = overlayOf(engineRuleOf(parsed.value, side), cache);
      for (const l of overlay.price ?? []) if (!price.has(l.id)) price.set(l.id, l);
      const pane = overlay.pane;
      if (!pane) continue;
      const existing = panes.get(pane.id);
      if (!existing) panes.set(pane.id, pane);
      else {
        for (const l of pane.lines) if (!existing.lines.some((e) => e.id === l.id)) existing.lines.push(l);
        for (const v of pane.levels) if (!existing.levels.includes(v)) existing.levels.push(v);
      }
    }
  }
  return { price: [...price.values()], panes: [...panes.values()] };
}
