import { describe, expect, it } from 'vitest';
import { dailyBars, firesOn, type TestBar } from '../../test-support/daily-bars';
import { engineTrades } from '../../test-support/engine-trades';
import { referenceSimulate } from '../../test-support/reference-simulator';
import { epochDay, isoDate } from '../dates';
import { type SimulationOptions, simulate } from './simulate';
import type { TradedBars } from './traded-bars';

type Bar = Omit<TestBar, 'date'>;

/** One price all day: a bar locked at a limit when it is the band away from the close before. */
const still = (price: number): Bar => ({ open: price, high: price, low: price, close: price });

/**
 * Simulates the signals over bars on consecutive days from `first` (all of them in range), checks the engine
 * against the reference simulator, and gives the trades (day numbers from 0), the equity and the run.
 */
function run(
  rows: Bar[],
  buy: number[],
  sell: number[],
  options: Partial<SimulationOptions>,
  { first = '2025-03-02', noOpen }: { first?: string; noOpen?: number[] } = {},
) {
  const day0 = epochDay(first);
  const plain = dailyBars(rows.map((row, i) => ({ date: isoDate(day0 + i), ...row })));
  const bars: TradedBars =
    noOpen === undefined
      ? plain
      : { ...plain, noOpen: Uint8Array.from(rows, (_, i) => (noOpen.includes(i) ? 1 : 0)) };
  const all: SimulationOptions = { initialCapital: 10_000, costs: 'off', fill: 'next_open', ...options };
  const n = rows.length;
  const result = simulate(bars, firesOn(n, buy), firesOn(n, sell), 0, n - 1, all);
  const reference = referenceSimulate(
    bars,
    (i) => buy.includes(i),
    (i) => sell.includes(i),
    day0,
    day0 + n,
    all,
  );
  const trades = engineTrades(bars, result).map((t) => ({
    ...t,
    buyDate: t.buyDate - day0,
    sellDate: t.sellDate === 'Waiting' ? t.sellDate : t.sellDate - day0,
  }));
  expect(engineTrades(bars, result)).toEqual(reference.trades);
  expect([...result.equity]).toEqual(reference.equity);
  return { trades, equity: [...result.equity], result };
}

describe('whole traded shares', () => {
  it('adds floor(60 x 8 %) = 4 bonus shares to 60, the 0.8 dropped', () => {
    const F = 1.08;
    const { trades, equity } = run(
      [
        { open: 100 / F, close: 100 / F, tradedClose: 100 },
        { open: 100 / F, close: 100 / F, tradedClose: 100 },
        { open: 93, close: 93 },
        { open: 95, close: 95 },
        { open: 95, close: 95 },
      ],
      [0],
      [2],
      { initialCapital: 6_000 },
    );
    // 60 shares at 100 traded; on the ex-date 64 held at 93; sold at 95: 6,080, Rs 80 made.
    expect(trades).toHaveLength(1);
    const [t] = trades;
    expect(t).toMatchObject({
      tradedQuantity: 60,
      quantity: 64,
      tradedBuyPrice: 100,
      tradedSellPrice: 95,
      profit: 80,
    });
    expect(t!.buyPrice).toBe(100 / F);
    expect(Number.isInteger(t!.quantity)).toBe(true);
    expect(equity[2]).toBe(64 * 93);
  });

  it('buys at most the volume cap of the bar, in whole lots', () => {
    // Rs 100,000 at 100 would buy 1,000 shares; 10 % of 1,234 traded is 123.4: 120.
    const { trades } = run(
      [
        { open: 100, close: 100 },
        { open: 100, close: 100, volume: 1_234 },
        { open: 100, close: 100 },
      ],
      [0],
      [],
      { initialCapital: 100_000, volumeCapPercent: 10 },
    );
    expect(trades[0]?.tradedQuantity).toBe(120);
  });
});

describe('price exits on the Rs 0.10 tick', () => {
  it('rounds a take-profit of 110 x 1.1 up to 121.0, not 121.1', () => {
    const { trades } = run(
      [still(110), still(110), { open: 115, high: 125, low: 114, close: 120 }, still(120)],
      [0],
      [],
      { initialCapital: 11_000, takeProfitPercent: 10 },
    );
    expect(trades[0]).toMatchObject({ tradedSellPrice: 121, sellFill: 'level', exitReason: 'take-profit' });
    expect(trades[0]?.profit).toBe(1_100);
  });

  it('rounds a stop down and a take-profit up to the tick, and fills at the open beyond either', () => {
    const bars = (day2: Bar) => [still(1_453), still(1_453), day2, still(1_400)];
    // 1,453 x 0.95 = 1,380.35: sold at 1,380.30.
    const stop = run(bars({ open: 1_400, high: 1_410, low: 1_370, close: 1_390 }), [0], [], {
      initialCapital: 15_000,
      stopLossPercent: 5,
    });
    expect(stop.trades[0]).toMatchObject({
      tradedSellPrice: 1_380.3,
      sellFill: 'level',
      exitReason: 'stop-loss',
    });
    // 1,453 x 1.0537 = 1,531.0261: sold at 1,531.10.
    const take = run(bars({ open: 1_500, high: 1_540, low: 1_495, close: 1_520 }), [0], [], {
      initialCapital: 15_000,
      takeProfitPercent: 5.37,
    });
    expect(take.trades[0]).toMatchObject({ tradedSellPrice: 1_531.1, sellFill: 'level' });
    // Opened at 1,370, below the stop: sold at the open.
    const gap = run(bars({ open: 1_370, high: 1_375, low: 1_360, close: 1_365 }), [0], [], {
      initialCapital: 15_000,
      stopLossPercent: 5,
    });
    expect(gap.trades[0]).toMatchObject({ tradedSellPrice: 1_370, sellFill: 'open' });
  });
});

describe('bars locked at the band', () => {
  it('lets a buy wait through a session locked up and fill at the next open', () => {
    // 100 to 110 in one price: locked at the 10 % band. Bought the next day at 112: 100 shares of Rs 11,200.
    const { trades, equity } = run([still(100), still(110), { open: 112, close: 113 }, still(113)], [0], [], {
      initialCapital: 11_200,
    });
    expect(trades[0]).toMatchObject({ buyDate: 2, tradedBuyPrice: 112, tradedQuantity: 100, waited: 1 });
    expect(equity).toEqual([11_200, 11_200, 11_300, 11_300]);
  });

  it('fills on a bar that rose 10 % in one price once the band is 15 % (from 2026-04-20)', () => {
    const { trades } = run(
      [still(100), still(110), { open: 112, close: 113 }],
      [0],
      [],
      {},
      { first: '2026-05-03' },
    );
    expect(trades[0]).toMatchObject({ buyDate: 1, tradedBuyPrice: 110, waited: 0 });
  });

  it('drops a buy still waiting when the range ends', () => {
    const { trades } = run([still(100), still(110), still(121)], [0], [], {});
    expect(trades).toEqual([]);
  });

  it('lets a sale wait through sessions locked down, even after its signal is gone', () => {
    // Bought at 100 (100 shares); the sell signal of that close meets 90 and 81 locked down; sold at 80 on day 4.
    const { trades, equity } = run(
      [still(100), still(100), still(90), still(81), { open: 80, close: 79 }, still(79)],
      [0],
      [1],
      {},
    );
    expect(trades[0]).toMatchObject({
      buyDate: 1,
      sellDate: 4,
      tradedSellPrice: 80,
      waited: 2,
      exitReason: 'signal',
    });
    expect(equity).toEqual([10_000, 10_000, 9_000, 8_100, 8_000, 8_000]);
  });

  it('fills a stop reached on a bar locked down at the next open', () => {
    // Stop 5 % under 100 is reached on day 2, locked down at 90: sold at the open of day 3, 88.
    const { trades } = run(
      [still(100), still(100), still(90), { open: 88, high: 89, low: 85, close: 87 }, still(87)],
      [0],
      [],
      { stopLossPercent: 5 },
    );
    expect(trades[0]).toMatchObject({
      sellDate: 3,
      tradedSellPrice: 88,
      sellFill: 'open',
      exitReason: 'stop-loss',
      waited: 1,
    });
  });
});

describe('bars without a real open', () => {
  it('fills a next-open order on such a bar at its close, says so, and counts the bars', () => {
    const { trades, result } = run(
      [still(100), { open: 100, high: 105, low: 99, close: 104 }, still(104), { open: 103, close: 106 }],
      [0],
      [2],
      {},
      { noOpen: [1, 3] },
    );
    expect(trades[0]).toMatchObject({ buyDate: 1, tradedBuyPrice: 104, buyFill: 'close-without-open' });
    expect(trades[0]).toMatchObject({ sellDate: 3, tradedSellPrice: 106, sellFill: 'close-without-open' });
    expect(result.barsWithoutOpen).toBe(2);
  });
});
