import { type Bars, IndicatorCache, signalFlags, strategySignal } from '@nepse/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { referenceOpenWindow, referenceRule } from '../../../core/test-support/reference-rules';
import { seededRandom } from '../../../core/test-support/seeded-random';
import { arbitraryStrategyRule, parsedRule } from '../../test-support/arbitrary-rule';
import { engineRuleOf } from './engine-rule';
import { PRICE_SOURCES, type Side } from './rule-fields';
import { indicatorRuleDefinition } from './rule-table';
import type { StrategyRule } from './strategy-rule';

/**
 * A random walk of `length` valid candles on consecutive days, about `share` of them flagged as having no real
 * open (their open column still holds a number, as the store keeps it).
 */
function randomBars(length: number, seed: number, share: number): Bars {
  const random = seededRandom(seed);
  const bars = {
    date: Int32Array.from({ length }, (_, i) => 19_000 + i),
    open: new Float64Array(length),
    high: new Float64Array(length),
    low: new Float64Array(length),
    close: new Float64Array(length),
    volume: new Float64Array(length),
    noOpen: new Uint8Array(length),
  };
  let previous = 100;
  for (let i = 0; i < length; i++) {
    const open = previous * (1 + 0.03 * (2 * random() - 1));
    const close = previous * (1 + 0.05 * (2 * random() - 1));
    bars.open[i] = open;
    bars.close[i] = close;
    bars.high[i] = Math.max(open, close) * (1 + 0.02 * random());
    bars.low[i] = Math.min(open, close) * (1 - 0.02 * random());
    bars.volume[i] = Math.round(1_000 * random());
    bars.noOpen[i] = +(random() < share);
    previous = close;
  }
  return bars;
}

/** Whether a drawn rule reads the open: one of its price-source fields names it. */
function readsOpen(rule: StrategyRule): boolean {
  const definition = indicatorRuleDefinition(rule.name);
  return (
    definition?.fields.some(
      (field) =>
        field.type.kind === 'choice' && field.type.options === PRICE_SOURCES && rule[field.key] === 'open',
    ) === true
  );
}

/** The bars over the whole history where a rule fires on `side`, as the engine reads it. */
function firing(bars: Bars, rule: StrategyRule, side: Side): Uint8Array {
  const engine = engineRuleOf(parsedRule(rule, side), side);
  const n = bars.close.length;
  return signalFlags(strategySignal([engine], new IndicatorCache(bars)), n, 0, n - 1);
}

/** Whether one of the `window` bars ending at t is flagged. */
function holdsFlag(noOpen: Uint8Array, t: number, window: number): boolean {
  return noOpen.subarray(Math.max(0, t - window + 1), t + 1).includes(1);
}

describe('rules that read the open on bars without a real one', () => {
  it('never fire on a session whose window of opens holds such a bar, and fire elsewhere as without the flags', () => {
    fc.assert(
      fc.property(
        arbitraryStrategyRule.filter(readsOpen),
        fc.constantFrom<Side>('buy', 'sell'),
        fc.integer({ min: 30, max: 300 }),
        fc.nat(),
        // Windows run to tens of sessions: flags sparse enough that some sessions are clear of them.
        fc.double({ min: 0.002, max: 0.2, noNaN: true }),
        (rule, side, length, seed, share) => {
          const bars = randomBars(length, seed, share);
          const { noOpen, ...unflagged } = bars;
          const flagged = firing(bars, rule, side);
          const plain = firing(unflagged, rule, side);
          const engine = engineRuleOf(parsedRule(rule, side), side);
          const reference = referenceRule(bars, engine);
          const window = referenceOpenWindow(engine);
          expect(window).toBeGreaterThan(0);
          for (let t = 0; t < length; t++) {
            const expected = noOpen !== undefined && holdsFlag(noOpen, t, window) ? 0 : plain[t];
            expect({ t, fires: flagged[t] }).toEqual({ t, fires: expected });
            expect(reference(t)).toBe(expected === 1);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('draws rules that fire at all: the property is not an empty one', () => {
    const rules = fc.sample(arbitraryStrategyRule.filter(readsOpen), { numRuns: 100, seed: 3 });
    const fired = rules.filter((rule) => firing(randomBars(300, 7, 0.01), rule, 'buy').includes(1));
    expect(fired.length).toBeGreaterThan(20);
  });
});
