import { CANDLESTICK_PATTERNS, type PatternKey } from '../patterns/pattern-catalogue';
import { PATTERN_EXAMPLES } from '../patterns/pattern-examples';
import type { Bars } from '../series';
import type { IndicatorCache } from './indicator-cache';
import type { BacktestRule, Direction } from './rule';

/** 1 on bars t in [start, end] where a[t] stands to b[t] as `direction` says; NaN compares false. */
function level(
  a: Float64Array,
  b: Float64Array,
  direction: Direction,
  start: number,
  end: number,
  out: Uint8Array,
) {
  if (direction === 'above') for (let t = start; t <= end; t++) out[t] = a[t]! > b[t]! ? 1 : 0;
  else for (let t = start; t <= end; t++) out[t] = a[t]! < b[t]! ? 1 : 0;
}

function levelOf(
  a: Float64Array,
  value: number,
  direction: Direction,
  start: number,
  end: number,
  out: Uint8Array,
) {
  if (direction === 'above') for (let t = start; t <= end; t++) out[t] = a[t]! > value ? 1 : 0;
  else for (let t = start; t <= end; t++) out[t] = a[t]! < value ? 1 : 0;
}

/**
 * 1 on bars where a crosses b in `direction`: a[t-1] <= b[t-1] and a[t] > b[t] (above), or the mirror; a bar
 * whose previous values are missing (warm-up, the first bar) never crosses.
 */
function cross(
  a: Float64Array,
  b: Float64Array,
  direction: Direction,
  start: number,
  end: number,
  out: Uint8Array,
) {
  const from = Math.max(start, 1);
  if (direction === 'above') {
    for (let t = from; t <= end; t++) out[t] = a[t - 1]! <= b[t - 1]! && a[t]! > b[t]! ? 1 : 0;
  } else {
    for (let t = from; t <= end; t++) out[t] = a[t - 1]! >= b[t - 1]! && a[t]! < b[t]! ? 1 : 0;
  }
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
 * Bars where the close falls below the lowest low of the most recent occurrence's candles (a bullish pattern)
 * or rises above their highest high (bearish); occurrences before the range count.
 */
function invalidated(
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
    if (t >= start) out[t] = (bullish ? bars.close[t]! < reference : bars.close[t]! > reference) ? 1 : 0;
  }
}

/** Bars following an occurrence whose close is above its candles' highest high (or below their lowest low). */
function confirmed(
  cache: IndicatorCache,
  pattern: PatternKey,
  above: boolean,
  start: number,
  end: number,
  out: Uint8Array,
) {
  const { bars, mask, span } = occurrences(cache, pattern);
  for (let t = Math.max(start, 1); t <= end; t++) {
    if (mask[t - 1] !== 1) continue;
    const reference = extreme(bars, t - 1, span, !above);
    out[t] = (above ? bars.close[t]! > reference : bars.close[t]! < reference) ? 1 : 0;
  }
}

/** Bars where the one-bar change of `line` stands to `value` as `direction` says. */
function changeOf(
  line: Float64Array,
  value: number,
  direction: Direction,
  start: number,
  end: number,
  out: Uint8Array,
) {
  for (let t = Math.max(start, 1); t <= end; t++) {
    const change = line[t]! - line[t - 1]!;
    out[t] = (direction === 'above' ? change > value : change < value) ? 1 : 0;
  }
}

/**
 * Where one rule fires (DESIGN section 3's table), 1 per bar, for bars [start, end] of the cache's symbol
 * (0 elsewhere); its indicators come from the cache, computed over the whole history. Source: ours.
 */
export function ruleSignal(
  rule: BacktestRule,
  cache: IndicatorCache,
  start: number,
  end: number,
): Uint8Array {
  const bars = cache.bars;
  const out = new Uint8Array(bars.close.length);
  switch (rule.kind) {
    case 'sma':
      level(bars[rule.source], cache.sma(rule.averageSource, rule.period), rule.direction, start, end, out);
      break;
    case 'ema':
      level(bars[rule.source], cache.ema(rule.averageSource, rule.period), rule.direction, start, end, out);
      break;
    case 'sma-crossover':
    case 'ema-crossover': {
      const average = rule.kind === 'sma-crossover' ? cache.sma.bind(cache) : cache.ema.bind(cache);
      cross(
        average(rule.source1, rule.period1),
        average(rule.source2, rule.period2),
        rule.direction,
        start,
        end,
        out,
      );
      break;
    }
    case 'rsi':
      levelOf(cache.rsi(rule.source, rule.period), rule.level, rule.direction, start, end, out);
      break;
    case 'rsi-crossover': {
      const line = cache.rsi(rule.source, rule.period);
      const against =
        rule.against === 'rsi'
          ? cache.rsi(rule.source, rule.againstPeriod)
          : cache.rsiAverage(rule.against, rule.source, rule.period, rule.againstPeriod);
      cross(line, against, rule.direction, start, end, out);
      break;
    }
    case 'macd': {
      const m = cache.macd(rule.source, rule.fast, rule.slow, rule.signal);
      level(m.macd, m.signal, rule.direction, start, end, out);
      const value = rule.level;
      if (rule.direction === 'above')
        for (let t = start; t <= end; t++) out[t]! &= m.macd[t]! > value ? 1 : 0;
      else for (let t = start; t <= end; t++) out[t]! &= m.macd[t]! < value ? 1 : 0;
      break;
    }
    case 'directional-movement':
      level(
        cache.directionalMovement(rule.plusPeriod).plusDi,
        cache.directionalMovement(rule.minusPeriod).minusDi,
        rule.direction,
        start,
        end,
        out,
      );
      break;
    case 'stochastic-rsi': {
      const s = cache.stochasticRsi(rule.rsiPeriod, rule.stochasticPeriod, rule.kSmoothing, rule.dSmoothing);
      cross(s.k, s.d, rule.direction, start, end, out);
      break;
    }
    case 'bollinger-bands': {
      const bands = cache.bollingerBands(rule.source, rule.period, rule.deviations);
      level(bars[rule.source], bands[rule.band], rule.direction, start, end, out);
      break;
    }
    case 'supertrend':
      level(
        cache.supertrend(rule.period, rule.factor).line,
        bars[rule.source],
        rule.direction,
        start,
        end,
        out,
      );
      break;
    case 'money-flow-index':
      levelOf(cache.moneyFlowIndex(rule.period), rule.level, rule.direction, start, end, out);
      break;
    case 'accumulation-distribution':
      changeOf(cache.accumulationDistribution(), rule.level, rule.direction, start, end, out);
      break;
    case 'awesome-oscillator':
      levelOf(cache.awesomeOscillator(rule.fast, rule.slow), rule.level, rule.direction, start, end, out);
      break;
    case 'pattern':
      out.set(cache.patterns().byKey[rule.pattern].subarray(start, end + 1), start);
      break;
    case 'pattern-invalidated':
      invalidated(cache, rule.pattern, start, end, out);
      break;
    case 'pattern-confirmed':
      confirmed(cache, rule.pattern, rule.direction === 'above', start, end, out);
      break;
    case 'general-pattern': {
      const masks = cache.patterns();
      out.set((rule.type === 'bullish' ? masks.bullish : masks.bearish).subarray(start, end + 1), start);
      break;
    }
  }
  return out;
}

/** The AND of the rules' signals over bars [start, end]; no rule, or an empty range, never fires. */
export function strategySignal(
  rules: readonly BacktestRule[],
  cache: IndicatorCache,
  start: number,
  end: number,
): Uint8Array {
  const [first, ...rest] = rules;
  if (!first || end < start) return new Uint8Array(cache.bars.close.length);
  const out = ruleSignal(first, cache, start, end);
  for (const rule of rest) {
    const signal = ruleSignal(rule, cache, start, end);
    for (let t = start; t <= end; t++) out[t]! &= signal[t]!;
  }
  return out;
}
