import { API_PATHS, fibonacciLevelsResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Shown when the server's answer names no error of its own (the spec has no text for this screen). */
export const FIBONACCI_LEVELS_FAILED_MESSAGE = 'Failed to fetch Fibonacci levels.';

/** GET /api/fibonacci-levels/{symbol} through the shared client, checked against the contract's schema. */
export const fibonacciLevelsQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['fibonacci-levels', symbol],
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
