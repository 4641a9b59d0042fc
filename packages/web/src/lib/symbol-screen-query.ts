import { SCREEN_MANIFEST, type ScreenAnswerOf, type SymbolScreenKey } from '@nepse/contract';
import { queryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from './api-client';

/** How a caller shows a failure of a one-symbol screen's answer. */
export interface SymbolScreenOptions {
  /** No toast: the caller shows the failure in place (the stock page's cards). The query still fails. */
  silent?: boolean;
}

/** The address of `symbol`'s answer: the entry's first route with the symbol, encoded, in its path or its query. */
function addressOf(key: SymbolScreenKey, symbol: string) {
  const { routes, symbol: place } = SCREEN_MANIFEST[key].api;
  return place === 'path'
    ? { path: routes[0].replace(':symbol', () => encodeURIComponent(symbol)), query: {} }
    : { path: routes[0], query: { symbol } };
}

/**
 * The query of the manifest's one-symbol screen `key` for `symbol`, all from its entry: GET its first route with the
 * symbol where the entry says, the body checked against its schema, a failure shown with the server's `error` or
 * the entry's failure message. The key leaves `silent` out, so the screen's page and the stock page's card share
 * one cache entry: either answers the other.
 */
export function symbolScreenQuery<K extends SymbolScreenKey>(
  key: K,
  symbol: string,
  { silent = false }: SymbolScreenOptions = {},
) {
  const { api } = SCREEN_MANIFEST[key];
  const { path, query } = addressOf(key, symbol);
  return queryOptions({
    queryKey: ['screens', key, symbol],
    queryFn: ({ signal }) =>
      apiGet(path, {
        query,
        // The entry's own schema: `ScreenAnswerOf<K>` is what it parses, which TypeScript cannot see for any `K`.
        schema: api.schema as z.ZodType as z.ZodType<ScreenAnswerOf<K>>,
        fallbackMessage: api.failureMessage,
        silent,
        signal,
      }),
  });
}

/** A one-symbol screen's answer for `symbol`; nothing is asked while no symbol is chosen. */
export function useSymbolScreen<K extends SymbolScreenKey>(
  key: K,
  symbol: string | undefined,
  options?: SymbolScreenOptions,
): UseQueryResult<ScreenAnswerOf<K>> {
  return useQuery({ ...symbolScreenQuery(key, symbol ?? '', options), enabled: symbol !== undefined });
}
