import { API_PATHS, stockChartResponseSchema } from '@nepse/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { fibonacciLevelsQuery } from '../../../lib/fibonacci-levels-query';
import { supportResistanceQuery } from '../../../lib/support-resistance-query';
import { technicalRatingsQuery } from '../../../lib/technical-ratings-query';

/** Shown when the stock API's failure names no error. */
export const STOCK_FAILED_MESSAGE = 'Failed to fetch the stock.';

const path = (base: string, symbol: string) => `${base}${encodeURIComponent(symbol)}`;

/** GET /api/stock/{symbol}: prices, adjusted and traded, and adjustment events; asked once `enabled`. */
export function useStockChart(symbol: string, enabled: boolean) {
  return useQuery({
    queryKey: ['stock', symbol],
    queryFn: ({ signal }) =>
      apiGet(path(API_PATHS.stock, symbol), {
        schema: stockChartResponseSchema,
        fallbackMessage: STOCK_FAILED_MESSAGE,
        // The page says what failed ("Unknown symbol" or the error panel), so no toast repeats it.
        silent: true,
        signal,
      }),
    retry: false,
    enabled,
  });
}

/*
 * What the page shows beside the chart: the screens' own queries (lib/), so a screen opened after the page answers
 * from the cache. A failure is shown in its card, without a toast.
 */

export function useStockRatings(symbol: string) {
  return useQuery(technicalRatingsQuery(symbol, true));
}

export function useStockPivots(symbol: string) {
  return useQuery(supportResistanceQuery(symbol, true));
}

export function useStockFibonacci(symbol: string) {
  return useQuery(fibonacciLevelsQuery(symbol, true));
}
