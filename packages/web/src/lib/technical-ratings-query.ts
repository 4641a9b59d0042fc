import { API_PATHS, SCREEN_MANIFEST, technicalRatingsResponseSchema } from '@nepse/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * GET /api/technical-ratings/?symbol= through the shared client, checked against the contract's schema: the one query of this answer, for
 * its screen and for the stock page beside its chart (`silent`: the page shows a failure in its card, no toast).
 */
export const technicalRatingsQuery = (symbol: string, silent = false) =>
  queryOptions({
    queryKey: ['technical-ratings', symbol],
    queryFn: ({ signal }) =>
      apiGet(`${API_PATHS.technicalRatings}?symbol=${encodeURIComponent(symbol)}`, {
        schema: technicalRatingsResponseSchema,
        fallbackMessage: SCREEN_MANIFEST.technicalRatings.api.failureMessage,
        silent,
        signal,
      }),
  });
