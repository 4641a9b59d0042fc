import { API_PATHS, fibonacciLevelsResponseSchema, SCREEN_MANIFEST } from '@nepse/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/**
 * GET /api/fibonacci-levels/{symbol} through the shared client, checked against the contract's schema: the one query of this answer, for
 * its screen and for the stock page beside its chart (`silent`: the page shows a failure in its card, no toast).
 */
export const fibonacciLevelsQuery = (symbol: string, silent = false) =>
  queryOptions({
    queryKey: ['fibonacci-levels', symbol],
    queryFn: ({ signal }) =>
      apiGet(`${API_PATHS.fibonacciLevels}${encodeURIComponent(symbol)}`, {
        schema: fibonacciLevelsResponseSchema,
        fallbackMessage: SCREEN_MANIFEST.fibonacciLevels.api.failureMessage,
        silent,
        signal,
      }),
  });
