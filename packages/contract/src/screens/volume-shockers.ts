import { z } from 'zod';

/**
 * One row of `GET /api/volume-shockers`: a listed equity whose volume on the latest session is at least twice
 * the mean of its 7 previous sessions. `volDiffPercent` is how far today's volume is above that mean, in
 * percent; `averageVolume` and `averageClose` are the means of those 7 sessions (traded volumes, adjusted
 * closes); `closePrice` is the latest traded close (LTP). Beyond the spec, `sector` names the symbol's sector
 * from the spec's sector list (null when unknown), for the page's sector filter.
 */
export const volumeShockerSchema = z.object({
  symbol: z.string(),
  volDiffPercent: z.number(),
  volume: z.number(),
  averageVolume: z.number(),
  closePrice: z.number(),
  averageClose: z.number(),
  sector: z.string().nullable(),
});
export type VolumeShocker = z.infer<typeof volumeShockerSchema>;

/** The answer is the spec's plain list; the data date travels in the `x-data-date` header. */
export const volumeShockersResponseSchema = z.array(volumeShockerSchema);
export type VolumeShockersResponse = z.infer<typeof volumeShockersResponseSchema>;
