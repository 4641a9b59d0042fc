import { describe, expect, it } from 'vitest';
import { dailyBars, firesOn, type TestBar } from '../../test-support/daily-bars';
import { engineTrades } from '../../test-support/engine-trades';
import { referenceSimulate } from '../../test-support/reference-simulator';
import { epochDay, isoDate } from '../dates';
import type { CostsMode } from './costs';
import { simulate } from './simulate';

const dayBefore = (iso: string) => isoDate(epochDay(iso) - 1);
const dayAfter = (iso: string) => isoDate(epochDay(iso) + 1);

/**
 * One trade with `capital` Rs: a buy signal the day before `bought`, filled at its open at `buyPrice`; a sell
 * signal the day before `sold`, filled at its open at `sellPrice`; checked against the reference simulator.
 */
function trade(
  bought: string,
  sold: string,
  buyPrice: number,
  sellPrice: number,
  capital = 100_000,
  costs: CostsMode = 'dated',
) {
  const rows: TestBar[] = [
    { date: dayBefore(bought), open: buyPrice, close: buyPrice },
    { date: bought, open: buyPrice, close: buyPrice },
    { date: dayBefore(sold), open: sellPrice, close: sellPrice },
    { date: sold, open: sellPrice, close: sellPrice },
    { date: dayAfter(sold), open: sellPrice, close: sellPrice },
  ];
  const bars = dailyBars(rows);
  const options = { initialCapital: capital, costs, fill: 'next_open' as const };
  const run = simulate(bars, firesOn(5, [0]), firesOn(5, [2]), 0, 4, options);
  const trades = engineTrades(bars, run);
  const reference = referenceSimulate(
    bars,
    (i) => i === 0,
    (i) => i === 2,
    bars.date[0]!,
    bars.date[4]!,
    options,
  );
  expect(trades).toEqual(reference.trades);
  expect(trades).toHaveLength(1);
  const t = trades[0]!;
  return { ...t, tax: run.trades.tax[0]!, proceeds: run.trades.proceeds[0]! };
}

describe('capital gains tax by the sale date, worked by hand', () => {
  // Rs 100,000 at 100 in July 2021, commission row of 2020-12-27: 990 shares cost 99,000 + 0.37 % 366.30 + SEBON
  // 14.85 = 99,381.15. Sold at 110: 108,900 - 402.93 - 16.335 - 25 = 108,455.735; gain 9,074.585.
  it('is 5 % flat on 2021-07-15 and 7.5 % on 2021-07-16 for the same short holding', () => {
    const before = trade('2021-07-01', '2021-07-15', 100, 110);
    const after = trade('2021-07-01', '2021-07-16', 100, 110);
    expect(before.basis).toBeCloseTo(99_381.15, 9);
    expect(before.proceeds).toBeCloseTo(108_455.735, 9);
    expect(before.tax).toBeCloseTo(453.72925, 9);
    expect(after.tax).toBeCloseTo(680.593875, 9);
    expect(before.rules).toEqual({
      commissionBuy: '2020-12-27',
      commissionSell: '2020-12-27',
      tax: '1995-07-20',
    });
    expect(after.rules.tax).toBe('2021-07-16');
  });

  // In 2026, commission row of 2024-05-14: 990 shares cost 99,000 + 326.70 + 14.85 = 99,341.55; sold at 110:
  // 108,900 - 359.37 - 16.335 - 25 = 108,499.295; gain 9,157.745.
  it('is 7.5 % on 2026-07-16 and 10 % from 2026-07-17 for a short holding', () => {
    const before = trade('2026-07-01', '2026-07-16', 100, 110);
    const after = trade('2026-07-01', '2026-07-17', 100, 110);
    expect(before.proceeds).toBeCloseTo(108_499.295, 9);
    expect(before.tax).toBeCloseTo(686.830875, 9);
    expect(after.tax).toBeCloseTo(915.7745, 9);
    expect(after.rules).toEqual({
      commissionBuy: '2024-05-14',
      commissionSell: '2024-05-14',
      tax: '2026-07-17',
    });
  });

  it('is 5 % on 2026-07-16 and 7.5 % from 2026-07-17 for a holding beyond 365 days', () => {
    const before = trade('2025-07-01', '2026-07-16', 100, 110);
    const after = trade('2025-07-01', '2026-07-17', 100, 110);
    expect(before.tax).toBeCloseTo(9_157.745 * 0.05, 9);
    expect(after.tax).toBeCloseTo(9_157.745 * 0.075, 9);
  });
});

describe('commission by the fill date, worked by hand', () => {
  it('charges 0.55 % on 2020-12-26 and 0.37 % from 2020-12-27 (second slab)', () => {
    // 990 shares at 100: 99,000 + 544.50 + 14.85 = 99,559.35, then 99,000 + 366.30 + 14.85 = 99,381.15.
    const before = trade('2020-12-26', '2021-02-01', 100, 100);
    const after = trade('2020-12-27', '2021-02-01', 100, 100);
    expect(before.basis).toBeCloseTo(99_559.35, 9);
    expect(after.basis).toBeCloseTo(99_381.15, 9);
    expect(before.rules.commissionBuy).toBe('1995-07-20');
    expect(after.rules.commissionBuy).toBe('2020-12-27');
  });

  it('charges 0.34 % on 2024-05-13 and 0.306 % from 2024-05-14 (third slab)', () => {
    // Rs 1,000,000 at 500: 1,990 shares, 995,000 + 3,383 + 149.25 = 998,532.25, then 995,000 + 3,044.70 + 149.25.
    const before = trade('2024-05-13', '2024-06-03', 500, 500, 1_000_000);
    const after = trade('2024-05-14', '2024-06-03', 500, 500, 1_000_000);
    expect(before.basis).toBeCloseTo(998_532.25, 8);
    expect(after.basis).toBeCloseTo(998_193.95, 8);
    // The sale of the earlier buy pays the new row: 995,000 - 3,044.70 - 149.25 - 25.
    expect(before.proceeds).toBeCloseTo(991_781.05, 8);
    expect(before.rules).toEqual({
      commissionBuy: '2020-12-27',
      commissionSell: '2024-05-14',
      tax: '2021-07-16',
    });
  });

  it("charges today's rows on every date when asked, and none when costs are off", () => {
    // July 2021 with today's rows: 990 shares at 100 cost 99,341.55; the gain 9,157.745 of a short holding pays 10 %.
    const today = trade('2021-07-01', '2021-07-15', 100, 110, 100_000, 'today');
    expect(today.basis).toBeCloseTo(99_341.55, 9);
    expect(today.tax).toBeCloseTo(915.7745, 9);
    expect(today.rules).toEqual({
      commissionBuy: '2024-05-14',
      commissionSell: '2024-05-14',
      tax: '2026-07-17',
    });
    const off = trade('2021-07-01', '2021-07-15', 100, 110, 100_000, 'off');
    expect(off.basis).toBe(100_000);
    expect(off.fees).toBe(0);
    expect(off.rules).toEqual({ commissionBuy: null, commissionSell: null, tax: null });
  });
});
