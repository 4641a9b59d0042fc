import { z } from 'zod';

/** NEPSE's session phase: pre-open before 11:00 Nepal time on a trading day, open until 15:00, else closed. */
export const marketPhaseSchema = z.enum(['pre-open', 'open', 'closed']);
export type MarketPhase = z.infer<typeof marketPhaseSchema>;

/** Where live prices come from: the offline market simulator (the default) or NEPSE's own feed. */
export const liveSourceNameSchema = z.enum(['simulator', 'nepse']);
export type LiveSourceName = z.infer<typeof liveSourceNameSchema>;

/** The NEPSE index's live value: the latest value, its change from the previous close and that change in percent. */
export const liveIndexSchema = z.object({
  value: z.number(),
  change: z.number(),
  percentageChange: z.number(),
});
export type LiveIndex = z.infer<typeof liveIndexSchema>;

/**
 * Ours, `GET /api/live-status/`: the market phase, the live source, the time of the last good poll and of the last
 * failure with its message (ISO instants, null when none yet), how many records the served snapshot holds and the
 * NEPSE index's live value (null when the source has none).
 */
export const liveStatusSchema = z.object({
  phase: marketPhaseSchema,
  source: liveSourceNameSchema,
  lastGoodPollAt: z.string().nullable(),
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
  records: z.number(),
  index: liveIndexSchema.nullable(),
});
export type LiveStatus = z.infer<typeof liveStatusSchema>;
