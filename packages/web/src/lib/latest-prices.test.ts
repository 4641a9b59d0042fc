import { describe, expect, it } from 'vitest';
import { latestPrices } from './latest-prices';

describe('latestPrices', () => {
  it('takes the live price where there is one, else the latest close', () => {
    const live = [{ symbol: 'NABIL', lastTradedPrice: 540 }];
    const closes = [
      { symbol: 'NABIL', ltp: 532 },
      { symbol: 'NICA', ltp: 380 },
    ];
    expect(latestPrices(live, closes)).toEqual(
      new Map([
        ['NABIL', 540],
        ['NICA', 380],
      ]),
    );
    expect(latestPrices(undefined, undefined)).toEqual(new Map());
  });
});
