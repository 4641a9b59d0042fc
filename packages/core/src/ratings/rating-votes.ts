import { RATING_MA_PERIODS, type RatingIndicators } from './rating-indicators';
import {
  adxVote,
  awesomeOscillatorVote,
  bullBearPowerVote,
  cciVote,
  ichimokuVote,
  macdVote,
  momentumVote,
  movingAverageVote,
  type RatingAction,
  rsiVote,
  stochasticRsiVote,
  stochasticVote,
  ultimateOscillatorVote,
  williamsRVote,
} from './vote-rules';

/** One table row: the indicator as TradingView names it, its value on the session and its vote. */
export interface RatingVote {
  readonly name: string;
  /** null while the indicator warms up. */
  readonly value: number | null;
  /** null when the vote is not cast: an input it reads is missing (Pine's `na`, left out of the summary). */
  readonly action: RatingAction | null;
}

/** The 15 moving-average votes and the 11 oscillator votes of one session. */
export interface RatingVotes {
  readonly movingAverages: readonly RatingVote[];
  readonly oscillators: readonly RatingVote[];
}

/** `column[i]`, NaN before the first bar. */
function at(column: Float64Array, i: number): number {
  return i >= 0 ? (column[i] ?? Number.NaN) : Number.NaN;
}

/** A row: the vote only when every input it reads is a number. */
function row(name: string, value: number, inputs: readonly number[], rule: () => RatingAction): RatingVote {
  const cast = Number.isFinite(value) && inputs.every(Number.isFinite);
  return { name, value: Number.isFinite(value) ? value : null, action: cast ? rule() : null };
}

/**
 * TradingView's Technical Ratings votes on session `i` of the indicators' bars: the rule of each in `vote-rules.ts`,
 * its value as TradingView's Technicals page shows it (Ichimoku: the base line; Stochastic and Stoch RSI: %K;
 * ADX: the ADX; MACD: the MACD line; Bull Bear Power: bull + bear power).
 */
export function ratingVotesAt(ind: RatingIndicators, i: number): RatingVotes {
  const close = at(ind.close, i);
  const maRow = (name: string, column: Float64Array): RatingVote => {
    const ma = at(column, i);
    return row(name, ma, [close], () => movingAverageVote(ma, close));
  };
  const { conversion, base, spanA, spanB } = ind.ichimoku;
  const ichimokuInput = {
    conversion: at(conversion, i),
    base: at(base, i),
    leadA26: at(spanA, i - 26),
    leadB26: at(spanB, i - 26),
    close,
  };
  const movingAverages = [
    ...RATING_MA_PERIODS.map((period, k) => maRow(`Simple Moving Average (${period})`, ind.sma[k]!)),
    ...RATING_MA_PERIODS.map((period, k) => maRow(`Exponential Moving Average (${period})`, ind.ema[k]!)),
    row('Ichimoku Base Line (9, 26, 52, 26)', ichimokuInput.base, Object.values(ichimokuInput), () =>
      ichimokuVote(ichimokuInput),
    ),
    maRow('Volume Weighted Moving Average (20)', ind.vwma20),
    maRow('Hull Moving Average (9)', ind.hull9),
  ];

  const rsi = at(ind.rsi14, i);
  const rsi1 = at(ind.rsi14, i - 1);
  const k = at(ind.stochastic.k, i);
  const d = at(ind.stochastic.d, i);
  const cci = at(ind.cci20, i);
  const cci1 = at(ind.cci20, i - 1);
  const adx = at(ind.dmi14.adx, i);
  const adx1 = at(ind.dmi14.adx, i - 1);
  const plusDi = at(ind.dmi14.plusDi, i);
  const minusDi = at(ind.dmi14.minusDi, i);
  const ao = at(ind.ao, i);
  const ao1 = at(ind.ao, i - 1);
  const ao2 = at(ind.ao, i - 2);
  const mom = at(ind.momentum10, i);
  const mom1 = at(ind.momentum10, i - 1);
  const macdLine = at(ind.macd.macd, i);
  const signal = at(ind.macd.signal, i);
  const srK = at(ind.stochasticRsi.k, i);
  const srD = at(ind.stochasticRsi.d, i);
  const ema50 = at(ind.ema50, i);
  const wr = at(ind.williamsR14, i);
  const wr1 = at(ind.williamsR14, i - 1);
  const power = {
    bull: at(ind.bullBearPower13.bull, i),
    previousBull: at(ind.bullBearPower13.bull, i - 1),
    bear: at(ind.bullBearPower13.bear, i),
    previousBear: at(ind.bullBearPower13.bear, i - 1),
    close,
    ema50,
  };
  const uo = at(ind.uo, i);
  const oscillators = [
    row('Relative Strength Index (14)', rsi, [rsi1], () => rsiVote(rsi, rsi1)),
    row('Stochastic %K (14, 3, 3)', k, [d], () => stochasticVote(k, d)),
    row('Commodity Channel Index (20)', cci, [cci1], () => cciVote(cci, cci1)),
    row('Average Directional Index (14)', adx, [adx1, plusDi, minusDi], () =>
      adxVote(adx, adx1, plusDi, minusDi),
    ),
    row('Awesome Oscillator', ao, [ao1, ao2], () => awesomeOscillatorVote(ao, ao1, ao2)),
    row('Momentum (10)', mom, [mom1], () => momentumVote(mom, mom1)),
    row('MACD Level (12, 26)', macdLine, [signal], () => macdVote(macdLine, signal)),
    row('Stochastic RSI Fast (3, 3, 14, 14)', srK, [srD, close, ema50], () =>
      stochasticRsiVote(srK, srD, close, ema50),
    ),
    row('Williams Percent Range (14)', wr, [wr1], () => williamsRVote(wr, wr1)),
    row('Bull Bear Power', power.bull + power.bear, Object.values(power), () => bullBearPowerVote(power)),
    row('Ultimate Oscillator (7, 14, 28)', uo, [], () => ultimateOscillatorVote(uo)),
  ];
  return { movingAverages, oscillators };
}
