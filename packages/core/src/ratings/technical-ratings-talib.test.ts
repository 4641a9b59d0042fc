import { describe, expect, it } from 'vitest';
import { hasNepseData, loadNepseBars, realDataTitle } from '../../test-support/nepse-data';
import { type Columns, real, reference, stochRsiReference } from '../../test-support/talib-reference';
import type { Bars } from '../series';
import { technicalRatings } from './technical-ratings';
import {
  adxVote,
  cciVote,
  macdVote,
  momentumVote,
  movingAverageVote,
  type RatingAction,
  rsiVote,
  stochasticVote,
  ultimateOscillatorVote,
  williamsRVote,
} from './vote-rules';

/** Real symbols with long histories: a bank, a hydropower and an insurer. */
const SYMBOLS = ['NABIL', 'UPPER', 'NLIC'];

/** The last value of a column and the one before it. */
function lastTwo(column: Float64Array | undefined): [number, number] {
  const n = column?.length ?? 0;
  return [column?.[n - 1] ?? Number.NaN, column?.[n - 2] ?? Number.NaN];
}

/** TA-Lib's value and vote for each row TA-Lib can compute, by the row's name. */
function talibRows(b: Bars): Record<string, { value: number; action: RatingAction }> {
  const close: Columns = { inReal: b.close };
  const hlc: Columns = { high: b.high, low: b.low, close: b.close };
  const [c] = lastTwo(b.close);
  const rows: Record<string, { value: number; action: RatingAction }> = {};
  for (const period of [10, 20, 30, 50, 100, 200]) {
    const [sma] = lastTwo(real('SMA', close, { optInTimePeriod: period }));
    const [ema] = lastTwo(real('EMA', close, { optInTimePeriod: period }));
    rows[`Simple Moving Average (${period})`] = { value: sma, action: movingAverageVote(sma, c) };
    rows[`Exponential Moving Average (${period})`] = { value: ema, action: movingAverageVote(ema, c) };
  }
  const [rsi, rsi1] = lastTwo(real('RSI', close, { optInTimePeriod: 14 }));
  rows['Relative Strength Index (14)'] = { value: rsi, action: rsiVote(rsi, rsi1) };
  const stoch = reference('STOCH', hlc, {
    optInFastK_Period: 14,
    optInSlowK_Period: 3,
    optInSlowK_MAType: 0,
    optInSlowD_Period: 3,
    optInSlowD_MAType: 0,
  });
  const [k] = lastTwo(stoch.outSlowK);
  const [d] = lastTwo(stoch.outSlowD);
  rows['Stochastic %K (14, 3, 3)'] = { value: k, action: stochasticVote(k, d) };
  const [cci, cci1] = lastTwo(real('CCI', hlc, { optInTimePeriod: 20 }));
  rows['Commodity Channel Index (20)'] = { value: cci, action: cciVote(cci, cci1) };
  const [adx, adx1] = lastTwo(real('ADX', hlc, { optInTimePeriod: 14 }));
  const [plusDi] = lastTwo(real('PLUS_DI', hlc, { optInTimePeriod: 14 }));
  const [minusDi] = lastTwo(real('MINUS_DI', hlc, { optInTimePeriod: 14 }));
  rows['Average Directional Index (14)'] = { value: adx, action: adxVote(adx, adx1, plusDi, minusDi) };
  const [mom, mom1] = lastTwo(real('MOM', close, { optInTimePeriod: 10 }));
  rows['Momentum (10)'] = { value: mom, action: momentumVote(mom, mom1) };
  const macd = reference('MACD', close, { optInFastPeriod: 12, optInSlowPeriod: 26, optInSignalPeriod: 9 });
  const [line] = lastTwo(macd.outMACD);
  const [signal] = lastTwo(macd.outMACDSignal);
  rows['MACD Level (12, 26)'] = { value: line, action: macdVote(line, signal) };
  const [wr, wr1] = lastTwo(real('WILLR', hlc, { optInTimePeriod: 14 }));
  rows['Williams Percent Range (14)'] = { value: wr, action: williamsRVote(wr, wr1) };
  const [uo] = lastTwo(
    real('ULTOSC', hlc, { optInTimePeriod1: 7, optInTimePeriod2: 14, optInTimePeriod3: 28 }),
  );
  rows['Ultimate Oscillator (7, 14, 28)'] = { value: uo, action: ultimateOscillatorVote(uo) };
  // Indicators TA-Lib lacks, from the TA-Lib functions that define them.
  const median = real('MEDPRICE', { high: b.high, low: b.low });
  const [fast] = lastTwo(real('SMA', { inReal: median }, { optInTimePeriod: 5 }, 0));
  const [slow] = lastTwo(real('SMA', { inReal: median }, { optInTimePeriod: 34 }, 0));
  rows['Awesome Oscillator'] = { value: fast - slow, action: 'NEUTRAL' };
  const [ema13] = lastTwo(real('EMA', close, { optInTimePeriod: 13 }));
  const [h] = lastTwo(b.high);
  const [l] = lastTwo(b.low);
  rows['Bull Bear Power'] = { value: h - ema13 + (l - ema13), action: 'NEUTRAL' };
  const stochRsi = stochRsiReference(b.close);
  const [srK] = lastTwo(stochRsi.outSlowK);
  rows['Stochastic RSI Fast (3, 3, 14, 14)'] = { value: srK, action: 'NEUTRAL' };
  const [high26] = lastTwo(real('MAX', { inReal: b.high }, { optInTimePeriod: 26 }));
  const [low26] = lastTwo(real('MIN', { inReal: b.low }, { optInTimePeriod: 26 }));
  rows['Ichimoku Base Line (9, 26, 52, 26)'] = { value: (high26 + low26) / 2, action: 'NEUTRAL' };
  return rows;
}

/** Rows whose vote is checked here against TA-Lib's values (the others' votes need Pine-only inputs). */
const VOTES_FROM_TALIB = new Set([
  'Relative Strength Index (14)',
  'Stochastic %K (14, 3, 3)',
  'Commodity Channel Index (20)',
  'Average Directional Index (14)',
  'Momentum (10)',
  'MACD Level (12, 26)',
  'Williams Percent Range (14)',
  'Ultimate Oscillator (7, 14, 28)',
]);

describe.skipIf(!hasNepseData)(realDataTitle('Technical Ratings on real NEPSE bars against TA-Lib'), () => {
  for (const symbol of SYMBOLS) {
    it(`${symbol}: each value TA-Lib has equals TA-Lib's, and so does the vote`, () => {
      const bars = loadNepseBars().get(symbol);
      expect(bars, symbol).toBeDefined();
      if (!bars) return;
      const ratings = technicalRatings(bars);
      const theirs = talibRows(bars);
      const rows = [...(ratings?.movingAverages ?? []), ...(ratings?.oscillators ?? [])];
      expect(rows).toHaveLength(26);
      let compared = 0;
      for (const row of rows) {
        const reference = theirs[row.name];
        if (!reference) continue;
        compared++;
        expect(row.value, row.name).not.toBeNull();
        const tolerance = 1e-9 * Math.max(1, Math.abs(reference.value));
        expect(Math.abs((row.value ?? Number.NaN) - reference.value), row.name).toBeLessThanOrEqual(
          tolerance,
        );
        const isMa = row.name.includes('Moving Average (');
        if (isMa || VOTES_FROM_TALIB.has(row.name)) expect(row.action, row.name).toBe(reference.action);
      }
      expect(compared).toBe(24);
    });
  }
});
