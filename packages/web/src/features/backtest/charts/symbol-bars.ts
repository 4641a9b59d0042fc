import { API_PATHS, barsResponseSchema } from '@nepse/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/**
 * The query of a symbol's adjusted bars, which its charts draw: shared, so that selecting a symbol of a sector run
 * fetches them while its own run is on its way.
 */
export const symbolBarsQuery = (symbol: string) =>
  queryOptions({
    queryKey: ['bars', symbol],
    queryFn: ({ signal }) =>
      apiGet(`${API_PATHS.bars}${encodeURIComponent(symbol)}`, { schema: barsResponseSchema, signal }),
  });

/** The charts' chunk (lightweight-charts and core's indicators), loaded once. */
export const loadSymbolCharts = () => import('./symbol-charts');
