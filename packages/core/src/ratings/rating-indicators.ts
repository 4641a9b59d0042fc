import {
  awesomeOscillator,
  type BullBearPower,
  bullBearPower,
  cci,
  type DirectionalMovement,
  directionalMovement,
  ema,
  hullMa,
  type Ichimoku,
  ichimoku,
  type Macd,
  macd,
  momentum,
  rsi,
  type Stochastic,
  sma,
  stochastic,
  stochasticRsi,
  ultimateOscillator,
  vwma,
  williamsR,
} from '../indicators/index';
import type { Bars } from '../series';

/** The SMA and EMA lengths TradingView rates. */
export const RATING_MA_PERIODS = [10, 20, 30, 50, 100, 200] as const;

/** Every indicator column the 26 votes read, over one symbol's bars (TradingView's default settings). */
export interface RatingIndicators {
  readonly close: Float64Array;
  readonly sma: readonly Float64Array[];
  readonly ema: readonly Float64Array[];
  readonly ichimoku: Ichimoku;
  readonly vwma20: Float64Array;
  readonly hull9: Float64Array;
  readonly rsi14: Float64Array;
  readonly stochastic: Stochastic;
  readonly cci20: Float64Array;
  readonly dmi14: DirectionalMovement;
  readonly ao: Float64Array;
  readonly momentum10: Float64Array;
  readonly macd: Macd;
  readonly stochasticRsi: Stochastic;
  readonly williamsR14: Float64Array;
  readonly bullBearPower13: BullBearPower;
  readonly uo: Float64Array;
  /** EMA 50 of the close, the trend filter of the Stoch RSI and Bull Bear Power votes. */
  readonly ema50: Float64Array;
}

/**
 * The columns of every Technical Ratings indicator over `bars`, with TradingView's settings: SMA and EMA 10..200,
 * Ichimoku 9/26/52, VWMA 20, HMA 9, RSI 14, Stochastic 14/3/3, CCI 20, DMI 14, AO 5/34, Momentum 10, MACD 12/26/9,
 * Stoch RSI 14/14/3/3, Williams %R 14, Bull Bear Power 13, UO 7/14/28; each core indicator's own warm-up.
 */
export function ratingIndicators(bars: Pick<Bars, 'high' | 'low' | 'close' | 'volume'>): RatingIndicators {
  const { high, low, close, volume } = bars;
  const emas = RATING_MA_PERIODS.map((period) => ema(close, period));
  return {
    close,
    sma: RATING_MA_PERIODS.map((period) => sma(close, period)),
    ema: emas,
    ichimoku: ichimoku(high, low, 9, 26, 52),
    vwma20: vwma(close, volume, 20),
    hull9: hullMa(close, 9),
    rsi14: rsi(close, 14),
    stochastic: stochastic(high, low, close, 14, 3, 3),
    cci20: cci(high, low, close, 20),
    dmi14: directionalMovement(high, low, close, 14),
    ao: awesomeOscillator(high, low, 5, 34),
    momentum10: momentum(close, 10),
    macd: macd(close, 12, 26, 9),
    stochasticRsi: stochasticRsi(close, 14, 14, 3, 3),
    williamsR14: williamsR(high, low, close, 14),
    bullBearPower13: bullBearPower(high, low, close, 13),
    uo: ultimateOscillator(high, low, close, 7, 14, 28),
    ema50: emas[RATING_MA_PERIODS.indexOf(50)]!,
  };
}
