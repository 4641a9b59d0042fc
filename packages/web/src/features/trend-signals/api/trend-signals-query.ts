import { API_PATHS, trendSignalsResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchScreen } from '../../../lib/screen-answer';

/** Spec section 8: shown when the server's answer names no error of its own (the spec's own words). */
export const TREND_SIGNALS_FAILED_MESSAGE = 'Failed to fetch level alerts.';

/** GET /api/trend-signals/ through the shared client, checked against the contract's schema. */
export const trendSignalsQuery = queryOptions({
  queryKey: ['screens', 'trend-signals'],
  queryFn: ({ signal }) =>
    fetchScreen(API_PATHS.trendSignals, trendSignalsResponseSchema, TREND_SIGNALS_FAILED_MESSAGE, signal),
});

/** The Trend Signals records (spec section 4: fetched once when the screen opens). */
export function useTrendSignals() {
  return useQuery(trendSignalsQuery);
}
