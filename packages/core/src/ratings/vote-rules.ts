/**
 * TradingView's Technical Ratings vote rules, one function per constituent indicator, as its Pine library
 * `TradingView/TechnicalRating` v3 (2024-11-29) writes them in `calcRatingAll()`; sources and the Help Center's
 * wording in docs/technical-ratings.md. Each takes the indicator's values on the session (and the previous ones the
 * rule reads) and returns the vote; inputs are finite (the caller leaves a vote out while any is NaN). Every
 * comparison, against a level too, follows the house tie rule (tie.ts): what is equal in exact arithmetic (an RSI
 * after an unchanged close, the SMA of a flat run, a Stoch RSI %K and %D both at 0) differs only by rounding, and
 * the rule's equal case must hold there.
 */
import { exceeds } from '../tie';

/** A vote, or the action shown beside an indicator. */
export type RatingAction = 'BUY' | 'SELL' | 'NEUTRAL';

/** a < b beyond a tie. */
function below(a: number, b: number): boolean {
  return exceeds(b, a);
}

/** Pine's `calcRating(buy, sell)`: BUY when the buy condition holds, else SELL when the sell one does. */
function vote(buy: boolean, sell: boolean): RatingAction {
  return buy ? 'BUY' : sell ? 'SELL' : 'NEUTRAL';
}

/** Every MA (SMA, EMA, HMA, VWMA): BUY when MA < close, SELL when MA > close, NEUTRAL when equal (`math.sign(src - ma)`). */
export function movingAverageVote(ma: number, close: number): RatingAction {
  return vote(below(ma, close), exceeds(ma, close));
}

/** Ichimoku's spans as computed 26 sessions ago (the cloud under today's bar) and today's lines and close. */
export interface IchimokuVoteInput {
  readonly conversion: number;
  readonly base: number;
  readonly leadA26: number;
  readonly leadB26: number;
  readonly close: number;
}

/** Ichimoku: BUY when lead1[26] > lead2[26], base > lead1[26], conversion > base and close > conversion; SELL mirrored. */
export function ichimokuVote({ conversion, base, leadA26, leadB26, close }: IchimokuVoteInput): RatingAction {
  return vote(
    exceeds(leadA26, leadB26) &&
      exceeds(base, leadA26) &&
      exceeds(conversion, base) &&
      exceeds(close, conversion),
    below(leadA26, leadB26) && below(base, leadA26) && below(conversion, base) && below(close, conversion),
  );
}

/** RSI: BUY when RSI < 30 and rising, SELL when RSI > 70 and falling (`rsi[1] < rsi`, `rsi[1] > rsi`). */
export function rsiVote(rsi: number, previous: number): RatingAction {
  return vote(below(rsi, 30) && exceeds(rsi, previous), exceeds(rsi, 70) && below(rsi, previous));
}

/** Stochastic: BUY when %K < 20, %D < 20 and %K > %D; SELL when %K > 80, %D > 80 and %K < %D. */
export function stochasticVote(k: number, d: number): RatingAction {
  return vote(below(k, 20) && below(d, 20) && exceeds(k, d), exceeds(k, 80) && exceeds(d, 80) && below(k, d));
}

/** CCI: BUY when CCI < -100 and rising, SELL when CCI > 100 and falling. */
export function cciVote(cci: number, previous: number): RatingAction {
  return vote(below(cci, -100) && exceeds(cci, previous), exceeds(cci, 100) && below(cci, previous));
}

/** ADX: BUY when ADX > 20, rising and +DI > -DI; SELL when ADX > 20, rising and +DI < -DI. */
export function adxVote(adx: number, previousAdx: number, plusDi: number, minusDi: number): RatingAction {
  const trending = exceeds(adx, 20) && exceeds(adx, previousAdx);
  return vote(trending && exceeds(plusDi, minusDi), trending && below(plusDi, minusDi));
}

/**
 * Awesome oscillator: BUY on a cross above 0 (`ao > 0 and ao[1] <= 0`) or a bullish saucer (ao, ao[1] > 0,
 * ao > ao[1] < ao[2]); SELL on a cross below 0 or a bearish saucer (ao, ao[1] < 0, ao < ao[1] > ao[2]).
 */
export function awesomeOscillatorVote(ao: number, ao1: number, ao2: number): RatingAction {
  return vote(
    (exceeds(ao, 0) && !exceeds(ao1, 0)) ||
      (exceeds(ao, 0) && exceeds(ao1, 0) && exceeds(ao, ao1) && exceeds(ao2, ao1)),
    (below(ao, 0) && !below(ao1, 0)) || (below(ao, 0) && below(ao1, 0) && below(ao, ao1) && below(ao2, ao1)),
  );
}

/** Momentum: BUY when rising (mom > mom[1]), SELL when falling. */
export function momentumVote(momentum: number, previous: number): RatingAction {
  return vote(exceeds(momentum, previous), below(momentum, previous));
}

/** MACD: BUY when the MACD line > its signal, SELL when below. */
export function macdVote(macd: number, signal: number): RatingAction {
  return vote(exceeds(macd, signal), below(macd, signal));
}

/**
 * Stoch RSI: BUY in a downtrend (close < EMA 50) with %K < 20, %D < 20 and %K > %D; SELL in an uptrend
 * (close > EMA 50) with %K > 80, %D > 80 and %K < %D.
 */
export function stochasticRsiVote(k: number, d: number, close: number, ema50: number): RatingAction {
  return vote(
    below(close, ema50) && below(k, 20) && below(d, 20) && exceeds(k, d),
    exceeds(close, ema50) && exceeds(k, 80) && exceeds(d, 80) && below(k, d),
  );
}

/** Williams %R: BUY when %R < -80 and rising, SELL when %R > -20 and falling. */
export function williamsRVote(williamsR: number, previous: number): RatingAction {
  return vote(
    below(williamsR, -80) && exceeds(williamsR, previous),
    exceeds(williamsR, -20) && below(williamsR, previous),
  );
}

/** Bull and bear power (high / low - EMA 13 of the close) on the session and the previous one, and the trend. */
export interface BullBearPowerVoteInput {
  readonly bull: number;
  readonly previousBull: number;
  readonly bear: number;
  readonly previousBear: number;
  readonly close: number;
  readonly ema50: number;
}

/**
 * Bull Bear Power: BUY in an uptrend (close > EMA 50) with bear power < 0 and rising; SELL in a downtrend
 * (close < EMA 50) with bull power > 0 and falling.
 */
export function bullBearPowerVote(input: BullBearPowerVoteInput): RatingAction {
  const { bull, previousBull, bear, previousBear, close, ema50 } = input;
  return vote(
    exceeds(close, ema50) && below(bear, 0) && exceeds(bear, previousBear),
    below(close, ema50) && exceeds(bull, 0) && below(bull, previousBull),
  );
}

/** Ultimate oscillator: BUY when UO > 70, SELL when UO < 30. */
export function ultimateOscillatorVote(uo: number): RatingAction {
  return vote(exceeds(uo, 70), below(uo, 30));
}
