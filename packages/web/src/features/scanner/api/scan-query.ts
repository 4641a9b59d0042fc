import { API_PATHS, SCREEN_MANIFEST, type ScanResponse, scanResponseSchema } from '@nepse/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { ScanSpec } from '../../../lib/scan-link';
import { scanRequestOf } from '../../../lib/scan-request';

/**
 * The answer of the scan last run (`undefined`: none yet): POST /api/scan with it, the failure shown with the
 * server's `error` (a bad condition named by its card's label) or the Scanner's failure message. A scan is the
 * same query wherever it is run, so running it again answers from the cache.
 */
export function useScan(spec: ScanSpec | undefined) {
  return useQuery({
    queryKey: ['scan', spec && scanRequestOf(spec)],
    queryFn: ({ signal }): Promise<ScanResponse> =>
      apiPost(API_PATHS.scan, spec && scanRequestOf(spec), {
        schema: scanResponseSchema,
        fallbackMessage: SCREEN_MANIFEST.scanner.api.failureMessage,
        signal,
      }),
    enabled: spec !== undefined,
    placeholderData: keepPreviousData,
  });
}
