import { describe, expect, it } from 'vitest';
import { dailyBars, firesOn, type TestBar } from '../../test-support/daily-bars';
import { engineTrades } from '../../test-support/engine-trades';
import { referenceSimulate } from '../../test-support/reference-simulator';
import { epochDay, isoDate } from '../dates';
import { type SimulationOptions, simulate } from './simulate';

/** Rs 10,000, no costs, fills at the next open: 100 shares at 100. */
const PLAIN: SimulationOptions = { initialCapital: 10_000, costs: 'off', fill: 'next_open' };

type Bar = Omit<TestBar, 'date'>;

/**
 * Simulates the signals over bars on consecutive days (the whole of them in range) and checks the engine against
 * the reference simulator; the trades as dates (day numbers from 0), prices, reasons and the equity.
 */
function run(rows: Bar[], buy: number[], sell: number[], options: Partial<SimulationOptions>) {
  const first = epochDay('2024-01-01');
  const bars = dailyBars(rows.map((row, i) => ({ date: isoDate(first + i), ...row })));
  const all = { ...PLAIN, ...options };
  const n = rows.length;
  const result = simulate(bars, firesOn(n, buy), firesOn(n, sell), 0, n - 1, all);
  const reference = referenceSimulate(
    bars,
    (i) => buy.includes(i),
    (i) => sell.includes(i),
    first,
    first + n,
    all,
  );
  const trades = engineTrades(bars, result);
  expect(trades).toEqual(reference.trades);
  expect([...result.equity]).toEqual(reference.equity);
  return {
    trades: trades.map((t) => ({
      bought: t.buyDate - first,
      buyPrice: t.buyPrice,
      sold: t.sellDate === 'Waiting' ? null : t.sellDate - first,
      sellPrice: t.sellPrice,
      reason: t.exitReason,
    })),
    equity: [...result.equity],
    finalCapital: result.finalCapital,
  };
}

/** A quiet bar at `price`. */
const flat = (price: number): Bar => ({ open: price, close: price });

describe('price exits, worked by hand', () => {
  it('sells at the open when it gaps below the stop, and never on the fill bar', () => {
    // Bought at 100 on bar 1 (whose low of 80 is not checked); stop-loss 5 % = 95; bar 2 opens at 90 below it.
    const { trades, equity } = run(
      [
        flat(100),
        { open: 100, high: 102, low: 80, close: 101 },
        { open: 90, high: 91, low: 88, close: 89 },
        flat(89),
      ],
      [0],
      [],
      { stopLossPercent: 5 },
    );
    expect(trades).toEqual([{ bought: 1, buyPrice: 100, sold: 2, sellPrice: 90, reason: 'stop-loss' }]);
    expect(equity).toEqual([10_000, 10_100, 9_000, 9_000]);
  });

  it('sells at the stop level when the low passes through it', () => {
    const { trades } = run(
      [flat(100), flat(100), { open: 99, high: 99, low: 94, close: 96 }, flat(96)],
      [0],
      [],
      { stopLossPercent: 5 },
    );
    expect(trades).toEqual([{ bought: 1, buyPrice: 100, sold: 2, sellPrice: 95, reason: 'stop-loss' }]);
  });

  it('counts the stop when a take-profit and a stop are both reached on one bar', () => {
    // Stop 95, take-profit 110: bar 2 ranges from 94 to 112.
    const { trades } = run(
      [flat(100), flat(100), { open: 100, high: 112, low: 94, close: 111 }, flat(111)],
      [0],
      [],
      { stopLossPercent: 5, takeProfitPercent: 10 },
    );
    expect(trades).toEqual([{ bought: 1, buyPrice: 100, sold: 2, sellPrice: 95, reason: 'stop-loss' }]);
  });

  it('takes the profit at its level, or at the open above it', () => {
    const at = run(
      [flat(100), flat(100), { open: 104, high: 111, low: 103, close: 105 }, flat(105)],
      [0],
      [],
      {
        takeProfitPercent: 10,
      },
    );
    // P(1 + 10/100) is 110.00000000000001 in floating point: within a tie of the tick 110.0, so on it.
    expect(100 * (1 + 10 / 100)).toBe(110.00000000000001);
    expect(at.trades).toEqual([{ bought: 1, buyPrice: 100, sold: 2, sellPrice: 110, reason: 'take-profit' }]);
    const gap = run(
      [flat(100), flat(100), { open: 115, high: 116, low: 114, close: 115 }, flat(115)],
      [0],
      [],
      {
        takeProfitPercent: 10,
      },
    );
    expect(gap.trades).toEqual([
      { bought: 1, buyPrice: 100, sold: 2, sellPrice: 115, reason: 'take-profit' },
    ]);
  });

  it('trails the highest high to the bar before: a trailing stop after a new high', () => {
    // Trailing 10 %, stop-loss 5 % (95). Bar 2 makes a high of 120 (the stop still trails 100: 90, not reached
    // by its low of 110); bar 3 trails 120: 108, above 95, reached by its low of 105, and opens at 115.
    const { trades } = run(
      [
        flat(100),
        flat(100),
        { open: 112, high: 120, low: 110, close: 118 },
        { open: 115, high: 116, low: 105, close: 106 },
        flat(106),
      ],
      [0],
      [],
      { stopLossPercent: 5, trailingStopPercent: 10 },
    );
    expect(trades).toEqual([{ bought: 1, buyPrice: 100, sold: 3, sellPrice: 108, reason: 'trailing-stop' }]);
  });

  it('fills an exit on the last bar of the range', () => {
    const { trades, equity, finalCapital } = run(
      [flat(100), flat(100), { open: 98, high: 98, low: 90, close: 97 }],
      [0],
      [],
      {
        stopLossPercent: 5,
      },
    );
    expect(trades).toEqual([{ bought: 1, buyPrice: 100, sold: 2, sellPrice: 95, reason: 'stop-loss' }]);
    expect(equity.at(-1)).toBe(9_500);
    expect(finalCapital).toBe(9_500);
  });

  it('opens a new position on a buy signal at the close of the bar of an exit', () => {
    const rows = [flat(100), flat(100), { open: 100, high: 100, low: 90, close: 92 }, flat(92), flat(92)];
    const next = run(rows, [0, 2], [], { stopLossPercent: 5 });
    expect(next.trades).toEqual([
      { bought: 1, buyPrice: 100, sold: 2, sellPrice: 95, reason: 'stop-loss' },
      { bought: 3, buyPrice: 92, sold: null, sellPrice: 92, reason: null },
    ]);
    // Filled at the close, the new position opens on the exit's bar itself.
    const close = run(rows, [0, 2], [], { stopLossPercent: 5, fill: 'close' });
    expect(close.trades).toEqual([
      { bought: 0, buyPrice: 100, sold: 2, sellPrice: 95, reason: 'stop-loss' },
      { bought: 2, buyPrice: 92, sold: null, sellPrice: 92, reason: null },
    ]);
  });

  it('lets a sell signal filled at the open come first, and says so', () => {
    // Sell signal on bar 2, filled at bar 3's open of 99 before its low of 90 is reached.
    const { trades } = run(
      [flat(100), flat(100), flat(100), { open: 99, high: 99, low: 90, close: 91 }, flat(91)],
      [0],
      [2],
      { stopLossPercent: 5 },
    );
    expect(trades).toEqual([{ bought: 1, buyPrice: 100, sold: 3, sellPrice: 99, reason: 'signal' }]);
  });

  it('charges an exit as any sale', () => {
    // In January 2024 the commission row of 2020-12-27 (0.40 % up to Rs 50,000). 90 shares at 100 cost 9,000 + 36
    // + 1.35 = 9,037.35 (100 would cost 10,041.50). Sold at 95: 8,550 - 34.20 - 1.2825 - 25 = 8,489.5175, no tax
    // on a loss.
    const { finalCapital } = run(
      [flat(100), flat(100), { open: 98, high: 98, low: 90, close: 97 }, flat(97)],
      [0],
      [],
      {
        stopLossPercent: 5,
        costs: 'dated',
      },
    );
    expect(finalCapital).toBeCloseTo(10_000 - 9_037.35 + 8_489.5175, 9);
  });
});
