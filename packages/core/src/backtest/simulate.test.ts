import { describe, expect, it } from 'vitest';
import { dailyBars, firesOn, type TestBar } from '../../test-support/daily-bars';
import { isoDate } from '../dates';
import { type SimulationOptions, simulate } from './simulate';
import { tradeProfit, tradeProfitPercentage } from './trade-log';

// Dates from 2025 on: the commission row of 2024-05-14 and the tax regime of 2021-07-16.
const COSTS: SimulationOptions = { initialCapital: 100_000, costs: 'dated', fill: 'next_open' };

function run(rows: TestBar[], buy: number[], sell: number[], options: Partial<SimulationOptions> = {}) {
  const bars = dailyBars(rows);
  const result = simulate(bars, firesOn(rows.length, buy), firesOn(rows.length, sell), 0, rows.length - 1, {
    ...COSTS,
    ...options,
  });
  const trades = Array.from({ length: result.trades.count }, (_, row) => {
    const t = result.trades;
    const sold = t.sellIndex[row]! >= 0;
    return {
      buy: isoDate(bars.date[t.buyIndex[row]!]!),
      quantity: t.quantity[row]!,
      tradedQuantity: t.tradedQuantity[row]!,
      buyPrice: t.buyPrice[row]!,
      basis: t.basis[row]!,
      sell: sold ? isoDate(bars.date[t.sellIndex[row]!]!) : 'open',
      sellPrice: t.sellPrice[row]!,
      proceeds: t.proceeds[row]!,
      tax: t.tax[row]!,
      fees: t.buyFees[row]! + t.sellFees[row]!,
      profit: sold ? tradeProfit(t, row) : null,
      profitPercentage: sold ? tradeProfitPercentage(t, row) : null,
    };
  });
  return { ...result, trades };
}

/** Buy signal on the first bar, filled at the second bar's open; sell signal on the third, filled at the fourth's. */
function roundTrip(capital: number, buyPrice: number, sellPrice: number, buyDay: string, sellDay: string) {
  const rows: TestBar[] = [
    { date: '2024-12-30', open: buyPrice, close: buyPrice },
    { date: buyDay, open: buyPrice, close: buyPrice },
    { date: sellDay, open: sellPrice, close: sellPrice },
    { date: isoDate(Date.parse(`${sellDay}T00:00:00Z`) / 86_400_000 + 1), open: sellPrice, close: sellPrice },
    { date: isoDate(Date.parse(`${sellDay}T00:00:00Z`) / 86_400_000 + 2), open: sellPrice, close: sellPrice },
  ];
  // The sell signal is on bar 2 so that the fill (bar 3) is one day after sellDay; the dates below say so.
  return run(rows, [0], [2], { initialCapital: capital });
}

describe('costs at each commission slab, worked by hand', () => {
  it('slab up to 50,000 at the Rs 10 minimum, short-term tax', () => {
    // Rs 2,000 at Rs 50: 40 shares would cost 2,000 + 10 + 0.30 = 2,010.30; 30 cost 1,500 + 10 (0.36 % is
    // 5.40) + 0.225 = 1,510.225. Sold at 60: 1,800 - 10 - 0.27 - 25 = 1,764.73; gain 254.505; tax 7.5 % =
    // 19.087875; profit 235.417125 = 15.5882 % of 1,510.225; cash 489.775 + 1,764.73 - 19.087875.
    const { trades, finalCapital } = roundTrip(2_000, 50, 60, '2025-01-01', '2025-03-01');
    expect(trades).toHaveLength(1);
    const [t] = trades;
    expect(t?.quantity).toBe(30);
    expect(t?.basis).toBeCloseTo(1_510.225, 9);
    expect(t?.proceeds).toBeCloseTo(1_764.73, 9);
    expect(t?.tax).toBeCloseTo(19.087875, 9);
    expect(t?.profit).toBeCloseTo(235.417125, 9);
    expect(t?.profitPercentage).toBeCloseTo(15.588215, 5);
    expect(t?.fees).toBeCloseTo(10.225 + 10 + 0.27 + 25 + 19.087875, 9);
    expect(finalCapital).toBeCloseTo(2_235.417125, 9);
  });

  it('slab up to 50,000 at 0.36 %, held over a year: 5 % tax', () => {
    // Rs 40,000 at 100: 390 shares cost 39,000 + 140.40 + 5.85 = 39,146.25 (400 would cost 40,150).
    // Sold at 120 on 2026-02-06, 401 days later: 46,800 - 168.48 - 7.02 - 25 = 46,599.50; gain 7,453.25;
    // tax 5 % = 372.6625; profit 7,080.5875 (18.0875 %).
    const { trades, finalCapital } = roundTrip(40_000, 100, 120, '2025-01-01', '2026-02-05');
    const [t] = trades;
    expect(t?.quantity).toBe(390);
    expect(t?.basis).toBeCloseTo(39_146.25, 9);
    expect(t?.proceeds).toBeCloseTo(46_599.5, 9);
    expect(t?.tax).toBeCloseTo(372.6625, 9);
    expect(t?.profit).toBeCloseTo(7_080.5875, 9);
    expect(t?.profitPercentage).toBeCloseTo(18.087524, 5);
    expect(finalCapital).toBeCloseTo(47_080.5875, 9);
  });

  it('slab up to 500,000 at 0.33 %, short-term tax', () => {
    // Rs 100,000 at 100: 990 shares cost 99,000 + 326.70 + 14.85 = 99,341.55. Sold at 110: 108,900 -
    // 359.37 - 16.335 - 25 = 108,499.295; gain 9,157.745; tax 7.5 % = 686.830875; profit 8,470.914125
    // (8.5271 %).
    const { trades, finalCapital } = roundTrip(100_000, 100, 110, '2025-01-01', '2025-01-30');
    const [t] = trades;
    expect(t?.quantity).toBe(990);
    expect(t?.basis).toBeCloseTo(99_341.55, 9);
    expect(t?.proceeds).toBeCloseTo(108_499.295, 9);
    expect(t?.tax).toBeCloseTo(686.830875, 9);
    expect(t?.profit).toBeCloseTo(8_470.914125, 8);
    expect(t?.profitPercentage).toBeCloseTo(8.527061, 5);
    expect(finalCapital).toBeCloseTo(108_470.914125, 8);
  });

  it('slab up to 2,000,000 at 0.306 %, a loss pays no tax', () => {
    // Rs 1,000,000 at 500: 1,990 shares cost 995,000 + 3,044.70 + 149.25 = 998,193.95 (2,000 would cost
    // 1,003,210). Sold at 450: 895,500 - 2,740.23 - 134.325 - 25 = 892,600.445; profit -105,593.505, no tax.
    const { trades, finalCapital } = roundTrip(1_000_000, 500, 450, '2025-01-01', '2025-06-01');
    const [t] = trades;
    expect(t?.quantity).toBe(1_990);
    expect(t?.basis).toBeCloseTo(998_193.95, 8);
    expect(t?.proceeds).toBeCloseTo(892_600.445, 8);
    expect(t?.tax).toBe(0);
    expect(t?.profit).toBeCloseTo(-105_593.505, 8);
    expect(finalCapital).toBeCloseTo(894_406.495, 8);
  });

  it('slab up to 10,000,000 at 0.27 %', () => {
    // Rs 5,000,000 at 1,000: 4,980 shares cost 4,980,000 + 13,446 + 747 = 4,994,193. Sold at 1,000:
    // 4,980,000 - 13,446 - 747 - 25 = 4,965,782; profit -28,411.
    const { trades } = roundTrip(5_000_000, 1_000, 1_000, '2025-01-01', '2025-06-01');
    const [t] = trades;
    expect(t?.quantity).toBe(4_980);
    expect(t?.basis).toBeCloseTo(4_994_193, 7);
    expect(t?.proceeds).toBeCloseTo(4_965_782, 7);
    expect(t?.profit).toBeCloseTo(-28_411, 7);
  });

  it('slab above 10,000,000 at 0.243 %', () => {
    // Rs 20,000,000 at 2,000: 9,970 shares cost 19,940,000 + 48,454.20 + 2,991 = 19,991,445.20 (9,980 would cost
    // 20,011,496.80). Sold at 2,200: 21,934,000 - 53,299.62 - 3,290.10 - 25 = 21,877,385.28; gain 1,885,940.08;
    // tax 7.5 % = 141,445.506; profit 1,744,494.574.
    const { trades, finalCapital } = roundTrip(20_000_000, 2_000, 2_200, '2025-01-01', '2025-06-01');
    const [t] = trades;
    expect(t?.quantity).toBe(9_970);
    expect(t?.basis).toBeCloseTo(19_991_445.2, 7);
    expect(t?.proceeds).toBeCloseTo(21_877_385.28, 7);
    expect(t?.tax).toBeCloseTo(141_445.506, 7);
    expect(t?.profit).toBeCloseTo(1_744_494.574, 6);
    expect(finalCapital).toBeCloseTo(21_744_494.574, 6);
  });

  it('taxes 365 days held at 7.5 % and 366 at 5 %', () => {
    // Bought 2025-01-02 (the second bar), sold the day after the sell signal's bar.
    // 2025-01-02 .. 2026-01-02 is 365 days; .. 2026-01-03 is 366. Same prices as the 0.33 % case: gain 9,157.745.
    const short = roundTrip(100_000, 100, 110, '2025-01-02', '2026-01-01').trades[0];
    const long = roundTrip(100_000, 100, 110, '2025-01-02', '2026-01-02').trades[0];
    expect(short?.tax).toBeCloseTo(9_157.745 * 0.075, 9);
    expect(long?.tax).toBeCloseTo(9_157.745 * 0.05, 9);
  });

  it('without costs buys every lot the cash pays for and sells at the plain value', () => {
    // 100,000 at 100: 1,000 shares; sold at 110: 110,000, no tax.
    const off = run(
      [
        { date: '2025-01-01', open: 100, close: 100 },
        { date: '2025-01-02', open: 100, close: 100 },
        { date: '2025-01-03', open: 110, close: 110 },
        { date: '2025-01-04', open: 110, close: 110 },
      ],
      [0],
      [2],
      { costs: 'off' },
    );
    expect(off.trades[0]).toMatchObject({
      quantity: 1_000,
      basis: 100_000,
      proceeds: 110_000,
      tax: 0,
      fees: 0,
    });
    expect(off.finalCapital).toBe(110_000);
  });
});

describe('a buy before a bonus issue, worked by hand', () => {
  // An 18.5 % bonus goes ex on 2025-01-03: the bars before it are adjusted, divided by 1.185, and carry the close
  // as traded; from the ex-date on the prices are as traded.
  const F = 1.185;
  const rows: TestBar[] = [
    { date: '2025-01-01', open: 800 / F, close: 800 / F, tradedClose: 800 },
    { date: '2025-01-02', open: 800 / F, close: 810 / F, tradedClose: 810 },
    { date: '2025-01-03', open: 690, close: 700 },
    { date: '2025-01-04', open: 700, close: 705 },
    { date: '2025-01-05', open: 705, close: 705 },
  ];

  it('buys whole lots of the shares of the day at their price, and sells the whole shares the bonus added', () => {
    const { trades, finalCapital, equity } = run(rows, [0], [2]);
    // Bought at the open of 2025-01-02, traded at 800: 120 shares cost 96,000 + 0.33 % 316.80 + SEBON 14.40 =
    // 96,331.20 of the 100,000 (130 would be 104,000).
    expect(trades).toHaveLength(1);
    const [t] = trades;
    expect(t?.tradedQuantity).toBe(120);
    expect(t?.buyPrice).toBe(800 / F);
    expect(t?.basis).toBeCloseTo(96_331.2, 9);
    // The bonus adds floor(120 x 18.5 %) = floor(22.2) = 22 shares: 142 held, the 0.2 dropped.
    expect(t?.quantity).toBe(142);
    // Equity at the closes: cash 3,668.80 + 120 x 810 = 100,868.80; on the ex-date 142 x 700 = 99,400 held.
    expect(equity[1]).toBeCloseTo(100_868.8, 9);
    expect(equity[2]).toBeCloseTo(103_068.8, 9);
    // Sold at the open of 2025-01-04, 700: 142 x 700 = 99,400 less 0.33 % 328.02, SEBON 14.91 and DP 25 =
    // 99,032.07; gain 2,700.87 over two days, taxed 7.5 % = 202.56525.
    expect(t?.sellPrice).toBe(700);
    expect(t?.proceeds).toBeCloseTo(99_032.07, 9);
    expect(t?.tax).toBeCloseTo(202.56525, 9);
    expect(t?.profit).toBeCloseTo(2_498.30475, 9);
    expect(t?.profitPercentage).toBeCloseTo((2_498.30475 / 96_331.2) * 100, 9);
    expect(t?.fees).toBeCloseTo(331.2 + 367.93 + 202.56525, 9);
    // 3,668.80 + 99,032.07 - 202.56525.
    expect(finalCapital).toBeCloseTo(102_498.30475, 9);
  });

  it('buys after the last issue in lots of the prices as they are', () => {
    // Bought at the open of 2025-01-04, 700, factor 1: 140 shares cost 98,000 + 323.40 + 14.70 = 98,338.10.
    const { trades } = run(rows, [2], []);
    expect(trades[0]).toMatchObject({ buy: '2025-01-04', quantity: 140, tradedQuantity: 140, buyPrice: 700 });
    expect(trades[0]?.basis).toBeCloseTo(98_338.1, 9);
  });
});

describe('execution', () => {
  const rows: TestBar[] = [
    { date: '2024-01-01', open: 10, close: 11 },
    { date: '2024-01-02', open: 12, close: 13 },
    { date: '2024-01-03', open: 14, close: 15 },
    { date: '2024-01-04', open: 16, close: 17 },
    { date: '2024-01-05', open: 18, close: 19 },
    { date: '2024-01-07', open: 20, close: 21 },
  ];

  it('fills a signal at the next open, or at its close when asked', () => {
    const next = run(rows, [0], [2], { costs: 'off', initialCapital: 1_000 });
    expect(next.trades[0]).toMatchObject({
      buy: '2024-01-02',
      buyPrice: 12,
      sell: '2024-01-04',
      sellPrice: 16,
    });
    // 1,000 / 12: 80 shares; 80 x 16 = 1,280 + 40 cash left.
    expect(next.trades[0]?.quantity).toBe(80);
    expect(next.finalCapital).toBe(1_320);
    const close = run(rows, [0], [2], { costs: 'off', initialCapital: 1_000, fill: 'close' });
    // 1,000 / 11: 90 shares (990) + 10 cash; sold at 15: 1,350 + 10.
    expect(close.trades[0]).toMatchObject({
      buy: '2024-01-01',
      buyPrice: 11,
      sell: '2024-01-03',
      sellPrice: 15,
    });
    expect(close.finalCapital).toBe(1_360);
  });

  it('counts only the signal of the current state on a bar with both', () => {
    // Bar 0 has both: flat, so the buy counts. Bar 1 has both: holding, so the sell counts.
    const { trades } = run(rows, [0, 1, 3], [0, 1], { costs: 'off', initialCapital: 1_000 });
    expect(trades.map((t) => [t.buy, t.sell])).toEqual([
      ['2024-01-02', '2024-01-03'],
      ['2024-01-05', 'open'],
    ]);
  });

  it('never fills a signal on the last bar, and reports an open position at the last close', () => {
    const { trades, finalCapital, equity } = run(rows, [3], [5], { costs: 'dated', initialCapital: 1_000 });
    // Bought at 18 on 2024-01-05: 50 shares would cost 900 + 10 + 0.135 = 910.135; 60 cost 1,090.16 - too much.
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({ buy: '2024-01-05', sell: 'open', quantity: 50, profit: null });
    // Valued at the last close 21 without sale costs: 1,000 - 910.135 + 50 x 21 = 1,139.865.
    expect(finalCapital).toBeCloseTo(1_139.865, 9);
    expect(equity[5]).toBeCloseTo(1_139.865, 9);
    const last = run(rows, [5], [], { costs: 'dated', initialCapital: 1_000, fill: 'close' });
    expect(last.trades).toHaveLength(0);
    expect(last.finalCapital).toBe(1_000);
  });

  it('marks the equity at every close after that bar fills', () => {
    const { equity } = run(rows, [0], [3], { costs: 'off', initialCapital: 1_000 });
    // 80 shares at 12 leave 40 cash; closes 13, 15, 17; sold at the open 18 = 1,480.
    expect([...equity]).toEqual([1_000, 40 + 80 * 13, 40 + 80 * 15, 40 + 80 * 17, 1_480, 1_480]);
  });

  it('makes no trade when the cash does not buy one lot', () => {
    const { trades, finalCapital } = run(rows, [0], [2], { costs: 'off', initialCapital: 100 });
    expect(trades).toHaveLength(0);
    expect(finalCapital).toBe(100);
  });

  it('tries a buy it cannot afford again on each bar its signal holds, and buys where a lot fits', () => {
    // Cash 160: a lot at the opens 12 and 14 is worth 120 and 140 (bought without costs), at 16 exactly 160, at
    // 18 too much. With costs the lot at 16 costs 160 + 10 + 0.024: out of reach, so the buy falls to 14.
    const exact = run(rows, [2, 3], [], { costs: 'off', initialCapital: 160 });
    expect(exact.trades.map((t) => [t.buy, t.quantity])).toEqual([['2024-01-04', 10]]);
    expect(exact.finalCapital).toBe(10 * 21);
    const dearer = run(rows, [3, 4], [], { costs: 'off', initialCapital: 159.99 });
    expect(dearer.trades).toHaveLength(0);
    expect([...dearer.equity]).toEqual(Array(6).fill(159.99));
    const costed = run(rows, [2, 3], [], { costs: 'dated', initialCapital: 160 });
    expect(costed.trades).toHaveLength(0);
    const earlier = run(rows, [1, 2, 3], [], { costs: 'dated', initialCapital: 160 });
    expect(earlier.trades.map((t) => [t.buy, t.quantity])).toEqual([['2024-01-03', 10]]);
  });

  it('buys again after a take-profit and still sells on the sell signal found before it', () => {
    const days = ['01', '02', '03', '04', '05', '07', '08', '09', '10', '11'];
    const prices: [number, number, number?][] = [
      [100, 100],
      [100, 100],
      [100, 105, 111],
      [105, 105],
      [105, 110, 116],
      [110, 110],
      [110, 110],
      [110, 111],
      [112, 112],
      [112, 112],
    ];
    const bars: TestBar[] = prices.map(([open, close, high], i) => ({
      date: `2024-01-${days[i]}`,
      open,
      close,
      ...(high === undefined ? {} : { high }),
    }));
    // Bought at 100 (bar 1), sold at 110 on bar 2's high; again at 105 (bar 3), sold at 115.5 on bar 4's; again
    // at 110 (bar 5), sold at bar 8's open on the signal of bar 7, which the first search found.
    const { trades, finalCapital } = run(bars, [0, 2, 4], [7], {
      costs: 'off',
      initialCapital: 1_000,
      takeProfitPercent: 10,
    });
    expect(trades.map((t) => [t.buy, t.buyPrice, t.sell, t.sellPrice])).toEqual([
      ['2024-01-02', 100, '2024-01-03', 110],
      ['2024-01-04', 105, '2024-01-05', 115.5],
      ['2024-01-07', 110, '2024-01-10', 112],
    ]);
    // 10 shares each time: 1,100; 50 + 1,155; 105 + 1,120.
    expect(finalCapital).toBe(1_225);
  });

  it('simulates nothing over an empty range', () => {
    const bars = dailyBars(rows);
    const result = simulate(bars, firesOn(6, [0]), firesOn(6, []), 0, -1, COSTS);
    expect(result.equity).toHaveLength(0);
    expect(result.trades.count).toBe(0);
    expect(result.finalCapital).toBe(COSTS.initialCapital);
  });
});
