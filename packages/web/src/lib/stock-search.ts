import type { StockListEntry } from '@nepse/contract';

/** Most matches the stock search box lists (spec section 9). */
export const STOCK_SEARCH_LIMIT = 10;

/** Spec section 5: the stocks whose symbol or name holds the query (case-insensitive), at most `limit`, in list order. */
export function matchStocks(
  stocks: readonly StockListEntry[],
  query: string,
  limit = STOCK_SEARCH_LIMIT,
): StockListEntry[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [];
  const matches: StockListEntry[] = [];
  for (const stock of stocks) {
    if (stock.symbol.toLowerCase().includes(wanted) || stock.name.toLowerCase().includes(wanted)) {
      matches.push(stock);
      if (matches.length === limit) break;
    }
  }
  return matches;
}
