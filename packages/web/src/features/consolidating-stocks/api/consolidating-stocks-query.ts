import { API_PATHS, consolidatingStocksResponseSchema, SCREEN_MANIFEST } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { screenAnswerOf } from '../../../lib/screen-answer';

/**
 * GET /api/consolidating-stocks through the shared client, checked against the contract's schema; the spec's body
 * holds the list in `stocks`, which the page lists.
 */
export const consolidatingStocksQuery = queryOptions({
  queryKey: ['screens', 'consolidating-stocks'],
  queryFn: async ({ signal }) => {
    const { data, headers } = await apiRequestWithHeaders('GET', API_PATHS.consolidatingStocks, {
      schema: consolidatingStocksResponseSchema,
      fallbackMessage: SCREEN_MANIFEST.consolidatingStocks.api.failureMessage,
      signal,
    });
    return screenAnswerOf(data.stocks, headers);
  },
});

/** The Consolidating Stocks list (fetched once when the screen opens). */
export function useConsolidatingStocks() {
  return useQuery(consolidatingStocksQuery);
}
