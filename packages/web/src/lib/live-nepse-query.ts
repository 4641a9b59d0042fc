import { API_PATHS, liveNepseResponseSchema, liveStatusSchema, SCREEN_MANIFEST } from '@nepse/contract';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Shown when the failure names no error of its own (the screen manifest's). */
export const LIVE_FAILED_MESSAGE = SCREEN_MANIFEST.liveCandle.api.failureMessage;
/** The page refreshes every 10,000 ms while auto-refresh is on. */
export const LIVE_REFRESH_MS = 10_000;

/**
 * GET /api/live-nepse/: on opening, on Refresh and every 10 s while `autoRefresh`; an answer that is not an
 * array of live records is refused. The page shows failures itself, in its red box.
 */
export function useLiveNepse(autoRefresh: boolean) {
  return useQuery({
    queryKey: ['live', 'nepse'],
    queryFn: ({ signal }) =>
      apiGet(API_PATHS.liveNepse, {
        schema: liveNepseResponseSchema,
        fallbackMessage: LIVE_FAILED_MESSAGE,
        silent: true,
        signal,
      }),
    refetchInterval: autoRefresh ? LIVE_REFRESH_MS : false,
    retry: false,
  });
}

/** Ours, GET /api/live-status/: the market phase and the index for the header, refreshed with the records. */
export function useLiveStatus(autoRefresh: boolean) {
  return useQuery({
    queryKey: ['live', 'status'],
    queryFn: ({ signal }) => apiGet(API_PATHS.liveStatus, { schema: liveStatusSchema, silent: true, signal }),
    refetchInterval: autoRefresh ? LIVE_REFRESH_MS : false,
    retry: false,
  });
}
