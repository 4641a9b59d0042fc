import {
  FRESH_SIGNAL_GROUPS,
  freshSignalsAt,
  IndicatorCache,
  signalFlags,
  strategySignal,
} from '@nepse/core';
import { describe, expect, it } from 'vitest';
import { hasNepseData, realDataTitle } from '../../../core/test-support/nepse-data';
import { realMarket } from '../../../core/test-support/real-runs';
import { engineRuleOf } from '../backtest/engine-rule';
import { parseRule } from '../backtest/parse-rule';
import type { Side } from '../backtest/rule-fields';
import { freshSignalLinkedRule, freshSignalStrategyRule } from './fresh-signal-backtest-rules';

/** The engine's rule a group's back-test rule becomes on a side, through the server's own parsing. */
function engineRule(key: string, side: Side) {
  const rule = freshSignalStrategyRule(key, side);
  if (!rule) throw new Error(`no rule for ${key}`);
  const parsed = parseRule(rule, side);
  if (!parsed.ok) throw new Error(parsed.error);
  return engineRuleOf(parsed.value, side);
}

describe('the back-test rules of the Fresh Indicator Signals groups', () => {
  it('has a valid rule on both sides for every group', () => {
    for (const { key } of FRESH_SIGNAL_GROUPS) {
      for (const side of ['buy', 'sell'] as const) expect(() => engineRule(key, side)).not.toThrow();
    }
    expect(freshSignalLinkedRule('no-such-group', 'buy')).toBeUndefined();
  });

  it('buys on the golden cross (SMA CROSSOVER 50/200 >) and sells on its mirror', () => {
    expect(freshSignalLinkedRule('golden-cross', 'buy')).toEqual({
      name: 'SMA CROSSOVER',
      fields: { sma1_length: '50', sma2_length: '200', condition: '>' },
    });
    const cross = { kind: 'sma-crossover', period1: 50, period2: 200, source1: 'close', source2: 'close' };
    expect(engineRule('golden-cross', 'buy')).toEqual({ ...cross, direction: 'above' });
    expect(engineRule('golden-cross', 'sell')).toEqual({ ...cross, direction: 'below' });
    expect(engineRule('death-cross', 'buy')).toEqual({ ...cross, direction: 'below' });
  });

  it('names the indicator and the parameters of each event', () => {
    expect(engineRule('macd-cross-up', 'buy')).toMatchObject({
      kind: 'macd',
      fast: 12,
      slow: 26,
      signal: 9,
      direction: 'above',
    });
    expect(engineRule('rsi-cross-up-30', 'buy')).toMatchObject({
      kind: 'rsi',
      period: 14,
      level: 30,
      direction: 'above',
    });
    expect(engineRule('rsi-cross-down-70', 'buy')).toMatchObject({
      kind: 'rsi',
      level: 70,
      direction: 'below',
    });
    expect(engineRule('close-cross-down-sma200', 'sell')).toMatchObject({
      kind: 'sma',
      period: 200,
      direction: 'above',
    });
    // The line below the price is the up-trend.
    expect(engineRule('supertrend-up', 'buy')).toMatchObject({
      kind: 'supertrend',
      period: 10,
      factor: 3,
      direction: 'below',
    });
    expect(engineRule('bollinger-cross-up-upper', 'buy')).toMatchObject({
      kind: 'bollinger-bands',
      period: 20,
      deviations: 2,
      band: 'upper',
      direction: 'above',
    });
    expect(engineRule('bollinger-cross-down-lower', 'sell')).toMatchObject({
      band: 'lower',
      direction: 'above',
    });
    expect(engineRule('stoch-rsi-cross-down', 'buy')).toMatchObject({
      kind: 'stochastic-rsi',
      rsiPeriod: 14,
      stochasticPeriod: 14,
      kSmoothing: 3,
      dSmoothing: 3,
      direction: 'below',
    });
  });
});

describe.skipIf(!hasNepseData)(realDataTitle("each group's buy rule against its event, real bars"), () => {
  it('fires on exactly the sessions the event happens, over the last 15 sessions of every symbol', () => {
    const SESSIONS = 15;
    let events = 0;
    for (const bars of realMarket.values()) {
      const n = bars.close.length;
      const start = Math.max(1, n - SESSIONS);
      const cache = new IndicatorCache(bars);
      const happened = new Map<number, Set<string>>();
      for (let t = start; t < n; t++) happened.set(t, freshSignalsAt(bars, t));
      for (const { key } of FRESH_SIGNAL_GROUPS) {
        const flags = signalFlags(strategySignal([engineRule(key, 'buy')], cache), n, start, n - 1);
        for (let t = start; t < n; t++) {
          const event = happened.get(t)?.has(key) === true;
          if (event) events++;
          expect({ key, t, fires: flags[t] === 1 }).toEqual({ key, t, fires: event });
        }
      }
    }
    // Thousands of events: the comparison is not an empty one.
    expect(events).toBeGreaterThan(1000);
  });
});
