import {
  API_PATHS,
  type FreshSignalStock,
  freshIndicatorSignalsResponseSchema,
  SCREEN_MANIFEST,
} from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { type ScreenDates, screenDatesOf } from '../../../lib/screen-answer';

/** A stock of a group as the list screen reads it: the spec's `stockSymbol` also as the shared `symbol`. */
export type FreshSignalRow = FreshSignalStock & { symbol: string };

/** A group of the answer with its stocks as rows. */
export interface FreshSignalGroupRows {
  key: string;
  name: string;
  rows: FreshSignalRow[];
}

/** The answer: the session's date the body gives, the groups in the server's order, and the headers' dates. */
export interface FreshSignalsAnswer extends ScreenDates {
  date: string | null;
  groups: FreshSignalGroupRows[];
}

/** GET /api/fresh-indicator-signals/ through the shared client, checked against the contract's schema. */
export const freshIndicatorSignalsQuery = queryOptions({
  queryKey: ['screens', 'fresh-indicator-signals'],
  queryFn: async ({ signal }): Promise<FreshSignalsAnswer> => {
    const { data, headers } = await apiRequestWithHeaders('GET', API_PATHS.freshIndicatorSignals, {
      schema: freshIndicatorSignalsResponseSchema,
      fallbackMessage: SCREEN_MANIFEST.freshIndicatorSignals.api.failureMessage,
      signal,
    });
    return {
      date: data.date,
      groups: data.signals.map(({ key, name, stocks }) => ({
        key,
        name,
        rows: stocks.map((stock): FreshSignalRow => ({ ...stock, symbol: stock.stockSymbol })),
      })),
      ...screenDatesOf(headers),
    };
  },
});

/** The Fresh Indicator Signals groups (fetched once when the screen opens). */
export function useFreshIndicatorSignals() {
  return useQuery(freshIndicatorSignalsQuery);
}
