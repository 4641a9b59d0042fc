import fc from 'fast-check';
import type { FilterRule } from '../src/backtest/filter-rule';
import type { TradedBars } from '../src/backtest/traded-bars';
import { dailyBars } from './daily-bars';
import { seededRandom } from './seeded-random';

/** Random-walk bars on a 0.1 tick, with repeated closes and volumes (ties), traded closes with one issue. */
export function filterWalk(seed: number, n: number): TradedBars {
  const random = seededRandom(seed);
  let close = 100;
  const rows = Array.from({ length: n }, (_, i) => {
    close = Math.max(1, Math.round((close + (random() < 0.3 ? 0 : (random() - 0.5) * 8)) * 10) / 10);
    const high = close + Math.round(random() * 30) / 10;
    const low = Math.max(0.1, close - Math.round(random() * 30) / 10);
    const day = new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
    return { date: day, open: close, close, high, low, volume: 100 * Math.floor(random() * 5) };
  });
  const bars = dailyBars(rows);
  const factor = 1.2;
  const issue = Math.floor(n / 2);
  return {
    ...bars,
    tradedClose: Float64Array.from(bars.close, (c, t) => (t < issue ? c * factor : c)),
    turnover: Float64Array.from(bars.close, (c, t) => (t % 3 === 0 ? Number.NaN : c * 1000)),
    // Ranks on a 0.1 step with repeats, none before the tenth session.
    rsRank: Float64Array.from(bars.close, (_, t) => (t < 10 ? Number.NaN : Math.round(random() * 20) * 5)),
  };
}

/** A filter with random fields, small enough windows that random bars of 80 sessions reach them. */
export const arbitraryFilter: fc.Arbitrary<FilterRule> = fc.oneof(
  fc.record({
    kind: fc.constant('price' as const),
    min: fc.option(fc.integer({ min: 0, max: 150 }), { nil: undefined }),
    max: fc.option(fc.integer({ min: 0, max: 150 }), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('change-percent' as const),
    min: fc.option(fc.integer({ min: -10, max: 10 }), { nil: undefined }),
    max: fc.option(fc.integer({ min: -10, max: 10 }), { nil: undefined }),
  }),
  fc.record({
    kind: fc.constant('volume-ratio' as const),
    multiple: fc.constantFrom(0.5, 1, 1.5, 2, 3),
    sessions: fc.integer({ min: 1, max: 12 }),
  }),
  fc.record({ kind: fc.constant('turnover' as const), min: fc.integer({ min: 0, max: 200_000 }) }),
  fc.record({
    kind: fc.constantFrom('near-high' as const, 'near-low' as const),
    percent: fc.integer({ min: 0, max: 20 }),
    sessions: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('range-width' as const),
    percent: fc.integer({ min: 0, max: 30 }),
    sessions: fc.integer({ min: 1, max: 30 }),
  }),
  fc.record({
    kind: fc.constant('breakout' as const),
    lookback: fc.integer({ min: 1, max: 30 }),
    within: fc.integer({ min: 1, max: 8 }),
  }),
  fc.record({ kind: fc.constant('listed-sessions' as const), min: fc.integer({ min: 1, max: 80 }) }),
  fc.record({ kind: fc.constant('rs-rank' as const), min: fc.integer({ min: 0, max: 100 }) }),
);
