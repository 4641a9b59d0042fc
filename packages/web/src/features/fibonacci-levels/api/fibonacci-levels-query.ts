import { API_PATHS, FIBONACCI_LEVELS_FAILED_MESSAGE, fibonacciLevelsResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * GET /api/fibonacci-levels/{symbol} through the shared client, checked against the contract's schema. Keyed by the
 * contract's path and the symbol, as the stock page's Fibonacci card keys the same answer, so that either page
 * answers the other from the cache.
 */
export const fibonacciLevelsQuery = (symbol: string) =>
  queryOptions({
    queryKey: [API_PATHS.fibonacciLevels, symbol],
    queryFn: ({ signal }) =>
      apiGet(`${API_PATHS.fibonacciLevels}${encodeURIComponent(symbol)}`, {
        schema: fibonacciLevelsResponseSchema,
        fallbackMessage: FIBONACCI_LEVELS_FAILED_MESSAGE,
        signal,
      }),
  });

/** The chosen symbol's Fibonacci levels; nothing is asked before a symbol is chosen. */
export function useFibonacciLevels(symbol: string | undefined) {
  return useQuery({ ...fibonacciLevelsQuery(symbol ?? ''), enabled: symbol !== undefined });
}
