import { API_PATHS, technicalRatingsResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Spec section 8: shown when the server's answer names no error of its own. */
export const TECHNICAL_RATINGS_FAILED_MESSAGE = 'Failed to fetch technical ratings.';

/** GET /api/technical-ratings/?symbol= through the shared client, checked against the contract's schema. */
export const technicalRatingsQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['technical-ratings', symbol],
    queryFn: ({ signal }) =>
      apiGet(`${API_PATHS.technicalRatings}?symbol=${encodeURIComponent(symbol)}`, {
        schema: technicalRatingsResponseSchema,
        fallbackMessage: TECHNICAL_RATINGS_FAILED_MESSAGE,
        signal,
      }),
  });

/** The chosen symbol's ratings; no call while none is chosen (spec section 4). */
export function useTechnicalRatings(symbol: string | undefined) {
  return useQuery({ ...technicalRatingsQuery(symbol ?? ''), enabled: symbol !== undefined });
}
