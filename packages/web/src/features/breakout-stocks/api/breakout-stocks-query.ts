import { API_PATHS, breakoutStocksResponseSchema, SCREEN_MANIFEST } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchScreen } from '../../../lib/screen-answer';

/** GET /api/breakout-stocks/ through the shared client, checked against the contract's schema. */
export const breakoutStocksQuery = queryOptions({
  queryKey: ['screens', 'breakout-stocks'],
  queryFn: ({ signal }) =>
    fetchScreen(
      API_PATHS.breakoutStocks,
      breakoutStocksResponseSchema,
      SCREEN_MANIFEST.breakoutStocks.api.failureMessage,
      signal,
    ),
});

/** The Breakout Stocks list (fetched once when the screen opens). */
export function useBreakoutStocks() {
  return useQuery(breakoutStocksQuery);
}
