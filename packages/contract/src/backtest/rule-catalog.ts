/** Sides of a strategy: the buy rules open a position, the sell rules close it. */
export type Side = 'buy' | 'sell';

export const PRICE_SOURCES = ['open', 'close', 'high', 'low'] as const;
export const COMPARATORS = ['>', '<'] as const;
export const CROSSOVER_INDICATORS = ['RSI', 'SMA', 'EMA'] as const;
export const BOLLINGER_BANDS = ['BB Low', 'BB Mid', 'BB High'] as const;

export type PriceSourceName = (typeof PRICE_SOURCES)[number];
export type Comparator = (typeof COMPARATORS)[number];

/** How a rule field's text is read and which values it may take. */
export type FieldKind =
  | { kind: 'length' }
  | { kind: 'number'; min?: number; max?: number; exclusiveMin?: boolean }
  | { kind: 'choice'; options: readonly string[] };

export interface RuleField {
  key: string;
  label: string;
  type: FieldKind;
  /** Default value as the page keeps it (numbers as typed text). */
  default: string;
}

export interface IndicatorRuleDefinition {
  name: string;
  fields: readonly RuleField[];
  /** Default `condition` per side; the spec fixes it for SMA, Bollinger Bands and Supertrend. */
  condition: Record<Side, Comparator>;
  /** Fields whose default differs by side (Bollinger Bands' band). */
  sideDefaults?: Partial<Record<Side, Record<string, string>>>;
}

/** Longest look-back accepted for a length field: about eight years of NEPSE sessions. */
export const MAX_LENGTH = 2000;

const length = (key: string, label: string, value: number): RuleField => ({
  key,
  label,
  type: { kind: 'length' },
  default: String(value),
});
const source = (key: string, label = 'Source'): RuleField => ({
  key,
  label,
  type: { kind: 'choice', options: PRICE_SOURCES },
  default: 'close',
});
const level = (key: string, label: string, value: number, min?: number, max?: number): RuleField => ({
  key,
  label,
  type: { kind: 'number', ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) },
  default: String(value),
});
const positive = (key: string, label: string, value: number, max: number): RuleField => ({
  key,
  label,
  type: { kind: 'number', min: 0, exclusiveMin: true, max },
  default: String(value),
});

const aboveBelow: Record<Side, Comparator> = { buy: '>', sell: '<' };

/** Every indicator rule of spec section 3 with its fields and defaults, in the spec's order. */
export const INDICATOR_RULES: readonly IndicatorRuleDefinition[] = [
  {
    name: 'SMA',
    fields: [
      length('value', 'Period', 20),
      source('source', 'Price source'),
      source('sma_source', 'SMA source'),
    ],
    condition: aboveBelow,
  },
  {
    name: 'MACD',
    fields: [
      length('short_period', 'Short period', 12),
      length('long_period', 'Long period', 26),
      length('signal_period', 'Signal period', 9),
      level('macd_value', 'MACD value', 0),
      source('source'),
    ],
    condition: aboveBelow,
  },
  {
    name: 'RSI',
    fields: [
      length('rsi_length', 'RSI length', 14),
      level('rsi_value', 'RSI value', 50, 0, 100),
      source('source'),
    ],
    condition: aboveBelow,
  },
  {
    name: 'SMA CROSSOVER',
    fields: [
      length('sma1_length', 'SMA 1 length', 8),
      length('sma2_length', 'SMA 2 length', 21),
      source('sma1_source', 'SMA 1 source'),
      source('sma2_source', 'SMA 2 source'),
    ],
    condition: aboveBelow,
  },
  {
    name: 'RSI CROSSOVER',
    fields: [
      length('rsi_length', 'RSI length', 14),
      {
        key: 'crossover_indicator',
        label: 'Crossover indicator',
        type: { kind: 'choice', options: CROSSOVER_INDICATORS },
        default: 'RSI',
      },
      length('crossover_indicator_length', 'Crossover indicator length', 55),
      source('source'),
    ],
    condition: aboveBelow,
  },
  {
    name: 'EMA',
    fields: [
      length('ema1_length', 'EMA length', 20),
      source('ema1_source', 'EMA source'),
      source('source', 'Price source'),
    ],
    condition: aboveBelow,
  },
  {
    name: 'EMA CROSSOVER',
    fields: [
      length('ema1_length', 'EMA 1 length', 8),
      length('ema2_length', 'EMA 2 length', 21),
      source('ema1_source', 'EMA 1 source'),
      source('ema2_source', 'EMA 2 source'),
    ],
    condition: aboveBelow,
  },
  {
    name: 'DIRECTIONAL MOVEMENT',
    fields: [length('di_positive', '+DI length', 14), length('di_negative', '-DI length', 14)],
    condition: aboveBelow,
  },
  {
    name: 'STOCHASTIC RSI',
    fields: [
      length('stochastic_rsi_length', 'RSI length', 14),
      length('stochastic_length', 'Stochastic length', 14),
      length('stochastic_k', '%K smoothing', 3),
      length('stochastic_d', '%D smoothing', 3),
    ],
    condition: aboveBelow,
  },
  {
    name: 'BOLLINGER BANDS',
    fields: [
      length('bb_length', 'Length', 20),
      positive('bb_mult', 'Multiplier', 2, 50),
      source('source'),
      {
        key: 'bb_indicator',
        label: 'Band',
        type: { kind: 'choice', options: BOLLINGER_BANDS },
        default: 'BB Low',
      },
    ],
    condition: { buy: '<', sell: '>' },
    sideDefaults: { buy: { bb_indicator: 'BB Low' }, sell: { bb_indicator: 'BB High' } },
  },
  {
    name: 'SUPERTREND',
    fields: [length('length', 'ATR length', 10), positive('factor', 'Factor', 3, 100), source('source')],
    condition: { buy: '<', sell: '>' },
  },
  {
    name: 'MONEY FLOW INDEX',
    fields: [length('length', 'Length', 14), level('mfi_value', 'MFI value', 50, 0, 100)],
    condition: aboveBelow,
  },
  { name: 'ACCUMULATION DISTRIBUTION', fields: [level('ad_value', 'A/D change', 0)], condition: aboveBelow },
  {
    name: 'AWESOME OSCILLATOR',
    fields: [
      length('short_period', 'Short period', 5),
      length('long_period', 'Long period', 34),
      level('ao_value', 'AO value', 0),
    ],
    condition: aboveBelow,
  },
];

export const INDICATOR_RULE_NAMES = INDICATOR_RULES.map((r) => r.name);

/** The definition of an indicator rule by its exact name. */
export function indicatorRuleDefinition(name: string): IndicatorRuleDefinition | undefined {
  return INDICATOR_RULES.find((r) => r.name === name);
}
