import type { ScreenSymbol } from '../src/screens/screen-market';
import { closeStock, DAY } from './close-bars';
import { seededRandom } from './seeded-random';

/**
 * `count` stocks of seeded random walks ending on `DAY`, of lengths between `minLength` and `maxLength` sessions,
 * some closes repeated (ties) and some days missed (a stock that did not trade), named S00, S01, ...
 */
export function randomMarket(
  seed: number,
  count: number,
  minLength: number,
  maxLength: number,
): ScreenSymbol[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, s) => {
    const length = minLength + Math.floor(random() * (maxLength - minLength + 1));
    const closes: number[] = [];
    let close = 100 + 100 * random();
    for (let i = 0; i < length; i++) {
      if (random() > 0.2) close = Math.max(1, Math.round(10 * close * (1 + 0.04 * (random() - 0.5))) / 10);
      closes.push(close);
    }
    const stock = closeStock(`S${String(s).padStart(2, '0')}`, closes);
    // Every fifth stock misses the latest session but one: its later bars move a day on.
    if (s % 5 === 4 && length > 2)
      stock.adjusted.date.set(stock.adjusted.date.subarray(0, length - 1).map((d) => d - 1));
    return stock;
  });
}

export { DAY };
