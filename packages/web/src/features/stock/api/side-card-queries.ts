import {
  API_PATHS,
  FIBONACCI_LEVELS_FAILED_MESSAGE,
  fibonacciLevelsResponseSchema,
  SUPPORT_RESISTANCE_FAILED_MESSAGE,
  supportResistanceResponseSchema,
  TECHNICAL_RATINGS_FAILED_MESSAGE,
  technicalRatingsResponseSchema,
} from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/*
 * The answers of three screens that the page shows beside its chart. A feature imports no other feature, so the
 * page asks for them here, with what the contract owns (path, schema, failure text) and the screens' own key (the
 * contract's path and the symbol), so that a screen opened after the page answers from the cache and the other
 * way round. A failure is shown in its card, without a toast (`silent`).
 */

const symbolPath = (base: string, symbol: string) => `${base}${encodeURIComponent(symbol)}`;

export const stockRatingsQuery = (symbol: string) =>
  queryOptions({
    queryKey: [API_PATHS.technicalRatings, symbol],
    queryFn: ({ signal }) =>
      apiGet(API_PATHS.technicalRatings, {
        query: { symbol },
        schema: technicalRatingsResponseSchema,
        fallbackMessage: TECHNICAL_RATINGS_FAILED_MESSAGE,
        silent: true,
        signal,
      }),
  });

export const stockPivotsQuery = (symbol: string) =>
  queryOptions({
    queryKey: [API_PATHS.supportResistance, symbol],
    queryFn: ({ signal }) =>
      apiGet(symbolPath(API_PATHS.supportResistance, symbol), {
        schema: supportResistanceResponseSchema,
        fallbackMessage: SUPPORT_RESISTANCE_FAILED_MESSAGE,
        silent: true,
        signal,
      }),
  });

export const stockFibonacciQuery = (symbol: string) =>
  queryOptions({
    queryKey: [API_PATHS.fibonacciLevels, symbol],
    queryFn: ({ signal }) =>
      apiGet(symbolPath(API_PATHS.fibonacciLevels, symbol), {
        schema: fibonacciLevelsResponseSchema,
        fallbackMessage: FIBONACCI_LEVELS_FAILED_MESSAGE,
        silent: true,
        signal,
      }),
  });

export function useStockRatings(symbol: string) {
  return useQuery(stockRatingsQuery(symbol));
}

export function useStockPivots(symbol: string) {
  return useQuery(stockPivotsQuery(symbol));
}

export function useStockFibonacci(symbol: string) {
  return useQuery(stockFibonacciQuery(symbol));
}
