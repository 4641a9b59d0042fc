import {
  type Bars,
  bollingerBands,
  ema,
  ichimoku,
  macd,
  rsi,
  sma,
  stochasticRsi,
  supertrend,
} from '@nepse/core';

/** An editable whole-number or decimal setting of an indicator, with its default and bounds. */
export interface IndicatorParam {
  key: string;
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
}

/** One series an indicator draws: a line (or a histogram), `shift` bars ahead of the bar it was computed on. */
export interface IndicatorLine {
  name: string;
  values: Float64Array;
  style: 'line' | 'histogram';
  shift: number;
}

export interface IndicatorDefinition<Id extends string = string> {
  id: Id;
  name: string;
  params: readonly IndicatorParam[];
  /** Horizontal guides of an oscillator's pane (RSI's 30 and 70). */
  guides: readonly number[];
  lines(bars: Bars, p: Readonly<Record<string, number>>): IndicatorLine[];
}

const period = (label: string, value: number, min = 2): IndicatorParam => ({
  key: label.toLowerCase().replace(/\W+/g, '-'),
  label,
  value,
  min,
  max: 500,
  step: 1,
});
const line = (name: string, values: Float64Array, shift = 0): IndicatorLine => ({
  name,
  values,
  style: 'line',
  shift,
});
/** Reads a setting by its key; the catalogue's own keys, so a missing one is a bug. */
function at(p: Readonly<Record<string, number>>, key: string): number {
  const value = p[key];
  if (value === undefined) throw new Error(`No setting ${key}`);
  return value;
}

/** Ichimoku's spans are drawn 26 bars ahead (TradingView's displacement, fixed here). */
export const ICHIMOKU_DISPLACEMENT = 26;

/** The overlays a trader may draw over the candles, from core's indicators, defaults as TradingView's. */
export const OVERLAYS = [
  {
    id: 'sma',
    name: 'SMA',
    params: [period('Period', 20, 1)],
    guides: [],
    lines: (b, p) => [line(`SMA ${at(p, 'period')}`, sma(b.close, at(p, 'period')))],
  },
  {
    id: 'ema',
    name: 'EMA',
    params: [period('Period', 50, 1)],
    guides: [],
    lines: (b, p) => [line(`EMA ${at(p, 'period')}`, ema(b.close, at(p, 'period')))],
  },
  {
    id: 'bollinger',
    name: 'Bollinger Bands',
    params: [
      period('Period', 20),
      { key: 'deviations', label: 'Deviations', value: 2, min: 0.5, max: 5, step: 0.5 },
    ],
    guides: [],
    lines: (b, p) => {
      const bands = bollingerBands(b.close, at(p, 'period'), at(p, 'deviations'));
      return [line('BB upper', bands.upper), line('BB middle', bands.middle), line('BB lower', bands.lower)];
    },
  },
  {
    id: 'supertrend',
    name: 'Supertrend',
    params: [
      period('ATR period', 10, 1),
      { key: 'factor', label: 'Factor', value: 3, min: 0.5, max: 10, step: 0.5 },
    ],
    guides: [],
    lines: (b, p) => [
      line('Supertrend', supertrend(b.high, b.low, b.close, at(p, 'atr-period'), at(p, 'factor')).line),
    ],
  },
  {
    id: 'ichimoku',
    name: 'Ichimoku',
    params: [period('Conversion', 9, 1), period('Base', 26, 1), period('Span B', 52, 1)],
    guides: [],
    lines: (b, p) => {
      const cloud = ichimoku(b.high, b.low, at(p, 'conversion'), at(p, 'base'), at(p, 'span-b'));
      const ahead = ICHIMOKU_DISPLACEMENT - 1;
      return [
        line('Conversion', cloud.conversion),
        line('Base', cloud.base),
        line('Span A', cloud.spanA, ahead),
        line('Span B', cloud.spanB, ahead),
      ];
    },
  },
] as const satisfies readonly IndicatorDefinition[];

/** The oscillators of the pane under the chart. */
export const OSCILLATORS = [
  {
    id: 'rsi',
    name: 'RSI',
    params: [period('Period', 14)],
    guides: [30, 70],
    lines: (b, p) => [line(`RSI ${at(p, 'period')}`, rsi(b.close, at(p, 'period')))],
  },
  {
    id: 'macd',
    name: 'MACD',
    params: [period('Fast', 12), period('Slow', 26), period('Signal', 9, 1)],
    guides: [0],
    lines: (b, p) => {
      const m = macd(b.close, at(p, 'fast'), at(p, 'slow'), at(p, 'signal'));
      return [
        { name: 'Histogram', values: m.histogram, style: 'histogram', shift: 0 },
        line('MACD', m.macd),
        line('Signal', m.signal),
      ];
    },
  },
  {
    id: 'stoch-rsi',
    name: 'Stoch RSI',
    params: [period('RSI', 14), period('Stochastic', 14), period('K', 3, 1), period('D', 3, 1)],
    guides: [20, 80],
    lines: (b, p) => {
      const s = stochasticRsi(b.close, at(p, 'rsi'), at(p, 'stochastic'), at(p, 'k'), at(p, 'd'));
      return [line('%K', s.k), line('%D', s.d)];
    },
  },
] as const satisfies readonly IndicatorDefinition[];

export type OverlayId = (typeof OVERLAYS)[number]['id'];
export type OscillatorId = (typeof OSCILLATORS)[number]['id'];

/** An indicator chosen with its settings. */
export interface IndicatorChoice<Id extends string> {
  id: Id;
  params: Readonly<Record<string, number>>;
}

/** An indicator's default settings, by key. */
export function defaultParams(definition: IndicatorDefinition): Record<string, number> {
  return Object.fromEntries(definition.params.map((p) => [p.key, p.value]));
}

/** A setting typed by the trader, kept a number inside the setting's bounds (whole for periods). */
export function clampParam(param: IndicatorParam, typed: number): number {
  if (!Number.isFinite(typed)) return param.value;
  const stepped = Math.round(typed / param.step) * param.step;
  return Math.min(param.max, Math.max(param.min, stepped));
}
