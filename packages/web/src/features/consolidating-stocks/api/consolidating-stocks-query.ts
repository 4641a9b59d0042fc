import type { ScreenAnswerOf } from '@nepse/contract';
import { useScreenRows } from '../../../lib/screen-query';

/** The spec's body holds the list in `stocks`, which the page lists. */
const stocksOf = (answer: ScreenAnswerOf<'consolidatingStocks'>) => answer.stocks;

/** The Consolidating Stocks list, fetched once when the screen opens. */
export function useConsolidatingStocks() {
  return useScreenRows('consolidatingStocks', stocksOf);
}
