import { API_PATHS, SCREEN_MANIFEST, type ScanResponse, scanResponseSchema } from '@nepse/contract';
import { useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPost } from './api-client';
import { scanFromSearch } from './scan-link';
import { scanRequestOf } from './scan-request';

/**
 * The stocks each scan matches (by its address query, lib/scan-link.ts), through POST /api/scan; a scan whose
 * answer has not come is left out. `dataDate` is in the key, so a new data version runs every scan again.
 */
export function useScanMatches(
  searches: readonly string[],
  dataDate: string | undefined,
): Map<string, ReadonlySet<string>> {
  const combine = useCallback(
    (results: readonly { data?: ScanResponse }[]) =>
      new Map(
        results.flatMap(({ data }, i) =>
          data ? [[searches[i] ?? '', new Set(data.stocks.map((s) => s.symbol))] as const] : [],
        ),
      ),
    [searches],
  );
  return useQueries({
    queries: searches.map((search) => ({
      queryKey: ['watch-scan', search, dataDate],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiPost(API_PATHS.scan, scanRequestOf(scanFromSearch(new URLSearchParams(search))), {
          schema: scanResponseSchema,
          fallbackMessage: SCREEN_MANIFEST.scanner.api.failureMessage,
          silent: true,
          signal,
        }),
      enabled: dataDate !== undefined,
    })),
    combine,
  });
}
