import {
  API_PATHS,
  SUPPORT_RESISTANCE_FAILED_MESSAGE,
  supportResistanceResponseSchema,
} from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/support-resistance/{symbol} through the shared client, checked against the contract's schema. Keyed by
 * the contract's path and the symbol, as the stock page's pivot card keys the same answer, so that either page
 * answers the other from the cache.
 */
export const supportResistanceQuery = (symbol: string) =>
  queryOptions({
    queryKey: [API_PATHS.supportResistance, symbol],
    queryFn: ({ signal }) =>
      apiGet(`${API_PATHS.supportResistance}${encodeURIComponent(symbol)}`, {
        schema: supportResistanceResponseSchema,
        fallbackMessage: SUPPORT_RESISTANCE_FAILED_MESSAGE,
        signal,
      }),
  });

/** The symbol's pivots and charting pivots, asked for when the screen opens. */
export function useSupportResistance(symbol: string) {
  return useQuery(supportResistanceQuery(symbol));
}
