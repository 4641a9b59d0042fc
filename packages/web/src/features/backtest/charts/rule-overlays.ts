import { type ParsedIndicatorRule, parseRule, type Side, type StrategyRule } from '@nepse/contract';
import type { IndicatorCache, PriceSource } from '@nepse/core';
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
 * price, or a pane with lines and the rule's level.
 */
function overlayOf(
  rule: ParsedIndicatorRule,
  cache: IndicatorCache,
): { price?: OverlayLine[]; pane?: OverlayPane } {
  const p = rule.params;
  const n = (key: string) => p[key] as number;
  const src = (key: string) => p[key] as PriceSource;
  const pane = (id: string, lines: OverlayLine[], levels: number[] = []) => ({
    pane: { id, title: id, lines, levels },
  });
  switch (rule.name) {
    case 'SMA':
      return {
        price: [line(`SMA ${n('value')} (${src('sma_source')})`, cache.sma(src('sma_source'), n('value')))],
      };
    case 'EMA':
      return {
        price: [
          line(
            `EMA ${n('ema1_length')} (${src('ema1_source')})`,
            cache.ema(src('ema1_source'), n('ema1_length')),
          ),
        ],
      };
    case 'SMA CROSSOVER':
    case 'EMA CROSSOVER': {
      const [kind, a, b] =
        rule.name === 'SMA CROSSOVER'
          ? (['SMA', 'sma1', 'sma2'] as const)
          : (['EMA', 'ema1', 'ema2'] as const);
      const average = (k: string) =>
        line(
          `${kind} ${n(`${k}_length`)} (${src(`${k}_source`)})`,
          (kind === 'SMA' ? cache.sma : cache.ema).call(cache, src(`${k}_source`), n(`${k}_length`)),
        );
      return { price: [average(a), average(b)] };
    }
    case 'BOLLINGER BANDS': {
      const bands = cache.bollingerBands(src('source'), n('bb_length'), n('bb_mult'));
      const name = `BB ${n('bb_length')}, ${n('bb_mult')} (${src('source')})`;
      return {
        price: [
          line(`${name} upper`, bands.upper),
          line(`${name} middle`, bands.middle),
          line(`${name} lower`, bands.lower),
        ],
      };
    }
    case 'SUPERTREND':
      return {
        price: [
          line(`Supertrend ${n('length')}, ${n('factor')}`, cache.supertrend(n('length'), n('factor')).line),
        ],
      };
    case 'RSI': {
      const id = `RSI ${n('rsi_length')} (${src('source')})`;
      return pane(id, [line(id, cache.rsi(src('source'), n('rsi_length')))], [n('rsi_value')]);
    }
    case 'RSI CROSSOVER': {
      const id = `RSI ${n('rsi_length')} (${src('source')})`;
      const against = p.crossover_indicator as string;
      const length = n('crossover_indicator_length');
      const other =
        against === 'RSI'
          ? line(`RSI ${length} (${src('source')})`, cache.rsi(src('source'), length))
          : line(
              `${against} ${length} of ${id}`,
              cache.rsiAverage(against === 'SMA' ? 'sma' : 'ema', src('source'), n('rsi_length'), length),
            );
      return pane(id, [line(id, cache.rsi(src('source'), n('rsi_length'))), other]);
    }
    case 'MACD': {
      const id = `MACD ${n('short_period')}, ${n('long_period')}, ${n('signal_period')} (${src('source')})`;
      const m = cache.macd(src('source'), n('short_period'), n('long_period'), n('signal_period'));
      return pane(
        id,
        [
          line(`${id} histogram`, m.histogram, 'histogram'),
          line(`${id} line`, m.macd),
          line(`${id} signal`, m.signal),
        ],
        [n('macd_value')],
      );
    }
    case 'DIRECTIONAL MOVEMENT':
      return pane(`DMI +${n('di_positive')} -${n('di_negative')}`, [
        line(`+DI ${n('di_positive')}`, cache.directionalMovement(n('di_positive')).plusDi),
        line(`-DI ${n('di_negative')}`, cache.directionalMovement(n('di_negative')).minusDi),
      ]);
    case 'STOCHASTIC RSI': {
      const id = `Stoch RSI ${n('stochastic_rsi_length')}, ${n('stochastic_length')}, ${n('stochastic_k')}, ${n('stochastic_d')}`;
      const s = cache.stochasticRsi(
        n('stochastic_rsi_length'),
        n('stochastic_length'),
        n('stochastic_k'),
        n('stochastic_d'),
      );
      return pane(id, [line(`${id} %K`, s.k), line(`${id} %D`, s.d)]);
    }
    case 'MONEY FLOW INDEX': {
      const id = `MFI ${n('length')}`;
      return pane(id, [line(id, cache.moneyFlowIndex(n('length')))], [n('mfi_value')]);
    }
    case 'ACCUMULATION DISTRIBUTION': {
      const id = 'A/D change';
      return pane(
        id,
        [line(id, oneBarChange(cache.accumulationDistribution()), 'histogram')],
        [n('ad_value')],
      );
    }
    case 'AWESOME OSCILLATOR': {
      const id = `AO ${n('short_period')}, ${n('long_period')}`;
      return pane(
        id,
        [line(id, cache.awesomeOscillator(n('short_period'), n('long_period')), 'histogram')],
        [n('ao_value')],
      );
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
      if (!parsed.ok || parsed.value.kind !== 'indicator') continue;
      const overlay = overlayOf(parsed.value, cache);
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
