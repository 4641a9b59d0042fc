import type { StockListEntry } from '@nepse/contract';

/** Most matches the stock search box lists. */
export const STOCK_SEARCH_LIMIT = 10;

/** How well a stock matches a lower-case query, best first: exact symbol, symbol prefix, symbol part, name part. */
function rank(stock: StockListEntry, wanted: string): number | undefined {
  const symbol = stock.symbol.toLowerCase();
  if (symbol === wanted) return 0;
  if (symbol.startsWith(wanted)) return 1;
  if (symbol.includes(wanted)) return 2;
  if (stock.name.toLowerCase().includes(wanted)) return 3;
  return undefined;
}

/**
 * The stocks whose symbol or name holds the query (case-insensitive), at most `limit`: an exact symbol first,
 * then symbols that start with it, symbols that hold it, names that hold it; list order within each.
 */
export function matchStocks(
  stocks: readonly StockListEntry[],
  query: string,
  limit = STOCK_SEARCH_LIMIT,
): StockListEntry[] {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return [];
  const ranked: { stock: StockListEntry; rank: number }[] = [];
  for (const stock of stocks) {
    const r = rank(stock, wanted);
    if (r !== undefined) ranked.push({ stock, rank: r });
  }
  // Array sort is stable: list order holds within a rank.
  return ranked
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((m) => m.stock);
}

/**
 * The symbol a typed text stands for, as Enter in the box reads it: the first match's symbol, or with no
 * match the trimmed text, upper-cased; empty for a blank text.
 */
export function resolveSymbol(stocks: readonly StockListEntry[], text: string): string {
  return (matchStocks(stocks, text, 1)[0]?.symbol ?? text).trim().toUpperCase();
}
