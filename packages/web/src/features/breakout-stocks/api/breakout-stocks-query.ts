import { API_PATHS, breakoutStocksResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchScreen } from '../../../lib/screen-answer';

/** Spec section 8: shown when the server's answer names no error of its own. */
export const BREAKOUT_STOCKS_FAILED_MESSAGE = 'Failed to fetch breakout stocks.';

/** GET /api/breakout-stocks/ through the shared client, checked against the contract's schema. */
export const breakoutStocksQuery = queryOptions({
  queryKey: ['screens', 'breakout-stocks'],
  queryFn: ({ signal }) =>
    fetchScreen(
      API_PATHS.breakoutStocks,
      breakoutStocksResponseSchema,
      BREAKOUT_STOCKS_FAILED_MESSAGE,
      signal,
    ),
});

/** The Breakout Stocks list (spec section 4: fetched once when the screen opens). */
export function useBreakoutStocks() {
  return useQuery(breakoutStocksQuery);
}
