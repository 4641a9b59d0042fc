import { describe, expect, it } from 'vitest';
import { TAX_ROWS } from '../rulebook/rulebook';
import {
  affordableShares,
  buyCost,
  capitalGainsTaxRate,
  commission,
  saleCharges,
  TODAY_COMMISSION,
} from './costs';

describe('commission', () => {
  it('charges each slab its rate, the Rs 10 minimum below it', () => {
    expect(commission(2_000)).toBe(10); // 0.36 % = 7.20 < 10
    expect(commission(2_777)).toBe(10); // 9.9972 < 10
    expect(commission(3_000)).toBeCloseTo(10.8, 10); // 0.36 %
    expect(commission(50_000)).toBeCloseTo(180, 10); // last value of the 0.36 % slab
    expect(commission(50_001)).toBeCloseTo(165.0033, 10); // 0.33 %
    expect(commission(500_000)).toBeCloseTo(1_650, 10);
    expect(commission(1_000_000)).toBeCloseTo(3_060, 10); // 0.306 %
    expect(commission(2_000_000)).toBeCloseTo(6_120, 10);
    expect(commission(5_000_000)).toBeCloseTo(13_500, 10); // 0.27 %
    expect(commission(10_000_000)).toBeCloseTo(27_000, 10);
    expect(commission(20_000_000)).toBeCloseTo(48_600, 10); // 0.243 %
  });

  it('adds the SEBON fee on both sides and the Rs 25 DP charge on a sale', () => {
    // 100,000: commission 330, SEBON 15.
    expect(buyCost(100_000)).toBeCloseTo(100_345, 9);
    expect(saleCharges(100_000)).toBeCloseTo(330 + 15 + 25, 9);
  });
});

describe('capital gains tax rate', () => {
  it('is 7.5 % up to 365 days held, 5 % after, under the regime of 2021-07-16', () => {
    const regime = TAX_ROWS[1]!.value;
    expect(capitalGainsTaxRate(0, regime)).toBe(0.075);
    expect(capitalGainsTaxRate(365, regime)).toBe(0.075);
    expect(capitalGainsTaxRate(366, regime)).toBe(0.05);
  });
});

describe('affordable shares', () => {
  it('buys the largest lot of 10 whose cost fits the cash', () => {
    // 100,000 at Rs 100: 1,000 shares cost 100,000 + 330 + 15 = 100,345 (too much);
    // 990 cost 99,000 + 326.70 + 14.85 = 99,341.55.
    expect(affordableShares(100_000, 100, TODAY_COMMISSION)).toBe(990);
    // Exactly enough: 990 shares need 99,341.55.
    expect(affordableShares(99_341.55, 100, TODAY_COMMISSION)).toBe(990);
    expect(affordableShares(99_341.54, 100, TODAY_COMMISSION)).toBe(980);
    // Costs off: 1,000 x 100 = 100,000 fits exactly.
    expect(affordableShares(100_000, 100, null)).toBe(1_000);
    expect(affordableShares(99_999.99, 100, null)).toBe(990);
  });

  it('charges a value just above a slab edge the cheaper rate', () => {
    // 10 shares at 5,000.50 = 50,005, charged 0.33 %: 50,005 + 165.0165 + 7.50075 = 50,177.51725 <= 50,180,
    // although 50,000 at 0.36 % would cost 50,187.50.
    expect(affordableShares(50_180, 5_000.5, TODAY_COMMISSION)).toBe(10);
    expect(buyCost(50_000)).toBeCloseTo(50_187.5, 9);
  });

  it('buys nothing when one lot does not fit or the price is not positive', () => {
    // 10 x 100 = 1,000 + Rs 10 minimum + 0.15 = 1,010.15.
    expect(affordableShares(1_010.15, 100, TODAY_COMMISSION)).toBe(10);
    expect(affordableShares(1_010.14, 100, TODAY_COMMISSION)).toBe(0);
    expect(affordableShares(100_000, 0, TODAY_COMMISSION)).toBe(0);
    expect(affordableShares(100_000, Number.NaN, null)).toBe(0);
  });

  it('agrees with counting down lot by lot from the most the cash could buy', () => {
    const plain = (cash: number, price: number) => {
      for (let n = Math.floor(cash / price / 10) * 10; n > 0; n -= 10)
        if (buyCost(n * price) <= cash) return n;
      return 0;
    };
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 20_000; i++) {
      const cash = 10 ** (3 + random() * 5);
      const price = 10 ** (random() * 4);
      expect(affordableShares(cash, price, TODAY_COMMISSION)).toBe(plain(cash, price));
    }
    // Near the slab edges, where the cost drops as the value grows.
    for (const edge of [2_777.78, 50_000, 500_000, 2_000_000, 10_000_000]) {
      for (let i = 0; i < 2_000; i++) {
        const cash = edge * (1 + random() * 0.006);
        const price = edge / (10 * (1 + Math.floor(random() * 20))) + random() - 0.5;
        expect(affordableShares(cash, price, TODAY_COMMISSION)).toBe(plain(cash, price));
      }
    }
  });
});
