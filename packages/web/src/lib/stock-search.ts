import type { StockListEntry } from '@nepse/contract';

/** Most matches the stock search box lists. */
export const STOCK_SEARCH_LIMIT = 10;

/** The rank of a symbol that starts with the query. */
const PREFIX = 1;

/** How well a stock matches a lower-case query, best first: exact symbol, symbol prefix, symbol part, name part. */
function rank(stock: StockListEntry, wanted: string): number | undefined {
  const symbol = stock.symbol.toLowerCase();
  if (symbol === wanted) return 0;
  if (symbol.startsWith(wanted)) return PREFIX;
  if (symbol.includes(wanted)) return 2;
  if (stock.name.toLowerCase().includes(wanted)) return 3;
  return undefined;
}

/** Within one rank: symbol prefixes by the latest session's turnover, highest first, then by symbol. */
function compareWithinRank(rank: number, a: StockListEntry, b: StockListEntry): number {
  if (rank !== PREFIX) return 0;
  return b.turnover - a.turnover || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0);
}

/**
 * The stocks whose symbol or name holds the query (case-insensitive, spaces trimmed), at most `limit`, in the
 * order a trader most likely means: the exact symbol first, then symbols that start with it ranked by the
 * latest session's turnover (descending, ties by symbol: `nab` is NABIL before NABBC), then symbols that hold it,
 * then names that hold it, list order within those two.
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
  // Array sort is stable: list order holds where compareWithinRank has no preference.
  return ranked
    .sort((a, b) => a.rank - b.rank || compareWithinRank(a.rank, a.stock, b.stock))
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
