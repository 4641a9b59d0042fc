import type { BollingerBandsRule, IndicatorCache, RsiCrossoverRule } from '@nepse/core';
import { declareRule, type OverlayLine, type RuleDeclaration, type RuleOverlay } from './rule-declaration';
import {
  type Comparator,
  choiceField,
  lengthField,
  levelField,
  positiveField,
  type Side,
  sourceField,
  triggerField,
  ZERO_LINE_CHOICES,
} from './rule-fields';

export const CROSSOVER_INDICATORS = ['RSI', 'SMA', 'EMA'] as const;
export const BOLLINGER_BANDS = ['BB Low', 'BB Mid', 'BB High'] as const;

/** `bb_indicator`'s choices: the band of core's Bollinger rule each names. */
export const BOLLINGER_BAND_OF = {
  'BB Low': 'lower',
  'BB Mid': 'middle',
  'BB High': 'upper',
} as const satisfies Record<(typeof BOLLINGER_BANDS)[number], BollingerBandsRule['band']>;

/** `crossover_indicator`'s choices: the line RSI crosses in core's RSI crossover rule. */
const CROSSOVER_LINE_OF = {
  RSI: 'rsi',
  SMA: 'sma',
  EMA: 'ema',
} as const satisfies Record<(typeof CROSSOVER_INDICATORS)[number], RsiCrossoverRule['against']>;

/** The band a `bb_indicator` text names, for a sentence (the text itself when it names none). */
const bandWord = (text: string): string =>
  (BOLLINGER_BAND_OF as Readonly<Record<string, string>>)[text] ?? text;

const aboveBelow: Record<Side, Comparator> = { buy: '>', sell: '<' };
const belowAbove: Record<Side, Comparator> = { buy: '<', sell: '>' };

const line = (label: string, values: OverlayLine['values']): OverlayLine => ({ label, values });
const bars = (label: string, values: OverlayLine['values']): OverlayLine => ({
  label,
  values,
  histogram: true,
});
const overPrice = (...lines: OverlayLine[]): RuleOverlay => ({ over: 'price', lines });
const pane = (title: string, lines: OverlayLine[], levels: number[] = []): RuleOverlay => ({
  over: 'pane',
  pane: title,
  lines,
  levels,
});

/** The one-session change of a line, NaN on its first session. */
function oneSessionChange(values: Float64Array): Float64Array {
  const out = new Float64Array(values.length).fill(Number.NaN);
  for (let t = 1; t < values.length; t++) out[t] = values[t]! - values[t - 1]!;
  return out;
}

/**
 * Every indicator rule of the back-test, one entry each, in the order the page lists them. Each entry is all any
 * layer knows of its rule: the card's fields and defaults, core's engine rule (`direction` is how the first operand
 * stands to the second, or crosses it), the card's sentence and the chart's lines.
 */
const RULES = {
  SMA: declareRule({
    fields: [
      triggerField(),
      lengthField('value', 'Period', 20),
      sourceField('source', 'Price source'),
      sourceField('sma_source', 'SMA source'),
    ],
    condition: aboveBelow,
    engine: (p, direction) => ({
      kind: 'sma',
      trigger: p.trigger,
      direction,
      period: p.value,
      source: p.source,
      averageSource: p.sma_source,
    }),
    sentence: (t, w) => `${w.when} the ${t.source} ${w.is} SMA ${t.value} of the ${t.sma_source}.`,
    overlay: (p) => overPrice(line(`SMA ${p.value} (${p.sma_source})`, (c) => c.sma(p.sma_source, p.value))),
    copies: true,
  }),
  MACD: declareRule({
    fields: [
      triggerField(),
      lengthField('short_period', 'Short period', 12),
      lengthField('long_period', 'Long period', 26),
      lengthField('signal_period', 'Signal period', 9),
      levelField('macd_value', 'MACD value', 0),
      choiceField('zero_line', 'Zero line', ZERO_LINE_CHOICES, 'on', {
        on: 'On: also against the MACD value',
        off: 'Off: against the signal line only',
      }),
      sourceField('source'),
    ],
    condition: aboveBelow,
    // The MACD line against its signal line and, with `zero_line` on, against `macd_value`.
    engine: (p, direction) => ({
      kind: 'macd',
      trigger: p.trigger,
      direction,
      fast: p.short_period,
      slow: p.long_period,
      signal: p.signal_period,
      level: p.macd_value,
      source: p.source,
      zeroLine: p.zero_line === 'on',
    }),
    sentence: (t, w) =>
      `${w.when} the MACD line (${t.short_period}, ${t.long_period}) of the ${t.source} ${w.is} its signal line (${t.signal_period})${t.zero_line === 'off' ? '' : ` and ${w.direction} ${t.macd_value}`}.`,
    overlay: (p) => {
      const id = `MACD ${p.short_period}, ${p.long_period}, ${p.signal_period} (${p.source})`;
      const m = (c: IndicatorCache) => c.macd(p.source, p.short_period, p.long_period, p.signal_period);
      return pane(
        id,
        [
          bars(`${id} histogram`, (c) => m(c).histogram),
          line(`${id} line`, (c) => m(c).macd),
          line(`${id} signal`, (c) => m(c).signal),
        ],
        p.zero_line === 'on' ? [p.macd_value] : [],
      );
    },
  }),
  RSI: declareRule({
    fields: [
      triggerField(),
      lengthField('rsi_length', 'RSI length', 14),
      levelField('rsi_value', 'RSI value', 50, { min: 0, max: 100 }),
      sourceField('source'),
    ],
    condition: aboveBelow,
    engine: (p, direction) => ({
      kind: 'rsi',
      trigger: p.trigger,
      direction,
      period: p.rsi_length,
      level: p.rsi_value,
      source: p.source,
    }),
    sentence: (t, w) => `${w.when} RSI ${t.rsi_length} of the ${t.source} ${w.is} ${t.rsi_value}.`,
    overlay: (p) => {
      const id = `RSI ${p.rsi_length} (${p.source})`;
      return pane(id, [line(id, (c) => c.rsi(p.source, p.rsi_length))], [p.rsi_value]);
    },
  }),
  'SMA CROSSOVER': declareRule({
    fields: [
      lengthField('sma1_length', 'SMA 1 length', 8),
      lengthField('sma2_length', 'SMA 2 length', 21),
      sourceField('sma1_source', 'SMA 1 source'),
      sourceField('sma2_source', 'SMA 2 source'),
    ],
    condition: aboveBelow,
    engine: (p, direction) => ({
      kind: 'sma-crossover',
      direction,
      period1: p.sma1_length,
      source1: p.sma1_source,
      period2: p.sma2_length,
      source2: p.sma2_source,
    }),
    sentence: (t, w) =>
      `${w.when} SMA ${t.sma1_length} of the ${t.sma1_source} ${w.crosses} SMA ${t.sma2_length} of the ${t.sma2_source}.`,
    overlay: (p) =>
      overPrice(
        line(`SMA ${p.sma1_length} (${p.sma1_source})`, (c) => c.sma(p.sma1_source, p.sma1_length)),
        line(`SMA ${p.sma2_length} (${p.sma2_source})`, (c) => c.sma(p.sma2_source, p.sma2_length)),
      ),
  }),
  'RSI CROSSOVER': declareRule({
    fields: [
      lengthField('rsi_length', 'RSI length', 14),
      choiceField('crossover_indicator', 'Crossover indicator', CROSSOVER_INDICATORS, 'RSI'),
      lengthField('crossover_indicator_length', 'Crossover indicator length', 55),
      sourceField('source'),
    ],
    condition: aboveBelow,
    // RSI crosses the RSI, SMA or EMA (`crossover_indicator`) of length `crossover_indicator_length`.
    engine: (p, direction) => ({
      kind: 'rsi-crossover',
      direction,
      period: p.rsi_length,
      source: p.source,
      against: CROSSOVER_LINE_OF[p.crossover_indicator],
      againstPeriod: p.crossover_indicator_length,
    }),
    sentence: (t, w) => {
      const against = t.crossover_indicator === 'RSI' ? 'RSI' : `its ${t.crossover_indicator}`;
      return `${w.when} RSI ${t.rsi_length} of the ${t.source} ${w.crosses} ${against} ${t.crossover_indicator_length}.`;
    },
    overlay: (p) => {
      const id = `RSI ${p.rsi_length} (${p.source})`;
      const length = p.crossover_indicator_length;
      const against = CROSSOVER_LINE_OF[p.crossover_indicator];
      const other =
        against === 'rsi'
          ? line(`RSI ${length} (${p.source})`, (c) => c.rsi(p.source, length))
          : line(`${p.crossover_indicator} ${length} of ${id}`, (c) =>
              c.rsiAverage(against, p.source, p.rsi_length, length),
            );
      return pane(id, [line(id, (c) => c.rsi(p.source, p.rsi_length)), other]);
    },
  }),
  EMA: declareRule({
    fields: [
      triggerField(),
      lengthField('ema1_length', 'EMA length', 20),
      sourceField('ema1_source', 'EMA source'),
      sourceField('source', 'Price source'),
    ],
    condition: aboveBelow,
    engine: (p, direction) => ({
      kind: 'ema',
      trigger: p.trigger,
      direction,
      period: p.ema1_length,
      source: p.source,
      averageSource: p.ema1_source,
    }),
    sentence: (t, w) => `${w.when} the ${t.source} ${w.is} EMA ${t.ema1_length} of the ${t.ema1_source}.`,
    overlay: (p) =>
      overPrice(line(`EMA ${p.ema1_length} (${p.ema1_source})`, (c) => c.ema(p.ema1_source, p.ema1_length))),
  }),
  'EMA CROSSOVER': declareRule({
    fields: [
      lengthField('ema1_length', 'EMA 1 length', 8),
      lengthField('ema2_length', 'EMA 2 length', 21),
      sourceField('ema1_source', 'EMA 1 source'),
      sourceField('ema2_source', 'EMA 2 source'),
    ],
    condition: aboveBelow,
    engine: (p, direction) => ({
      kind: 'ema-crossover',
      direction,
      period1: p.ema1_length,
      source1: p.ema1_source,
      period2: p.ema2_length,
      source2: p.ema2_source,
    }),
    sentence: (t, w) =>
      `${w.when} EMA ${t.ema1_length} of the ${t.ema1_source} ${w.crosses} EMA ${t.ema2_length} of the ${t.ema2_source}.`,
    overlay: (p) =>
      overPrice(
        line(`EMA ${p.ema1_length} (${p.ema1_source})`, (c) => c.ema(p.ema1_source, p.ema1_length)),
        line(`EMA ${p.ema2_length} (${p.ema2_source})`, (c) => c.ema(p.ema2_source, p.ema2_length)),
      ),
  }),
  'DIRECTIONAL MOVEMENT': declareRule({
    fields: [
      triggerField(),
      lengthField('di_positive', '+DI length', 14),
      lengthField('di_negative', '-DI length', 14),
    ],
    condition: aboveBelow,
    engine: (p, direction) => ({
      kind: 'directional-movement',
      trigger: p.trigger,
      direction,
      plusPeriod: p.di_positive,
      minusPeriod: p.di_negative,
    }),
    sentence: (t, w) => `${w.when} +DI ${t.di_positive} ${w.is} -DI ${t.di_negative}.`,
    overlay: (p) =>
      pane(`DMI +${p.di_positive} -${p.di_negative}`, [
        line(`+DI ${p.di_positive}`, (c) => c.directionalMovement(p.di_positive).plusDi),
        line(`-DI ${p.di_negative}`, (c) => c.directionalMovement(p.di_negative).minusDi),
      ]),
  }),
  'STOCHASTIC RSI': declareRule({
    fields: [
      lengthField('stochastic_rsi_length', 'RSI length', 14),
      lengthField('stochastic_length', 'Stochastic length', 14),
      lengthField('stochastic_k', '%K smoothing', 3),
      lengthField('stochastic_d', '%D smoothing', 3),
    ],
    condition: aboveBelow,
    // %K crosses %D.
    engine: (p, direction) => ({
      kind: 'stochastic-rsi',
      direction,
      rsiPeriod: p.stochastic_rsi_length,
      stochasticPeriod: p.stochastic_length,
      kSmoothing: p.stochastic_k,
      dSmoothing: p.stochastic_d,
    }),
    sentence: (t, w) =>
      `${w.when} the Stochastic RSI's %K ${w.crosses} its %D (RSI ${t.stochastic_rsi_length}, stochastic ${t.stochastic_length}, smoothing ${t.stochastic_k} and ${t.stochastic_d}).`,
    overlay: (p) => {
      const id = `Stoch RSI ${p.stochastic_rsi_length}, ${p.stochastic_length}, ${p.stochastic_k}, ${p.stochastic_d}`;
      const s = (c: IndicatorCache) =>
        c.stochasticRsi(p.stochastic_rsi_length, p.stochastic_length, p.stochastic_k, p.stochastic_d);
      return pane(id, [line(`${id} %K`, (c) => s(c).k), line(`${id} %D`, (c) => s(c).d)]);
    },
  }),
  'BOLLINGER BANDS': declareRule({
    fields: [
      triggerField(),
      lengthField('bb_length', 'Length', 20),
      positiveField('bb_mult', 'Multiplier', 2, 50),
      sourceField('source'),
      choiceField('bb_indicator', 'Band', BOLLINGER_BANDS, { buy: 'BB Low', sell: 'BB High' }),
    ],
    condition: belowAbove,
    // `source` against the band `bb_indicator` names.
    engine: (p, direction) => ({
      kind: 'bollinger-bands',
      trigger: p.trigger,
      direction,
      period: p.bb_length,
      deviations: p.bb_mult,
      source: p.source,
      band: BOLLINGER_BAND_OF[p.bb_indicator],
    }),
    sentence: (t, w) =>
      `${w.when} the ${t.source} ${w.is} the ${bandWord(t.bb_indicator)} Bollinger band (${t.bb_length}, ${t.bb_mult} standard deviations).`,
    overlay: (p) => {
      const name = `BB ${p.bb_length}, ${p.bb_mult} (${p.source})`;
      const band = (key: 'upper' | 'middle' | 'lower') =>
        line(`${name} ${key}`, (c) => c.bollingerBands(p.source, p.bb_length, p.bb_mult)[key]);
      return overPrice(band('upper'), band('middle'), band('lower'));
    },
  }),
  SUPERTREND: declareRule({
    fields: [
      triggerField(),
      lengthField('length', 'ATR length', 10),
      positiveField('factor', 'Factor', 3, 100),
      sourceField('source'),
    ],
    condition: belowAbove,
    // The Supertrend line against `source`: below it is an up-trend.
    engine: (p, direction) => ({
      kind: 'supertrend',
      trigger: p.trigger,
      direction,
      period: p.length,
      factor: p.factor,
      source: p.source,
    }),
    sentence: (t, w) =>
      `${w.when} the Supertrend line (${t.length}, ${t.factor}) ${w.is} the ${t.source}${w.direction === 'above' ? ' (a down-trend)' : ' (an up-trend)'}.`,
    overlay: (p) =>
      overPrice(line(`Supertrend ${p.length}, ${p.factor}`, (c) => c.supertrend(p.length, p.factor).line)),
  }),
  'MONEY FLOW INDEX': declareRule({
    fields: [
      triggerField(),
      lengthField('length', 'Length', 14),
      levelField('mfi_value', 'MFI value', 50, { min: 0, max: 100 }),
    ],
    condition: aboveBelow,
    engine: (p, direction) => ({
      kind: 'money-flow-index',
      trigger: p.trigger,
      direction,
      period: p.length,
      level: p.mfi_value,
    }),
    sentence: (t, w) => `${w.when} MFI ${t.length} ${w.is} ${t.mfi_value}.`,
    overlay: (p) => {
      const id = `MFI ${p.length}`;
      return pane(id, [line(id, (c) => c.moneyFlowIndex(p.length))], [p.mfi_value]);
    },
  }),
  'ACCUMULATION DISTRIBUTION': declareRule({
    fields: [triggerField(), levelField('ad_value', 'A/D change', 0)],
    condition: aboveBelow,
    // The A/D line's one-session change against `ad_value`.
    engine: (p, direction) => ({
      kind: 'accumulation-distribution',
      trigger: p.trigger,
      direction,
      level: p.ad_value,
    }),
    sentence: (t, w) =>
      `${w.when} the accumulation/distribution line's change over one session ${w.is} ${t.ad_value}.`,
    overlay: (p) =>
      pane(
        'A/D change',
        [bars('A/D change', (c) => oneSessionChange(c.accumulationDistribution()))],
        [p.ad_value],
      ),
  }),
  'AWESOME OSCILLATOR': declareRule({
    fields: [
      triggerField(),
      lengthField('short_period', 'Short period', 5),
      lengthField('long_period', 'Long period', 34),
      levelField('ao_value', 'AO value', 0),
    ],
    condition: aboveBelow,
    engine: (p, direction) => ({
      kind: 'awesome-oscillator',
      trigger: p.trigger,
      direction,
      fast: p.short_period,
      slow: p.long_period,
      level: p.ao_value,
    }),
    sentence: (t, w) =>
      `${w.when} the Awesome Oscillator (${t.short_period}, ${t.long_period}) ${w.is} ${t.ao_value}.`,
    overlay: (p) => {
      const id = `AO ${p.short_period}, ${p.long_period}`;
      return pane(id, [bars(id, (c) => c.awesomeOscillator(p.short_period, p.long_period))], [p.ao_value]);
    },
  }),
  'WILLIAMS %R': declareRule({
    fields: [
      triggerField(),
      lengthField('length', 'Length', 14),
      levelField('wr_value', '%R value', { buy: -80, sell: -20 }, { min: -100, max: 0 }),
    ],
    condition: belowAbove,
    engine: (p, direction) => ({
      kind: 'williams-r',
      trigger: p.trigger,
      direction,
      period: p.length,
      level: p.wr_value,
    }),
    sentence: (t, w) => `${w.when} Williams %R ${t.length} ${w.is} ${t.wr_value}.`,
    overlay: (p) => {
      const id = `Williams %R ${p.length}`;
      return pane(id, [line(id, (c) => c.williamsR(p.length))], [p.wr_value]);
    },
  }),
};

/** The names of the indicator rules, as the API and the page know them. */
export type RuleName = keyof typeof RULES;

/** Each indicator rule's declaration by its name. */
export const RULE_TABLE: Readonly<Record<RuleName, RuleDeclaration>> = RULES;

/** A rule's declaration with its name. */
export interface IndicatorRuleDefinition extends RuleDeclaration {
  readonly name: RuleName;
}

/** The indicator rules in the page's order. */
export const INDICATOR_RULES: readonly IndicatorRuleDefinition[] = (
  Object.keys(RULE_TABLE) as RuleName[]
).map((name) => ({ name, ...RULE_TABLE[name] }));

/** The definition of an indicator rule by its exact name. */
export function indicatorRuleDefinition(name: string): IndicatorRuleDefinition | undefined {
  return INDICATOR_RULES.find((r) => r.name === name);
}
