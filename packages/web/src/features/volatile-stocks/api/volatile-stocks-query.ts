import type { ScreenAnswerOf, VolatileStock } from '@nepse/contract';
import { useScreenRows } from '../../../lib/screen-query';

/** A volatile stock as the list screen reads it: the spec's `stockSymbol` also as the shared `symbol`. */
export type VolatileStockRow = VolatileStock & { symbol: string };

const rowsOf = (answer: ScreenAnswerOf<'volatileStocks'>) =>
  answer.map((row): VolatileStockRow => ({ ...row, symbol: row.stockSymbol }));

/** The Volatile Stocks list, fetched once when the screen opens. */
export function useVolatileStocks() {
  return useScreenRows('volatileStocks', rowsOf);
}
