import { API_PATHS, SCREEN_MANIFEST, supportResistanceResponseSchema } from '@nepse/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * GET /api/support-resistance/{symbol} through the shared client, checked against the contract's schema: the one query of this answer, for
 * its screen and for the stock page beside its chart (`silent`: the page shows a failure in its card, no toast).
 */
export const supportResistanceQuery = (symbol: string, silent = false) =>
  queryOptions({
    queryKey: ['support-resistance', symbol],
    queryFn: ({ signal }) =>
      apiGet(`${API_PATHS.supportResistance}${encodeURIComponent(symbol)}`, {
        schema: supportResistanceResponseSchema,
        fallbackMessage: SCREEN_MANIFEST.supportResistance.api.failureMessage,
        silent,
        signal,
      }),
  });
