import {
  type PrecomputedScreenKey,
  SCREEN_MANIFEST,
  type ScreenAnswerOf,
  type ScreenRowOf,
  screenPath,
} from '@nepse/contract';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { apiRequestWithHeaders } from './api-client';
import { type ScreenAnswer, type ScreenDates, screenDatesOf } from './screen-answer';

/** A precomputed screen's answer as the query keeps it: the body its manifest schema parsed, the headers' dates. */
export interface ScreenReply<K extends PrecomputedScreenKey> extends ScreenDates {
  body: ScreenAnswerOf<K>;
}

/**
 * The query of the manifest's precomputed screen `key`, all from its entry: GET its path through the shared client,
 * the body checked against its schema, a failure shown with the server's `error` or the entry's failure message.
 */
export function screenQuery<K extends PrecomputedScreenKey>(key: K) {
  const { api } = SCREEN_MANIFEST[key];
  return queryOptions({
    queryKey: ['screens', key],
    queryFn: async ({ signal }): Promise<ScreenReply<K>> => {
      const { data, headers } = await apiRequestWithHeaders('GET', screenPath(key), {
        // The entry's own schema: `ScreenAnswerOf<K>` is what it parses, which TypeScript cannot see for any `K`.
        schema: api.schema as z.ZodType as z.ZodType<ScreenAnswerOf<K>>,
        fallbackMessage: api.failureMessage,
        signal,
      });
      return { body: data, ...screenDatesOf(headers) };
    },
  });
}

/**
 * A precomputed screen's answer as its page reads it, fetched once when the screen opens. `select` turns the reply
 * into what the page shows; define it once, outside the component, so that it runs once per answer.
 */
export function useScreen<K extends PrecomputedScreenKey, View>(
  key: K,
  select: (reply: ScreenReply<K>) => View,
): UseQueryResult<View> {
  return useQuery({ ...screenQuery(key), select });
}

/** The precomputed screens whose answer is the list itself. */
type ListAnswerKey = {
  [K in PrecomputedScreenKey]: ScreenAnswerOf<K> extends readonly unknown[] ? K : never;
}[PrecomputedScreenKey];

const listOf = (body: unknown) => body as unknown[];

/**
 * A list screen's rows and dates, as `ListScreen` reads them: the answer itself when it is the list, else what
 * `rowsOf` reads from it (defined once, outside the component, as `select` above).
 */
export function useScreenRows<K extends ListAnswerKey>(key: K): UseQueryResult<ScreenAnswer<ScreenRowOf<K>>>;
export function useScreenRows<K extends PrecomputedScreenKey, Row>(
  key: K,
  rowsOf: (body: ScreenAnswerOf<K>) => Row[],
): UseQueryResult<ScreenAnswer<Row>>;
export function useScreenRows<K extends PrecomputedScreenKey, Row>(
  key: K,
  rowsOf: (body: ScreenAnswerOf<K>) => Row[] = listOf as (body: ScreenAnswerOf<K>) => Row[],
): UseQueryResult<ScreenAnswer<Row>> {
  const select = useCallback(
    ({ body, ...dates }: ScreenReply<K>): ScreenAnswer<Row> => ({ rows: rowsOf(body), ...dates }),
    [rowsOf],
  );
  return useScreen(key, select);
}
