import { INDEX_SYMBOL } from '@nepse/contract';
import type { Bars } from '@nepse/core';
import { badRequest, notFound } from '../http/http-error';
import type { MarketCache } from '../market/market-cache';

/**
 * The bars a one-symbol levels screen reads, by the symbol in its path (any case): the NEPSE index for
 * INDEX_SYMBOL, else the symbol's adjusted bars. A blank symbol is a 400; an unknown one, or an empty index
 * history, a 404 that says so.
 */
export function levelBars(
  market: Pick<MarketCache, 'bars' | 'index'>,
  rawSymbol: string,
): { symbol: string; bars: Bars } {
  const symbol = rawSymbol.trim().toUpperCase();
  if (symbol === '') throw badRequest('A symbol is required.');
  if (symbol === INDEX_SYMBOL) {
    const bars = market.index();
    if (bars.close.length === 0) throw notFound('No NEPSE index history in the data.');
    return { symbol, bars };
  }
  const bars = market.bars(symbol, 'adjusted');
  if (!bars) throw notFound(`No prices for symbol "${symbol}".`);
  return { symbol, bars };
}
