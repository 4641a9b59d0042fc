import { API_PATHS, supportResistanceResponseSchema } from '@nepse/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Spec section 8: shown when the server's answer names no error of its own. */
export const SUPPORT_RESISTANCE_FAILED_MESSAGE = 'Failed to fetch support & resistance data.';

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
        fallbackMessage: SUPPORT_RESISTANCE_FAILED_MESSAGE,
        silent,
        signal,
      }),
  });
