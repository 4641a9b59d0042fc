import {
  type Bars,
  backtest,
  type CostsMode,
  EXIT_REASONS,
  type ExitReason,
  type FillMode,
  type Simulation,
} from '@nepse/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNepseData, realDataTitle } from '../../../core/test-support/nepse-data';
import { arbitraryExitPercent, realMarket } from '../../../core/test-support/real-runs';
import { seededRandom } from '../../../core/test-support/seeded-random';
import { arbitraryStrategy } from '../../test-support/arbitrary-rule';

// Core's engine with strategies drawn from the rule table, which lives here (core cannot import the contract).

/** Every fill of a run: bar, side (a sale's says why), price and what it moved. */
function fills(run: Simulation) {
  const t = run.trades;
  const out: { bar: number; side: 'buy' | ExitReason; price: number; amount: number }[] = [];
  for (let row = 0; row < t.count; row++) {
    out.push({ bar: t.buyIndex[row]!, side: 'buy', price: t.buyPrice[row]!, amount: t.basis[row]! });
    if (t.sellIndex[row]! >= 0) {
      const side = EXIT_REASONS[t.exitReason[row]!]!;
      out.push({ bar: t.sellIndex[row]!, side, price: t.sellPrice[row]!, amount: t.proceeds[row]! });
    }
  }
  return out;
}

/**
 * A copy of `bars` whose bars after `t` are replaced by a random walk from the close of t (same dates, daily
 * moves within 10 %, valid candles), so that the future is new but no strategy can compound it to absurd sums.
 * With `keepNextOpen` the open of t + 1 stays: a decision of t fills at it, and whether the cash buys a lot at
 * that price is the fill's business, not the decision's.
 */
function rewriteAfter(bars: Bars, t: number, seed: number, keepNextOpen: boolean): Bars {
  const copy: Bars = {
    date: bars.date,
    open: bars.open.slice(),
    high: bars.high.slice(),
    low: bars.low.slice(),
    close: bars.close.slice(),
    volume: bars.volume.slice(),
  };
  const random = seededRandom(seed);
  let previous = bars.close[t]! > 0 ? bars.close[t]! : 100;
  for (let i = t + 1; i < bars.date.length; i++) {
    const drawn = previous * (1 + 0.02 * (2 * random() - 1));
    const open = keepNextOpen && i === t + 1 ? bars.open[i]! : drawn;
    const close = previous * (1 + 0.1 * (2 * random() - 1));
    copy.open[i] = open;
    copy.close[i] = close;
    copy.high[i] = Math.max(open, close) * (1 + 0.03 * random());
    copy.low[i] = Math.min(open, close) * (1 - 0.03 * random());
    copy.volume[i] = Math.round(bars.volume[i]! * 2 * random());
    previous = close;
  }
  return copy;
}

describe.skipIf(!hasNepseData)(realDataTitle('no look-ahead, real bars'), () => {
  const symbols = [...realMarket.keys()].sort();

  it('never changes a trade decided on or before t when the bars after t change', () => {
    fc.assert(
      fc.property(
        fc.record({
          symbol: fc.nat({ max: symbols.length - 1 }),
          from: fc.double({ min: 0, max: 0.9, noNaN: true }),
          cut: fc.double({ min: 0, max: 1, noNaN: true }),
          seed: fc.nat(),
          strategy: arbitraryStrategy,
          costs: fc.constantFrom<CostsMode>('dated', 'today', 'off'),
          fill: fc.constantFrom<FillMode>('next_open', 'close'),
          stopLossPercent: arbitraryExitPercent(100),
          takeProfitPercent: arbitraryExitPercent(1000),
          trailingStopPercent: arbitraryExitPercent(100),
        }),
        (c) => {
          const bars = realMarket.get(symbols[c.symbol]!)!;
          const n = bars.date.length;
          const from = bars.date[Math.floor(c.from * (n - 1))]!;
          const options = {
            initialCapital: 100_000,
            costs: c.costs,
            fill: c.fill,
            from,
            to: bars.date[n - 1]!,
            stopLossPercent: c.stopLossPercent,
            takeProfitPercent: c.takeProfitPercent,
            trailingStopPercent: c.trailingStopPercent,
          };
          const before = backtest(bars, c.strategy, options).simulation;
          // Cut where a fill was decided when there is one (the bar a look-ahead would show on), else anywhere. A
          // price exit is decided on its own bar, from that bar's prices.
          const decisions = fills(before).map((f) =>
            c.fill === 'next_open' && (f.side === 'buy' || f.side === 'signal') ? f.bar - 1 : f.bar,
          );
          const t =
            decisions.length > 0
              ? decisions[Math.floor(c.cut * decisions.length)]!
              : before.start + Math.floor(c.cut * (before.end - before.start));
          const after = backtest(
            rewriteAfter(bars, t, c.seed, c.fill === 'next_open'),
            c.strategy,
            options,
          ).simulation;
          // Fills up to t are the same in every detail; a signal's fill on t + 1 at its open was decided on t (a price
          // exit on t + 1 was not: it reads that bar's low and high).
          const decidedBy = c.fill === 'next_open' ? t + 1 : t;
          const settled = (f: ReturnType<typeof fills>[number]) => f.bar <= t;
          expect(fills(after).filter(settled)).toEqual(fills(before).filter(settled));
          const decided = (run: Simulation) =>
            fills(run)
              .filter((f) => f.bar <= t || (f.bar === decidedBy && (f.side === 'buy' || f.side === 'signal')))
              .map((f) => [f.bar, f.side]);
          expect(decided(after)).toEqual(decided(before));
          expect([...after.equity.subarray(0, t - before.start + 1)]).toEqual([
            ...before.equity.subarray(0, t - before.start + 1),
          ]);
        },
      ),
      { numRuns: 300 },
    );
  });
});
