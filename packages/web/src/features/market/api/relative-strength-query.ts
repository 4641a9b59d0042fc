import { API_PATHS, type RelativeStrengthResponse, relativeStrengthResponseSchema } from '@nepse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Every stock's relative-strength rank on the latest session, strongest first. */
export function relativeStrengthQuery() {
  return queryOptions({
    queryKey: ['relative-strength'],
    queryFn: ({ signal }): Promise<RelativeStrengthResponse> =>
      apiGet(API_PATHS.relativeStrength, {
        schema: relativeStrengthResponseSchema,
        fallbackMessage: 'Failed to fetch the relative-strength ranks.',
        signal,
      }),
  });
}

export const useRelativeStrength = () => useQuery(relativeStrengthQuery());
