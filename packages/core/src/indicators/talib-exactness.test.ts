import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../test-support/nepse-data';
import { type Columns, real, reference, stochRsiReference } from '../../test-support/talib-reference';
import type { Bars } from '../series';
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
  trueRange,
  ultimateOscillator,
  vwma,
  williamsR,
  wma,
} from './index';
import { firstValue } from './output';

/**
 * Where `ours` and `theirs` part: a NaN on one side only, or values further apart than `tolerance` relative to
 * max(1, |theirs|). Above 1 that is a relative error; below 1 (oscillators near 0, a MACD at its crossing, where
 * a relative error means nothing) an absolute one of the same size.
 */
function firstMismatch(ours: Float64Array, theirs: Float64Array, tolerance: number): string | undefined {
  if (ours.length !== theirs.length) return `length ${ours.length} vs ${theirs.length}`;
  for (let i = 0; i < ours.length; i++) {
    const a = ours[i]!;
    const b = theirs[i]!;
    if (Number.isNaN(a) || Number.isNaN(b)) {
      if (Number.isNaN(a) !== Number.isNaN(b)) return `bar ${i}: ${a} vs ${b}`;
    } else if (Math.abs(a - b) > tolerance * Math.max(1, Math.abs(b))) {
      return `bar ${i}: ${a} vs ${b}`;
    }
  }
  return undefined;
}

/** A comparison: for one symbol's bars, the pairs [label, ours, reference] that must agree. */
type Comparison = (bars: Bars) => Array<[string, Float64Array, Float64Array]>;

const hlc = (bars: Bars): Columns => ({ high: bars.high, low: bars.low, close: bars.close });
const hlcv = (bars: Bars): Columns => ({ ...hlc(bars), volume: bars.volume });

/** Every TA-Lib function we mirror, with the periods the product uses and a few others. */
const TALIB: Record<string, Comparison> = {
  'SMA 20 / 200 of the close, MA 1 of the open': (b) => [
    ['SMA 20', sma(b.close, 20), real('SMA', { inReal: b.close }, { optInTimePeriod: 20 })],
    ['SMA 200', sma(b.close, 200), real('SMA', { inReal: b.close }, { optInTimePeriod: 200 })],
    ['MA 1', sma(b.open, 1), real('MA', { inReal: b.open }, { optInTimePeriod: 1, optInMAType: 0 })],
  ],
  'EMA 8 / 20 / 200, MA 1': (b) => [
    ['EMA 8', ema(b.close, 8), real('EMA', { inReal: b.close }, { optInTimePeriod: 8 })],
    ['EMA 20', ema(b.close, 20), real('EMA', { inReal: b.close }, { optInTimePeriod: 20 })],
    ['EMA 200', ema(b.high, 200), real('EMA', { inReal: b.high }, { optInTimePeriod: 200 })],
    ['EMA 1', ema(b.close, 1), real('MA', { inReal: b.close }, { optInTimePeriod: 1, optInMAType: 1 })],
  ],
  'WMA 9 / 20, MA 1': (b) => [
    ['WMA 9', wma(b.close, 9), real('WMA', { inReal: b.close }, { optInTimePeriod: 9 })],
    ['WMA 20', wma(b.low, 20), real('WMA', { inReal: b.low }, { optInTimePeriod: 20 })],
    ['WMA 1', wma(b.close, 1), real('MA', { inReal: b.close }, { optInTimePeriod: 1, optInMAType: 2 })],
  ],
  'RSI 14 / 2 / 55': (b) => [
    ['RSI 14', rsi(b.close), real('RSI', { inReal: b.close }, { optInTimePeriod: 14 })],
    ['RSI 2', rsi(b.close, 2), real('RSI', { inReal: b.close }, { optInTimePeriod: 2 })],
    ['RSI 55', rsi(b.open, 55), real('RSI', { inReal: b.open }, { optInTimePeriod: 55 })],
  ],
  'MACD 12/26/9 and 26/12/5 (swapped)': (b) => {
    const ours = macd(b.close);
    const theirs = reference(
      'MACD',
      { inReal: b.close },
      { optInFastPeriod: 12, optInSlowPeriod: 26, optInSignalPeriod: 9 },
    );
    const swapped = macd(b.close, 26, 12, 5);
    const theirsSwapped = reference(
      'MACD',
      { inReal: b.close },
      { optInFastPeriod: 26, optInSlowPeriod: 12, optInSignalPeriod: 5 },
    );
    return [
      ['line', ours.macd, theirs.outMACD!],
      ['signal', ours.signal, theirs.outMACDSignal!],
      ['histogram', ours.histogram, theirs.outMACDHist!],
      ['swapped line', swapped.macd, theirsSwapped.outMACD!],
      ['swapped signal', swapped.signal, theirsSwapped.outMACDSignal!],
    ];
  },
  'STDDEV 20 / 5 x 1.5': (b) => [
    [
      'STDDEV 20',
      stdDev(b.close, 20),
      real('STDDEV', { inReal: b.close }, { optInTimePeriod: 20, optInNbDev: 1 }),
    ],
    [
      'STDDEV 5',
      stdDev(b.close, 5, 1.5),
      real('STDDEV', { inReal: b.close }, { optInTimePeriod: 5, optInNbDev: 1.5 }),
    ],
  ],
  'STOCH 14/3/3, STOCHF 14/3, STOCH 5/1/1': (b) => {
    const slow = stochastic(b.high, b.low, b.close, 14, 3, 3);
    const theirs = reference('STOCH', hlc(b), {
      optInFastK_Period: 14,
      optInSlowK_Period: 3,
      optInSlowK_MAType: 0,
      optInSlowD_Period: 3,
      optInSlowD_MAType: 0,
    });
    const fast = stochastic(b.high, b.low, b.close, 14, 1, 3);
    const theirsFast = reference('STOCHF', hlc(b), {
      optInFastK_Period: 14,
      optInFastD_Period: 3,
      optInFastD_MAType: 0,
    });
    const raw = stochastic(b.high, b.low, b.close, 5, 1, 1);
    const theirsRaw = reference('STOCHF', hlc(b), {
      optInFastK_Period: 5,
      optInFastD_Period: 1,
      optInFastD_MAType: 0,
    });
    return [
      ['%K', slow.k, theirs.outSlowK!],
      ['%D', slow.d, theirs.outSlowD!],
      ['fast %K', fast.k, theirsFast.outFastK!],
      ['fast %D', fast.d, theirsFast.outFastD!],
      ['raw %K', raw.k, theirsRaw.outFastK!],
    ];
  },
  'STOCHRSI 14/14/3 (Stoch RSI with a %K smoothing of 1)': (b) => {
    const ours = stochasticRsi(b.close, 14, 14, 1, 3);
    const theirs = reference(
      'STOCHRSI',
      { inReal: b.close },
      {
        optInTimePeriod: 14,
        optInFastK_Period: 14,
        optInFastD_Period: 3,
        optInFastD_MAType: 0,
      },
    );
    return [
      ['%K', ours.k, theirs.outFastK!],
      ['%D', ours.d, theirs.outFastD!],
    ];
  },
  'PLUS_DI, MINUS_DI, ADX 14 and 5': (b) =>
    [14, 5].flatMap((period): Array<[string, Float64Array, Float64Array]> => {
      const ours = directionalMovement(b.high, b.low, b.close, period);
      const options = { optInTimePeriod: period };
      return [
        [`+DI ${period}`, ours.plusDi, real('PLUS_DI', hlc(b), options)],
        [`-DI ${period}`, ours.minusDi, real('MINUS_DI', hlc(b), options)],
        [`ADX ${period}`, ours.adx, real('ADX', hlc(b), options)],
      ];
    }),
  'TRANGE, ATR 14 / 10 / 1': (b) => [
    ['TRANGE', trueRange(b.high, b.low, b.close), real('TRANGE', hlc(b))],
    ['ATR 14', atr(b.high, b.low, b.close), real('ATR', hlc(b), { optInTimePeriod: 14 })],
    ['ATR 10', atr(b.high, b.low, b.close, 10), real('ATR', hlc(b), { optInTimePeriod: 10 })],
    ['ATR 1', atr(b.high, b.low, b.close, 1), real('ATR', hlc(b), { optInTimePeriod: 1 })],
  ],
  'MFI 14 / 3': (b) => [
    [
      'MFI 14',
      moneyFlowIndex(b.high, b.low, b.close, b.volume),
      real('MFI', hlcv(b), { optInTimePeriod: 14 }),
    ],
    [
      'MFI 3',
      moneyFlowIndex(b.high, b.low, b.close, b.volume, 3),
      real('MFI', hlcv(b), { optInTimePeriod: 3 }),
    ],
  ],
  AD: (b) => [['AD', accumulationDistribution(b.high, b.low, b.close, b.volume), real('AD', hlcv(b))]],
  'CCI 20 / 14': (b) => [
    ['CCI 20', cci(b.high, b.low, b.close), real('CCI', hlc(b), { optInTimePeriod: 20 })],
    ['CCI 14', cci(b.high, b.low, b.close, 14), real('CCI', hlc(b), { optInTimePeriod: 14 })],
  ],
  // Periods 2 and 5 meet flat windows on the real data (williams-r.test.ts counts them).
  'WILLR 14 / 5 / 2 / 55': (b) =>
    [14, 5, 2, 55].map((period): [string, Float64Array, Float64Array] => [
      `WILLR ${period}`,
      williamsR(b.high, b.low, b.close, period),
      real('WILLR', hlc(b), { optInTimePeriod: period }),
    ]),
  'MOM 10, ROC 10 / 1': (b) => [
    ['MOM 10', momentum(b.close), real('MOM', { inReal: b.close }, { optInTimePeriod: 10 })],
    ['ROC 10', rateOfChange(b.close), real('ROC', { inReal: b.close }, { optInTimePeriod: 10 })],
    ['ROC 1', rateOfChange(b.close, 1), real('ROC', { inReal: b.close }, { optInTimePeriod: 1 })],
  ],
  'ULTOSC 7/14/28 and 28/7/14': (b) => [
    [
      'ULTOSC',
      ultimateOscillator(b.high, b.low, b.close),
      real('ULTOSC', hlc(b), { optInTimePeriod1: 7, optInTimePeriod2: 14, optInTimePeriod3: 28 }),
    ],
    [
      'ULTOSC unsorted',
      ultimateOscillator(b.high, b.low, b.close, 28, 7, 14),
      real('ULTOSC', hlc(b), { optInTimePeriod1: 28, optInTimePeriod2: 7, optInTimePeriod3: 14 }),
    ],
  ],
  'MAX 50 / MIN 50 / MAX 1': (b) => [
    ['MAX 50', highest(b.close, 50), real('MAX', { inReal: b.close }, { optInTimePeriod: 50 })],
    ['MIN 50', lowest(b.close, 50), real('MIN', { inReal: b.close }, { optInTimePeriod: 50 })],
    ['MAX 2', highest(b.high, 2), real('MAX', { inReal: b.high }, { optInTimePeriod: 2 })],
  ],
};

/**
 * Indicators TA-Lib lacks, against the composition of TA-Lib functions that defines them, and indicators of
 * indicators (the back-test's RSI crossover), against TA-Lib handed the valid part of TA-Lib's own input.
 */
const COMPOSITIONS: Record<string, Comparison> = {
  'Stoch RSI 14/14/3/3 = STOCH(RSI, RSI, RSI)': (b) => {
    const ours = stochasticRsi(b.close);
    const theirs = stochRsiReference(b.close);
    return [
      ['%K', ours.k, theirs.outSlowK ?? nans(b)],
      ['%D', ours.d, theirs.outSlowD ?? nans(b)],
    ];
  },
  'Awesome oscillator 5/34 = SMA(MEDPRICE, 5) - SMA(MEDPRICE, 34)': (b) => {
    const median = real('MEDPRICE', { high: b.high, low: b.low });
    const fast = real('SMA', { inReal: median }, { optInTimePeriod: 5 });
    const slow = real('SMA', { inReal: median }, { optInTimePeriod: 34 });
    return [['AO', awesomeOscillator(b.high, b.low), fast.map((f, i) => f - slow[i]!)]];
  },
  'Bull bear power 13 = high / low - EMA(close, 13)': (b) => {
    const average = real('EMA', { inReal: b.close }, { optInTimePeriod: 13 });
    const ours = bullBearPower(b.high, b.low, b.close);
    const bull = average.map((a, i) => b.high[i]! - a);
    const bear = average.map((a, i) => b.low[i]! - a);
    return [
      ['bull', ours.bull, bull],
      ['bear', ours.bear, bear],
      ['power', ours.power, bull.map((x, i) => x + bear[i]!)],
    ];
  },
  'Hull MA 9 = WMA(2 WMA(close, 4) - WMA(close, 9), 3)': (b) => {
    const half = real('WMA', { inReal: b.close }, { optInTimePeriod: 4 });
    const full = real('WMA', { inReal: b.close }, { optInTimePeriod: 9 });
    const raw = half.map((h, i) => 2 * h - full[i]!);
    return [
      ['HMA 9', hullMa(b.close, 9), real('WMA', { inReal: raw }, { optInTimePeriod: 3 }, firstValue(raw))],
    ];
  },
  'VWMA 20 = SMA(close x volume, 20) / SMA(volume, 20)': (b) => {
    const weighted = real(
      'SMA',
      { inReal: b.close.map((c, i) => c * b.volume[i]!) },
      { optInTimePeriod: 20 },
    );
    const volume = real('SMA', { inReal: b.volume }, { optInTimePeriod: 20 });
    return [['VWMA 20', vwma(b.close, b.volume, 20), weighted.map((w, i) => w / volume[i]!)]];
  },
  'Ichimoku 9/26/52 = MIDPRICE 9, 26, 52': (b) => {
    const ours = ichimoku(b.high, b.low);
    const hl = { high: b.high, low: b.low };
    const conversion = real('MIDPRICE', hl, { optInTimePeriod: 9 });
    const base = real('MIDPRICE', hl, { optInTimePeriod: 26 });
    return [
      ['conversion', ours.conversion, conversion],
      ['base', ours.base, base],
      ['span A', ours.spanA, conversion.map((c, i) => (c + base[i]!) / 2)],
      ['span B', ours.spanB, real('MIDPRICE', hl, { optInTimePeriod: 52 })],
    ];
  },
  'Volatility 20 = STDDEV(ROC(close, 1), 20)': (b) => {
    const returns = real('ROC', { inReal: b.close }, { optInTimePeriod: 1 });
    const theirs = real(
      'STDDEV',
      { inReal: returns },
      { optInTimePeriod: 20, optInNbDev: 1 },
      firstValue(returns),
    );
    return [['volatility', returnVolatility(b.close), theirs]];
  },
  'SMA / EMA / RSI of RSI 14 over 55 (RSI crossover)': (b) => {
    const strength = rsi(b.close);
    const theirs = real('RSI', { inReal: b.close }, { optInTimePeriod: 14 });
    const start = firstValue(theirs);
    return [
      ['SMA', sma(strength, 55), real('SMA', { inReal: theirs }, { optInTimePeriod: 55 }, start)],
      ['EMA', ema(strength, 55), real('EMA', { inReal: theirs }, { optInTimePeriod: 55 }, start)],
      ['RSI', rsi(strength, 55), real('RSI', { inReal: theirs }, { optInTimePeriod: 55 }, start)],
    ];
  },
};

function nans(bars: Bars): Float64Array {
  return new Float64Array(bars.close.length).fill(Number.NaN);
}

/** Runs a comparison on every symbol; the failures (the first few) name the symbol, the output and the bar. */
function compareEverywhere(
  comparison: Comparison,
  tolerance: number,
): { failures: string[]; compared: number } {
  const failures: string[] = [];
  let compared = 0;
  for (const [symbol, bars] of loadNepseBars()) {
    for (const [label, ours, theirs] of comparison(bars)) {
      const mismatch = firstMismatch(ours, theirs, tolerance);
      if (mismatch && failures.length < 5) failures.push(`${symbol} ${label} ${mismatch}`);
      for (let i = 0; i < theirs.length; i++) if (!Number.isNaN(theirs[i])) compared++;
    }
  }
  return { failures, compared };
}

describe('the comparison itself', () => {
  it('sees a NaN on one side, a relative error above 1 and an absolute one below', () => {
    const theirs = Float64Array.from([Number.NaN, 1000, 0.5]);
    expect(
      firstMismatch(Float64Array.from([Number.NaN, 1000 * (1 + 5e-10), 0.5 + 5e-10]), theirs, 1e-9),
    ).toBe(undefined);
    expect(firstMismatch(Float64Array.from([0, 1000, 0.5]), theirs, 1e-9)).toBe('bar 0: 0 vs NaN');
    expect(firstMismatch(Float64Array.from([Number.NaN, 1000 * (1 + 2e-9), 0.5]), theirs, 1e-9)).toMatch(
      /^bar 1/,
    );
    expect(firstMismatch(Float64Array.from([Number.NaN, 1000, 0.5 + 2e-9]), theirs, 1e-9)).toMatch(/^bar 2/);
  });
});

describe.skipIf(!hasNepseData)(
  realDataTitle('indicators equal TA-Lib on every symbol of the real data'),
  () => {
    it.each(Object.keys(TALIB))('%s', (name) => {
      const { failures, compared } = compareEverywhere(TALIB[name]!, 1e-9);
      expect(failures).toEqual([]);
      expect(compared).toBeGreaterThan(400_000);
    });

    it('BBANDS 20/2 and 10/1 within 1e-8', () => {
      const { failures, compared } = compareEverywhere((b) => {
        return [20, 10].flatMap((period): Array<[string, Float64Array, Float64Array]> => {
          const deviations = period === 20 ? 2 : 1;
          const ours = bollingerBands(b.close, period, deviations);
          const theirs = reference(
            'BBANDS',
            { inReal: b.close },
            {
              optInTimePeriod: period,
              optInNbDevUp: deviations,
              optInNbDevDn: deviations,
              optInMAType: 0,
            },
          );
          return [
            [`lower ${period}`, ours.lower, theirs.outRealLowerBand!],
            [`middle ${period}`, ours.middle, theirs.outRealMiddleBand!],
            [`upper ${period}`, ours.upper, theirs.outRealUpperBand!],
          ];
        });
      }, 1e-8);
      expect(failures).toEqual([]);
      expect(compared).toBeGreaterThan(400_000);
    });

    it.each(Object.keys(COMPOSITIONS))('%s', (name) => {
      const { failures, compared } = compareEverywhere(COMPOSITIONS[name]!, 1e-9);
      expect(failures).toEqual([]);
      expect(compared).toBeGreaterThan(400_000);
    });
  },
);
