import { API_PATHS, TECHNICAL_RATINGS_FAILED_MESSAGE, technicalRatingsResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/technical-ratings/?symbol= through the shared client, checked against the contract's schema. Keyed by
 * the contract's path and the symbol, as the stock page's rating card keys the same answer, so that either page
 * answers the other from the cache.
 */
export const technicalRatingsQuery = (symbol: string) =>
  queryOptions({
    queryKey: [API_PATHS.technicalRatings, symbol],
    queryFn: ({ signal }) =>
      apiGet(API_PATHS.technicalRatings, {
        query: { symbol },
        schema: technicalRatingsResponseSchema,
        fallbackMessage: TECHNICAL_RATINGS_FAILED_MESSAGE,
        signal,
      }),
  });

/** The chosen symbol's ratings; no call while none is chosen. */
export function useTechnicalRatings(symbol: string | undefined) {
  return useQuery({ ...technicalRatingsQuery(symbol ?? ''), enabled: symbol !== undefined });
}
