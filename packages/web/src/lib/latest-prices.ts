import type { LiveStockRecord } from '@nepse/contract';

/** Each stock's latest price: the live market's where it has one, else the latest close. */
export function latestPrices(
  live: readonly Pick<LiveStockRecord, 'symbol' | 'lastTradedPrice'>[] | undefined,
  closes: readonly { symbol: string; ltp: number }[] | undefined,
): Map<string, number> {
  const prices = new Map<string, number>();
  for (const row of closes ?? []) prices.set(row.symbol, row.ltp);
  for (const record of live ?? []) prices.set(record.symbol, record.lastTradedPrice);
  return prices;
}
