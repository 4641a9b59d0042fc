import { API_PATHS, consolidatingStocksResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { screenAnswerOf } from '../../../lib/screen-answer';

/** Spec section 8: shown when the server's answer names no error of its own. */
export const CONSOLIDATING_STOCKS_FAILED_MESSAGE = 'Failed to fetch consolidating stocks.';

/**
 * GET /api/consolidating-stocks through the shared client, checked against the contract's schema; the spec's body
 * holds the list in `stocks`, which the page lists.
 */
export const consolidatingStocksQuery = queryOptions({
  queryKey: ['screens', 'consolidating-stocks'],
  queryFn: async ({ signal }) => {
    const { data, headers } = await apiRequestWithHeaders('GET', API_PATHS.consolidatingStocks, {
      schema: consolidatingStocksResponseSchema,
      fallbackMessage: CONSOLIDATING_STOCKS_FAILED_MESSAGE,
      signal,
    });
    return screenAnswerOf(data.stocks, headers);
  },
});

/** The Consolidating Stocks list (spec section 4: fetched once when the screen opens). */
export function useConsolidatingStocks() {
  return useQuery(consolidatingStocksQuery);
}
