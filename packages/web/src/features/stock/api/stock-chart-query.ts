import { API_PATHS, stockChartResponseSchema } from '@nepse/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Shown when the stock API's failure names no error. */
export const STOCK_FAILED_MESSAGE = 'Failed to fetch the stock.';

/**
 * GET /api/stock/{symbol}: prices, adjusted and traded, adjustment events, the last close's summary and the
 * candlestick patterns; asked once `enabled`.
 */
export function useStockChart(symbol: string, enabled: boolean) {
  return useQuery({
    queryKey: ['stock', symbol],
    queryFn: ({ signal }) =>
      apiGet(`${API_PATHS.stock}${encodeURIComponent(symbol)}`, {
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
