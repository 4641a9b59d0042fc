import { API_PATHS, SCREEN_MANIFEST, volumeShockersResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchScreen } from '../../../lib/screen-answer';

/** GET /api/volume-shockers through the shared client, checked against the contract's schema. */
export const volumeShockersQuery = queryOptions({
  queryKey: ['screens', 'volume-shockers'],
  queryFn: ({ signal }) =>
    fetchScreen(
      API_PATHS.volumeShockers,
      volumeShockersResponseSchema,
      SCREEN_MANIFEST.volumeShockers.api.failureMessage,
      signal,
    ),
});

/** The Volume Shockers list (fetched once when the screen opens). */
export function useVolumeShockers() {
  return useQuery(volumeShockersQuery);
}
