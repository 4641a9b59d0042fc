import { IndicatorsSync } from '@ixjb94/indicators';
import * as ti from 'technicalindicators';
import * as ts from 'trading-signals';
import {
  accumulationDistribution,
  atr,
  awesomeOscillator,
  bollingerBands,
  bullBearPower,
  cci,
  directionalMovement,
  ema,
  highest,
  hullMa,
  ichimoku,
  lowest,
  macd,
  momentum,
  moneyFlowIndex,
  rateOfChange,
  returnVolatility,
  rsi,
  sma,
  stdDev,
  stochastic,
  stochasticRsi,
  supertrend,
  trueRange,
  ultimateOscillator,
  vwma,
  williamsR,
  wma,
} from '../src/indicators/index';
import type { Bars } from '../src/series';

export const PEERS = ['technicalindicators', 'trading-signals', '@ixjb94/indicators'] as const;
export type PeerName = (typeof PEERS)[number];
export type Column = 'high' | 'low' | 'close' | 'volume';

/** One library's run of an indicator and how to read, from what it returned, a number to check against ours. */
export interface Probe {
  readonly run: () => unknown;
  readonly value: (output: unknown) => number;
  /** Our value for that number; the peer is sane when it is within `tolerance` x max(1, |ours|). */
  readonly expected: () => number;
  readonly tolerance: number;
}

export interface Case {
  readonly name: string;
  /** The input columns the indicator reads: the baseline reads them once. */
  readonly reads: readonly Column[];
  readonly core: () => unknown;
  readonly peers: Partial<Record<PeerName, Probe>>;
}

/**
 * The same bars in every library's own input format (number arrays, candle objects), each made on its first use:
 * a measuring process times one library and holds only that library's inputs.
 */
export interface Market {
  readonly bars: Bars;
  readonly numbers: Readonly<Record<Column, number[]>>;
  readonly candles: ReadonlyArray<{ high: number; low: number; close: number; volume: number }>;
}

export function market(bars: Bars): Market {
  const made: Partial<Record<Column, number[]>> = {};
  const column = (name: Column) => (made[name] ??= Array.from(bars[name]));
  let candles: Market['candles'] | undefined;
  return {
    bars,
    numbers: {
      get high() {
        return column('high');
      },
      get low() {
        return column('low');
      },
      get close() {
        return column('close');
      },
      get volume() {
        return column('volume');
      },
    },
    get candles() {
      candles ??= Array.from(bars.close, (close, i) => ({
        high: bars.high[i]!,
        low: bars.low[i]!,
        close,
        volume: bars.volume[i]!,
      }));
      return candles;
    },
  };
}

function last(values: ArrayLike<number | null>): number {
  return values[values.length - 1] ?? Number.NaN;
}

function lastOf<T>(values: readonly T[]): T {
  const value = values[values.length - 1];
  if (value === undefined) throw new Error('no output');
  return value;
}

/** A probe whose output has the type `run` gives it; `expected` is one of our numbers for the same thing. */
function probe<T>(
  run: () => T,
  value: (output: T) => number,
  expected: () => number,
  tolerance = 1e-6,
): Probe {
  return { run, value: (output) => value(output as T), expected, tolerance };
}

/** The indicators of the bench, each with the peers that have it in a form that can be checked against ours. */
export function cases(market: Market): Case[] {
  const { bars, numbers } = market;
  const ix = new IndicatorsSync();
  const { high, low, close, volume } = bars;
  // Our last value of each indicator, computed when a check first asks for it.
  const ours = (compute: () => Float64Array) => {
    let value: number | undefined;
    return () => (value ??= last(compute()));
  };
  const streamed = <R>(
    indicator: { updates(inputs: never[], replace?: boolean): R[] },
    inputs: readonly unknown[],
  ) => indicator.updates(inputs as never[], false);

  const smaLast = ours(() => sma(close, 20));
  const emaLast = ours(() => ema(close, 20));
  const wmaLast = ours(() => wma(close, 20));
  const hullLast = ours(() => hullMa(close, 9));
  const vwmaLast = ours(() => vwma(close, volume, 20));
  const rsiLast = ours(() => rsi(close, 14));
  const macdLast = ours(() => macd(close).macd);
  const upperLast = ours(() => bollingerBands(close).upper);
  const stochLast = ours(() => stochastic(high, low, close).k);
  const stochRsiLast = ours(() => stochasticRsi(close).k);
  const rawStochRsiLast = ours(() => stochasticRsi(close, 14, 14, 1, 1).k);
  const adxLast = ours(() => directionalMovement(high, low, close).adx);
  const atrLast = ours(() => atr(high, low, close));
  const trLast = ours(() => trueRange(high, low, close));
  const mfiLast = ours(() => moneyFlowIndex(high, low, close, volume));
  const adLast = ours(() => accumulationDistribution(high, low, close, volume));
  const aoLast = ours(() => awesomeOscillator(high, low));
  const cciLast = ours(() => cci(high, low, close));
  const willrLast = ours(() => williamsR(high, low, close));
  const momLast = ours(() => momentum(close));
  const rocLast = ours(() => rateOfChange(close));
  const ultoscLast = ours(() => ultimateOscillator(high, low, close));
  const bullLast = ours(() => bullBearPower(high, low, close).bull);
  const baseLast = ours(() => ichimoku(high, low).base);
  const maxLast = ours(() => highest(close, 50));
  const minLast = ours(() => lowest(close, 50));
  const sdLast = ours(() => stdDev(close, 20));
  const volatilityLast = ours(() => returnVolatility(close, 20));
  const supertrendLast = ours(() => supertrend(high, low, close).line);

  return [
    {
      name: 'SMA 20',
      reads: ['close'],
      core: () => sma(close, 20),
      peers: {
        technicalindicators: probe(
          () => ti.SMA.calculate({ period: 20, values: numbers.close }),
          last,
          smaLast,
        ),
        'trading-signals': probe(
          () => streamed(new ts.SMA(20), numbers.close),
          (o) => last(o),
          smaLast,
        ),
        '@ixjb94/indicators': probe(() => ix.sma(numbers.close, 20), last, smaLast),
      },
    },
    {
      name: 'EMA 20',
      reads: ['close'],
      core: () => ema(close, 20),
      peers: {
        technicalindicators: probe(
          () => ti.EMA.calculate({ period: 20, values: numbers.close }),
          last,
          emaLast,
        ),
        'trading-signals': probe(
          () => streamed(new ts.EMA(20), numbers.close),
          (o) => last(o as number[]),
          emaLast,
        ),
        '@ixjb94/indicators': probe(() => ix.ema(numbers.close, 20), last, emaLast),
      },
    },
    {
      name: 'WMA 20',
      reads: ['close'],
      core: () => wma(close, 20),
      peers: {
        technicalindicators: probe(
          () => ti.WMA.calculate({ period: 20, values: numbers.close }),
          last,
          wmaLast,
        ),
        'trading-signals': probe(
          () => streamed(new ts.WMA(20), numbers.close),
          (o) => last(o as number[]),
          wmaLast,
        ),
        '@ixjb94/indicators': probe(() => ix.wma(numbers.close, 20), last, wmaLast),
      },
    },
    {
      name: 'Hull MA 9',
      reads: ['close'],
      core: () => hullMa(close, 9),
      peers: {
        'trading-signals': probe(
          () => streamed(new ts.HMA(9), numbers.close),
          (o) => last(o as number[]),
          hullLast,
        ),
        '@ixjb94/indicators': probe(() => ix.hma(numbers.close, 9), last, hullLast),
      },
    },
    {
      name: 'VWMA 20',
      reads: ['close', 'volume'],
      core: () => vwma(close, volume, 20),
      peers: {
        'trading-signals': probe(
          () => streamed(new ts.VWMA(20), market.candles),
          (o) => last(o as number[]),
          vwmaLast,
        ),
        '@ixjb94/indicators': probe(() => ix.vwma(numbers.close, numbers.volume, 20), last, vwmaLast),
      },
    },
    {
      name: 'RSI 14',
      reads: ['close'],
      core: () => rsi(close, 14),
      peers: {
        technicalindicators: probe(
          () => ti.RSI.calculate({ period: 14, values: numbers.close }),
          last,
          rsiLast,
          1e-3,
        ),
        'trading-signals': probe(
          () => streamed(new ts.RSI(14), numbers.close),
          (o) => last(o as number[]),
          rsiLast,
        ),
        '@ixjb94/indicators': probe(() => ix.rsi(numbers.close, 14), last, rsiLast),
      },
    },
    {
      name: 'MACD 12/26/9',
      reads: ['close'],
      core: () => macd(close, 12, 26, 9),
      peers: {
        technicalindicators: probe(
          () =>
            ti.MACD.calculate({
              values: numbers.close,
              fastPeriod: 12,
              slowPeriod: 26,
              signalPeriod: 9,
              SimpleMAOscillator: false,
              SimpleMASignal: false,
            }),
          (o) => lastOf(o).MACD ?? Number.NaN,
          macdLast,
        ),
        'trading-signals': probe(
          () => streamed(new ts.MACD(new ts.EMA(12), new ts.EMA(26), new ts.EMA(9)), numbers.close),
          (o) => lastOf(o as Array<{ macd: number }>).macd,
          macdLast,
        ),
        '@ixjb94/indicators': probe(
          () => ix.macd(numbers.close, 12, 26, 9),
          (o) => last(o[0]!),
          macdLast,
        ),
      },
    },
    {
      name: 'Bollinger Bands 20/2',
      reads: ['close'],
      core: () => bollingerBands(close, 20, 2),
      peers: {
        technicalindicators: probe(
          () => ti.BollingerBands.calculate({ period: 20, stdDev: 2, values: numbers.close }),
          (o) => lastOf(o).upper,
          upperLast,
        ),
        'trading-signals': probe(
          () => streamed(new ts.BollingerBands(20, 2), numbers.close),
          (o) => lastOf(o as Array<{ upper: number }>).upper,
          upperLast,
        ),
        '@ixjb94/indicators': probe(
          () => ix.bbands(numbers.close, 20, 2),
          (o) => last(o[2]!),
          upperLast,
        ),
      },
    },
    {
      name: 'Stochastic 14/3/3',
      reads: ['high', 'low', 'close'],
      core: () => stochastic(high, low, close, 14, 3, 3),
      peers: {
        // Its %K is the raw one; its %D (SMA 3 of that) is the slow %K.
        technicalindicators: probe(
          () =>
            ti.Stochastic.calculate({
              high: numbers.high,
              low: numbers.low,
              close: numbers.close,
              period: 14,
              signalPeriod: 3,
            }),
          (o) => lastOf(o).d,
          stochLast,
        ),
        'trading-signals': probe(
          () =>
            streamed(
              new ts.StochasticOscillator({ kPeriod: 14, kSlowingPeriod: 3, dPeriod: 3 }),
              market.candles,
            ),
          (o) => lastOf(o as Array<{ stochK: number }>).stochK,
          stochLast,
        ),
        '@ixjb94/indicators': probe(
          () => ix.stoch(numbers.high, numbers.low, numbers.close, 14, 3, 3),
          (o) => last(o[0]!),
          stochLast,
        ),
      },
    },
    {
      name: 'Stoch RSI 3/3/14/14',
      reads: ['close'],
      core: () => stochasticRsi(close, 14, 14, 3, 3),
      peers: {
        // Its RSI is rounded to two decimals.
        technicalindicators: probe(
          () =>
            ti.StochasticRSI.calculate({
              values: numbers.close,
              rsiPeriod: 14,
              stochasticPeriod: 14,
              kPeriod: 3,
              dPeriod: 3,
            }),
          (o) => lastOf(o).k,
          stochRsiLast,
          1e-3,
        ),
        // Its result is the raw stochastic of the RSI in [0, 1]; it smooths %K and %D on the side.
        'trading-signals': probe(
          () => {
            const indicator = new ts.StochasticRSI(14);
            streamed(indicator, numbers.close);
            return indicator;
          },
          (o) => (o.smoothing.k.getResult() ?? Number.NaN) * 100,
          stochRsiLast,
        ),
      },
    },
    {
      // @ixjb94/indicators has the raw stochastic of the RSI only: core does the same work for it here.
      name: 'Stoch RSI raw 14/14',
      reads: ['close'],
      core: () => stochasticRsi(close, 14, 14, 1, 1),
      peers: {
        '@ixjb94/indicators': probe(
          () => ix.stochrsi(numbers.close, 14),
          (o) => last(o) * 100,
          rawStochRsiLast,
        ),
      },
    },
    {
      name: '+DI/-DI/ADX 14',
      reads: ['high', 'low', 'close'],
      core: () => directionalMovement(high, low, close, 14),
      peers: {
        technicalindicators: probe(
          () => ti.ADX.calculate({ high: numbers.high, low: numbers.low, close: numbers.close, period: 14 }),
          (o) => lastOf(o).adx,
          adxLast,
        ),
        'trading-signals': probe(
          () => {
            const indicator = new ts.ADX(14);
            const adx = streamed(indicator, market.candles);
            return { adx, plus: indicator.pdi, minus: indicator.mdi };
          },
          (o) => last(o.adx as number[]),
          adxLast,
        ),
        '@ixjb94/indicators': probe(
          () =>
            [
              ix.di(numbers.high, numbers.low, numbers.close, 14),
              ix.adx(numbers.high, numbers.low, 14),
            ] as const,
          (o) => last(o[1]),
          adxLast,
        ),
      },
    },
    {
      name: 'ATR 14',
      reads: ['high', 'low', 'close'],
      core: () => atr(high, low, close, 14),
      peers: {
        technicalindicators: probe(
          () => ti.ATR.calculate({ high: numbers.high, low: numbers.low, close: numbers.close, period: 14 }),
          last,
          atrLast,
        ),
        'trading-signals': probe(
          () => streamed(new ts.ATR(14), market.candles),
          (o) => last(o as number[]),
          atrLast,
        ),
        '@ixjb94/indicators': probe(
          () => ix.atr(numbers.high, numbers.low, numbers.close, 14),
          last,
          atrLast,
        ),
      },
    },
    {
      name: 'True range',
      reads: ['high', 'low', 'close'],
      core: () => trueRange(high, low, close),
      peers: {
        technicalindicators: probe(
          () => ti.TrueRange.calculate({ high: numbers.high, low: numbers.low, close: numbers.close }),
          last,
          trLast,
        ),
        'trading-signals': probe(
          () => streamed(new ts.TR(), market.candles),
          (o) => last(o as number[]),
          trLast,
        ),
        '@ixjb94/indicators': probe(() => ix.tr(numbers.high, numbers.low, numbers.close), last, trLast),
      },
    },
    {
      name: 'Supertrend 10/3',
      reads: ['high', 'low', 'close'],
      core: () => supertrend(high, low, close, 10, 3),
      peers: {
        'trading-signals': probe(
          () => streamed(new ts.SuperTrend({ interval: 10, multiplier: 3 }), market.candles),
          (o) => lastOf(o as Array<{ supertrend: number }>).supertrend,
          supertrendLast,
        ),
      },
    },
    {
      name: 'MFI 14',
      reads: ['high', 'low', 'close', 'volume'],
      core: () => moneyFlowIndex(high, low, close, volume, 14),
      peers: {
        // It rounds to two decimals.
        technicalindicators: probe(
          () =>
            ti.MFI.calculate({
              high: numbers.high,
              low: numbers.low,
              close: numbers.close,
              volume: numbers.volume,
              period: 14,
            }),
          last,
          mfiLast,
          1e-4,
        ),
        'trading-signals': probe(
          () => streamed(new ts.MFI(14), market.candles),
          (o) => last(o as number[]),
          mfiLast,
        ),
        '@ixjb94/indicators': probe(
          () => ix.mfi(numbers.high, numbers.low, numbers.close, numbers.volume, 14),
          last,
          mfiLast,
        ),
      },
    },
    {
      name: 'Accumulation/distribution',
      reads: ['high', 'low', 'close', 'volume'],
      core: () => accumulationDistribution(high, low, close, volume),
      peers: {
        // Its running sum drifts from the exact one in the sixth digit.
        technicalindicators: probe(
          () =>
            ti.ADL.calculate({
              high: numbers.high,
              low: numbers.low,
              close: numbers.close,
              volume: numbers.volume,
            }),
          last,
          adLast,
          1e-4,
        ),
        'trading-signals': probe(
          () => streamed(new ts.AD(), market.candles),
          (o) => last(o as number[]),
          adLast,
        ),
        '@ixjb94/indicators': probe(
          () => ix.ad(numbers.high, numbers.low, numbers.close, numbers.volume),
          last,
          adLast,
        ),
      },
    },
    {
      name: 'Awesome oscillator 5/34',
      reads: ['high', 'low'],
      core: () => awesomeOscillator(high, low, 5, 34),
      peers: {
        technicalindicators: probe(
          () =>
            ti.AwesomeOscillator.calculate({
              high: numbers.high,
              low: numbers.low,
              fastPeriod: 5,
              slowPeriod: 34,
            }),
          last,
          aoLast,
        ),
        'trading-signals': probe(
          () => streamed(new ts.AO(5, 34), market.candles),
          (o) => last(o as number[]),
          aoLast,
        ),
        '@ixjb94/indicators': probe(() => ix.ao(numbers.high, numbers.low), last, aoLast),
      },
    },
    {
      name: 'CCI 20',
      reads: ['high', 'low', 'close'],
      core: () => cci(high, low, close, 20),
      peers: {
        technicalindicators: probe(
          () => ti.CCI.calculate({ high: numbers.high, low: numbers.low, close: numbers.close, period: 20 }),
          last,
          cciLast,
        ),
        'trading-signals': probe(
          () => streamed(new ts.CCI(20), market.candles),
          (o) => last(o as number[]),
          cciLast,
        ),
        '@ixjb94/indicators': probe(
          () => ix.cci(numbers.high, numbers.low, numbers.close, 20),
          last,
          cciLast,
        ),
      },
    },
    {
      name: 'Williams %R 14',
      reads: ['high', 'low', 'close'],
      core: () => williamsR(high, low, close, 14),
      peers: {
        technicalindicators: probe(
          () =>
            ti.WilliamsR.calculate({
              high: numbers.high,
              low: numbers.low,
              close: numbers.close,
              period: 14,
            }),
          last,
          willrLast,
        ),
        'trading-signals': probe(
          () => streamed(new ts.WilliamsR(14), market.candles),
          (o) => last(o as number[]),
          willrLast,
        ),
        '@ixjb94/indicators': probe(
          () => ix.willr(numbers.high, numbers.low, numbers.close, 14),
          last,
          willrLast,
        ),
      },
    },
    {
      name: 'Momentum 10',
      reads: ['close'],
      core: () => momentum(close, 10),
      peers: {
        'trading-signals': probe(
          () => streamed(new ts.MOM(10), numbers.close),
          (o) => last(o as number[]),
          momLast,
        ),
        '@ixjb94/indicators': probe(() => ix.mom(numbers.close, 10), last, momLast),
      },
    },
    {
      name: 'ROC 10',
      reads: ['close'],
      core: () => rateOfChange(close, 10),
      peers: {
        technicalindicators: probe(
          () => ti.ROC.calculate({ period: 10, values: numbers.close }),
          last,
          rocLast,
        ),
        // Both give the change as a fraction.
        'trading-signals': probe(
          () => streamed(new ts.ROC(10), numbers.close),
          (o) => last(o as number[]) * 100,
          rocLast,
        ),
        '@ixjb94/indicators': probe(
          () => ix.roc(numbers.close, 10),
          (o) => last(o) * 100,
          rocLast,
        ),
      },
    },
    {
      name: 'Ultimate oscillator 7/14/28',
      reads: ['high', 'low', 'close'],
      core: () => ultimateOscillator(high, low, close, 7, 14, 28),
      peers: {
        'trading-signals': probe(
          () =>
            streamed(
              new ts.UltimateOscillator({ shortPeriod: 7, mediumPeriod: 14, longPeriod: 28 }),
              market.candles,
            ),
          (o) => last(o as number[]),
          ultoscLast,
        ),
        '@ixjb94/indicators': probe(
          () => ix.ultosc(numbers.high, numbers.low, numbers.close, 7, 14, 28),
          last,
          ultoscLast,
        ),
      },
    },
    {
      name: 'Bull bear power 13',
      reads: ['high', 'low', 'close'],
      core: () => bullBearPower(high, low, close, 13),
      peers: {
        'trading-signals': probe(
          () => streamed(new ts.ElderRay(13), market.candles),
          (o) => lastOf(o as Array<{ bullPower: number }>).bullPower,
          bullLast,
        ),
      },
    },
    {
      name: 'Ichimoku 9/26/52',
      reads: ['high', 'low'],
      core: () => ichimoku(high, low, 9, 26, 52),
      peers: {
        technicalindicators: probe(
          () =>
            ti.IchimokuCloud.calculate({
              high: numbers.high,
              low: numbers.low,
              conversionPeriod: 9,
              basePeriod: 26,
              spanPeriod: 52,
              displacement: 26,
            }),
          (o) => lastOf(o).base,
          baseLast,
        ),
        'trading-signals': probe(
          () =>
            streamed(
              new ts.IchimokuCloud({ conversionInterval: 9, baseInterval: 26, spanBInterval: 52 }),
              market.candles,
            ),
          (o) => lastOf(o as Array<{ base: number }>).base,
          baseLast,
        ),
      },
    },
    {
      name: 'Highest 50',
      reads: ['close'],
      core: () => highest(close, 50),
      peers: {
        technicalindicators: probe(
          () => ti.Highest.calculate({ period: 50, values: numbers.close }),
          last,
          maxLast,
        ),
        '@ixjb94/indicators': probe(() => ix.max(numbers.close, 50), last, maxLast),
      },
    },
    {
      name: 'Lowest 50',
      reads: ['close'],
      core: () => lowest(close, 50),
      peers: {
        technicalindicators: probe(
          () => ti.Lowest.calculate({ period: 50, values: numbers.close }),
          last,
          minLast,
        ),
        '@ixjb94/indicators': probe(() => ix.min(numbers.close, 50), last, minLast),
      },
    },
    {
      name: 'Standard deviation 20',
      reads: ['close'],
      core: () => stdDev(close, 20),
      peers: {
        technicalindicators: probe(
          () => ti.SD.calculate({ period: 20, values: numbers.close }),
          last,
          sdLast,
        ),
        '@ixjb94/indicators': probe(() => ix.stddev(numbers.close, 20), last, sdLast),
      },
    },
    {
      name: 'Return volatility 20',
      reads: ['close'],
      core: () => returnVolatility(close, 20),
      peers: {
        // Annualised with sqrt(252), from fractional returns.
        '@ixjb94/indicators': probe(
          () => ix.volatility(numbers.close, 20),
          (o) => (last(o) / Math.sqrt(252)) * 100,
          volatilityLast,
        ),
      },
    },
  ];
}
