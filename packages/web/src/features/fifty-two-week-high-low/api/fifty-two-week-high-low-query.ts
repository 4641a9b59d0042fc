import { SCREEN_MANIFEST } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchScreen } from '../../../lib/screen-answer';

const { api } = SCREEN_MANIFEST.fiftyTwoWeekHighLow;

/** GET /api/52-week-high-low through the shared client: the manifest's route, schema and failure message. */
export const fiftyTwoWeekHighLowQuery = queryOptions({
  queryKey: ['screens', 'fifty-two-week-high-low'],
  queryFn: ({ signal }) => fetchScreen(api.routes[0], api.schema, api.failureMessage, signal),
});

/** The 52-Week High & Low rows, fetched once when the screen opens. */
export function useFiftyTwoWeekHighLow() {
  return useQuery(fiftyTwoWeekHighLowQuery);
}
