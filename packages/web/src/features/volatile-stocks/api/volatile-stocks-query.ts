import {
  API_PATHS,
  SCREEN_MANIFEST,
  type VolatileStock,
  volatileStocksResponseSchema,
} from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchScreen } from '../../../lib/screen-answer';

/** A volatile stock as the list screen reads it: the spec's `stockSymbol` also as the shared `symbol`. */
export type VolatileStockRow = VolatileStock & { symbol: string };

/** GET /api/volatile-stocks/ through the shared client, checked against the contract's schema. */
export const volatileStocksQuery = queryOptions({
  queryKey: ['screens', 'volatile-stocks'],
  queryFn: async ({ signal }) => {
    const answer = await fetchScreen(
      API_PATHS.volatileStocks,
      volatileStocksResponseSchema,
      SCREEN_MANIFEST.volatileStocks.api.failureMessage,
      signal,
    );
    return {
      ...answer,
      rows: answer.rows.map((row): VolatileStockRow => ({ ...row, symbol: row.stockSymbol })),
    };
  },
});

/** The Volatile Stocks list (fetched once when the screen opens). */
export function useVolatileStocks() {
  return useQuery(volatileStocksQuery);
}
