import type { PatternKey } from '../patterns/pattern-catalogue';
import type { PriceSource } from '../series';
import type { FilterRule } from './filter-rule';

/**
 * The engine's rules: what a back-test compares on each bar, in core's own terms (the contract maps the API's
 * rule names and fields to these). `direction` says how the rule's first operand stands to its second; level
 * rules compare on the bar, crossover rules fire on the bar where that relation starts.
 */
export type Direction = 'above' | 'below';

/**
 * When a level rule fires: `while` on every bar its comparison holds; `starts` only on the bar where it holds
 * and did not hold on the bar before, that bar's values all being numbers (so never on the first bar of the
 * history nor on the first bar after an indicator's warm-up: a relation seen from its first value has no start).
 */
export type Trigger = 'while' | 'starts';

/** How a side's rules combine: `all` fires where every rule fires, `any` where at least one does. */
export type Match = 'all' | 'any';

/** What every level rule has beside its comparison. */
export interface LevelRule {
  /** Absent: `while`. */
  readonly trigger?: Trigger;
}

/** `source` against SMA(`averageSource`, `period`). */
export interface SmaRule extends LevelRule {
  readonly kind: 'sma';
  readonly direction: Direction;
  readonly period: number;
  readonly source: PriceSource;
  readonly averageSource: PriceSource;
}

/** `source` against EMA(`averageSource`, `period`). */
export interface EmaRule extends LevelRule {
  readonly kind: 'ema';
  readonly direction: Direction;
  readonly period: number;
  readonly source: PriceSource;
  readonly averageSource: PriceSource;
}

/** Average 1 crosses average 2, both SMAs or both EMAs. */
export interface AverageCrossoverRule {
  readonly kind: 'sma-crossover' | 'ema-crossover';
  readonly direction: Direction;
  readonly period1: number;
  readonly source1: PriceSource;
  readonly period2: number;
  readonly source2: PriceSource;
}

/** RSI(`source`, `period`) against `level`. */
export interface RsiRule extends LevelRule {
  readonly kind: 'rsi';
  readonly direction: Direction;
  readonly period: number;
  readonly level: number;
  readonly source: PriceSource;
}

/** RSI(`period`) crosses the SMA or EMA of that RSI over `againstPeriod`, or RSI(`againstPeriod`) itself. */
export interface RsiCrossoverRule {
  readonly kind: 'rsi-crossover';
  readonly direction: Direction;
  readonly period: number;
  readonly source: PriceSource;
  readonly against: 'rsi' | 'sma' | 'ema';
  readonly againstPeriod: number;
}

/** MACD line against the signal line and, unless `zeroLine` is false, against `level`, both in `direction`. */
export interface MacdRule extends LevelRule {
  readonly kind: 'macd';
  readonly direction: Direction;
  readonly fast: number;
  readonly slow: number;
  readonly signal: number;
  readonly level: number;
  readonly source: PriceSource;
  /** Whether the line is also compared with `level` (the zero line by default); absent: true. */
  readonly zeroLine?: boolean;
}

/** +DI(`plusPeriod`) against -DI(`minusPeriod`). */
export interface DirectionalMovementRule extends LevelRule {
  readonly kind: 'directional-movement';
  readonly direction: Direction;
  readonly plusPeriod: number;
  readonly minusPeriod: number;
}

/** Stochastic RSI of the close: %K crosses %D. */
export interface StochasticRsiRule {
  readonly kind: 'stochastic-rsi';
  readonly direction: Direction;
  readonly rsiPeriod: number;
  readonly stochasticPeriod: number;
  readonly kSmoothing: number;
  readonly dSmoothing: number;
}

/** `source` against one Bollinger band of `source`. */
export interface BollingerBandsRule extends LevelRule {
  readonly kind: 'bollinger-bands';
  readonly direction: Direction;
  readonly period: number;
  readonly deviations: number;
  readonly source: PriceSource;
  readonly band: 'lower' | 'middle' | 'upper';
}

/** The Supertrend line against `source`; below means an up-trend. */
export interface SupertrendRule extends LevelRule {
  readonly kind: 'supertrend';
  readonly direction: Direction;
  readonly period: number;
  readonly factor: number;
  readonly source: PriceSource;
}

/** MFI(`period`) against `level`. */
export interface MoneyFlowIndexRule extends LevelRule {
  readonly kind: 'money-flow-index';
  readonly direction: Direction;
  readonly period: number;
  readonly level: number;
}

/** The one-bar change of the accumulation/distribution line against `level`. */
export interface AccumulationDistributionRule extends LevelRule {
  readonly kind: 'accumulation-distribution';
  readonly direction: Direction;
  readonly level: number;
}

/** AO(`fast`, `slow`) against `level`. */
export interface AwesomeOscillatorRule extends LevelRule {
  readonly kind: 'awesome-oscillator';
  readonly direction: Direction;
  readonly fast: number;
  readonly slow: number;
  readonly level: number;
}

/** Williams %R(`period`) against `level`. */
export interface WilliamsRRule extends LevelRule {
  readonly kind: 'williams-r';
  readonly direction: Direction;
  readonly period: number;
  readonly level: number;
}

/** The pattern completes on the bar (a pattern rule on its own side). */
export interface PatternRule {
  readonly kind: 'pattern';
  readonly pattern: PatternKey;
}

/**
 * The pattern's most recent occurrence is invalidated: the close is below the lowest low of its candles
 * (bullish) or above their highest high (bearish).
 */
export interface PatternInvalidatedRule {
  readonly kind: 'pattern-invalidated';
  readonly pattern: PatternKey;
}

/**
 * The pattern completed on the bar before and the close is above its high (`above`) or below its low
 * (`below`).
 */
export interface PatternConfirmedRule {
  readonly kind: 'pattern-confirmed';
  readonly pattern: PatternKey;
  readonly direction: Direction;
}

/** Any bullish / any bearish pattern completes on the bar. */
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
  | WilliamsRRule
  | PatternRule
  | PatternInvalidatedRule
  | PatternConfirmedRule
  | GeneralPatternRule
  | FilterRule;

/** A strategy: each side's signal combines its rules by its match, `all` (AND) when absent. */
export interface Strategy {
  readonly buy: readonly BacktestRule[];
  readonly sell: readonly BacktestRule[];
  readonly buyMatch?: Match;
  readonly sellMatch?: Match;
}
