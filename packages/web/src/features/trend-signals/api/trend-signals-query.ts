import { API_PATHS, SCREEN_MANIFEST, trendSignalsResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchScreen } from '../../../lib/screen-answer';

/** GET /api/trend-signals/ through the shared client, checked against the contract's schema. */
export const trendSignalsQuery = queryOptions({
  queryKey: ['screens', 'trend-signals'],
  queryFn: ({ signal }) =>
    fetchScreen(
      API_PATHS.trendSignals,
      trendSignalsResponseSchema,
      SCREEN_MANIFEST.trendSignals.api.failureMessage,
      signal,
    ),
});

/** The Trend Signals records (fetched once when the screen opens). */
export function useTrendSignals() {
  return useQuery(trendSignalsQuery);
}
