import { API_PATHS, volumeShockersResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchScreen } from '../../../lib/screen-answer';

/** Spec section 8: shown when the server's answer names no error of its own. */
export const VOLUME_SHOCKERS_FAILED_MESSAGE = 'Failed to fetch volume shockers.';

/** GET /api/volume-shockers through the shared client, checked against the contract's schema. */
export const volumeShockersQuery = queryOptions({
  queryKey: ['screens', 'volume-shockers'],
  queryFn: ({ signal }) =>
    fetchScreen(
      API_PATHS.volumeShockers,
      volumeShockersResponseSchema,
      VOLUME_SHOCKERS_FAILED_MESSAGE,
      signal,
    ),
});

/** The Volume Shockers list (spec section 4: fetched once when the screen opens). */
export function useVolumeShockers() {
  return useQuery(volumeShockersQuery);
}
