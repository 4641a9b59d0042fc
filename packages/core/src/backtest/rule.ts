import type { PatternKey } from '../patterns/pattern-catalogue';
import type { PriceSource } from '../series';

/**
 * Core's model of the back-test rules of spec section 3, one per row of DESIGN section 3's table. `direction`
 * says how the rule's first operand stands to its second: `above` for the spec's `>`, `below` for `<`; level
 * rules compare on the bar, crossover rules fire on the bar where that relation starts.
 */
export type Direction = 'above' | 'below';

/** `source` against SMA(`averageSource`, `period`) (spec SMA: source, sma_source, value). */
export interface SmaRule {
  readonly kind: 'sma';
  readonly direction: Direction;
  readonly period: number;
  readonly source: PriceSource;
  readonly averageSource: PriceSource;
}

/** `source` against EMA(`averageSource`, `period`) (spec EMA: source, ema1_source, ema1_length). */
export interface EmaRule {
  readonly kind: 'ema';
  readonly direction: Direction;
  readonly period: number;
  readonly source: PriceSource;
  readonly averageSource: PriceSource;
}

/** Average 1 crosses average 2 (spec SMA CROSSOVER / EMA CROSSOVER). */
export interface AverageCrossoverRule {
  readonly kind: 'sma-crossover' | 'ema-crossover';
  readonly direction: Direction;
  readonly period1: number;
  readonly source1: PriceSource;
  readonly period2: number;
  readonly source2: PriceSource;
}

/** RSI(`source`, `period`) against `level` (spec RSI). */
export interface RsiRule {
  readonly kind: 'rsi';
  readonly direction: Direction;
  readonly period: number;
  readonly level: number;
  readonly source: PriceSource;
}

/**
 * RSI(`period`) crosses X: the SMA or EMA of that RSI over `againstPeriod`, or RSI(`againstPeriod`) itself
 * (spec RSI CROSSOVER: crossover_indicator, crossover_indicator_length).
 */
export interface RsiCrossoverRule {
  readonly kind: 'rsi-crossover';
  readonly direction: Direction;
  readonly period: number;
  readonly source: PriceSource;
  readonly against: 'rsi' | 'sma' | 'ema';
  readonly againstPeriod: number;
}

/** MACD line against the signal line and against `level`, both in `direction` (spec MACD). */
export interface MacdRule {
  readonly kind: 'macd';
  readonly direction: Direction;
  readonly fast: number;
  readonly slow: number;
  readonly signal: number;
  readonly level: number;
  readonly source: PriceSource;
}

/** +DI(`plusPeriod`) against -DI(`minusPeriod`) (spec DIRECTIONAL MOVEMENT). */
export interface DirectionalMovementRule {
  readonly kind: 'directional-movement';
  readonly direction: Direction;
  readonly plusPeriod: number;
  readonly minusPeriod: number;
}

/** Stochastic RSI of the close: %K crosses %D (spec STOCHASTIC RSI). */
export interface StochasticRsiRule {
  readonly kind: 'stochastic-rsi';
  readonly direction: Direction;
  readonly rsiPeriod: number;
  readonly stochasticPeriod: number;
  readonly kSmoothing: number;
  readonly dSmoothing: number;
}

/** `source` against one Bollinger band of `source` (spec BOLLINGER BANDS: bb_indicator). */
export interface BollingerBandsRule {
  readonly kind: 'bollinger-bands';
  readonly direction: Direction;
  readonly period: number;
  readonly deviations: number;
  readonly source: PriceSource;
  readonly band: 'lower' | 'middle' | 'upper';
}

/** The Supertrend line against `source`; below means an up-trend (spec SUPERTREND). */
export interface SupertrendRule {
  readonly kind: 'supertrend';
  readonly direction: Direction;
  readonly period: number;
  readonly factor: number;
  readonly source: PriceSource;
}

/** MFI(`period`) against `level` (spec MONEY FLOW INDEX). */
export interface MoneyFlowIndexRule {
  readonly kind: 'money-flow-index';
  readonly direction: Direction;
  readonly period: number;
  readonly level: number;
}

/** The one-bar change of the accumulation/distribution line against `level` (spec ACCUMULATION DISTRIBUTION). */
export interface AccumulationDistributionRule {
  readonly kind: 'accumulation-distribution';
  readonly direction: Direction;
  readonly level: number;
}

/** AO(`fast`, `slow`) against `level` (spec AWESOME OSCILLATOR). */
export interface AwesomeOscillatorRule {
  readonly kind: 'awesome-oscillator';
  readonly direction: Direction;
  readonly fast: number;
  readonly slow: number;
  readonly level: number;
}

/** The pattern completes on the bar (a pattern rule on its own side). */
export interface PatternRule {
  readonly kind: 'pattern';
  readonly pattern: PatternKey;
}

/**
 * The pattern's most recent occurrence is invalidated: the close is below the lowest low of its candles
 * (bullish) or above their highest high (bearish) (condition `exit`).
 */
export interface PatternInvalidatedRule {
  readonly kind: 'pattern-invalidated';
  readonly pattern: PatternKey;
}

/**
 * The pattern completed on the bar before and the close is above its high (`above`) or below its low
 * (`below`) (condition `confirmation_needed`; the spec gives it to Doji, above on the buy side).
 */
export interface PatternConfirmedRule {
  readonly kind: 'pattern-confirmed';
  readonly pattern: PatternKey;
  readonly direction: Direction;
}

/** Any bullish / any bearish pattern completes on the bar (the general Bullish / Bearish rule). */
export interface GeneralPatternRule {
  readonly kind: 'general-pattern';
  readonly type: 'bullish' | 'bearish';
}

export type BacktestRule =
  | SmaRule
  | EmaRule
  | AverageCrossoverRule
  | RsiRule
  | RsiCrossoverRule
  | MacdRule
  | DirectionalMovementRule
  | StochasticRsiRule
  | BollingerBandsRule
  | SupertrendRule
  | MoneyFlowIndexRule
  | AccumulationDistributionRule
  | AwesomeOscillatorRule
  | PatternRule
  | PatternInvalidatedRule
  | PatternConfirmedRule
  | GeneralPatternRule;

/** A strategy: the buy signal is the AND of the buy rules, the sell signal the AND of the sell rules. */
export interface Strategy {
  readonly buy: readonly BacktestRule[];
  readonly sell: readonly BacktestRule[];
}
