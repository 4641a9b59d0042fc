import { INDEX_SYMBOL, noPricesMessage } from '@nepse/contract';
import type { Bars } from '@nepse/core';
import { errorAnswers } from '../http/error-answers';
import { notFound } from '../http/http-error';
import type { MarketCache } from '../market/market-cache';

/** The 404 of a one-symbol levels screen, for its schema. */
export const LEVEL_BARS_ERRORS = errorAnswers({
  404: 'The symbol has no prices, or the data holds no NEPSE index history.',
});

/**
 * The bars a one-symbol levels screen reads, by the symbol of its path (read in capitals): the NEPSE index for
 * INDEX_SYMBOL, else the symbol's adjusted bars. An unknown symbol, or an empty index history, is a 404 that says so.
 */
export function levelBars(market: Pick<MarketCache, 'bars' | 'index'>, symbol: string): Bars {
  if (symbol === INDEX_SYMBOL) {
    const bars = market.index();
    if (bars.close.length === 0) throw notFound('No NEPSE index history in the data.');
    return bars;
  }
  const bars = market.bars(symbol, 'adjusted');
  if (!bars) throw notFound(noPricesMessage(symbol));
  return bars;
}
