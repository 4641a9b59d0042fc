import {
  API_PATHS,
  type CandlestickPatternsResponse,
  candlestickPatternsResponseSchema,
  SCREEN_MANIFEST,
} from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { type ScreenDates, screenDatesOf } from '../../../lib/screen-answer';

/** The day's patterns by type and the dates of the answer. */
export interface CandlestickPatternsAnswer extends ScreenDates {
  groups: CandlestickPatternsResponse;
}

/** GET /api/candlestick-patterns/ through the shared client, checked against the contract's schema. */
export const candlestickPatternsQuery = queryOptions({
  queryKey: ['screens', 'candlestick-patterns'],
  queryFn: async ({ signal }): Promise<CandlestickPatternsAnswer> => {
    const { data, headers } = await apiRequestWithHeaders('GET', API_PATHS.candlestickPatterns, {
      schema: candlestickPatternsResponseSchema,
      fallbackMessage: SCREEN_MANIFEST.candlestickPatterns.api.failureMessage,
      signal,
    });
    return { groups: data, ...screenDatesOf(headers) };
  },
});

/** The day's candlestick patterns (fetched once when the screen opens). */
export function useCandlestickPatterns() {
  return useQuery(candlestickPatternsQuery);
}
