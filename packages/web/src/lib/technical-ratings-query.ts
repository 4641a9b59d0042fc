import { API_PATHS, technicalRatingsResponseSchema } from '@nepse/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Spec section 8: shown when the server's answer names no error of its own. */
export const TECHNICAL_RATINGS_FAILED_MESSAGE = 'Failed to fetch technical ratings.';

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
        fallbackMessage: TECHNICAL_RATINGS_FAILED_MESSAGE,
        silent,
        signal,
      }),
  });
