import type { BacktestRule } from './rule';

/**
 * How many sessions, ending with the one a rule fires on, have their open read by what the rule compares there: 0
 * for a rule that reads no open (docs/decisions/back-test.md, "Rules that read the open"). A price compared on the
 * session reads its own open; an average of length n of the open reads the last n opens (an EMA and Wilder's RSI
 * too, counted by their length); an RSI of length n reads n changes, n + 1 opens; an average of such a line adds
 * its length less one; a crossover, or a level rule that starts, also compares the session before: one more.
 */
export function openWindow(rule: BacktestRule): number {
  const of = (source: string, sessions: number) => (source === 'open' ? sessions : 0);
  const starts = 'trigger' in rule && rule.trigger === 'starts' ? 1 : 0;
  switch (rule.kind) {
    case 'sma':
    case 'ema': {
      const read = Math.max(of(rule.source, 1), of(rule.averageSource, rule.period));
      return read > 0 ? read + starts : 0;
    }
    case 'sma-crossover':
    case 'ema-crossover': {
      const read = Math.max(of(rule.source1, rule.period1), of(rule.source2, rule.period2));
      return read > 0 ? read + 1 : 0;
    }
    case 'rsi':
      return of(rule.source, rule.period + 1 + starts);
    case 'rsi-crossover': {
      const against = rule.against === 'rsi' ? rule.againstPeriod + 1 : rule.period + rule.againstPeriod;
      return of(rule.source, Math.max(rule.period + 1, against) + 1);
    }
    case 'macd':
      return of(rule.source, Math.max(rule.fast, rule.slow) + rule.signal - 1 + starts);
    case 'bollinger-bands':
      return of(rule.source, rule.period + starts);
    case 'supertrend':
      return of(rule.source, 1 + starts);
    // No price source: highs, lows, closes and volumes, or candles whose opens the patterns check themselves. Listed
    // rather than defaulted, so that a new rule must say which opens it reads.
    case 'directional-movement':
    case 'stochastic-rsi':
    case 'money-flow-index':
    case 'accumulation-distribution':
    case 'awesome-oscillator':
    case 'williams-r':
    case 'pattern':
    case 'pattern-invalidated':
    case 'pattern-confirmed':
    case 'general-pattern':
      return 0;
    // The scan filters read traded and adjusted closes, highs, lows, volumes and turnover, never an open.
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
      return 0;
  }
}

/**
 * 1 on each session whose window of the last `sessions` sessions (itself included) holds one flagged in `noOpen`,
 * by a rolling count; `noOpen` itself for a window of one.
 */
export function openLessWithin(noOpen: Uint8Array, sessions: number): Uint8Array {
  if (sessions <= 1) return noOpen;
  const out = new Uint8Array(noOpen.length);
  let flagged = 0;
  for (let t = 0; t < noOpen.length; t++) {
    if (noOpen[t] === 1) flagged++;
    if (t >= sessions && noOpen[t - sessions] === 1) flagged--;
    out[t] = flagged > 0 ? 1 : 0;
  }
  return out;
}
