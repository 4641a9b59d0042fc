import { API_PATHS, supportResistanceResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Spec section 8: shown when the server's answer names no error of its own. */
export const SUPPORT_RESISTANCE_FAILED_MESSAGE = 'Failed to fetch support & resistance data.';

/** GET /api/support-resistance/{symbol} through the shared client, checked against the contract's schema. */
export const supportResistanceQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['support-resistance', symbol],
    queryFn: ({ signal }) =>
      apiGet(`${API_PATHS.supportResistance}${encodeURIComponent(symbol)}`, {
        schema: supportResistanceResponseSchema,
        fallbackMessage: SUPPORT_RESISTANCE_FAILED_MESSAGE,
        signal,
      }),
  });

/** The symbol's pivots and charting pivots (spec section 4: fetched when the screen opens). */
export function useSupportResistance(symbol: string) {
  return useQuery(supportResistanceQuery(symbol));
}
