import { isFilterRule } from '../src/backtest/filter-rule';
import type { BacktestRule, Direction, Match, Trigger } from '../src/backtest/rule';
import { accumulationDistribution } from '../src/indicators/accumulation-distribution';
import { awesomeOscillator } from '../src/indicators/awesome-oscillator';
import { bollingerBands } from '../src/indicators/bollinger-bands';
import { directionalMovement } from '../src/indicators/directional-movement';
import { ema } from '../src/indicators/ema';
import { macd } from '../src/indicators/macd';
import { moneyFlowIndex } from '../src/indicators/money-flow-index';
import { rsi } from '../src/indicators/rsi';
import { sma } from '../src/indicators/sma';
import { stochasticRsi } from '../src/indicators/stochastic-rsi';
import { supertrend } from '../src/indicators/supertrend';
import { williamsR } from '../src/indicators/williams-r';
import { detectPatterns } from '../src/patterns/detect-patterns';
import { CANDLESTICK_PATTERNS } from '../src/patterns/pattern-catalogue';
import { PATTERN_EXAMPLES } from '../src/patterns/pattern-examples';
import type { Bars } from '../src/series';
import { referenceFilter } from './reference-filters';

/**
 * The rule table of docs/decisions/back-test.md ("What each rule compares") read bar by bar, as plainly as
 * possible, for tests to hold the engine against: each rule becomes "does it fire on bar t", from the
 * indicator functions called directly.
 */

/** Ties are ties: values within 1e-9 of each other, relative to the larger of their magnitudes and 1, are equal. */
const tied = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b), 1);

/** a stands above (below) b, a tie being neither. */
const stands = (a: number, b: number, direction: Direction) =>
  !tied(a, b) && (direction === 'above' ? a > b : a < b);

/** The relation starts on bar t: it did not hold on t - 1 (a tie counts as not holding) and holds on t. */
function crosses(a: Float64Array, b: Float64Array, t: number, direction: Direction): boolean {
  if (t === 0) return false;
  const x = a[t - 1]!;
  const y = b[t - 1]!;
  const before = tied(x, y) || (direction === 'above' ? x <= y : x >= y);
  return before && stands(a[t]!, b[t]!, direction);
}

/** A level rule read plainly: whether its comparison holds on bar t, and the values it compares there. */
interface Level {
  holds(t: number): boolean;
  values(t: number): readonly number[];
}

/** `a` against `b` (a column or a constant) on each bar. */
function compare(a: ArrayLike<number>, b: ArrayLike<number> | number, direction: Direction): Level {
  const other = (t: number) => (typeof b === 'number' ? b : b[t]!);
  return {
    holds: (t) => stands(a[t]!, other(t), direction),
    values: (t) => [a[t]!, other(t)],
  };
}

/** Both comparisons on each bar. */
const both = (one: Level, two: Level): Level => ({
  holds: (t) => one.holds(t) && two.holds(t),
  values: (t) => [...one.values(t), ...two.values(t)],
});

/**
 * A level rule by its trigger: on every bar it holds (`while`), or on a bar where it holds, having not held on the
 * bar before, whose values are all numbers (`starts`).
 */
function byTrigger(level: Level, trigger: Trigger | undefined): (t: number) => boolean {
  if (trigger !== 'starts') return level.holds;
  return (t) =>
    t >= 1 && level.holds(t) && !level.holds(t - 1) && level.values(t - 1).every((v) => !Number.isNaN(v));
}

/** Whether a rule reads the open: one of its fields that name a price names it. */
function readsOpen(rule: BacktestRule): boolean {
  const named = Object.entries(rule)
    .filter(([key]) => /^(source|averageSource|source1|source2)$/.test(key))
    .map(([, value]) => value);
  return named.includes('open');
}

/**
 * Whether a rule fires on bar t, read plainly; a rule that reads the open never fires on a bar flagged without a
 * real one.
 */
export function referenceRule(bars: Bars, rule: BacktestRule): (t: number) => boolean {
  const fires = ruleOnBars(bars, rule);
  if (!readsOpen(rule)) return fires;
  return (t) => bars.noOpen?.[t] !== 1 && fires(t);
}

function ruleOnBars(bars: Bars, rule: BacktestRule): (t: number) => boolean {
  if (isFilterRule(rule)) return referenceFilter(bars, rule);
  const { high, low, close, volume } = bars;
  switch (rule.kind) {
    case 'sma':
      return byTrigger(
        compare(bars[rule.source], sma(bars[rule.averageSource], rule.period), rule.direction),
        rule.trigger,
      );
    case 'ema':
      return byTrigger(
        compare(bars[rule.source], ema(bars[rule.averageSource], rule.period), rule.direction),
        rule.trigger,
      );
    case 'sma-crossover':
    case 'ema-crossover': {
      const f = rule.kind === 'sma-crossover' ? sma : ema;
      const one = f(bars[rule.source1], rule.period1);
      const two = f(bars[rule.source2], rule.period2);
      return (t) => crosses(one, two, t, rule.direction);
    }
    case 'rsi':
      return byTrigger(
        compare(rsi(bars[rule.source], rule.period), rule.level, rule.direction),
        rule.trigger,
      );
    case 'rsi-crossover': {
      const line = rsi(bars[rule.source], rule.period);
      let against: Float64Array;
      if (rule.against === 'rsi') against = rsi(bars[rule.source], rule.againstPeriod);
      else if (rule.against === 'sma') against = sma(line, rule.againstPeriod);
      else against = ema(line, rule.againstPeriod);
      return (t) => crosses(line, against, t, rule.direction);
    }
    case 'macd': {
      const m = macd(bars[rule.source], rule.fast, rule.slow, rule.signal);
      const againstSignal = compare(m.macd, m.signal, rule.direction);
      const level =
        rule.zeroLine === false
          ? againstSignal
          : both(againstSignal, compare(m.macd, rule.level, rule.direction));
      return byTrigger(level, rule.trigger);
    }
    case 'directional-movement': {
      const plus = directionalMovement(high, low, close, rule.plusPeriod).plusDi;
      const minus = directionalMovement(high, low, close, rule.minusPeriod).minusDi;
      return byTrigger(compare(plus, minus, rule.direction), rule.trigger);
    }
    case 'stochastic-rsi': {
      const s = stochasticRsi(close, rule.rsiPeriod, rule.stochasticPeriod, rule.kSmoothing, rule.dSmoothing);
      return (t) => crosses(s.k, s.d, t, rule.direction);
    }
    case 'bollinger-bands': {
      const band = bollingerBands(bars[rule.source], rule.period, rule.deviations)[rule.band];
      return byTrigger(compare(bars[rule.source], band, rule.direction), rule.trigger);
    }
    case 'supertrend': {
      const line = supertrend(high, low, close, rule.period, rule.factor).line;
      return byTrigger(compare(line, bars[rule.source], rule.direction), rule.trigger);
    }
    case 'money-flow-index': {
      const line = moneyFlowIndex(high, low, close, volume, rule.period);
      return byTrigger(compare(line, rule.level, rule.direction), rule.trigger);
    }
    case 'accumulation-distribution': {
      const line = accumulationDistribution(high, low, close, volume);
      const change = Array.from(line, (v, t) => (t === 0 ? Number.NaN : v - line[t - 1]!));
      return byTrigger(compare(change, rule.level, rule.direction), rule.trigger);
    }
    case 'awesome-oscillator': {
      const line = awesomeOscillator(high, low, rule.fast, rule.slow);
      return byTrigger(compare(line, rule.level, rule.direction), rule.trigger);
    }
    case 'williams-r': {
      const line = williamsR(high, low, close, rule.period);
      return byTrigger(compare(line, rule.level, rule.direction), rule.trigger);
    }
    case 'pattern': {
      const mask = detectPatterns(bars).byKey[rule.pattern];
      return (t) => mask[t] === 1;
    }
    case 'pattern-invalidated': {
      const mask = detectPatterns(bars).byKey[rule.pattern];
      const span = PATTERN_EXAMPLES[rule.pattern].candles.length;
      const bullish = CANDLESTICK_PATTERNS.find((p) => p.key === rule.pattern)?.type !== 'bearish';
      return (t) => {
        let j = t;
        while (j >= 0 && mask[j] !== 1) j--;
        if (j < 0) return false;
        const first = Math.max(0, j - span + 1);
        if (bullish) return stands(close[t]!, Math.min(...low.subarray(first, j + 1)), 'below');
        return stands(close[t]!, Math.max(...high.subarray(first, j + 1)), 'above');
      };
    }
    case 'pattern-confirmed': {
      const mask = detectPatterns(bars).byKey[rule.pattern];
      const span = PATTERN_EXAMPLES[rule.pattern].candles.length;
      return (t) => {
        if (t === 0 || mask[t - 1] !== 1) return false;
        const first = Math.max(0, t - span);
        if (rule.direction === 'above')
          return stands(close[t]!, Math.max(...high.subarray(first, t)), 'above');
        return stands(close[t]!, Math.min(...low.subarray(first, t)), 'below');
      };
    }
    case 'general-pattern': {
      const masks = detectPatterns(bars).byKey;
      const keys = CANDLESTICK_PATTERNS.filter((p) => p.type === rule.type).map((p) => p.key);
      return (t) => keys.some((key) => masks[key][t] === 1);
    }
  }
}

/** The AND (`all`, the default) or the OR (`any`) of the rules on bar t; never without rules. */
export function referenceStrategy(
  bars: Bars,
  rules: readonly BacktestRule[],
  match: Match = 'all',
): (t: number) => boolean {
  const tests = rules.map((rule) => referenceRule(bars, rule));
  if (match === 'any') return (t) => tests.some((test) => test(t));
  return (t) => tests.length > 0 && tests.every((test) => test(t));
}
