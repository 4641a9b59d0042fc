import { API_PATHS, fibonacciLevelsResponseSchema } from '@nepse/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Shown when the server's answer names no error of its own (the spec has no text for this screen). */
export const FIBONACCI_LEVELS_FAILED_MESSAGE = 'Failed to fetch Fibonacci levels.';

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
        fallbackMessage: FIBONACCI_LEVELS_FAILED_MESSAGE,
        silent,
        signal,
      }),
  });
