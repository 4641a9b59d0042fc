import { CANDLESTICK_PATTERNS, type PatternKey } from '../patterns/pattern-catalogue';
import { PATTERN_EXAMPLES } from '../patterns/pattern-examples';
import type { Bars } from '../series';
import type { IndicatorCache } from './indicator-cache';
import type { BacktestRule, Direction } from './rule';

// Every writer below ANDs its rule into `out` over bars [start, end], touching each bar once and without a
// branch per bar (the comparisons flip unpredictably), so that a strategy's rules fold into one array.

/** a[t] > b[t]; NaN compares false. `below` is the same with a and b swapped. */
function andAbove(a: Float64Array, b: Float64Array, start: number, end: number, out: Uint8Array) {
  for (let t = start; t <= end; t++) out[t]! &= +(a[t]! > b[t]!);
}

function andLevel(
  a: Float64Array,
  b: Float64Array,
  direction: Direction,
  start: number,
  end: number,
  out: Uint8Array,
) {
  if (direction === 'above') andAbove(a, b, start, end, out);
  else andAbove(b, a, start, end, out);
}

function andLevelOf(
  a: Float64Array,
  value: number,
  direction: Direction,
  start: number,
  end: number,
  out: Uint8Array,
) {
  if (direction === 'above') for (let t = start; t <= end; t++) out[t]! &= +(a[t]! > value);
  else for (let t = start; t <= end; t++) out[t]! &= +(a[t]! < value);
}

/**
 * a crosses b in `direction`: a[t-1] <= b[t-1] and a[t] > b[t] (above), or the mirror; a bar whose previous
 * values are missing (the warm-up, the first bar) never crosses.
 */
function andCross(
  a: Float64Array,
  b: Float64Array,
  direction: Direction,
  start: number,
  end: number,
  out: Uint8Array,
) {
  const [x, y] = direction === 'above' ? [a, b] : [b, a];
  if (start === 0) out[0] = 0;
  for (let t = Math.max(start, 1); t <= end; t++) out[t]! &= +(x[t - 1]! <= y[t - 1]!) & +(x[t]! > y[t]!);
}

/** The one-bar change of `line` against `value`; the first bar has none. */
function andChangeOf(
  line: Float64Array,
  value: number,
  direction: Direction,
  start: number,
  end: number,
  out: Uint8Array,
) {
  if (start === 0) out[0] = 0;
  const sign = direction === 'above' ? 1 : -1;
  for (let t = Math.max(start, 1); t <= end; t++)
    out[t]! &= +(sign * (line[t]! - line[t - 1]!) > sign * value);
}

function andMask(mask: Uint8Array, start: number, end: number, out: Uint8Array) {
  for (let t = start; t <= end; t++) out[t]! &= mask[t]!;
}

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
 * The close falls below the lowest low of the most recent occurrence's candles (a bullish pattern) or rises
 * above their highest high (bearish); occurrences before the range count.
 */
function andInvalidated(
  cache: IndicatorCache,
  pattern: PatternKey,
  start: number,
  end: number,
  out: Uint8Array,
) {
  const { bars, mask, span } = occurrences(cache, pattern);
  const bullish = PATTERN_TYPE.get(pattern) !== 'bearish';
  let reference = Number.NaN;
  for (let t = 0; t <= end; t++) {
    if (mask[t] === 1) reference = extreme(bars, t, span, bullish);
    if (t >= start) out[t]! &= +(bullish ? bars.close[t]! < reference : bars.close[t]! > reference);
  }
}

/** An occurrence on the bar before, and the close above its candles' highest high (or below their lowest low). */
function andConfirmed(
  cache: IndicatorCache,
  pattern: PatternKey,
  above: boolean,
  start: number,
  end: number,
  out: Uint8Array,
) {
  const { bars, mask, span } = occurrences(cache, pattern);
  if (start === 0) out[0] = 0;
  for (let t = Math.max(start, 1); t <= end; t++) {
    if (mask[t - 1] !== 1) out[t] = 0;
    else {
      const reference = extreme(bars, t - 1, span, !above);
      out[t]! &= +(above ? bars.close[t]! > reference : bars.close[t]! < reference);
    }
  }
}

/** ANDs where one rule fires (DESIGN section 3's table) into `out` over bars [start, end]. */
function andRule(
  rule: BacktestRule,
  cache: IndicatorCache,
  start: number,
  end: number,
  out: Uint8Array,
): void {
  const bars = cache.bars;
  switch (rule.kind) {
    case 'sma':
      andLevel(
        bars[rule.source],
        cache.sma(rule.averageSource, rule.period),
        rule.direction,
        start,
        end,
        out,
      );
      return;
    case 'ema':
      andLevel(
        bars[rule.source],
        cache.ema(rule.averageSource, rule.period),
        rule.direction,
        start,
        end,
        out,
      );
      return;
    case 'sma-crossover':
    case 'ema-crossover': {
      const sma = rule.kind === 'sma-crossover';
      const one = sma ? cache.sma(rule.source1, rule.period1) : cache.ema(rule.source1, rule.period1);
      const two = sma ? cache.sma(rule.source2, rule.period2) : cache.ema(rule.source2, rule.period2);
      andCross(one, two, rule.direction, start, end, out);
      return;
    }
    case 'rsi':
      andLevelOf(cache.rsi(rule.source, rule.period), rule.level, rule.direction, start, end, out);
      return;
    case 'rsi-crossover': {
      const line = cache.rsi(rule.source, rule.period);
      const against =
        rule.against === 'rsi'
          ? cache.rsi(rule.source, rule.againstPeriod)
          : cache.rsiAverage(rule.against, rule.source, rule.period, rule.againstPeriod);
      andCross(line, against, rule.direction, start, end, out);
      return;
    }
    case 'macd': {
      const m = cache.macd(rule.source, rule.fast, rule.slow, rule.signal);
      andLevel(m.macd, m.signal, rule.direction, start, end, out);
      andLevelOf(m.macd, rule.level, rule.direction, start, end, out);
      return;
    }
    case 'directional-movement': {
      const plus = cache.directionalMovement(rule.plusPeriod).plusDi;
      andLevel(plus, cache.directionalMovement(rule.minusPeriod).minusDi, rule.direction, start, end, out);
      return;
    }
    case 'stochastic-rsi': {
      const s = cache.stochasticRsi(rule.rsiPeriod, rule.stochasticPeriod, rule.kSmoothing, rule.dSmoothing);
      andCross(s.k, s.d, rule.direction, start, end, out);
      return;
    }
    case 'bollinger-bands': {
      const bands = cache.bollingerBands(rule.source, rule.period, rule.deviations);
      andLevel(bars[rule.source], bands[rule.band], rule.direction, start, end, out);
      return;
    }
    case 'supertrend':
      andLevel(
        cache.supertrend(rule.period, rule.factor).line,
        bars[rule.source],
        rule.direction,
        start,
        end,
        out,
      );
      return;
    case 'money-flow-index':
      andLevelOf(cache.moneyFlowIndex(rule.period), rule.level, rule.direction, start, end, out);
      return;
    case 'accumulation-distribution':
      andChangeOf(cache.accumulationDistribution(), rule.level, rule.direction, start, end, out);
      return;
    case 'awesome-oscillator':
      andLevelOf(cache.awesomeOscillator(rule.fast, rule.slow), rule.level, rule.direction, start, end, out);
      return;
    case 'pattern':
      andMask(cache.patterns().byKey[rule.pattern], start, end, out);
      return;
    case 'pattern-invalidated':
      andInvalidated(cache, rule.pattern, start, end, out);
      return;
    case 'pattern-confirmed':
      andConfirmed(cache, rule.pattern, rule.direction === 'above', start, end, out);
      return;
    case 'general-pattern': {
      const masks = cache.patterns();
      andMask(rule.type === 'bullish' ? masks.bullish : masks.bearish, start, end, out);
      return;
    }
  }
}

/**
 * Where the AND of the rules fires, 1 per bar, over bars [start, end] of the cache's symbol, written into `out`
 * (a fresh array by default; bars outside the range are left as they are); no rule never fires. Each rule
 * fires per DESIGN section 3's table, from indicators computed over the whole history. Source: ours.
 */
export function strategySignal(
  rules: readonly BacktestRule[],
  cache: IndicatorCache,
  start: number,
  end: number,
  out: Uint8Array = new Uint8Array(cache.bars.close.length),
): Uint8Array {
  if (end < start) return out;
  out.fill(rules.length > 0 ? 1 : 0, start, end + 1);
  for (const rule of rules) andRule(rule, cache, start, end, out);
  return out;
}

/** Where one rule fires over bars [start, end] (0 elsewhere). */
export function ruleSignal(
  rule: BacktestRule,
  cache: IndicatorCache,
  start: number,
  end: number,
): Uint8Array {
  return strategySignal([rule], cache, start, end);
}
