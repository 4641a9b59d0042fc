import { CANDLESTICK_PATTERNS, type PatternKey } from '../patterns/pattern-catalogue';
import { PATTERN_EXAMPLES } from '../patterns/pattern-examples';
import type { Bars } from '../series';
import { exceeds } from '../tie';
import type { IndicatorCache } from './indicator-cache';
import { openLessWithin, openWindow } from './open-window';
import type { BacktestRule, Direction, Match } from './rule';
import { Condition, nextFiring, type Signal } from './signal';

/** How many candles each pattern spans, read from its catalogue example. */
const PATTERN_SPAN = new Map<PatternKey, number>(
  CANDLESTICK_PATTERNS.map((p) => [p.key, PATTERN_EXAMPLES[p.key].candles.length]),
);
const PATTERN_TYPE = new Map(CANDLESTICK_PATTERNS.map((p) => [p.key, p.type]));

/** Lowest low (or highest high) of the `span` candles ending at bar t. */
function extreme(bars: Bars, t: number, span: number, lowest: boolean): number {
  let value = lowest ? bars.low[t]! : bars.high[t]!;
  for (let j = Math.max(0, t - span + 1); j < t; j++) {
    value = lowest ? Math.min(value, bars.low[j]!) : Math.max(value, bars.high[j]!);
  }
  return value;
}

/** A pattern's mask and the candles it spans. */
function occurrences(cache: IndicatorCache, pattern: PatternKey) {
  return { bars: cache.bars, mask: cache.patterns().byKey[pattern], span: PATTERN_SPAN.get(pattern) ?? 1 };
}

/**
 * Where the close falls below the lowest low of the most recent occurrence's candles (a bullish pattern) or
 * rises above their highest high (bearish).
 */
function invalidated(cache: IndicatorCache, pattern: PatternKey): Uint8Array {
  const { bars, mask, span } = occurrences(cache, pattern);
  const bullish = PATTERN_TYPE.get(pattern) !== 'bearish';
  const out = new Uint8Array(mask.length);
  let reference = Number.NaN;
  for (let t = 0; t < mask.length; t++) {
    if (mask[t] === 1) reference = extreme(bars, t, span, bullish);
    out[t] = +(bullish ? exceeds(reference, bars.close[t]!) : exceeds(bars.close[t]!, reference));
  }
  return out;
}

/** Where an occurrence is on the bar before and the close is above its candles' highest high (or below their lowest low). */
function confirmed(cache: IndicatorCache, pattern: PatternKey, above: boolean): Uint8Array {
  const { bars, mask, span } = occurrences(cache, pattern);
  const out = new Uint8Array(mask.length);
  for (let t = 1; t < mask.length; t++) {
    if (mask[t - 1] === 1) {
      const reference = extreme(bars, t - 1, span, !above);
      out[t] = +(above ? exceeds(bars.close[t]!, reference) : exceeds(reference, bars.close[t]!));
    }
  }
  return out;
}

/** a against b in `direction` on the bar. */
function level(a: Float64Array, b: Float64Array, direction: Direction): Condition {
  return direction === 'above' ? Condition.above(a, b) : Condition.above(b, a);
}

/** a crosses b in `direction`: a[t-1] <= b[t-1] and a[t] > b[t] (above), or the mirror; ties are ties (tie.ts). */
function cross(a: Float64Array, b: Float64Array, direction: Direction): Condition {
  return direction === 'above' ? Condition.crossesAbove(a, b) : Condition.crossesAbove(b, a);
}

/** a against `value` in `direction` on the bar. */
function levelOf(a: Float64Array, value: number, direction: Direction): Condition {
  return Condition.level(a, value, direction === 'below');
}

/**
 * The conditions of one rule (docs/decisions/back-test.md, "What each rule compares"): a level rule's comparisons
 * on the bar, or only on the bar where they start under `trigger: starts`; a crossover on the bar where the relation
 * starts. A rule that reads the open does not fire on a bar where any open it reads is not real (open-window.ts).
 */
function ruleConditions(rule: BacktestRule, cache: IndicatorCache): Condition[] {
  const compared = comparisons(rule, cache);
  const conditions = 'trigger' in rule && rule.trigger === 'starts' ? [Condition.starts(compared)] : compared;
  const noOpen = cache.bars.noOpen;
  const window = openWindow(rule);
  if (noOpen && window > 0) conditions.push(Condition.unmarked(openLessWithin(noOpen, window)));
  return conditions;
}

/** What a rule compares on each bar, from indicators over the whole history. */
function comparisons(rule: BacktestRule, cache: IndicatorCache): Condition[] {
  const bars = cache.bars;
  switch (rule.kind) {
    case 'sma':
      return [level(bars[rule.source], cache.sma(rule.averageSource, rule.period), rule.direction)];
    case 'ema':
      return [level(bars[rule.source], cache.ema(rule.averageSource, rule.period), rule.direction)];
    case 'sma-crossover':
    case 'ema-crossover': {
      const sma = rule.kind === 'sma-crossover';
      const one = sma ? cache.sma(rule.source1, rule.period1) : cache.ema(rule.source1, rule.period1);
      const two = sma ? cache.sma(rule.source2, rule.period2) : cache.ema(rule.source2, rule.period2);
      return [cross(one, two, rule.direction)];
    }
    case 'rsi':
      return [levelOf(cache.rsi(rule.source, rule.period), rule.level, rule.direction)];
    case 'rsi-crossover': {
      const line = cache.rsi(rule.source, rule.period);
      const against =
        rule.against === 'rsi'
          ? cache.rsi(rule.source, rule.againstPeriod)
          : cache.rsiAverage(rule.against, rule.source, rule.period, rule.againstPeriod);
      return [cross(line, against, rule.direction)];
    }
    case 'macd': {
      const m = cache.macd(rule.source, rule.fast, rule.slow, rule.signal);
      const againstSignal = level(m.macd, m.signal, rule.direction);
      if (rule.zeroLine === false) return [againstSignal];
      return [againstSignal, levelOf(m.macd, rule.level, rule.direction)];
    }
    case 'directional-movement': {
      const plus = cache.directionalMovement(rule.plusPeriod).plusDi;
      return [level(plus, cache.directionalMovement(rule.minusPeriod).minusDi, rule.direction)];
    }
    case 'stochastic-rsi': {
      const s = cache.stochasticRsi(rule.rsiPeriod, rule.stochasticPeriod, rule.kSmoothing, rule.dSmoothing);
      return [cross(s.k, s.d, rule.direction)];
    }
    case 'bollinger-bands': {
      const bands = cache.bollingerBands(rule.source, rule.period, rule.deviations);
      return [level(bars[rule.source], bands[rule.band], rule.direction)];
    }
    case 'supertrend':
      return [level(cache.supertrend(rule.period, rule.factor).line, bars[rule.source], rule.direction)];
    case 'money-flow-index':
      return [levelOf(cache.moneyFlowIndex(rule.period), rule.level, rule.direction)];
    case 'accumulation-distribution':
      return [
        Condition.changes(cache.accumulationDistribution(), rule.level, rule.direction === 'above' ? 1 : -1),
      ];
    case 'awesome-oscillator':
      return [levelOf(cache.awesomeOscillator(rule.fast, rule.slow), rule.level, rule.direction)];
    case 'williams-r':
      return [levelOf(cache.williamsR(rule.period), rule.level, rule.direction)];
    case 'pattern':
      return [Condition.marked(cache.patterns().byKey[rule.pattern])];
    case 'pattern-invalidated':
      return [Condition.marked(invalidated(cache, rule.pattern))];
    case 'pattern-confirmed':
      return [Condition.marked(confirmed(cache, rule.pattern, rule.direction === 'above'))];
    case 'general-pattern': {
      const masks = cache.patterns();
      return [Condition.marked(rule.type === 'bullish' ? masks.bullish : masks.bearish)];
    }
    case 'price':
    case 'change-percent':
    case 'volume-ratio':
    case 'turnover':
    case 'near-high':
    case 'near-low':
    case 'range-width':
    case 'breakout':
    case 'listed-sessions':
    case 'rs-rank':
      return [Condition.marked(cache.filterMask(rule))];
  }
}

/**
 * The signal of a strategy's buy or sell rules: it fires where every rule fires (`all`) or where at least one does
 * (`any`), never without rules. Source: ours.
 */
export function strategySignal(
  rules: readonly BacktestRule[],
  cache: IndicatorCache,
  match: Match = 'all',
): Signal {
  if (match === 'all' || rules.length <= 1) return rules.flatMap((rule) => ruleConditions(rule, cache));
  return [Condition.any(rules.map((rule) => ruleConditions(rule, cache)))];
}

/** Where `signal` fires over bars [start, end], 1 per bar (0 elsewhere): the flags a chart or a test reads. */
export function signalFlags(signal: Signal, length: number, start: number, end: number): Uint8Array {
  const out = new Uint8Array(length);
  for (
    let t = nextFiring(signal, Math.max(start, 0), end + 1);
    t <= end;
    t = nextFiring(signal, t + 1, end + 1)
  ) {
    out[t] = 1;
  }
  return out;
}
