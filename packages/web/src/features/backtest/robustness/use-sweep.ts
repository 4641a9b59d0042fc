import { API_PATHS, type SweepRequest, type SweepResponse, sweepResponseSchema } from '@nepse/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Shown when a failed sweep's answer names no error of its own. */
export const SWEEP_FAILED_MESSAGE = 'Failed to run the sweep.';

/** A sweep (and walk-forward) run through the shared client, as a mutation; a failure shows the red toast. */
export function useSweep() {
  return useMutation({
    mutationFn: (body: SweepRequest): Promise<SweepResponse> =>
      apiPost(API_PATHS.backtestSweep, body, {
        schema: sweepResponseSchema,
        fallbackMessage: SWEEP_FAILED_MESSAGE,
      }),
    gcTime: 0,
  });
}
