import { API_PATHS, type VolatileStock, volatileStocksResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchScreen } from '../../../lib/screen-answer';

/** Spec section 8: shown when the server's answer names no error of its own. */
export const VOLATILE_STOCKS_FAILED_MESSAGE = 'Failed to fetch volatile stocks.';

/** A volatile stock as the list screen reads it: the spec's `stockSymbol` also as the shared `symbol`. */
export type VolatileStockRow = VolatileStock & { symbol: string };

/** GET /api/volatile-stocks/ through the shared client, checked against the contract's schema. */
export const volatileStocksQuery = queryOptions({
  queryKey: ['screens', 'volatile-stocks'],
  queryFn: async ({ signal }) => {
    const answer = await fetchScreen(
      API_PATHS.volatileStocks,
      volatileStocksResponseSchema,
      VOLATILE_STOCKS_FAILED_MESSAGE,
      signal,
    );
    return {
      ...answer,
      rows: answer.rows.map((row): VolatileStockRow => ({ ...row, symbol: row.stockSymbol })),
    };
  },
});

/** The Volatile Stocks list (spec section 4: fetched once when the screen opens). */
export function useVolatileStocks() {
  return useQuery(volatileStocksQuery);
}
